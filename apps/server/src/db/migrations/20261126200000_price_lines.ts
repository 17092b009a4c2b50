import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Price check (docs/price-check.md): products with their category and attributes, the price
// lines staff keep per opened route and product category, their surcharges by product
// attribute, and the audit trail of every staff change to a line.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('product'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(200)', (c) => c.notNull())
    // JSON array of product_attr ids.
    .addColumn('attr_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('price_line'))
    .addColumn('route_id', t.bigint, (c) => c.notNull().references('warehouse_route.id').onDelete('restrict'))
    // 'all' or a product category
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    // kg | cbm
    .addColumn('basis', 'varchar(4)', (c) => c.notNull())
    // Minor units per kg or per CBM
    .addColumn('rate', t.bigint, (c) => c.notNull())
    .addColumn('minimum_charge', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
    // cm³ per kg
    .addColumn('volumetric_divisor', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('updated_by', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_line_route_category_uq').on('price_line').columns(['route_id', 'category']).unique().execute();

  await withId(db, db.schema.createTable('price_line_surcharge'))
    .addColumn('line_id', t.bigint, (c) => c.notNull().references('price_line.id').onDelete('cascade'))
    .addColumn('attr_id', t.bigint, (c) => c.notNull().references('product_attr.id').onDelete('restrict'))
    // perUnit | perShipment
    .addColumn('mode', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount', t.bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_line_surcharge_uq').on('price_line_surcharge').columns(['line_id', 'attr_id']).unique().execute();

  // Kept after a line is deleted: line_id is not a foreign key.
  await withId(db, db.schema.createTable('price_line_audit'))
    .addColumn('line_id', t.bigint, (c) => c.notNull())
    .addColumn('actor_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    // create | update | delete
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    // JSON of the line (with its surcharges) before and after; null where there is none
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_line_audit_line_idx').on('price_line_audit').columns(['line_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['price_line_audit', 'price_line_surcharge', 'price_line', 'product']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
