import { sql } from 'kysely';
import { columnTypes, type AnyDb } from '../migration-helpers.js';

// Two late parts of the money and price areas.
//
// Warehouse refunds end with the goods handed back (docs/money.md, "Warehouse refunds"): when
// and by whom, and what the warehouse noted (who collected). The refund's status becomes
// `returned` and its order's status "returned to shipper" (ORDER_STATUS.returned, 9).
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('ship_order_refund').addColumn('returned_at', t.timestamp).execute();
  await db.schema
    .alterTable('ship_order_refund')
    .addColumn('returned_by', t.bigint, (c) => c.references('staff_user.id'))
    .execute();
  await db.schema.alterTable('ship_order_refund').addColumn('return_note', 'varchar(200)').execute();

  // The currency quotes are shown in for a country (docs/price-check.md, "Quote currency"):
  // null is its local currency; a market that prices in dollars (the DR Congo) names USD.
  // Seeded on new databases with the regions; set here for databases seeded before.
  await db.schema.alterTable('region').addColumn('quote_currency_code', 'varchar(3)').execute();
  await sql`update region set quote_currency_code = 'USD' where type = 'country' and code = 'CD'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('region').dropColumn('quote_currency_code').execute();
  await db.schema.alterTable('ship_order_refund').dropColumn('return_note').execute();
  await db.schema.alterTable('ship_order_refund').dropColumn('returned_by').execute();
  await db.schema.alterTable('ship_order_refund').dropColumn('returned_at').execute();
}
