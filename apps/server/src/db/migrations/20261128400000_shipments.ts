import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Containers and air shipments (docs/containers.md). A shipment is a sea container (ISO 6346
// number, seal, vessel and voyage) or an air shipment (air waybill, flight), with its ports,
// ETD, ETA and capacity (cm³, grams), and a status on the order chain (2 loading … 7 delivered).
// An order is in at most one shipment: the order carries it (ship_order.shipment_id), so a
// load is one conditional UPDATE of the order and two loads of one order cannot both win.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('shipment'))
    // sea | air
    .addColumn('kind', 'varchar(4)', (c) => c.notNull())
    // Container number or air waybill, as shipmentNumberKey writes it.
    .addColumn('number', 'varchar(20)', (c) => c.notNull())
    .addColumn('seal_no', 'varchar(30)')
    .addColumn('vessel', 'varchar(60)')
    .addColumn('voyage', 'varchar(20)')
    .addColumn('flight_no', 'varchar(10)')
    .addColumn('etd', t.timestamp, (c) => c.notNull())
    .addColumn('eta', t.timestamp, (c) => c.notNull())
    .addColumn('port_of_loading', 'varchar(60)', (c) => c.notNull())
    .addColumn('port_of_discharge', 'varchar(60)', (c) => c.notNull())
    .addColumn('capacity_volume', t.bigint, (c) => c.notNull())
    .addColumn('capacity_weight', t.bigint, (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // A container is used for many voyages: its number is unique among shipments not delivered.
  await db.schema.createIndex('shipment_number_open_uq').on('shipment').column('number').unique().where(sql.ref('status'), '!=', 7).execute();
  await db.schema.createIndex('shipment_number_idx').on('shipment').columns(['number', 'created_at', 'id']).execute();
  await db.schema.createIndex('shipment_list_idx').on('shipment').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('shipment_status_idx').on('shipment').columns(['status', 'created_at', 'id']).execute();

  await db.schema.alterTable('ship_order').addColumn('shipment_id', t.bigint, (c) => c.references('shipment.id')).execute();
  await db.schema.createIndex('ship_order_shipment_idx').on('ship_order').column('shipment_id').where(sql.ref('shipment_id'), 'is not', null).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('ship_order_shipment_idx').ifExists().execute();
  await db.schema.alterTable('ship_order').dropColumn('shipment_id').execute();
  await db.schema.dropTable('shipment').ifExists().execute();
}
