import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Points (docs/points-and-gifts.md): one balance row per member that only the ledger writes,
// and the ledger itself (append-only: one row per change, with the balance after it).
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('member_point_account')
    .addColumn('member_id', t.bigint, (c) => c.primaryKey().references('member_user.id').onDelete('cascade'))
    // Never negative: a debit is one conditional UPDATE (available >= amount).
    .addColumn('available', t.bigint, (c) => c.notNull().defaultTo(0))
    // Everything ever earned or added (the level follows it) and everything redeemed.
    .addColumn('total', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('spent', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('member_point_account_available_check', sql`available >= 0`)
    .execute();

  await withId(db, db.schema.createTable('member_point_log'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    // POINT_OPERATION (contracts/points.ts)
    .addColumn('operate_type', 'smallint', (c) => c.notNull())
    // SCORE_RULE when earned by a rule
    .addColumn('rule_type', 'smallint')
    // Signed: positive raises the balance, negative lowers it.
    .addColumn('amount', t.bigint, (c) => c.notNull())
    .addColumn('balance_after', t.bigint, (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    // What the row is for ("register", "order:123", "gift-exchange:45"): at most one row per
    // member and key, so earning for the same thing twice is a no-op. Null when repeatable.
    .addColumn('source_key', 'varchar(80)')
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_point_log_member_idx').on('member_point_log').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('member_point_log_source_idx').unique().on('member_point_log').columns(['member_id', 'source_key']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_point_log').ifExists().execute();
  await db.schema.dropTable('member_point_account').ifExists().execute();
}
