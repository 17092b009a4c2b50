import type { CreateTableBuilder } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Shipping orders (docs/product/orders.md, docs/orders.md): the order with its parties and
// choices, its goods lines, the warehouse receipt staff write, the tracking events of its
// status chain, its packing-list files, and the daily sequence behind order numbers.
// Cargo control, fees and exceptions get tables of their own keyed by order_id.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const party = (table: CreateTableBuilder<'ship_order', any>, prefix: 'consignor' | 'consignee') =>
    table
      .addColumn(`${prefix}_name`, 'varchar(50)')
      .addColumn(`${prefix}_company`, 'varchar(100)')
      .addColumn(`${prefix}_name_en`, 'varchar(100)')
      .addColumn(`${prefix}_area_code`, 'varchar(4)')
      .addColumn(`${prefix}_phone`, 'varchar(20)')
      .addColumn(`${prefix}_email`, 'varchar(100)');

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let order: CreateTableBuilder<'ship_order', any> = withId(db, db.schema.createTable('ship_order'))
    // The shipper: the member whose order it is, whoever typed it.
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id'))
    .addColumn('creator_type', 'smallint', (c) => c.notNull())
    .addColumn('creator_staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('order_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('cargo_control_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_type', 'varchar(2)')
    .addColumn('transport_type', 'varchar(2)')
    .addColumn('channel_id', t.bigint)
    .addColumn('start_city_id', t.bigint)
    .addColumn('start_warehouse_id', t.bigint)
    .addColumn('dest_country_id', t.bigint)
    .addColumn('dest_city_id', t.bigint)
    .addColumn('dest_warehouse_id', t.bigint);
  order = party(order, 'consignor');
  order = party(order, 'consignee');
  order = order
    .addColumn('marks', 'varchar(30)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('is_cargo_control', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('controller_name', 'varchar(50)')
    .addColumn('controller_area_code', 'varchar(4)')
    .addColumn('controller_phone', 'varchar(20)')
    .addColumn('controller_email', 'varchar(100)')
    .addColumn('is_collection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collection_proxy', t.bigint)
    .addColumn('customs_type', 'varchar(16)')
    .addColumn('issuing_method', 'varchar(16)')
    .addColumn('warehouse_type', 'varchar(16)')
    .addColumn('harvest_method', 'varchar(16)')
    .addColumn('loading_time', t.timestamp)
    .addColumn('loading_address', 'varchar(200)')
    .addColumn('delivery_date', 'varchar(10)')
    .addColumn('delivery_address', 'varchar(100)')
    .addColumn('address_detail', 'varchar(100)')
    .addColumn('drawee', 'varchar(16)')
    // JSON [{ feeType, payer }]
    .addColumn('custom_drawee_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('double_clear', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('airline_company', 'varchar(100)')
    .addColumn('shipping_company', 'varchar(100)')
    .addColumn('customs_clear_cert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clear_cert_remark', 'varchar(200)')
    .addColumn('is_unpack', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_single_ticket_transport', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('package_type', 'varchar(16)')
    .addColumn('package_remarks', 'varchar(200)')
    .addColumn('is_insured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('insurance_fee', t.bigint)
    .addColumn('remark', 'varchar(500)')
    // Totals of the goods lines, replaced by the warehouse receipt's figures once written.
    .addColumn('total_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_volume', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('total_weight', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('total_worth', t.bigint, (c) => c.notNull().defaultTo(0))
    // Set by staff (non-acceptable goods found), with why.
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flag_reason', 'varchar(200)')
    // The Idempotency-Key of the create call that made or submitted it.
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('submitted_at', t.timestamp)
    .addColumn('deleted_at', t.timestamp)
    .addUniqueConstraint('ship_order_idempotency_uq', ['member_id', 'idempotency_key']);
  await order.execute();
  // Posted orders, newest first (keyset on created_at, id); received orders by consignee phone;
  // staff lookups by shipping mark and phones.
  await db.schema.createIndex('ship_order_member_idx').on('ship_order').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('ship_order_member_status_idx').on('ship_order').columns(['member_id', 'status', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('ship_order_consignee_idx')
    .on('ship_order')
    .columns(['consignee_phone', 'consignee_area_code', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('ship_order_marks_idx').on('ship_order').column('marks').execute();
  await db.schema.createIndex('ship_order_consignor_phone_idx').on('ship_order').column('consignor_phone').execute();
  await db.schema.createIndex('ship_order_status_idx').on('ship_order').columns(['status', 'created_at', 'id']).execute();

  await withId(db, db.schema.createTable('ship_order_goods'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('pro_zh', 'varchar(100)')
    .addColumn('pro_en', 'varchar(200)')
    .addColumn('brand', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('num', 'integer')
    .addColumn('unit', 'varchar(20)')
    .addColumn('quantity', 'integer')
    .addColumn('volume', t.bigint)
    .addColumn('weight', t.bigint)
    .addColumn('worth', t.bigint)
    .addColumn('material', 'varchar(100)')
    // JSON array of product attribute ids
    .addColumn('prod_attr_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_pay_advance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link', 'varchar(500)')
    .addUniqueConstraint('ship_order_goods_line_uq', ['order_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('ship_order_receipt')
    .addColumn('order_id', t.bigint, (c) => c.primaryKey().references('ship_order.id').onDelete('cascade'))
    .addColumn('cartons', 'integer', (c) => c.notNull())
    .addColumn('size', 'varchar(100)', (c) => c.notNull())
    .addColumn('volume', t.bigint, (c) => c.notNull())
    .addColumn('weight', t.bigint, (c) => c.notNull())
    .addColumn('warehouse_id', t.bigint)
    .addColumn('in_time', t.timestamp, (c) => c.notNull())
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('ship_order_event'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('time', t.timestamp, (c) => c.notNull())
    .addColumn('place', 'varchar(100)')
    .addColumn('note', 'varchar(200)')
    // Null when the member's own step (submit, cancel) made it.
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ship_order_event_order_idx').on('ship_order_event').columns(['order_id', 'time', 'id']).execute();

  await withId(db, db.schema.createTable('ship_order_file'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    .addColumn('file_id', t.bigint, (c) => c.notNull().references('file_object.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('ship_order_file_uq', ['order_id', 'file_id'])
    .execute();

  // Order numbers: one counter per prefix and day, keyed by the number's first eight characters (SE261124).
  await db.schema
    .createTable('ship_order_sequence')
    .addColumn('prefix', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ship_order_sequence_pk', ['prefix'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['ship_order_sequence', 'ship_order_file', 'ship_order_event', 'ship_order_receipt', 'ship_order_goods', 'ship_order']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
