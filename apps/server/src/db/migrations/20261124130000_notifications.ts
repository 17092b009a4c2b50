import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// The notification outbox (docs/jobs-and-notifications.md): what a member is to be told,
// recorded in the transaction of the change it is about; one delivery row per channel, which
// the delivery job works through; and the channels each member chose per notification type.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('notification'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    // What it says, stored as member messages store it (a template key and JSON params).
    .addColumn('template', 'varchar(64)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_member_idx').on('notification').column('member_id').execute();

  await withId(db, db.schema.createTable('notification_delivery'))
    .addColumn('notification_id', t.bigint, (c) => c.notNull().references('notification.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Due time of a pending row; while sending, when the claim lapses.
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addColumn('sent_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    // One delivery per notification and channel, whoever runs the job and how often.
    .addUniqueConstraint('notification_delivery_channel_uq', ['notification_id', 'channel'])
    .execute();
  await db.schema.createIndex('notification_delivery_due_idx').on('notification_delivery').columns(['state', 'next_attempt_at']).execute();

  // One row per member who chose; without one, the defaults (portal only). The language is
  // the one the member used when choosing: e-mails and texts are written in it.
  await db.schema
    .createTable('member_notification_setting')
    .addColumn('member_id', t.bigint, (c) => c.primaryKey().references('member_user.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    // JSON: { order: { email, sms }, delivery: {…}, reminder: {…} }
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['member_notification_setting', 'notification_delivery', 'notification']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
