import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Earning rules and levels (docs/points-and-gifts.md): the rules staff configure, what each
// member has earned by each rule (its cumulative maximum), the member's current level and the
// history of level changes.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('member_score_rule'))
    // SCORE_RULE (contracts/points.ts), the score_rule_type dictionary
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    // Points per grant
    .addColumn('points', t.bigint, (c) => c.notNull())
    // The most points one member earns from the rule in all; null: no maximum
    .addColumn('max_total', t.bigint)
    // Order amount rules: [amount_min, amount_max) in minor units of currency
    .addColumn('amount_min', t.bigint)
    .addColumn('amount_max', t.bigint)
    .addColumn('currency', 'varchar(8)')
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_score_rule_type_idx').on('member_score_rule').columns(['type', 'enabled']).execute();

  // Points a member earned by a rule: a conditional UPDATE keeps it within max_total.
  await db.schema
    .createTable('member_score_rule_total')
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('rule_id', t.bigint, (c) => c.notNull().references('member_score_rule.id').onDelete('cascade'))
    .addColumn('earned', t.bigint, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('member_score_rule_total_pk', ['member_id', 'rule_id'])
    .execute();

  // The member's level (membership_levels value) as of the last credit; null: the lowest.
  await db.schema.alterTable('member_point_account').addColumn('level', 'varchar(20)').execute();
  await db.schema.createIndex('member_point_account_level_idx').on('member_point_account').columns(['level', 'member_id']).execute();

  await withId(db, db.schema.createTable('member_level_log'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('from_level', 'varchar(20)')
    .addColumn('to_level', 'varchar(20)', (c) => c.notNull())
    // Points earned in all when it changed
    .addColumn('total', t.bigint, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_level_log_member_idx').on('member_level_log').columns(['member_id', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_level_log').ifExists().execute();
  await db.schema.dropIndex('member_point_account_level_idx').ifExists().execute();
  await db.schema.alterTable('member_point_account').dropColumn('level').execute();
  await db.schema.dropTable('member_score_rule_total').ifExists().execute();
  await db.schema.dropTable('member_score_rule').ifExists().execute();
}
