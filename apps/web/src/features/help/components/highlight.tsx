import { Fragment } from 'react';

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// `text` with each occurrence of the searched words marked (case-insensitive). Words found only
// through fuzzy or pinyin matching have no literal occurrence and stay unmarked.
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const wanted = words.map((w) => w.trim()).filter((w) => w.length > 0);
  if (!wanted.length) return <>{text}</>;
  const pattern = new RegExp(`(${wanted.map(escape).join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}

// `text` with the given [start, end) ranges marked: the server's title matches, pinyin ones
// included (mima marks 密码).
export function Marked({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}</>;
}

// The words of a query as the server splits them (whitespace and punctuation).
export function queryWords(q: string): string[] {
  return q.split(/[\s,，。、;；:：?？!！]+/).filter(Boolean);
}
