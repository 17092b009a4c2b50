import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Notices, banners and coupons (docs/notices-and-coupons.md), and the message list by type.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  // Texts are JSON objects of the three languages ({"zh_CN": …, "en_US": …, "fr_FR": …}).
  await withId(db, db.schema.createTable('system_notice'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // NOTICE_STATUS: 0 draft, 1 published, 2 withdrawn
    .addColumn('status', 'smallint', (c) => c.notNull())
    // Set at each publication; members' list sorts by it.
    .addColumn('published_at', t.timestamp)
    .addColumn('staff_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('system_notice_status_idx').on('system_notice').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('system_notice_created_idx').on('system_notice').columns(['created_at', 'id']).execute();

  await withId(db, db.schema.createTable('system_banner'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    // 1 shown on the personal centre, 0 hidden
    .addColumn('shown', 'smallint', (c) => c.notNull())
    .addColumn('staff_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('system_banner_shown_idx').on('system_banner').columns(['shown', 'sort', 'id']).execute();

  await withId(db, db.schema.createTable('member_coupon'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id'))
    // coupon_type: 1 amount off over a minimum, 2 percentage, 3 freight voucher
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // minor units of currency
    .addColumn('amount', t.bigint)
    .addColumn('min_amount', t.bigint)
    .addColumn('percent', 'smallint')
    // coupon_status as stored: 1 unused, 2 used, 3 expired (an unused one past valid_to reads as expired)
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('valid_from', t.timestamp, (c) => c.notNull())
    .addColumn('valid_to', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The member's list (all, by status) newest first; the usable count (status, valid_to).
  await db.schema.createIndex('member_coupon_member_idx').on('member_coupon').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('member_coupon_status_idx').on('member_coupon').columns(['member_id', 'status', 'valid_to']).execute();
  await db.schema.createIndex('member_coupon_created_idx').on('member_coupon').columns(['created_at', 'id']).execute();

  // The message list's type tabs page by (created_at, id) within a type.
  await db.schema.createIndex('member_message_type_idx').on('member_message').columns(['member_id', 'type', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('member_message_type_idx').ifExists().execute();
  for (const table of ['member_coupon', 'system_banner', 'system_notice']) await db.schema.dropTable(table).ifExists().execute();
}
