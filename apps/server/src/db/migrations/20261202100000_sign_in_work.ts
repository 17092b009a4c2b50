import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// sign_in_challenge: the proofs of work sign-in asks for (docs/sign-in-abuse.md, "Proof of
// work"): each is issued for one account and one client network at a level, signed with a
// secret of its own, spent once (used_at) and dropped by the hourly sweep after it expired.
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withId(db, db.schema.createTable('sign_in_challenge'))
    .addColumn('public_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('account_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('network', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('challenge', 'varchar(2000)', (c) => c.notNull())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('sign_in_challenge_expires_idx').on('sign_in_challenge').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_in_challenge').execute();
}
