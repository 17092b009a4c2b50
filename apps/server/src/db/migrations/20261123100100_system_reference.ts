import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// System reference data (docs/product/api.md): dictionaries, parameters, languages and the
// need-know texts. Shaped for staff editing: status, sort and timestamps on every row.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('system_param')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('dict_type'))
    .addColumn('type', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('dict_data'))
    .addColumn('dict_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'varchar(100)', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('label_fr', 'varchar(200)', (c) => c.notNull())
    .addColumn('color_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('css_class', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)')
    .addColumn('extra', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('dict_data_type_value_uq', ['dict_type', 'value'])
    .execute();

  await withId(db, db.schema.createTable('system_locale'))
    .addColumn('value', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('label', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('need_know'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('locale', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('need_know_key_locale_uq', ['key', 'locale'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['need_know', 'system_locale', 'dict_data', 'dict_type', 'system_param']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
