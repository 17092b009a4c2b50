import type { Generated, Selectable } from 'kysely';

// The help centre (migration 20261127600000_help; docs/help-centre.md).
export interface HelpCategoryTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  name_fr: string;
  sort: Generated<number>;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}
export type HelpCategoryRow = Selectable<HelpCategoryTable>;

export interface HelpArticleTable {
  id: Generated<number>;
  category_id: number;
  title_zh: string;
  title_en: string;
  title_fr: string;
  body_zh: string;
  body_en: string;
  body_fr: string;
  sort: Generated<number>;
  published: Generated<number>;
  seed_key: string | null;
  created_at: string;
  updated_at: string;
}
export type HelpArticleRow = Selectable<HelpArticleTable>;

export interface HelpTables {
  help_category: HelpCategoryTable;
  help_article: HelpArticleTable;
}
