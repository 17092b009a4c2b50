import type { ReactNode } from 'react';
import { externalLinkProps, linkSegments } from '../lib/external-link';

// Plain text with its http(s), mailto and tel addresses as links (lib/external-link.ts); the
// text itself is never read as markup. `draw` renders each piece (a search highlight).
export function LinkedText({ text, draw = (piece) => piece }: { text: string; draw?: (piece: string) => ReactNode }) {
  return (
    <>
      {linkSegments(text).map((segment, index) =>
        segment.href ? (
          <a key={index} {...externalLinkProps(segment.href)}>
            {draw(segment.text)}
          </a>
        ) : (
          <span key={index}>{draw(segment.text)}</span>
        ),
      )}
    </>
  );
}
