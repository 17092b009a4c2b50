import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_TARGETS, createTestDatabase } from '../test/harness.js';
import type { Database } from './database.js';
import { columnTypes, withId, type AnyDb } from './migration-helpers.js';
import { containsInsensitive, fromBool, fromJson, isUniqueViolation, toBool, toCount, toIso, toJson } from './sql.js';

// The mapping layer must make both dialects answer the same values.
for (const target of DB_TARGETS) {
  describe(`dialect mapping [${target}]`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    let db: AnyDb;

    beforeAll(async () => {
      ({ database, drop } = await createTestDatabase(target));
      db = database.db as unknown as AnyDb;
      const t = columnTypes(db);
      await withId(db, db.schema.createTable('probe'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('flag', 'integer', (c) => c.notNull())
        .addColumn('meta', 'text')
        .addColumn('grams', t.bigint, (c) => c.notNull())
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .execute();
    });
    afterAll(async () => {
      await database.destroy();
      await drop();
    });

    it('round-trips ids, booleans, JSON, big integers and timestamps identically', async () => {
      const at = '2026-11-23T09:30:00.123Z';
      const inserted = await db
        .insertInto('probe')
        .values({ name: 'Carton A', flag: fromBool(true), meta: toJson({ cbm: 1200 }), grams: 9_007_199_254_740, at })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(typeof inserted.id).toBe('number');
      const row = await db.selectFrom('probe').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
      expect(toBool(row.flag)).toBe(true);
      expect(fromJson(row.meta, null)).toEqual({ cbm: 1200 });
      expect(row.grams).toBe(9_007_199_254_740);
      expect(row.at).toBe(at);
    });

    it('compares timestamps in time order', async () => {
      await db.insertInto('probe').values({ name: 'Later', flag: 0, meta: null, grams: 1, at: '2026-12-01T00:00:00.000Z' }).execute();
      const rows = await db.selectFrom('probe').select('name').where('at', '>', '2026-11-30T00:00:00.000Z').execute();
      expect(rows.map((r: { name: string }) => r.name)).toEqual(['Later']);
    });

    it('counts and sums as numbers', async () => {
      const r = await db
        .selectFrom('probe')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('grams').as('total')])
        .executeTakeFirstOrThrow();
      expect(toCount(r.n)).toBe(2);
      expect(Number(r.total)).toBe(9_007_199_254_741);
    });

    it('matches case-insensitively and escapes wildcards', async () => {
      const hit = await db.selectFrom('probe').select('name').where(containsInsensitive(sql.ref('name'), 'carton a')).execute();
      expect(hit).toHaveLength(1);
      const none = await db.selectFrom('probe').select('name').where(containsInsensitive(sql.ref('name'), '%')).execute();
      expect(none).toHaveLength(0);
    });

    it('recognises a unique violation from either driver', async () => {
      const error = await db
        .insertInto('probe')
        .values({ name: 'Carton A', flag: 0, meta: null, grams: 1, at: '2026-11-23T00:00:00.000Z' })
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });
  });
}

describe('toIso', () => {
  it('answers toISOString\'s form for every input, a stored ISO string as it is', () => {
    const stored = '2024-03-05T10:11:12.123Z';
    expect(toIso(stored)).toBe(stored);
    expect(toIso(new Date(stored))).toBe(stored);
    for (const other of ['2024-03-05 10:11:12', '2024-03-05T12:11:12.123+02:00', '2024-03-05T10:11:12Z', '2024-03-05T10:11:12.1234Z']) {
      expect(toIso(other)).toBe(new Date(other).toISOString());
    }
    expect(toIso('2024-03-05T12:11:12.123+02:00')).toBe(stored);
  });
});
