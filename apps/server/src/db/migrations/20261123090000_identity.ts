import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('system_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('member_user'))
    .addColumn('area_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)')
    .addColumn('email', 'varchar(255)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('referrer_id', t.bigint, (c) => c.references('member_user.id').onDelete('set null'))
    .addColumn('register_ip', 'varchar(64)')
    .addColumn('login_ip', 'varchar(64)')
    .addColumn('login_at', t.timestamp)
    .addColumn('password_changed_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('member_user_area_mobile_uq', ['area_code', 'mobile'])
    .execute();
  await db.schema.createIndex('member_user_mobile_idx').on('member_user').column('mobile').execute();

  await withId(db, db.schema.createTable('staff_user'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('auth_session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', t.bigint, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('idle_expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .addColumn('revoked_reason', 'varchar(32)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('auth_session_subject_idx')
    .on('auth_session')
    .columns(['subject_type', 'subject_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['auth_session', 'staff_user', 'member_user', 'system_meta']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
