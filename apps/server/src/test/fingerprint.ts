import { sql } from 'kysely';
import type { Database } from '../db/database.js';

// A cheap picture of the whole database, to tell whether a call changed anything: for every
// table its row count, its highest id and its latest updated_at (where it has them), in one
// query. A refused call must leave it as it was (fuzz.test.ts, authorization.test.ts).
export type Fingerprint = Map<string, string>;

const queries = new WeakMap<Database, Promise<string>>();

async function fingerprintQuery(database: Database): Promise<string> {
  const tables = await database.db.introspection.getTables();
  const parts = tables
    .filter((table) => !table.isView && !table.name.startsWith('kysely_'))
    .map((table) => {
      const columns = new Set(table.columns.map((column) => column.name));
      const name = table.schema ? `"${table.schema}"."${table.name}"` : `"${table.name}"`;
      const marks = ['count(*)', columns.has('id') ? 'max(id)' : "''", columns.has('updated_at') ? 'max(updated_at)' : "''"];
      // Text on both databases, so one UNION ALL holds them all.
      const text = marks.map((mark) => (database.dialect === 'postgres' ? `coalesce((${mark})::text, '')` : `coalesce(cast(${mark} as text), '')`)).join(` || '|' || `);
      return `select '${table.name}' as t, ${text} as v from ${name}`;
    });
  return parts.join(' union all ');
}

export async function fingerprint(database: Database): Promise<Fingerprint> {
  let query = queries.get(database);
  if (!query) queries.set(database, (query = fingerprintQuery(database)));
  const { rows } = await sql<{ t: string; v: string }>`${sql.raw(await query)}`.execute(database.db);
  return new Map(rows.map((row) => [row.t, row.v]));
}

// The tables whose picture differs.
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table)).sort();
}
