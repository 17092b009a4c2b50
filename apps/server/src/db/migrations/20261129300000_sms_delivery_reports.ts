import type { AnyDb } from '../migration-helpers.js';

// Providers' delivery reports (docs/deploy.md "SMS"): a notification's SMS delivery row keeps
// the provider's id of the text it sent (a Twilio SID, an Aliyun BizId), so a report found by
// that id moves both the SMS log row and the delivery row. Both are looked up by it.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notification_delivery').addColumn('provider_id', 'varchar(100)').execute();
  await db.schema.createIndex('notification_delivery_provider_idx').on('notification_delivery').column('provider_id').execute();
  await db.schema.createIndex('sms_log_provider_idx').on('sms_log').column('provider_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sms_log_provider_idx').ifExists().execute();
  await db.schema.dropIndex('notification_delivery_provider_idx').ifExists().execute();
  await db.schema.alterTable('notification_delivery').dropColumn('provider_id').execute();
}
