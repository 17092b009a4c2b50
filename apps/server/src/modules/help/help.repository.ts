import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { HelpArticleTable, HelpCategoryTable } from '../../db/tables/help.js';

// `(sort, id) > (after.sort, after.id)`: help lists read in ascending sort order.
function keysetAfter(sortColumn: string, idColumn: string, after: Keyset) {
  return sql<boolean>`(${sql.ref(sortColumn)}, ${sql.ref(idColumn)}) > (${after.sort}, ${after.id})`;
}

// Queries of help categories and articles, and of the public consultations search reads
// (docs/help-centre.md).
export class HelpRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Categories with their article counts (published only, or all for staff), in sort order.
  categories(publishedOnly: boolean) {
    return this.db
      .selectFrom('help_category as c')
      .leftJoin('help_article as a', (join) => {
        const on = join.onRef('a.category_id', '=', 'c.id');
        return publishedOnly ? on.on('a.published', '=', 1) : on;
      })
      .select(['c.id', 'c.name_zh', 'c.name_en', 'c.name_fr', 'c.sort', (eb) => eb.fn.count<string | number>('a.id').as('article_count')])
      .groupBy(['c.id', 'c.name_zh', 'c.name_en', 'c.name_fr', 'c.sort'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  category(id: number, executor: Executor = this.db) {
    return executor.selectFrom('help_category').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // Ascending (sort, id), keyset paged (docs/lists.md).
  articlePage(filter: { categoryId?: number | undefined; publishedOnly: boolean }, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('help_article').selectAll();
    if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
    if (filter.publishedOnly) query = query.where('published', '=', 1);
    if (after) query = query.where(keysetAfter('sort', 'id', after));
    return query.orderBy('sort').orderBy('id').limit(pageSize + 1).execute();
  }

  countArticles(filter: { categoryId?: number | undefined; publishedOnly: boolean }) {
    let query = this.db.selectFrom('help_article').select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
    if (filter.publishedOnly) query = query.where('published', '=', 1);
    return query.executeTakeFirstOrThrow();
  }

  article(id: number, publishedOnly: boolean, executor: Executor = this.db) {
    let query = executor
      .selectFrom('help_article as a')
      .innerJoin('help_category as c', 'c.id', 'a.category_id')
      .selectAll('a')
      .select(['c.name_zh as category_zh', 'c.name_en as category_en', 'c.name_fr as category_fr'])
      .where('a.id', '=', id);
    if (publishedOnly) query = query.where('a.published', '=', 1);
    return query.executeTakeFirst();
  }

  publishedArticles() {
    return this.db.selectFrom('help_article').selectAll().where('published', '=', 1).orderBy('sort').orderBy('id').execute();
  }

  // Replied consultations staff made public (docs/advice.md): question and answer.
  publicAdvice() {
    return this.db
      .selectFrom('member_advice')
      .select(['id', 'title', 'content', 'reply_content', 'reply_time'])
      .where('is_public', '=', 1)
      .where('reply_content', 'is not', null)
      .where('reply_time', 'is not', null)
      .orderBy('reply_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  // What the search index is built from, in one cheap read: it changes whenever an article or
  // a public consultation does, whichever server process wrote it.
  async searchFingerprint(): Promise<string> {
    const [articles, advice] = await Promise.all([
      this.db
        .selectFrom('help_article')
        .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('updated_at').as('latest'), eb.fn.sum<string | number | null>('id').as('ids')])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('member_advice')
        .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('updated_at').as('latest'), eb.fn.sum<string | number | null>('id').as('ids')])
        .where('is_public', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return JSON.stringify([articles.n, String(articles.latest), articles.ids, advice.n, String(advice.latest), advice.ids].map(String));
  }

  insertCategory(values: Insertable<HelpCategoryTable>, executor: Executor) {
    return executor.insertInto('help_category').values(values).returning('id').executeTakeFirstOrThrow();
  }

  async updateCategory(id: number, values: Updateable<HelpCategoryTable>, executor: Executor): Promise<boolean> {
    const result = await executor.updateTable('help_category').set(values).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Only an empty category goes: false when it has articles or is gone.
  async deleteEmptyCategory(id: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .deleteFrom('help_category')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('help_article').select('id').where('category_id', '=', id))))
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  insertArticle(values: Insertable<HelpArticleTable>, executor: Executor) {
    return executor.insertInto('help_article').values(values).returning('id').executeTakeFirstOrThrow();
  }

  async updateArticle(id: number, values: Updateable<HelpArticleTable>, executor: Executor): Promise<boolean> {
    const result = await executor.updateTable('help_article').set(values).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteArticle(id: number, executor: Executor): Promise<boolean> {
    const result = await executor.deleteFrom('help_article').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
