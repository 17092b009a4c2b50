import { sql } from 'kysely';
import { columnTypes, type AnyDb } from '../migration-helpers.js';

// The operations dashboard (docs/staff-console.md, "Dashboard").
// - Orders per day by status and by route read the orders created in a window of days: one
//   partial index on (created_at, status, transport_type) of the live orders answers both from
//   the index alone (no row read), on SQLite and PostgreSQL; the list's (created_at, id) index
//   would read every row of the window for its status and route. deleted_at (always null in
//   it) is in its columns too: SQLite takes an index as covering only when it holds every
//   column the query names (as migration 20261125120000_order_list_covering found).
// - On-time departure compares when a shipment left with its ETD: the shipment keeps when it
//   departed (set by the move to departed). Shipments already gone take the first departure
//   event of their orders.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createIndex('ship_order_dashboard_idx')
    .on('ship_order')
    .columns(['created_at', 'status', 'transport_type', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.alterTable('shipment').addColumn('departed_at', t.timestamp).execute();
  await sql`
    update shipment set departed_at = (
      select min(e.time) from ship_order_event e join ship_order o on o.id = e.order_id
      where o.shipment_id = shipment.id and e.status = 3
    )
    where status >= 3`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('shipment').dropColumn('departed_at').execute();
  await db.schema.dropIndex('ship_order_dashboard_idx').ifExists().execute();
}
