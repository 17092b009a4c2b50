import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Abnormal (exception) items (docs/abnormal-items.md): an item staff raise on an order, its
// history of steps (raised, handled, disputed, answered) and the files each step carries.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('abnormal_item'))
    .addColumn('order_id', t.bigint, (c) => c.notNull().references('ship_order.id').onDelete('cascade'))
    // The order's shipper when raised: the member lists and checks by it.
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id'))
    // order_exception_type
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    // Proposed surcharge in minor units of currency; both null when none.
    .addColumn('amount', t.bigint)
    .addColumn('currency', 'varchar(3)')
    // Due once finished (0 when waived).
    .addColumn('charged_amount', t.bigint)
    // order_exception_status: 0 to handle, 1 finished, 2 disputed
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('action', 'varchar(10)')
    .addColumn('handler_name', 'varchar(50)')
    .addColumn('handled_at', t.timestamp)
    .addColumn('staff_id', t.bigint, (c) => c.notNull().references('staff_user.id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The member's list by status tab and all, newest first; an order's items.
  await db.schema.createIndex('abnormal_item_member_idx').on('abnormal_item').columns(['member_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('abnormal_item_member_status_idx').on('abnormal_item').columns(['member_id', 'status', 'created_at', 'id']).execute();
  await db.schema.createIndex('abnormal_item_status_idx').on('abnormal_item').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('abnormal_item_order_idx').on('abnormal_item').columns(['order_id', 'created_at', 'id']).execute();

  await withId(db, db.schema.createTable('abnormal_step'))
    .addColumn('item_id', t.bigint, (c) => c.notNull().references('abnormal_item.id').onDelete('cascade'))
    // raised | handled | disputed | upheld | maintained
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('action', 'varchar(10)')
    .addColumn('staff_id', t.bigint, (c) => c.references('staff_user.id'))
    .addColumn('member_id', t.bigint, (c) => c.references('member_user.id'))
    .addColumn('actor_name', 'varchar(50)')
    .addColumn('remarks', 'varchar(500)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('abnormal_step_item_idx').on('abnormal_step').columns(['item_id', 'id']).execute();

  await withId(db, db.schema.createTable('abnormal_file'))
    .addColumn('step_id', t.bigint, (c) => c.notNull().references('abnormal_step.id').onDelete('cascade'))
    .addColumn('item_id', t.bigint, (c) => c.notNull().references('abnormal_item.id').onDelete('cascade'))
    .addColumn('file_id', t.bigint, (c) => c.notNull().references('file_object.id'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('abnormal_file_step_idx').on('abnormal_file').columns(['step_id', 'position']).execute();
  await db.schema.createIndex('abnormal_file_file_idx').on('abnormal_file').columns(['file_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['abnormal_file', 'abnormal_step', 'abnormal_item']) await db.schema.dropTable(table).ifExists().execute();
}
