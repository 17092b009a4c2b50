import type { AnchorHTMLAttributes } from 'react';

// Links that leave the portal (docs/web.md, "External links"): a string starting with http(s),
// mailto or tel. Web pages open in a new tab without a handle on the portal's window; mailto
// and tel open the mail or phone app as they are.
const EXTERNAL = /^(?:https?:\/\/|mailto:|tel:)/i;
const WEB = /^https?:\/\//i;

export function isExternal(href: string): boolean {
  return EXTERNAL.test(href);
}

export function isWebLink(href: string): boolean {
  return WEB.test(href);
}

// The attributes of an <a> to `href` (an external one; anything else is not a link).
export function externalLinkProps(href: string): Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  return isWebLink(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}

// Opens an http(s) address in a new tab; anything else is ignored.
export function openExternal(href: string): void {
  if (isWebLink(href)) window.open(href, '_blank', 'noopener,noreferrer');
}

export interface TextSegment {
  text: string;
  // Set when the segment is an external link.
  href?: string;
}

// Plain text (a notice, a message, a help article) cut into text and links: each word starting
// with http(s)://, mailto: or tel: is a link; a sentence's closing punctuation stays text.
const LINK_IN_TEXT = /(?:https?:\/\/|mailto:|tel:)[^\s<>"'，。；）]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_IN_TEXT)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    // Nothing left after the scheme once the punctuation is off: text.
    if (!/^(?:https?:\/\/|mailto:|tel:)./i.test(href)) continue;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
