import Fuse, { type FuseResult, type FuseResultMatch, type IFuseOptions } from 'fuse.js';
import { pinyin } from 'pinyin-pro';
import {
  HELP_SEARCH_RESULTS_MAX,
  HELP_SEARCH_THRESHOLD,
  type HelpMatchField,
  type HelpResultKind,
  type HelpSearchResult,
} from '@portal/contracts/help';

// The help search (docs/help-centre.md): one fuse.js index per language over the published
// articles (in that language; for Chinese readers also the pinyin of the text) and the replied
// consultations staff made public. Built from plain data, so it is tested without a database.

export interface HelpDocument {
  kind: HelpResultKind;
  id: number;
  // In the reader's language.
  title: string;
  body: string;
  // The Chinese text whose pinyin is searched too (articles: their zh_CN title and body;
  // consultations: as written).
  zhTitle: string;
  zhBody: string;
  answer: string | null;
  answeredAt: string | null;
}

// A text's pinyin, and for each of its letters the index of the character it spells.
export interface Spelled {
  text: string;
  from: number[];
}

const HAN = /\p{Script=Han}/u;

// Full pinyin without tones or spaces ("密码" → "mima") or the initials ("mm"), of the Chinese
// characters only: the reader's language already covers the rest.
export function spell(text: string, pattern: 'full' | 'initials'): Spelled {
  const chars = Array.from(text);
  if (!chars.some((char) => HAN.test(char))) return { text: '', from: [] };
  const syllables = pinyin(text, { toneType: 'none', type: 'array', v: true, ...(pattern === 'initials' ? { pattern: 'first' } : {}) });
  let out = '';
  const from: number[] = [];
  // Code units, the way fuse.js and the client count.
  let offset = 0;
  chars.forEach((char, index) => {
    if (HAN.test(char)) {
      const syllable = (syllables[index] ?? '').toLowerCase();
      out += syllable;
      for (let i = 0; i < syllable.length; i += 1) from.push(offset);
    }
    offset += char.length;
  });
  return { text: out, from };
}

// A body as its words (Chinese: its phrases), each with where it starts: fuzzy matching runs
// word by word, so a short query cannot be pieced together across words of a long text.
export function wordsOf(text: string): { words: string[]; starts: number[] } {
  const words: string[] = [];
  const starts: number[] = [];
  for (const match of text.matchAll(/[^\s,.;:!?()[\]"'«»，。；：！？、（）“”‘’…/]+/gu)) {
    words.push(match[0]);
    starts.push(match.index);
  }
  return { words, starts };
}

interface Indexed extends Omit<HelpDocument, 'body'> {
  body: string[];
  bodyStarts: number[];
  bodyText: string;
  titleFull: string;
  titleInitials: string;
  bodyFull: string[];
  spelled: { titleFull: Spelled; titleInitials: Spelled };
}

type Key = 'title' | 'titleFull' | 'titleInitials' | 'body' | 'bodyFull';
const TITLE_KEYS: readonly Key[] = ['title', 'titleFull', 'titleInitials'];

const OPTIONS: IFuseOptions<Indexed> = {
  threshold: HELP_SEARCH_THRESHOLD,
  // Bodies are long: a word counts wherever it stands.
  ignoreLocation: true,
  includeScore: true,
  includeMatches: true,
  minMatchCharLength: 2,
  keys: [
    { name: 'title', weight: 4 },
    { name: 'titleFull', weight: 3 },
    { name: 'titleInitials', weight: 2 },
    { name: 'body', weight: 1 },
    { name: 'bodyFull', weight: 0.5 },
  ],
};

// Words of a query. A run of Chinese longer than two characters is cut into pairs (Chinese is
// written without spaces: "修改密码" looks for 修改 and 密码, wherever each stands).
export function queryTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,，。、;；:：?？!！]+/)
    .flatMap((word) => {
      const chars = Array.from(word);
      if (chars.length <= 2 || !chars.every((char) => HAN.test(char))) return [word];
      const pairs: string[] = [];
      for (let i = 0; i < chars.length; i += 2) pairs.push(chars.slice(i, i + 2).join(''));
      // A lone last character joins the pair before it.
      if (pairs.length > 1 && Array.from(pairs[pairs.length - 1]!).length === 1) {
        pairs[pairs.length - 2] += pairs.pop()!;
      }
      return pairs;
    })
    .filter((word) => word.length > 0);
}

const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 140;

