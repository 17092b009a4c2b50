import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Staff roles (docs/staff-roles.md): the seeded account's old role name becomes
// `administrator`, and every change an administrator makes to a staff account is recorded
// (who, what, when) in staff_audit_log.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.updateTable('staff_user').set({ roles: '["administrator"]' }).where('roles', '=', '["admin"]').execute();

  await withId(db, db.schema.createTable('staff_audit_log'))
    .addColumn('actor_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    .addColumn('target_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    // JSON: what changed, e.g. {"from":["reviewer"],"to":["reviewer","service"]}; never a password
    .addColumn('detail', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_log_target_idx').on('staff_audit_log').columns(['target_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_audit_log').ifExists().execute();
  await db.updateTable('staff_user').set({ roles: '["admin"]' }).where('roles', '=', '["administrator"]').execute();
}
