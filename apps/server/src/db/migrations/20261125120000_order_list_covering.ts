import { sql } from 'kysely';
import type { AnyDb } from '../migration-helpers.js';

// The member order lists' partial indexes (20261125100000_orders_member) again, each with
// deleted_at as its last column (always null in them): SQLite answers from an index alone
// only when it holds every column the query names, and the list, its capped count and the
// status counts name deleted_at. Without it every counted order was read from the table
// (docs/orders.md, "Lists"). And the plain index on shipping marks goes: every lookup by mark
// is by lower(marks) (its own index, 20261125110000_order_staff) or inside one member's
// orders, and each index is one more tree every new order is written into.
const INDEXES = {
  ship_order_member_idx: { columns: ['member_id', 'created_at', 'id'], where: sql<boolean>`deleted_at is null` },
  ship_order_member_status_idx: { columns: ['member_id', 'status', 'created_at', 'id'], where: sql<boolean>`deleted_at is null` },
  // The received lists never show drafts; the condition is written as their queries write it.
  ship_order_consignee_idx: { columns: ['consignee_phone', 'consignee_area_code', 'created_at', 'id', 'status'], where: sql<boolean>`deleted_at is null and status <> 0` },
};

async function recreate(db: AnyDb, withDeletedAt: boolean) {
  for (const [name, index] of Object.entries(INDEXES)) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('ship_order')
      .columns(withDeletedAt ? [...index.columns, 'deleted_at'] : index.columns)
      .where(index.where)
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await recreate(db, true);
  await db.schema.dropIndex('ship_order_marks_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('ship_order_marks_idx').on('ship_order').column('marks').execute();
  await recreate(db, false);
}
