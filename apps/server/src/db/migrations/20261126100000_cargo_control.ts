import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Cargo control (docs/cargo-control.md): the order carries its control figures (cartons under
// control, released so far), the unload time at the destination and the consignee lock; every
// control, release and transfer is a row of cargo_control_event, the audit trail the shipper and
// every controller read.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  for (const [column, type] of [
    ['control_total_num', 'integer'],
    ['control_released_num', 'integer'],
    ['control_released_volume', t.bigint],
    ['control_released_weight', t.bigint],
  ] as const) {
    await db.schema.alterTable('ship_order').addColumn(column, type, (c) => c.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('ship_order').addColumn('controlled_at', t.timestamp).execute();
  await db.schema.alterTable('ship_order').addColumn('unload_time', t.timestamp).execute();
  await db.schema.alterTable('ship_order').addColumn('lock_consignee_time', t.timestamp).execute();
  // The controller's own list (and the sidebar count): orders by controller phone.
  await db.schema
    .createIndex('ship_order_controller_idx')
    .on('ship_order')
    .columns(['controller_phone', 'controller_area_code', 'created_at', 'id'])
    .where(sql<boolean>`is_cargo_control = 1`)
    .execute();

  await withId(db, db.schema.createTable('cargo_control_event'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    // control | release | transfer
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    // The member who acted (null when staff or the system did).
    .addColumn('actor_member_id', t.bigint, (c) => c.references('member_user.id'))
    .addColumn('actor_name', 'varchar(50)')
    .addColumn('actor_area_code', 'varchar(4)')
    .addColumn('actor_phone', 'varchar(20)')
    .addColumn('pick_num', 'integer')
    .addColumn('pick_volume', t.bigint)
    .addColumn('pick_weight', t.bigint)
    .addColumn('consignee_name', 'varchar(50)')
    .addColumn('consignee_area_code', 'varchar(4)')
    .addColumn('consignee_phone', 'varchar(20)')
    .addColumn('remarks', 'varchar(200)')
    // password | sms
    .addColumn('verified_by', 'varchar(10)')
    .addColumn('old_controller_name', 'varchar(50)')
    .addColumn('old_controller_area_code', 'varchar(4)')
    .addColumn('old_controller_phone', 'varchar(20)')
    .addColumn('old_controller_email', 'varchar(100)')
    .addColumn('new_controller_name', 'varchar(50)')
    .addColumn('new_controller_area_code', 'varchar(4)')
    .addColumn('new_controller_phone', 'varchar(20)')
    .addColumn('new_controller_email', 'varchar(100)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cargo_control_event_order_idx').on('cargo_control_event').columns(['order_id', 'created_at', 'id']).execute();
  // Earlier controllers keep reading the orders they handed over.
  await db.schema
    .createIndex('cargo_control_event_old_controller_idx')
    .on('cargo_control_event')
    .columns(['old_controller_phone', 'old_controller_area_code'])
    .where(sql<boolean>`kind = 'transfer'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('cargo_control_event').ifExists().execute();
  await db.schema.dropIndex('ship_order_controller_idx').ifExists().execute();
  for (const column of ['lock_consignee_time', 'unload_time', 'controlled_at', 'control_released_weight', 'control_released_volume', 'control_released_num', 'control_total_num']) {
    await db.schema.alterTable('ship_order').dropColumn(column).execute();
  }
}