function excerptOf(body: string, at: number): string {
  const start = Math.max(0, at - EXCERPT_BEFORE);
  const text = body.slice(start, start + EXCERPT_LENGTH).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${start + EXCERPT_LENGTH < body.length ? '…' : ''}`;
}

// Title ranges [start, end) the matches cover: text matches as they are, pinyin and initials
// matches through the characters they spell. Overlaps merge.
function titleMarks(doc: Indexed, matches: readonly FuseResultMatch[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of matches) {
    for (const [start, end] of match.indices) {
      if (match.key === 'title') ranges.push([start, end + 1]);
      else if (match.key === 'titleFull' || match.key === 'titleInitials') {
        const from = doc.spelled[match.key].from;
        const first = from[start];
        const last = from[end];
        if (first !== undefined && last !== undefined) ranges.push([first, last + 1]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export class HelpSearchIndex {
  private readonly fuse: Fuse<Indexed>;
  // Chinese readers: the two- and three-character words of the Chinese texts, and the first
  // such word of each sound (titles first), to correct a word typed with a wrong character of
  // the same sound (认正 for 认证), the commonest slip of a pinyin keyboard.
  private readonly words = new Set<string>();
  private readonly bySound = new Map<string, string>();

  // `pinyin`: also search the pinyin of the Chinese text (Chinese readers). Pinyin strings are
  // long runs of Latin letters, so for English and French readers they would only answer
  // their words with noise.
  constructor(documents: readonly HelpDocument[], { pinyin }: { pinyin: boolean }) {
    const indexed = documents.map((doc): Indexed => {
      const zhTitle = pinyin ? doc.zhTitle : '';
      const zhBody = pinyin ? doc.zhBody : '';
      const titleFull = spell(zhTitle, 'full');
      const titleInitials = spell(zhTitle, 'initials');
      const body = wordsOf(doc.body);
      return {
        ...doc,
        body: body.words,
        bodyStarts: body.starts,
        bodyText: doc.body,
        titleFull: titleFull.text,
        titleInitials: titleInitials.text,
        bodyFull: wordsOf(zhBody).words.map((word) => spell(word, 'full').text).filter(Boolean),
        spelled: { titleFull, titleInitials },
      };
    });
    this.fuse = new Fuse(indexed, OPTIONS);
    if (pinyin) {
      for (const doc of documents) this.learnWords(doc.zhTitle);
      for (const doc of documents) this.learnWords(doc.zhBody);
    }
  }

  private learnWords(text: string): void {
    for (const run of text.match(/\p{Script=Han}+/gu) ?? []) {
      const chars = Array.from(run);
      const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true });
      for (const size of [2, 3]) {
        for (let i = 0; i + size <= chars.length; i += 1) {
          const word = chars.slice(i, i + size).join('');
          if (this.words.has(word)) continue;
          this.words.add(word);
          const sound = syllables.slice(i, i + size).join('').toLowerCase();
          if (!this.bySound.has(sound)) this.bySound.set(sound, word);
        }
      }
    }
  }

  // A Chinese query word no text holds, read as the text's word of the same sound, if any.
  private sameSound(token: string): string {
    if (this.words.size === 0 || this.words.has(token) || !Array.from(token).every((char) => HAN.test(char))) return token;
    return this.bySound.get(spell(token, 'full').text) ?? token;
  }

  search(query: string): HelpSearchResult[] {
    const tokens = queryTokens(query).map((token) => this.sameSound(token));
    if (!tokens.length) return [];
    // Every word must be found, each in any field.
    const results = this.fuse.search({
      $and: tokens.map((token) => ({ $or: OPTIONS.keys!.map((key) => ({ [(key as { name: string }).name]: token })) })),
    });
    return results
      // Body pinyin is a long run of letters that fuzzy matching finds almost anything in:
      // there, a word must be spelled out exactly.
      .filter((result) => {
        const matches = result.matches ?? [];
        if (!matches.length || matches.some((m) => m.key !== 'bodyFull')) return true;
        return tokens.every((token) => result.item.bodyFull.some((spelled) => spelled.includes(token)));
      })
      .map((result) => this.toResult(result))
      // Titles above bodies, then fuse.js's score (0 is a perfect match).
      .sort((a, b) => (a.matchedIn === b.matchedIn ? a.score - b.score : a.matchedIn === 'title' ? -1 : 1))
      .slice(0, HELP_SEARCH_RESULTS_MAX);
  }

  private toResult(result: FuseResult<Indexed>): HelpSearchResult {
    const doc = result.item;
    const matches = result.matches ?? [];
    const matchedIn: HelpMatchField = matches.some((m) => TITLE_KEYS.includes(m.key as Key)) ? 'title' : 'body';
    const bodyMatch = matches.find((m) => m.key === 'body');
    const at = bodyMatch?.refIndex !== undefined ? (doc.bodyStarts[bodyMatch.refIndex] ?? 0) : 0;
    return {
      titleMarks: titleMarks(doc, matches),
      kind: doc.kind,
      id: doc.id,
      title: doc.title,
      excerpt: excerptOf(doc.bodyText, at),
      matchedIn,
      score: Math.round((result.score ?? 0) * 1000) / 1000,
      answer: doc.answer,
      answeredAt: doc.answeredAt,
    };
  }
}
