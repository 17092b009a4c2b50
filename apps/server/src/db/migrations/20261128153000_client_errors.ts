import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Errors reported by the portal's browsers (docs/client-errors.md), newest read first by staff.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('client_error'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('component', 'varchar(200)')
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('stack', 'text')
    // No foreign key: a report outlives the member it came from.
    .addColumn('member_id', t.bigint)
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_error_created_idx').on('client_error').columns(['created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('client_error').ifExists().execute();
}
