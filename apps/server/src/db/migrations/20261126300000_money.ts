import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Money (docs/money.md): the fees of an order with what was paid of each, the payments
// themselves (a ledger: one row per payment, never changed), e-cash rates as history, and
// warehouse refund applications.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('ship_order_fee'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    // FEE_TYPES, PAYERS (contracts/order.ts)
    .addColumn('fee_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('payer', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // Minor units of `currency`; 0 <= paid_amount <= amount.
    .addColumn('amount', t.bigint, (c) => c.notNull())
    .addColumn('paid_amount', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(200)')
    .addColumn('created_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('updated_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('ship_order_fee_paid_check', sql`paid_amount >= 0 and paid_amount <= amount`)
    .execute();
  // One fee per order, type and currency: a second one is an adjustment of the first.
  await db.schema.createIndex('ship_order_fee_order_idx').unique().on('ship_order_fee').columns(['order_id', 'fee_type', 'currency']).execute();

  await withId(db, db.schema.createTable('ship_order_fee_payment'))
    .addColumn('fee_id', t.bigint, (c) => c.notNull().references('ship_order_fee.id').onDelete('cascade'))
    // payment | adjust: a payment received, or a change of the fee's amount (before → after)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', t.bigint, (c) => c.notNull())
    .addColumn('amount_before', t.bigint)
    .addColumn('remark', 'varchar(200)')
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ship_order_fee_payment_fee_idx').on('ship_order_fee_payment').columns(['fee_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('currency_ecash'))
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('base_currency', 'varchar(3)', (c) => c.notNull())
    // Units of the currency for one unit of the base, × 1,000,000 (RATE_SCALE).
    .addColumn('rate', t.bigint, (c) => c.notNull())
    .addColumn('ecash_rate', t.bigint, (c) => c.notNull())
    .addColumn('effective_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The rate in effect: the latest effective_at at or before now, per currency.
  await db.schema.createIndex('currency_ecash_effective_idx').on('currency_ecash').columns(['currency_code', 'effective_at']).execute();

  await withId(db, db.schema.createTable('ship_order_refund'))
    .addColumn('refund_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id'))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    // JSON array of file public ids (purpose `refund`), at most 10
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    // REFUND_STATUSES: applied | approved | rejected
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('answer', 'varchar(200)')
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('idempotency_hash', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('decided_at', t.timestamp)
    .execute();
  // At most one refund per order that is not rejected: two applications at once cannot both land.
  await db.schema
    .createIndex('ship_order_refund_open_idx')
    .unique()
    .on('ship_order_refund')
    .column('order_id')
    .where(sql<boolean>`status <> 'rejected'`)
    .execute();
  await db.schema.createIndex('ship_order_refund_member_idx').on('ship_order_refund').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_refund_order_idx').on('ship_order_refund').columns(['order_id', 'created_at']).execute();
  await db.schema
    .createIndex('ship_order_refund_idempotency_idx')
    .unique()
    .on('ship_order_refund')
    .columns(['member_id', 'idempotency_key'])
    .where(sql<boolean>`idempotency_key is not null`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ship_order_refund').ifExists().execute();
  await db.schema.dropTable('currency_ecash').ifExists().execute();
  await db.schema.dropTable('ship_order_fee_payment').ifExists().execute();
  await db.schema.dropTable('ship_order_fee').ifExists().execute();
}
