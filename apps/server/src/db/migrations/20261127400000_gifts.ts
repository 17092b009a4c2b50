import { sql } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Gift exchange (docs/points-and-gifts.md, "Gifts"): the catalogue, the outlets gifts are
// picked up at, campaign pages, and members' redemptions (final; the points leave through the
// ledger in the same transaction as the stock and the record).
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('gift'))
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(100)')
    .addColumn('description_zh', 'varchar(2000)')
    .addColumn('description_en', 'varchar(2000)')
    .addColumn('description_fr', 'varchar(2000)')
    // JSON array of image addresses
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    // Price per piece in points
    .addColumn('points', t.bigint, (c) => c.notNull())
    // Never negative: a redemption takes stock with one conditional UPDATE (stock >= quantity).
    .addColumn('stock', t.bigint, (c) => c.notNull().defaultTo(0))
    // gift_status: 0 available, 1 withdrawn, 2 out of stock
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('gift_stock_check', sql`stock >= 0`)
    .addCheckConstraint('gift_points_check', sql`points > 0`)
    .execute();
  await db.schema.createIndex('gift_status_idx').on('gift').columns(['status', 'sort', 'id']).execute();

  await withId(db, db.schema.createTable('gift_outlet'))
    .addColumn('name_zh', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(60)')
    .addColumn('city', 'varchar(60)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    // gift_exchange_method the outlet serves: 1 pickup (origin), 2 free sea shipment (destination)
    .addColumn('method', 'smallint', (c) => c.notNull())
    // Pickup surcharge in points, once per redemption
    .addColumn('pickup_points', t.bigint, (c) => c.notNull().defaultTo(0))
    // 0 enabled, 1 disabled
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('gift_outlet_points_check', sql`pickup_points >= 0`)
    .execute();

  await withId(db, db.schema.createTable('gift_activity'))
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_fr', 'varchar(100)')
    .addColumn('content_zh', 'varchar(5000)')
    .addColumn('content_en', 'varchar(5000)')
    .addColumn('content_fr', 'varchar(5000)')
    .addColumn('image', 'varchar(300)')
    .addColumn('gift_id', t.bigint, (c) => c.references('gift.id').onDelete('set null'))
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    // 0 enabled, 1 disabled
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('gift_exchange'))
    .addColumn('exchange_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('gift_id', t.bigint, (c) => c.notNull().references('gift.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The prices as they were when redeemed
    .addColumn('unit_points', t.bigint, (c) => c.notNull())
    .addColumn('outlet_points', t.bigint, (c) => c.notNull())
    .addColumn('total_points', t.bigint, (c) => c.notNull())
    // gift_exchange_method
    .addColumn('method', 'smallint', (c) => c.notNull())
    .addColumn('outlet_id', t.bigint, (c) => c.notNull().references('gift_outlet.id'))
    .addColumn('recipient', 'varchar(50)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)')
    .addColumn('remark', 'varchar(100)')
    // gift_exchange_status: 1 awaiting dispatch, 2 dispatched, 3 ready for pickup, 4 completed
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('courier_no', 'varchar(50)')
    .addColumn('courier_company', 'varchar(50)')
    .addColumn('delivery_date', 'varchar(10)')
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('idempotency_hash', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('gift_exchange_quantity_check', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('gift_exchange_member_idx').on('gift_exchange').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('gift_exchange_status_idx').on('gift_exchange').columns(['status', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('gift_exchange_idempotency_idx')
    .unique()
    .on('gift_exchange')
    .columns(['member_id', 'idempotency_key'])
    .where(sql<boolean>`idempotency_key is not null`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['gift_exchange', 'gift_activity', 'gift_outlet', 'gift']) await db.schema.dropTable(table).ifExists().execute();
}
