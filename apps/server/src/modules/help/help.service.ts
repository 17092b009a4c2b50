import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import {
  helpPlainText,
  type helpArticleBody,
  type HelpArticle,
  type HelpArticleItem,
  type helpCategoryBody,
  type HelpCategory,
  type HelpSearchResult,
  type StaffHelpArticle,
  type StaffHelpCategory,
} from '@portal/contracts/help';
import type { Locale, Localized } from '@portal/contracts/locale';
import { inTransaction } from '../../db/executor.js';
import { cappedTotal, decodeCursor, keysetResult } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toBool, toIso } from '../../db/sql.js';
import type { HelpArticleRow } from '../../db/tables/help.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import type { HelpDocument, HelpSearchIndex } from './help-search.js';
import type { HelpRepository } from './help.repository.js';

type CategoryInput = z.output<typeof helpCategoryBody>;
type ArticleInput = z.output<typeof helpArticleBody>;
type Suffix = 'zh' | 'en' | 'fr';

const SUFFIX: Record<Locale, Suffix> = { zh_CN: 'zh', en_US: 'en', fr_FR: 'fr' };

function localized(row: Record<string, unknown>, prefix: string): Localized {
  return { zh_CN: String(row[`${prefix}_zh`]), en_US: String(row[`${prefix}_en`]), fr_FR: String(row[`${prefix}_fr`]) };
}

function columns<P extends 'name' | 'title' | 'body'>(prefix: P, text: Localized) {
  return { [`${prefix}_zh`]: text.zh_CN, [`${prefix}_en`]: text.en_US, [`${prefix}_fr`]: text.fr_FR } as Record<`${P}_${Suffix}`, string>;
}

// An article's fields as the audit log keeps them.
function articleFields(article: Pick<StaffHelpArticle, 'categoryId' | 'title' | 'body' | 'sort' | 'published'>) {
  return { categoryId: article.categoryId, title: article.title, body: article.body, sort: article.sort, published: article.published };
}

interface BuiltIndex {
  fingerprint: string;
  index: HelpSearchIndex;
}

