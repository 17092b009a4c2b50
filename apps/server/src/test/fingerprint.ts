import { sql } from 'kysely';
import type { Database } from '../db/database.js';

// Whether a call changed anything, and where: the first picture of a test database gives every
// table a trigger (the test's own, on its own database: no migration) that counts the rows
// inserted, updated or deleted in it, and a picture is those counts, read in one query. A
// refused call must leave the picture as it was (fuzz.test.ts, authorization.test.ts,
// routes.test.ts).
export type Fingerprint = Map<string, number>;

const COUNTS = 'test_row_changes';
const installed = new WeakMap<Database, Promise<void>>();

async function install(database: Database): Promise<void> {
  const { db } = database;
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView && !table.name.startsWith('kysely_') && table.name !== COUNTS).map((table) => table.name);
  await sql`create table ${sql.table(COUNTS)} (t text primary key, n bigint not null default 0)`.execute(db);
  for (const table of tables) await sql`insert into ${sql.table(COUNTS)} (t, n) values (${table}, 0)`.execute(db);
  if (database.dialect === 'postgres') {
    await sql
      .raw(
        `create function test_count_row_change() returns trigger language plpgsql as $$ begin update ${COUNTS} set n = n + 1 where t = TG_TABLE_NAME; return null; end $$`,
      )
      .execute(db);
    for (const table of tables) {
      await sql.raw(`create trigger test_row_change after insert or update or delete on "${table}" for each row execute function test_count_row_change()`).execute(db);
    }
    return;
  }
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`create trigger "test_${event}_${table}" after ${event} on "${table}" begin update ${COUNTS} set n = n + 1 where t = '${table}'; end`).execute(db);
    }
  }
}

export async function fingerprint(database: Database): Promise<Fingerprint> {
  let ready = installed.get(database);
  if (!ready) installed.set(database, (ready = install(database)));
  await ready;
  const { rows } = await sql<{ t: string; n: number | string }>`select t, n from ${sql.table(COUNTS)}`.execute(database.db);
  return new Map(rows.map((row) => [row.t, Number(row.n)]));
}

// The tables whose rows changed between two pictures.
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table)).sort();
}
