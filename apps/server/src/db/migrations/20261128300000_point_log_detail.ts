import { sql } from 'kysely';
import type { AnyDb } from '../migration-helpers.js';

// What a points ledger row is about, apart from its wording (docs/points-and-gifts.md, "The
// ledger in the member's language"): the order number an order's points were earned on, the
// number of the redemption that spent them. The member's screen words the row from its
// operation and rule in the member's language and names this; `reason` stays the text written
// at the time (staff's own words for their additions and deductions). Rows written before are
// filled from what they point at.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('member_point_log').addColumn('reason_detail', 'varchar(40)').execute();
  await sql`update member_point_log set reason_detail = (select o.order_no from ship_order o where 'order:' || o.id = member_point_log.source_key) where source_key like 'order:%'`.execute(db);
  await sql`update member_point_log set reason_detail = (select g.exchange_no from gift_exchange g where 'gift-exchange:' || g.id = member_point_log.source_key) where source_key like 'gift-exchange:%'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('member_point_log').dropColumn('reason_detail').execute();
}