// The help centre (docs/help-centre.md). Readers see published articles only; staff edit.
// The search index of each language is built once and kept until an article or a public
// consultation changes: staff edits here drop it at once, and every search compares one cheap
// fingerprint read (counts and latest change times) so a change made by another server
// process, or by the consultations module, is seen too.
export class HelpService {
  private readonly indexes = new Map<Locale, BuiltIndex>();
  private builds = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: HelpRepository,
  ) {}

  // ---------- readers ----------

  async categories(locale: Locale): Promise<HelpCategory[]> {
    const rows = await this.repo.categories(true);
    return rows
      .filter((row) => Number(row.article_count) > 0)
      .map((row) => ({ id: row.id, name: localized(row, 'name')[locale], sort: row.sort, articleCount: Number(row.article_count) }));
  }

  page(query: { categoryId: number; pageSize: number; cursor?: string | undefined }, locale: Locale): Promise<CursorPage<HelpArticleItem>> {
    return this.pageOf({ categoryId: query.categoryId, publishedOnly: true }, query, (row) => this.item(row, locale));
  }

  // Ascending keyset pages of articles (docs/lists.md), the total on the first page.
  private async pageOf<T>(
    filter: { categoryId?: number | undefined; publishedOnly: boolean },
    query: { pageSize: number; cursor?: string | undefined },
    view: (row: HelpArticleRow) => T,
  ): Promise<CursorPage<T>> {
    const after = decodeCursor(query.cursor);
    const [rows, count] = await Promise.all([this.repo.articlePage(filter, query.pageSize, after), after ? null : this.repo.countArticles(filter)]);
    const page = keysetResult(rows, query.pageSize, (row) => ({ sort: row.sort, id: row.id }));
    return {
      list: page.rows.map(view),
      nextCursor: page.nextCursor,
      ...(count ? cappedTotal(count.n) : { total: null, totalCapped: false }),
    };
  }

  async get(id: number, locale: Locale): Promise<HelpArticle> {
    const row = await this.repo.article(id, true);
    if (!row) throw new AppError('HELP_ARTICLE_NOT_FOUND');
    const suffix = SUFFIX[locale];
    return { ...this.item(row, locale), categoryName: row[`category_${suffix}`], body: row[`body_${suffix}`] };
  }

  async search(q: string, locale: Locale): Promise<{ list: HelpSearchResult[] }> {
    const index = await this.index(locale);
    return { list: index.search(q) };
  }

  // How many times an index was built (tests check the cache with it).
  get indexBuilds(): number {
    return this.builds;
  }

  private async index(locale: Locale): Promise<HelpSearchIndex> {
    const fingerprint = await this.repo.searchFingerprint();
    const kept = this.indexes.get(locale);
    if (kept?.fingerprint === fingerprint) return kept.index;
    const [articles, advice] = await Promise.all([this.repo.publishedArticles(), this.repo.publicAdvice()]);
    const suffix = SUFFIX[locale];
    const documents: HelpDocument[] = [
      ...articles.map((row) => ({
        kind: 'article' as const,
        id: row.id,
        title: row[`title_${suffix}`],
        body: helpPlainText(row[`body_${suffix}`]),
        zhTitle: row.title_zh,
        zhBody: helpPlainText(row.body_zh),
        answer: null,
        answeredAt: null,
      })),
      // Written once, in the member's words: the same in every language.
      ...advice.map((row) => ({
        kind: 'advice' as const,
        id: row.id,
        title: row.title,
        body: `${row.content}\n${row.reply_content ?? ''}`,
        zhTitle: row.title,
        zhBody: `${row.content}\n${row.reply_content ?? ''}`,
        answer: row.reply_content,
        answeredAt: row.reply_time ? toIso(row.reply_time) : null,
      })),
    ];
    // Loaded with the first search: pinyin-pro's dictionary is 9 MB of heap.
    const { HelpSearchIndex } = await import('./help-search.js');
    const index = new HelpSearchIndex(documents, { pinyin: locale === 'zh_CN' });
    this.builds += 1;
    this.indexes.set(locale, { fingerprint, index });
    return index;
  }

  private item(row: HelpArticleRow, locale: Locale): HelpArticleItem {
    return { id: row.id, categoryId: row.category_id, title: row[`title_${SUFFIX[locale]}`], sort: row.sort, updatedAt: toIso(row.updated_at) };
  }

  // ---------- staff ----------

  async staffCategories(): Promise<StaffHelpCategory[]> {
    const rows = await this.repo.categories(false);
    return rows.map((row) => ({ id: row.id, name: localized(row, 'name'), sort: row.sort, articleCount: Number(row.article_count) }));
  }

  async createCategory(staffId: number, input: CategoryInput): Promise<StaffHelpCategory> {
    const now = nowIso();
    const id = await inTransaction(this.db, async (tx) => {
      const { id } = await this.repo.insertCategory({ ...columns('name', input.name), sort: input.sort, created_at: now, updated_at: now }, tx);
      await writeAudit(tx, { staffId, action: 'create', entity: 'helpCategory', entityId: id, after: { name: input.name, sort: input.sort }, at: now });
      return id;
    });
    return { id, name: input.name, sort: input.sort, articleCount: 0 };
  }

  async updateCategory(staffId: number, id: number, input: CategoryInput): Promise<StaffHelpCategory> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.category(id, tx);
      if (!row || !(await this.repo.updateCategory(id, { ...columns('name', input.name), sort: input.sort, updated_at: now }, tx))) {
        throw new AppError('HELP_CATEGORY_NOT_FOUND');
      }
      const change = changedFields({ name: localized(row, 'name'), sort: row.sort }, { name: input.name, sort: input.sort });
      if (change) await writeAudit(tx, { staffId, action: 'update', entity: 'helpCategory', entityId: id, ...change, at: now });
    });
    const found = (await this.staffCategories()).find((c) => c.id === id);
    if (!found) throw new AppError('HELP_CATEGORY_NOT_FOUND');
    return found;
  }

  async deleteCategory(staffId: number, id: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.category(id, tx);
      if (row && (await this.repo.deleteEmptyCategory(id, tx))) {
        await writeAudit(tx, { staffId, action: 'delete', entity: 'helpCategory', entityId: id, before: { name: localized(row, 'name'), sort: row.sort } });
        return;
      }
      throw new AppError(row ? 'HELP_CATEGORY_NOT_EMPTY' : 'HELP_CATEGORY_NOT_FOUND');
    });
  }

  staffPage(query: { categoryId?: number | undefined; pageSize: number; cursor?: string | undefined }): Promise<CursorPage<StaffHelpArticle>> {
    return this.pageOf({ categoryId: query.categoryId, publishedOnly: false }, query, (row) => this.staffArticle(row));
  }

  async staffGet(id: number): Promise<StaffHelpArticle> {
    const row = await this.repo.article(id, false);
    if (!row) throw new AppError('HELP_ARTICLE_NOT_FOUND');
    return this.staffArticle(row);
  }

  async createArticle(staffId: number, input: ArticleInput): Promise<StaffHelpArticle> {
    const now = nowIso();
    const id = await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.category(input.categoryId, tx))) throw new AppError('HELP_CATEGORY_NOT_FOUND');
      const { id } = await this.repo.insertArticle({ ...this.articleColumns(input), created_at: now, updated_at: now }, tx);
      await writeAudit(tx, { staffId, action: 'create', entity: 'helpArticle', entityId: id, after: articleFields(input), at: now });
      return id;
    });
    this.indexes.clear();
    return this.staffGet(id);
  }

  async updateArticle(staffId: number, id: number, input: ArticleInput): Promise<StaffHelpArticle> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.category(input.categoryId, tx))) throw new AppError('HELP_CATEGORY_NOT_FOUND');
      const row = await this.repo.article(id, false, tx);
      if (!row || !(await this.repo.updateArticle(id, { ...this.articleColumns(input), updated_at: now }, tx))) throw new AppError('HELP_ARTICLE_NOT_FOUND');
      const change = changedFields(articleFields(this.staffArticle(row)), articleFields(input));
      if (change) await writeAudit(tx, { staffId, action: 'update', entity: 'helpArticle', entityId: id, ...change, at: now });
    });
    this.indexes.clear();
    return this.staffGet(id);
  }

  async deleteArticle(staffId: number, id: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.article(id, false, tx);
      if (!row || !(await this.repo.deleteArticle(id, tx))) throw new AppError('HELP_ARTICLE_NOT_FOUND');
      await writeAudit(tx, { staffId, action: 'delete', entity: 'helpArticle', entityId: id, before: articleFields(this.staffArticle(row)) });
    });
    this.indexes.clear();
  }

  private articleColumns(input: ArticleInput) {
    return {
      category_id: input.categoryId,
      ...columns('title', input.title),
      ...columns('body', input.body),
      sort: input.sort,
      published: input.published ? 1 : 0,
    };
  }

  private staffArticle(row: HelpArticleRow): StaffHelpArticle {
    return {
      id: row.id,
      categoryId: row.category_id,
      title: localized(row, 'title'),
      body: localized(row, 'body'),
      sort: row.sort,
      published: toBool(row.published),
      updatedAt: toIso(row.updated_at),
    };
  }
}
