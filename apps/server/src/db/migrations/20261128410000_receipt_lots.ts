import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Receiving in lots (docs/warehouse.md): the cartons of an order may come in several lots, each
// a row of ship_order_receipt_lot (numbered 1, 2, … per order); ship_order_receipt holds their
// sums and whether the receipt is complete. A partial receipt leaves the order awaiting
// warehousing. Receipts written before were whole: each becomes its own lot 1, complete.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('ship_order_receipt_lot'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('cartons', 'integer', (c) => c.notNull())
    .addColumn('size', 'varchar(100)', (c) => c.notNull())
    .addColumn('volume', t.bigint, (c) => c.notNull())
    .addColumn('weight', t.bigint, (c) => c.notNull())
    .addColumn('in_time', t.timestamp, (c) => c.notNull())
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ship_order_receipt_lot_uq').on('ship_order_receipt_lot').columns(['order_id', 'lot_no']).unique().execute();
  await db.schema.alterTable('ship_order_receipt').addColumn('complete', 'smallint', (c) => c.notNull().defaultTo(1)).execute();
  await sql`insert into ship_order_receipt_lot (order_id, lot_no, cartons, size, volume, weight, in_time, staff_id, created_at)
    select order_id, 1, cartons, size, volume, weight, in_time, staff_id, updated_at from ship_order_receipt`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ship_order_receipt').dropColumn('complete').execute();
  await db.schema.dropTable('ship_order_receipt_lot').ifExists().execute();
}
