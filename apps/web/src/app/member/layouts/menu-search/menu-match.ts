import pinyinTable from './menu-pinyin.json';

// Matching pages by title for the navbar's menu search (docs/help-centre.md). Chinese titles
// also match by their full pinyin ("konghuo") and initials ("kh"), precomputed at test time in
// menu-pinyin.json, so no pinyin library reaches the browser.

export interface MenuTarget {
  path: string;
  // The route title key (routes.json).
  key: string;
  // The title in the current language.
  title: string;
  // The menu group, shown beside the title.
  group?: string;
}

const PINYIN: Record<string, { full: string; initials: string } | undefined> = pinyinTable;

// Lower rank first: the title starts with the query, a word of it does, it contains it, then
// the initials start with it, the full pinyin starts with it, either contains it.
function rank(target: MenuTarget, query: string, pinyin: boolean): number | null {
  const title = target.title.toLowerCase();
  if (title.startsWith(query)) return 0;
  if (title.split(/[\s\-/]+/).some((word) => word.startsWith(query))) return 1;
  if (title.includes(query)) return 2;
  const spelled = pinyin ? PINYIN[target.key] : undefined;
  if (!spelled || !/^[a-z]+$/.test(query)) return null;
  if (spelled.initials.startsWith(query)) return 3;
  if (spelled.full.startsWith(query)) return 4;
  if (spelled.initials.includes(query) || spelled.full.includes(query)) return 5;
  return null;
}

// `pinyin`: Chinese titles, with the settings panel's pinyin search on (else titles only).
export function matchMenu(targets: readonly MenuTarget[], query: string, chinese: boolean, pinyin = chinese): MenuTarget[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, chinese ? '' : ' ');
  if (!q) return [];
  return targets
    .map((target, index) => ({ target, index, rank: rank(target, q, chinese && pinyin) }))
    .filter((entry): entry is { target: MenuTarget; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.target);
}
