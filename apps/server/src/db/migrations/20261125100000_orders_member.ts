import { sql } from 'kysely';
import type { AnyDb } from '../migration-helpers.js';

// Member order lists (docs/orders.md, "Lists"): the posted and received lists, their capped
// totals and the status counts read only live orders, so their indexes hold only those
// (partial indexes, both databases) and answer counts without reading the table. Received
// lists never show drafts. The create call keeps a fingerprint of the order it was given, so
// the same Idempotency-Key with a different order is told apart from a retry.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ship_order').addColumn('idempotency_hash', 'varchar(64)').execute();

  for (const name of ['ship_order_member_idx', 'ship_order_member_status_idx', 'ship_order_consignee_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema
    .createIndex('ship_order_member_idx')
    .on('ship_order')
    .columns(['member_id', 'created_at', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('ship_order_member_status_idx')
    .on('ship_order')
    .columns(['member_id', 'status', 'created_at', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // The status last: the received list filters and counts by it inside one consignee's rows.
  // The predicate is written with a literal 0 (queries repeat it so), as SQLite matches a
  // partial index's terms by their text.
  await db.schema
    .createIndex('ship_order_consignee_idx')
    .on('ship_order')
    .columns(['consignee_phone', 'consignee_area_code', 'created_at', 'id', 'status'])
    .where(sql<boolean>`deleted_at is null and status <> 0`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of ['ship_order_member_idx', 'ship_order_member_status_idx', 'ship_order_consignee_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('ship_order_member_idx').on('ship_order').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_member_status_idx').on('ship_order').columns(['member_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_consignee_idx').on('ship_order').columns(['consignee_phone', 'consignee_area_code', 'created_at', 'id']).execute();
  await db.schema.alterTable('ship_order').dropColumn('idempotency_hash').execute();
}
