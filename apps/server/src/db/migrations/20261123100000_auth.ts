import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Sign-in state shared by every server process: SMS codes and their outbox, slider checks,
// and password attempts (for the brute-force lock).
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withId(db, db.schema.createTable('sms_code'))
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_code_number_idx')
    .on('sms_code')
    .columns(['area_code', 'mobile', 'scene', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('sms_code_created_idx').on('sms_code').column('created_at').execute();

  await withId(db, db.schema.createTable('sms_log'))
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_log_mobile_idx').on('sms_log').column('mobile').execute();

  await withId(db, db.schema.createTable('captcha_challenge'))
    .addColumn('public_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verification_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('verified_at', t.timestamp)
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('captcha_challenge_expires_idx').on('captcha_challenge').column('expires_at').execute();

  await withId(db, db.schema.createTable('login_attempt'))
    .addColumn('account_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempt_key_idx').on('login_attempt').columns(['account_key', 'created_at']).execute();
  await db.schema.createIndex('login_attempt_created_idx').on('login_attempt').column('created_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['login_attempt', 'captcha_challenge', 'sms_log', 'sms_code']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
