import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Uploaded files (modules/files): one row per stored object. Rows stay after a delete
// (deleted_at) so the daily upload cap counts them; the bytes go at once.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('file_object'))
    .addColumn('public_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('owner_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', t.bigint, (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('file_object_owner_idx')
    .on('file_object')
    .columns(['owner_type', 'owner_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('file_object').ifExists().execute();
}
