import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { CURSOR_TOTAL_CAP } from '@portal/contracts/cursor';
import { FieldsError } from '../lib/app-error.js';
import { toCount } from './sql.js';
import type { DB } from './schema.js';

// Keyset paging (docs/lists.md): a page starts strictly after the last row of the previous
// one in a fixed order of (sort column, id), newest first, so page 1,000 costs what page 1
// costs. The cursor is that last row's (sort value, id), opaque to clients.
export interface Keyset {
  sort: string | number;
  id: number;
}

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.sort, key.id])).toString('base64url');
}

// A cursor the server did not make is bad input naming the field, never a 500.
export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [sort, id] = value as unknown[];
      if ((typeof sort === 'string' || (typeof sort === 'number' && Number.isFinite(sort))) && Number.isSafeInteger(id) && (id as number) > 0) {
        return { sort, id: id as number };
      }
    }
  } catch {
    // falls through to the refusal
  }
  throw new FieldsError([{ field: 'cursor', rule: 'v.invalid' }]);
}

// `(sort, id) < (after.sort, after.id)`: one row-value comparison, which SQLite and PostgreSQL
// both answer from an index on (…, sort, id).
export function keysetBefore(sortColumn: string, idColumn: string, after: Keyset): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(sortColumn)}, ${sql.ref(idColumn)}) < (${after.sort}, ${after.id})`;
}

// Rows fetched one past the page size tell whether another page follows.
export function keysetResult<Row>(rows: Row[], pageSize: number, keyOf: (row: Row) => Keyset): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= pageSize) return { rows, nextCursor: null };
  const page = rows.slice(0, pageSize);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1]!)) };
}

// count(*) that stops at CURSOR_TOTAL_CAP + 1 rows: bounded work whatever the table holds.
// `query` may name its tables by alias (its database type is then DB plus the aliases).
export function cappedCountQuery<QDB, TB extends keyof QDB, O>(db: Kysely<DB>, query: SelectQueryBuilder<QDB, TB, O>) {
  const limited = query.clearSelect().select(sql<number>`1`.as('one')).limit(CURSOR_TOTAL_CAP + 1);
  return db.selectFrom(limited.as('capped')).select((eb) => eb.fn.countAll<number>().as('n'));
}

// The answer's total from the capped count.
export function cappedTotal(count: string | number | bigint | null | undefined): { total: number; totalCapped: boolean } {
  const n = toCount(count);
  return n > CURSOR_TOTAL_CAP ? { total: CURSOR_TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

export async function cappedCount<QDB, TB extends keyof QDB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<QDB, TB, O>,
): Promise<{ total: number; totalCapped: boolean }> {
  const row = await cappedCountQuery(db, query).executeTakeFirstOrThrow();
  return cappedTotal(row.n);
}
