import { columnTypes, type AnyDb } from '../migration-helpers.js';

// Why an administrator disabled a member, who and when (docs/staff-roles.md, "Members"): kept
// on the member while disabled, cleared when enabled again.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('member_user').addColumn('disabled_reason', 'varchar(200)').execute();
  await db.schema.alterTable('member_user').addColumn('disabled_by', 'integer').execute();
  await db.schema.alterTable('member_user').addColumn('disabled_at', t.timestamp).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('member_user').dropColumn('disabled_at').execute();
  await db.schema.alterTable('member_user').dropColumn('disabled_by').execute();
  await db.schema.alterTable('member_user').dropColumn('disabled_reason').execute();
}
