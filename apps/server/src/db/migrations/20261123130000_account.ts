import type { CreateTableBuilder } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// The review columns both verification tables carry.
function reviewColumns(t: ReturnType<typeof columnTypes>) {
  return <T extends string>(table: CreateTableBuilder<T, 'id'>) =>
    table
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('reject_reason', 'varchar(200)')
      .addColumn('submitted_at', t.timestamp, (c) => c.notNull())
      .addColumn('reviewed_at', t.timestamp)
      .addColumn('reviewer_id', t.bigint)
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull());
}

// The member's own account: control password, bound e-mail (codes and outbox), company
// information, real-name and company verification, and the member's messages.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema.alterTable('member_user').addColumn('control_password_hash', 'varchar(255)').execute();
  await db.schema.alterTable('member_user').addColumn('control_password_set_at', t.timestamp).execute();
  // One mailbox belongs to one member; unbound members have null (allowed many times).
  await db.schema.createIndex('member_user_email_uq').on('member_user').column('email').unique().execute();

  await withId(db, db.schema.createTable('email_code'))
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_code_address_idx').on('email_code').columns(['address', 'scene', 'created_at']).execute();
  await db.schema.createIndex('email_code_ip_idx').on('email_code').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('mail_log'))
    .addColumn('address', 'varchar(100)', (c) => c.notNull())
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_log_address_idx').on('mail_log').column('address').execute();

  await withId(db, db.schema.createTable('member_company_info'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().unique().references('member_user.id').onDelete('cascade'))
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('company_name_en', 'varchar(100)')
    .addColumn('tax_number', 'varchar(50)')
    .addColumn('contact_name', 'varchar(50)')
    .addColumn('contact_area_code', 'varchar(8)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('address', 'varchar(200)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // One current verification per member and kind; a resubmission after a rejection
  // replaces it (the review outcome reached the member as a message).
  await withId(db, db.schema.createTable('member_real_name'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().unique().references('member_user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('card_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('card_number', 'varchar(30)', (c) => c.notNull())
    // public ids of uploaded files
    .addColumn('img1', 'varchar(64)', (c) => c.notNull())
    .addColumn('img2', 'varchar(64)', (c) => c.notNull())
    .addColumn('extra_imgs', 'text', (c) => c.notNull())
    .$call(reviewColumns(t))
    .execute();
  await db.schema.createIndex('member_real_name_status_idx').on('member_real_name').columns(['status', 'submitted_at']).execute();

  await withId(db, db.schema.createTable('member_enterprise'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().unique().references('member_user.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(50)', (c) => c.notNull())
    .addColumn('card_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('certificate_img', 'varchar(64)', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .$call(reviewColumns(t))
    .execute();
  await db.schema.createIndex('member_enterprise_status_idx').on('member_enterprise').columns(['status', 'submitted_at']).execute();

  // Messages to a member (docs/product/care.md: title, type, time, read flag). System messages keep
  // a template key and its parameters, so each member reads them in their own language.
  await withId(db, db.schema.createTable('member_message'))
    .addColumn('member_id', t.bigint, (c) => c.notNull().references('member_user.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('template', 'varchar(64)')
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('content', 'text')
    .addColumn('read_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_message_member_idx').on('member_message').columns(['member_id', 'read_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['member_message', 'member_enterprise', 'member_real_name', 'member_company_info', 'mail_log', 'email_code']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('member_user_email_uq').ifExists().execute();
  await db.schema.alterTable('member_user').dropColumn('control_password_set_at').execute();
  await db.schema.alterTable('member_user').dropColumn('control_password_hash').execute();
}
