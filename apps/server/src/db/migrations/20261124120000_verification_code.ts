import type { CreateTableBuilder } from 'kysely';
import { columnTypes, withId, type AnyDb } from '../migration-helpers.js';

// The columns every code table has had, after its recipient columns.
function codeColumns<T extends string>(db: AnyDb, table: CreateTableBuilder<T, 'id'>) {
  const t = columnTypes(db);
  return table
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull());
}

// One table for one-time codes of every channel (SMS and e-mail), replacing sms_code and
// email_code. Codes live 5 minutes, so the old rows are not copied: a code sent just before
// the upgrade is asked for again.
export async function up(db: AnyDb): Promise<void> {
  const table = withId(db, db.schema.createTable('verification_code'))
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    // '+86 13800138000' (area code and national number) or an e-mail address in lower case
    .addColumn('recipient', 'varchar(120)', (c) => c.notNull());
  await codeColumns(db, table).execute();
  await db.schema
    .createIndex('verification_code_recipient_idx')
    .on('verification_code')
    .columns(['channel', 'recipient', 'scene', 'created_at'])
    .execute();
  await db.schema.createIndex('verification_code_ip_idx').on('verification_code').columns(['channel', 'ip', 'created_at']).execute();
  await db.schema.createIndex('verification_code_created_idx').on('verification_code').column('created_at').execute();

  await db.schema.dropTable('sms_code').execute();
  await db.schema.dropTable('email_code').execute();
}

const RECIPIENT_SIZES = { area_code: 8, mobile: 20, address: 100 } as const;

// The two old tables come back empty.
export async function down(db: AnyDb): Promise<void> {
  for (const [table, recipient] of [
    ['sms_code', ['area_code', 'mobile']],
    ['email_code', ['address']],
  ] as const) {
    let create = withId(db, db.schema.createTable(table));
    for (const column of recipient) create = create.addColumn(column, `varchar(${RECIPIENT_SIZES[column]})`, (c) => c.notNull());
    await codeColumns(db, create).execute();
  }
  await db.schema.dropTable('verification_code').execute();
}
