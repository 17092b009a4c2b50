import type { CreateTableBuilder } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

type Table = CreateTableBuilder<string, 'id'>;

// Shipping reference data (docs/product/api.md): countries, the region tree with trade cities,
// warehouses and their opened routes, currencies, units, product attributes and channels.
// Every name in three languages; status (0 enabled, 1 disabled), sort and timestamps for
// staff editing.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const threeLanguages =
    (prefix: string, size = 200) =>
    (table: Table) =>
      table
        .addColumn(`${prefix}_zh`, `varchar(${size})`, (c) => c.notNull())
        .addColumn(`${prefix}_en`, `varchar(${size})`, (c) => c.notNull())
        .addColumn(`${prefix}_fr`, `varchar(${size})`, (c) => c.notNull());
  const editable = (table: Table) =>
    table
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull());

  await withId(db, db.schema.createTable('country'))
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .$call(threeLanguages('name'))
    // Calling code without "+"; null for territories without numbering (AQ, BV…).
    .addColumn('area_code', 'varchar(8)')
    .$call(editable)
    .execute();

  await withId(db, db.schema.createTable('region'))
    .addColumn('parent_id', t.bigint, (c) => c.references('region.id').onDelete('restrict'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .$call(threeLanguages('name'))
    .addColumn('is_trade_city', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trade_type', 'varchar(10)')
    .addColumn('currency_code', 'varchar(3)')
    .$call(editable)
    .execute();
  await db.schema.createIndex('region_parent_idx').on('region').column('parent_id').execute();

  await withId(db, db.schema.createTable('warehouse'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('country_id', t.bigint, (c) => c.notNull().references('region.id').onDelete('restrict'))
    .addColumn('city_id', t.bigint, (c) => c.notNull().references('region.id').onDelete('restrict'))
    .$call(threeLanguages('name'))
    .$call(threeLanguages('address', 500))
    .$call(threeLanguages('opening_hours', 100))
    .addColumn('contact_phone', 'varchar(50)', (c) => c.notNull())
    .$call(editable)
    .execute();

  await withId(db, db.schema.createTable('channel'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('transport_type', 'varchar(4)', (c) => c.notNull())
    .$call(threeLanguages('name'))
    .addColumn('accepts_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(editable)
    .execute();

  await withId(db, db.schema.createTable('warehouse_route'))
    .addColumn('start_warehouse_id', t.bigint, (c) => c.notNull().references('warehouse.id').onDelete('restrict'))
    .addColumn('dest_warehouse_id', t.bigint, (c) => c.notNull().references('warehouse.id').onDelete('restrict'))
    .addColumn('transport_type', 'varchar(4)', (c) => c.notNull())
    .addColumn('channel_id', t.bigint, (c) => c.references('channel.id').onDelete('restrict'))
    .addColumn('transit_days_min', 'integer')
    .addColumn('transit_days_max', 'integer')
    .$call(editable)
    .execute();
  // One route per warehouse pair, transport type and channel (a route without a channel is
  // not covered: NULLs are distinct).
  await db.schema
    .createIndex('warehouse_route_uq')
    .on('warehouse_route')
    .columns(['start_warehouse_id', 'dest_warehouse_id', 'transport_type', 'channel_id'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('currency'))
    .addColumn('code', 'varchar(3)', (c) => c.notNull().unique())
    .$call(threeLanguages('name'))
    .addColumn('symbol', 'varchar(10)', (c) => c.notNull())
    // ISO 4217 minor-unit digits: amounts are stored as integers of 10^-digits.
    .addColumn('digits', 'integer', (c) => c.notNull())
    .$call(editable)
    .execute();

  await withId(db, db.schema.createTable('unit'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .$call(threeLanguages('name'))
    .$call(editable)
    .execute();

  await withId(db, db.schema.createTable('product_attr'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .$call(threeLanguages('name'))
    // Restricted goods are refused by channels that do not accept them; orders with them are flagged.
    .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(editable)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['product_attr', 'unit', 'currency', 'warehouse_route', 'channel', 'warehouse', 'region', 'country']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
