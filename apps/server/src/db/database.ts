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
  // A number that moves whenever a row of the database changes, from this process or any
  // other, or null where it cannot be known cheaply (PostgreSQL). Read caches key on it
  // (db/read-cache.ts).
  changeCounter: (() => number | null) | null;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  // postgres://… for PostgreSQL; otherwise a SQLite file path, or ':memory:'.
  url: string;
  // PostgreSQL only: the schema to work in (tests give each run its own).
  schema?: string;
  poolSize?: number;
  // SQLite file only: hold the file's locks for the life of the process (the default). No
  // other process can open the file meanwhile, and each read skips the shared-memory locking
  // a shared WAL database needs (about 5 µs of a 6 µs key lookup).
  exclusive?: boolean;
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

// Start-up refuses to share an SQLite file held by another server; the message says what to do.
export class DatabaseInUseError extends Error {}

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
    return { db, dialect: 'postgres', changeCounter: null, destroy: () => db.destroy() };
  }
  const file = options.url !== ':memory:';
  if (file) fs.mkdirSync(path.dirname(options.url), { recursive: true });
  const sqlite = new SQLite(options.url);
  const exclusive = !file || options.exclusive !== false;
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    // Take the write lock now and keep it (WAL with locking_mode EXCLUSIVE never releases it),
    // so a second server on the same file fails here, not on its first write.
    if (file && exclusive) {
      sqlite.pragma('locking_mode = EXCLUSIVE');
      sqlite.exec('begin immediate; commit');
    }
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `${options.url} is in use by another process. One server holds an SQLite database alone; stop the other one, or set SQLITE_EXCLUSIVE=false on both to share the file (slower).`,
        { cause: error },
      );
    }
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', changeCounter: sqliteChangeCounter(sqlite, exclusive), destroy: () => db.destroy() };
}

// total_changes() counts every row this connection has inserted, updated or deleted (a
// trigger's or cascade's rows always come with a counted one). When no other process can
// write, that alone tells whether the database changed; when the file is shared,
// data_version tells of other connections' commits. The counter moves when either does.
// Null while the connection is busy streaming a result (the caller then reads the database).
function sqliteChangeCounter(sqlite: SQLite.Database, exclusive: boolean): () => number | null {
  const own = sqlite.prepare('select total_changes()').pluck();
  const others = exclusive ? null : sqlite.prepare('pragma data_version').pluck();
  let counter = 0;
  let lastOwn: unknown = null;
  let lastOthers: unknown = null;
  return () => {
    try {
      const changes = own.get();
      const version = others?.get() ?? null;
      if (changes !== lastOwn || version !== lastOthers) {
        lastOwn = changes;
        lastOthers = version;
        counter++;
      }
      return counter;
    } catch {
      return null;
    }
  };
}
