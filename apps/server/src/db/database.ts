import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import type { Dialect } from './sql.js';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  // postgres://… for PostgreSQL; otherwise a SQLite file path, or ':memory:'.
  url: string;
  // PostgreSQL only: the schema to work in (tests give each run its own).
  schema?: string;
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

// bigint ids and counts come back as JS numbers (all are far below 2^53), sums of integer
// columns (numeric) likewise, and timestamps as the same ISO strings SQLite stores.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) {
      const parseDate = pg.types.getTypeParser(oid) as (value: string) => Date;
      return (value: string) => parseDate(value).toISOString();
    }
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
  },
} as pg.CustomTypesConfig;

// Kysely prepares every statement anew, which is a good part of a short query's cost on
// SQLite. The app runs a bounded set of SQL texts, so better-sqlite3 statements are kept and
// reused (SQLite re-prepares a kept statement itself after a schema change). A statement still
// busy (a stream being read) is not shared: the call gets a fresh one.
export const STATEMENT_CACHE_SIZE = 500;

export interface CachingSqlite {
  close(): void;
  prepare(sqlText: string): SQLite.Statement;
  cachedStatements(): number;
}

export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): CachingSqlite {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): SQLite.Statement {
      const kept = statements.get(sqlText);
      if (kept && !kept.busy) {
        // Most recently used last, so the first entry is the one to evict.
        statements.delete(sqlText);
        statements.set(sqlText, kept);
        return kept;
      }
      const statement = sqlite.prepare(sqlText);
      if (kept) return statement;
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(sqlText, statement);
      return statement;
    },
    cachedStatements: () => statements.size,
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function createDatabase(options: DatabaseOptions): Database {
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  if (options.url !== ':memory:') fs.mkdirSync(path.dirname(options.url), { recursive: true });
  const sqlite = new SQLite(options.url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
