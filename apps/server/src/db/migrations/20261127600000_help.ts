import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// The help centre (docs/help-centre.md): categories and articles in the three languages.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('help_category'))
    .addColumn('name_zh', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(40)', (c) => c.notNull())
    // Ascending: 0 first.
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // Seeded categories carry a key so the seed finds them again; staff-made ones do not.
    .addColumn('seed_key', 'varchar(40)', (c) => c.unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('help_article'))
    .addColumn('category_id', t.bigint, (c) => c.notNull().references('help_category.id'))
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_fr', 'varchar(100)', (c) => c.notNull())
    // The safe Markdown subset of contracts/help.ts (parseHelpBody), never HTML.
    .addColumn('body_zh', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_fr', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // 1: readers see it and search finds it.
    .addColumn('published', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('seed_key', 'varchar(40)', (c) => c.unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('help_article_category_idx').on('help_article').columns(['category_id', 'published', 'sort', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('help_article').ifExists().execute();
  await db.schema.dropTable('help_category').ifExists().execute();
}
