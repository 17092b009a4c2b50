import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { CURSOR_TOTAL_CAP } from '@portal/contracts/cursor';
import { FieldsError } from '../lib/app-error.js';
import { toCount, toIso } from './sql.js';

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

// The first page's total, capped at CURSOR_TOTAL_CAP (docs/lists.md), in two steps: is there a
// row past the cap (one row read at that offset), and only if not, an exact count. Reading at
// an offset walks the same index entries a capped count(*) would, without carrying each one
// through a subquery (about 40 % less work on SQLite for a list past the cap), and a list
// under the cap is counted by the same index. `query` may name its tables by alias.
export function pastCapQuery<QDB, TB extends keyof QDB, O>(query: SelectQueryBuilder<QDB, TB, O>) {
  return query.clearSelect().clearOrderBy().select(sql<number>`1`.as('one')).limit(1).offset(CURSOR_TOTAL_CAP);
}

export function countQuery<QDB, TB extends keyof QDB, O>(query: SelectQueryBuilder<QDB, TB, O>) {
  return query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('n'));
}

// The answer's total from an exact count of a list under the cap.
export function cappedTotal(count: string | number | bigint | null | undefined): { total: number; totalCapped: boolean } {
  const n = toCount(count);
  return n > CURSOR_TOTAL_CAP ? { total: CURSOR_TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

// The total of a first page fetched with pageSize + 1 rows: a page that is not full is the
// whole list and counts itself; else the probe past the cap says "capped", or `count` runs.
export async function firstPageTotal(
  fetched: number,
  pageSize: number,
  pastCap: readonly unknown[],
  count: () => Promise<string | number | bigint | null | undefined>,
): Promise<{ total: number; totalCapped: boolean }> {
  if (fetched <= pageSize) return { total: fetched, totalCapped: false };
  if (pastCap.length > 0) return { total: CURSOR_TOTAL_CAP, totalCapped: true };
  return cappedTotal(await count());
}

// A grouped list (one row per group, e.g. orders summed from their fees) is counted by a window
// over its groups: count(*) of the query itself would count each group's rows.
function groupedCountQuery<QDB, TB extends keyof QDB, O>(query: SelectQueryBuilder<QDB, TB, O>) {
  return query.clearSelect().clearOrderBy().select(sql<number>`count(*) over ()`.as('n')).limit(1);
}

function isGrouped<QDB, TB extends keyof QDB, O>(query: SelectQueryBuilder<QDB, TB, O>): boolean {
  const node = query.toOperationNode();
  return node.groupBy !== undefined || node.having !== undefined;
}

export async function cappedCount<QDB, TB extends keyof QDB, O>(query: SelectQueryBuilder<QDB, TB, O>): Promise<{ total: number; totalCapped: boolean }> {
  if ((await pastCapQuery(query).execute()).length > 0) return { total: CURSOR_TOTAL_CAP, totalCapped: true };
  // The selection of a generic query is opaque to the compiler; the one column is `n`.
  const row = (await (isGrouped(query) ? groupedCountQuery(query) : countQuery(query)).executeTakeFirst()) as { n: string | number | bigint } | undefined;
  return cappedTotal(row?.n ?? 0);
}

// A newest-first list by (<alias>.created_at, <alias>.id) whose rows are wide (joins, many
// columns): the page's ids come from the narrow `filtered` query (one index range), `wide`
// reads those rows by id in the same order, and the first page carries the capped total of
// `filtered`. `alias` is the listed table's alias in `filtered`.
export async function newestFirstByIds<QDB, TB extends keyof QDB, Row extends { id: number; created_at: string | Date }>(
  filtered: SelectQueryBuilder<QDB, TB, object>,
  alias: string,
  wide: (ids: RawBuilder<number>) => Promise<Row[]>,
  pageSize: number,
  after: Keyset | null,
) {
  const createdAt = sql.ref(`${alias}.created_at`);
  const id = sql.ref(`${alias}.id`);
  const ids = (after ? filtered.where(keysetBefore(`${alias}.created_at`, `${alias}.id`, after)) : filtered)
    .select(sql<number>`${id}`.as('id'))
    .orderBy(createdAt, 'desc')
    .orderBy(id, 'desc')
    .limit(pageSize + 1);
  const [rows, count] = await Promise.all([wide(sql<number>`(${ids})`), after ? null : cappedCount(filtered)]);
  return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
}
