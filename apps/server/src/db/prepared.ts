import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.js';

// Queries on the path of every authenticated call, built once and then run with new values.
// Assembling and compiling a Kysely query costs tens of microseconds, several times what
// SQLite takes to answer it from a kept statement (bench/: user/get), so a hot query is
// compiled once per database and only its parameters change.
//
// `build` writes the query with `slot('name')` where a value goes; run it with the values by
// name. Constants written in the query stay as they were compiled.

const SLOT = '\u0000slot:';

interface Compiled<K extends string> {
  sql: string;
  parameters: readonly unknown[];
  // for each parameter, the slot it takes its value from, or null for a constant
  slots: readonly (K | null)[];
}

export function prepared<Row, K extends string>(build: (db: Kysely<DB>, slot: <T>(name: K) => T) => Compilable<Row>) {
  const byDb = new WeakMap<Kysely<DB>, Compiled<K>>();

  function compiled(db: Kysely<DB>): Compiled<K> {
    let entry = byDb.get(db);
    if (!entry) {
      const query = build(db, <T>(name: K) => `${SLOT}${name}` as T).compile();
      const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT) ? (p.slice(SLOT.length) as K) : null));
      entry = { sql: query.sql, parameters: query.parameters, slots };
      byDb.set(db, entry);
    }
    return entry;
  }

  return async (db: Kysely<DB>, values: Record<K, unknown>): Promise<Row[]> => {
    const { sql, parameters, slots } = compiled(db);
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters.map((p, i) => (slots[i] === null ? p : values[slots[i]!]))));
    return result.rows;
  };
}
