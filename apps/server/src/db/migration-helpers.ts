import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './sql.js';

// Migrations see an untyped Kysely; these helpers give each column kind one spelling that
// is right on both dialects (conventions in sql.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function dialectOf(db: AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export function columnTypes(db: AnyDb) {
  const pg = dialectOf(db) === 'postgres';
  return {
    // Foreign keys and other integers that may grow past 2^31.
    bigint: pg ? ('bigint' as const) : ('integer' as const),
    timestamp: pg ? sql`timestamptz` : sql`text`,
  };
}

export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
