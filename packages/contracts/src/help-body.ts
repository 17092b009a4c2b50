// The help centre's article bodies and where a member who found nothing is sent, without zod
// (docs/web.md, "Constants without zod"): the help page shows them on its first load. help.ts
// re-exports them.

// Where a member who found nothing is sent: a consultation.
export const HELP_CONSULT_PATH = '/jiedao/jd-advice?type=consult&dtype=1';

// Bodies are a small, safe Markdown subset, never HTML: blocks separated by a blank line; a
// block whose lines start with "- " is a bulleted list, "1. " a numbered list; "## " starts a
// heading; **text** is bold. Anything else is plain text (angle brackets included).
export type HelpInline = { text: string; bold: boolean };
export type HelpBlock =
  | { kind: 'heading'; text: HelpInline[] }
  | { kind: 'paragraph'; text: HelpInline[] }
  | { kind: 'bullets'; items: HelpInline[][] }
  | { kind: 'steps'; items: HelpInline[][] };

export function parseInline(text: string): HelpInline[] {
  const parts = text.split('**');
  // An unmatched ** stays as written.
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  return parts.map((part, index) => ({ text: part, bold: index % 2 === 1 })).filter((part) => part.text !== '');
}

export function parseHelpBody(body: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = raw.split('\n').map((line) => line.trim()).filter(Boolean);
    if (!lines.length) continue;
    if (lines.length === 1 && lines[0]!.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: parseInline(lines[0]!.slice(3)) });
    } else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'bullets', items: lines.map((line) => parseInline(line.slice(2))) });
    } else if (lines.every((line) => /^\d+\.\s/.test(line))) {
      blocks.push({ kind: 'steps', items: lines.map((line) => parseInline(line.replace(/^\d+\.\s+/, ''))) });
    } else {
      blocks.push({ kind: 'paragraph', text: parseInline(lines.join(' ')) });
    }
  }
  return blocks;
}

// The words of a body without its marks: what search reads.
export function helpPlainText(body: string): string {
  return parseHelpBody(body)
    .map((block) => ('items' in block ? block.items : [block.text]).map((line) => line.map((part) => part.text).join('')).join('\n'))
    .join('\n');
}

