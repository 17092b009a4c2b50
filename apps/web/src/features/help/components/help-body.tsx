import { parseHelpBody, type HelpInline } from '@portal/contracts/help-body';
import { useMemo } from 'react';
import { LinkedText } from '../../../components/linked-text';
import { Highlight } from './highlight';
import styles from './help.module.css';

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
// whatever staff typed is text, never markup. Plain elements dressed as antd's Typography.
export function HelpBody({ body, words = [] }: { body: string; words?: readonly string[] }) {
  const blocks = useMemo(() => parseHelpBody(body), [body]);
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h3 key={index}>
                <Inline parts={block.text} words={words} />
              </h3>
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
              <p key={index}>
                <Inline parts={block.text} words={words} />
              </p>
            );
        }
      })}
    </div>
  );
}
