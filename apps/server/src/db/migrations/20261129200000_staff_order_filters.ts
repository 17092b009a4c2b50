import type { AnyDb } from '../migration-helpers.js';

// The staff order list's filters (docs/orders.md, "Staff side"): each equality filter the desk
// offers has an index that also keeps the list's order (newest first, keyset on created_at
// and id), so a filter that matches few orders among many reads those few, not the table.
// The warehouse filter matches either end of the route: one index per end.
const FILTER_INDEXES = [
  ['ship_order_transport_idx', 'transport_type'],
  ['ship_order_start_city_idx', 'start_city_id'],
  ['ship_order_dest_country_idx', 'dest_country_id'],
  ['ship_order_start_warehouse_idx', 'start_warehouse_id'],
  ['ship_order_dest_warehouse_idx', 'dest_warehouse_id'],
  ['ship_order_cargo_control_idx', 'cargo_control_status'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, column] of FILTER_INDEXES) {
    await db.schema.createIndex(name).on('ship_order').columns([column, 'created_at', 'id']).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of FILTER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
