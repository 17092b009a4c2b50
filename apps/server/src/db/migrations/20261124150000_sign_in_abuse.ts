import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// Sign-in that a stranger cannot turn against the owner (docs/sign-in-abuse.md):
// - member_device: browsers a member signed in from (the `portal-device` cookie, hashed);
// - verification_code.network and .known_device: code caps per client network, and sends
//   from a known device left out of the per-number ceiling;
// - login_attempt by IP: the per-address limit on wrong passwords;
// - auth_session.keep_signed_in: the longer limits of "Keep me signed in".
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('member_device'))
    .addColumn('member_id', t.bigint, (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_device_token_idx').on('member_device').columns(['token_hash', 'member_id']).unique().execute();
  await db.schema.createIndex('member_device_member_idx').on('member_device').columns(['member_id', 'last_seen_at']).execute();

  // Codes sent before this change count as sent from no particular network.
  await db.schema.alterTable('verification_code').addColumn('network', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('verification_code').addColumn('known_device', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createIndex('verification_code_network_idx')
    .on('verification_code')
    .columns(['channel', 'recipient', 'scene', 'network', 'created_at'])
    .execute();

  await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'created_at']).execute();

  await db.schema.alterTable('auth_session').addColumn('keep_signed_in', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('auth_session').dropColumn('keep_signed_in').execute();
  await db.schema.dropIndex('login_attempt_ip_idx').execute();
  await db.schema.dropIndex('verification_code_network_idx').execute();
  await db.schema.alterTable('verification_code').dropColumn('known_device').execute();
  await db.schema.alterTable('verification_code').dropColumn('network').execute();
  await db.schema.dropTable('member_device').execute();
}
