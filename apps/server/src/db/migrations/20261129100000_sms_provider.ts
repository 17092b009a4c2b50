import type { AnyDb } from '../migration-helpers.js';

// Text messages through a provider (modules/codes, docs/deploy.md "SMS"): each sms_log row of a
// message a provider took or refused keeps the provider's message id (a Twilio SID, an Aliyun
// BizId) and, for a refusal, the provider's reason, so staff can tell why a member got nothing.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sms_log').addColumn('provider_id', 'varchar(100)').execute();
  await db.schema.alterTable('sms_log').addColumn('error', 'varchar(500)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sms_log').dropColumn('error').execute();
  await db.schema.alterTable('sms_log').dropColumn('provider_id').execute();
}
