import { z } from 'zod';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import type { Localized } from './locale.js';

// The help centre (docs/help-centre.md): categories and articles written by staff in the three
// languages, read by members and visitors, and one search over them and over the replied
// consultations staff made public.

// ---------- constants ----------

// Fuse.js threshold: 0 finds exact matches only, 1 anything. 0.4 lets one wrong letter in five
// through and keeps junk out.
export const HELP_SEARCH_THRESHOLD = 0.4;
export const HELP_SEARCH_RESULTS_MAX = 20;
export const HELP_QUERY_MAX = 50;
export const HELP_TITLE_MAX = 100;
export const HELP_BODY_MAX = 10_000;
export const HELP_CATEGORY_NAME_MAX = 40;
export const HELP_SORT_MAX = 9999;

// What a search result is: a help article, or a consultation staff made public.
export const HELP_RESULT_KINDS = ['article', 'advice'] as const;
export type HelpResultKind = (typeof HELP_RESULT_KINDS)[number];
// Where the query matched best: titles rank above bodies.
export const HELP_MATCH_FIELDS = ['title', 'body'] as const;
export type HelpMatchField = (typeof HELP_MATCH_FIELDS)[number];

// ---------- body format ----------

// In help-body.ts, without zod: the help page draws bodies before any form loads zod.
export { HELP_CONSULT_PATH, parseHelpBody, parseInline, helpPlainText, type HelpBlock, type HelpInline } from './help-body.js';

// ---------- requests ----------

const text = (max: number, requiredKey: 'v.help.title.required' | 'v.help.body.required' | 'v.help.name.required') =>
  z.string(requiredKey).trim().min(1, requiredKey).max(max, 'v.maxLength');

const localizedTitle = z.object({
  zh_CN: text(HELP_TITLE_MAX, 'v.help.title.required'),
  en_US: text(HELP_TITLE_MAX, 'v.help.title.required'),
  fr_FR: text(HELP_TITLE_MAX, 'v.help.title.required'),
});
const localizedBody = z.object({
  zh_CN: text(HELP_BODY_MAX, 'v.help.body.required'),
  en_US: text(HELP_BODY_MAX, 'v.help.body.required'),
  fr_FR: text(HELP_BODY_MAX, 'v.help.body.required'),
});
const localizedName = z.object({
  zh_CN: text(HELP_CATEGORY_NAME_MAX, 'v.help.name.required'),
  en_US: text(HELP_CATEGORY_NAME_MAX, 'v.help.name.required'),
  fr_FR: text(HELP_CATEGORY_NAME_MAX, 'v.help.name.required'),
});
const sort = z.number('v.help.sort.range').int('v.help.sort.range').min(0, 'v.help.sort.range').max(HELP_SORT_MAX, 'v.help.sort.range').default(0);

export const helpIdQuery = z.object({ id: idSchema() });

export const helpPageQuery = cursorQuery.extend({ categoryId: idSchema('v.help.category.required') });
export type HelpPageQuery = z.infer<typeof helpPageQuery>;

export const helpSearchQuery = z.object({
  q: z.string().trim().min(1, 'v.help.query.required').max(HELP_QUERY_MAX, 'v.maxLength'),
});
export type HelpSearchQuery = z.infer<typeof helpSearchQuery>;

export const helpCategoryBody = z.object({ name: localizedName, sort });
export const helpCategoryUpdateBody = helpCategoryBody.extend({ id: idSchema() });
export type HelpCategoryBody = z.input<typeof helpCategoryBody>;

export const helpArticleBody = z.object({
  categoryId: idSchema('v.help.category.required'),
  title: localizedTitle,
  body: localizedBody,
  sort,
  published: z.boolean().default(false),
});
export const helpArticleUpdateBody = helpArticleBody.extend({ id: idSchema() });
export type HelpArticleBody = z.input<typeof helpArticleBody>;

export const staffHelpArticlePageQuery = cursorQuery.extend({ categoryId: idSchema().optional() });

// ---------- answers ----------

export const helpCategory = z.object({ id: z.number(), name: z.string(), sort: z.number(), articleCount: z.number() });
export type HelpCategory = z.infer<typeof helpCategory>;

export const helpArticleItem = z.object({ id: z.number(), categoryId: z.number(), title: z.string(), sort: z.number(), updatedAt: z.string() });
export type HelpArticleItem = z.infer<typeof helpArticleItem>;
export const helpArticlePage = cursorPage(helpArticleItem);

export const helpArticle = helpArticleItem.extend({ categoryName: z.string(), body: z.string() });
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpSearchResult = z.object({
  kind: z.enum(HELP_RESULT_KINDS),
  id: z.number(),
  title: z.string(),
  // The start of the body or the answer, around the first match.
  excerpt: z.string(),
  matchedIn: z.enum(HELP_MATCH_FIELDS),
  score: z.number(),
  // Consultations: the staff answer in full (short) and when it was given.
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  // Where the title matched, as [start, end) offsets into it, also when the match was by
  // pinyin or initials (the characters they spell): the page marks them.
  titleMarks: z.array(z.tuple([z.number(), z.number()])),
});
export type HelpSearchResult = z.infer<typeof helpSearchResult>;
export const helpSearchAnswer = z.object({ list: z.array(helpSearchResult) });
export type HelpSearchAnswer = z.infer<typeof helpSearchAnswer>;

const localizedOut = z.object({ zh_CN: z.string(), en_US: z.string(), fr_FR: z.string() });
export const staffHelpCategory = z.object({ id: z.number(), name: localizedOut, sort: z.number(), articleCount: z.number() });
export type StaffHelpCategory = z.infer<typeof staffHelpCategory>;
export const staffHelpArticle = z.object({
  id: z.number(),
  categoryId: z.number(),
  title: localizedOut,
  body: localizedOut,
  sort: z.number(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffHelpArticle = z.infer<typeof staffHelpArticle>;
export const staffHelpArticlePage = cursorPage(staffHelpArticle);

export type HelpLocalized = Localized;
