import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Staff steps on orders (docs/orders.md, "Staff side"): who wrote or corrected a warehouse
// receipt, moved an order or flagged it, with what; and the indexes the staff order list reads:
// newest first (all orders, and flagged ones), shipping marks whatever their case, and consignee
// phones.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('ship_order_audit'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('staff_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    // receipt, transition, flag, unflag
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    // JSON of what was written, e.g. {"from":2,"to":3} or {"cartons":12,…,"corrected":true}
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ship_order_audit_order_idx').on('ship_order_audit').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('ship_order_created_idx').on('ship_order').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_flagged_idx').on('ship_order').columns(['flagged', 'created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_marks_lower_idx').on('ship_order').expression(sql`lower(marks)`).execute();
  // Staff look consignee phones up in every status and area code (the member lists' consignee
  // index serves one member's received orders).
  await db.schema.createIndex('ship_order_consignee_phone_idx').on('ship_order').column('consignee_phone').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('ship_order_consignee_phone_idx').ifExists().execute();
  await db.schema.dropIndex('ship_order_marks_lower_idx').ifExists().execute();
  await db.schema.dropIndex('ship_order_flagged_idx').ifExists().execute();
  await db.schema.dropIndex('ship_order_created_idx').ifExists().execute();
  await db.schema.dropTable('ship_order_audit').ifExists().execute();
}
