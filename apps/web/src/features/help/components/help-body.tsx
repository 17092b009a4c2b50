import { parseHelpBody, type HelpInline } from '@portal/contracts/help';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { LinkedText } from '../../../components/linked-text';
import { Highlight } from './highlight';

function Inline({ parts, words }: { parts: HelpInline[]; words: readonly string[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.bold ? (
          <strong key={index}>
            <LinkedText text={part.text} draw={(piece) => <Highlight text={piece} words={words} />} />
          </strong>
        ) : (
          <LinkedText key={index} text={part.text} draw={(piece) => <Highlight text={piece} words={words} />} />
        ),
      )}
    </>
  );
}

// An article body in the safe Markdown subset of contracts/help.ts, drawn as React elements:
// whatever staff typed is text, never markup.
export function HelpBody({ body, words = [] }: { body: string; words?: readonly string[] }) {
  const blocks = useMemo(() => parseHelpBody(body), [body]);
  return (
    <Typography>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography.Title key={index} level={3} style={{ fontSize: 16 }}>
                <Inline parts={block.text} words={words} />
              </Typography.Title>
            );
          case 'bullets':
          case 'steps': {
            const ListTag = block.kind === 'bullets' ? 'ul' : 'ol';
            return (
              <ListTag key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <Inline parts={item} words={words} />
                  </li>
                ))}
              </ListTag>
            );
          }
          default:
            return (
              <Typography.Paragraph key={index}>
                <Inline parts={block.text} words={words} />
              </Typography.Paragraph>
            );
        }
      })}
    </Typography>
  );
}
