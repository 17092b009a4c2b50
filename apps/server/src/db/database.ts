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
  // PostgreSQL: the schema the app works in when not the connection's default (tests give
  // each run its own). Null otherwise.
  schema: string | null;
  // PostgreSQL: the connection pool's use now (for /metrics); null for SQLite (one connection).
  poolStats: (() => { total: number; idle: number; waiting: number; max: number }) | null;
  // SQLite file only: writes a consistent copy of the database to `destination` (a new file)
  // while the app keeps running, and answers the number of pages copied. Null otherwise.
  backup: ((destination: string) => Promise<number>) | null;
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
  // SQLite ':memory:' only: start as a copy of this database file's bytes (a file in rollback
  // journal mode; tests copy one migrated and seeded database this way).
  image?: Buffer;
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
//
// Every statement Kysely runs is prepared here just before it runs, in the same synchronous
// step, so this is also where the connection's writes are counted: each statement that is not
// a plain read (an insert, update or delete, one with RETURNING, DDL, and BEGIN, COMMIT and
// ROLLBACK too, which decide what the writes become) moves `writes()`. Counting too often only
// costs a read cache a miss; a write cannot pass uncounted, since nothing else holds the
// connection (createDatabase keeps it).
export const STATEMENT_CACHE_SIZE = 500;

export interface CachingSqlite {
  close(): void;
  prepare(sqlText: string): SQLite.Statement;
  cachedStatements(): number;
  writes(): number;
}

interface Kept {
  statement: SQLite.Statement;
  plainRead: boolean;
}

// A statement that returns rows and, by SQLite's own account, cannot change the database.
function isPlainRead(statement: SQLite.Statement): boolean {
  return statement.reader && statement.readonly;
}

export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): CachingSqlite {
  const statements = new Map<string, Kept>();
  let writes = 0;
  const prepare = (sqlText: string): Kept => {
    const kept = statements.get(sqlText);
    if (kept && !kept.statement.busy) {
      // Most recently used last, so the first entry is the one to evict.
      statements.delete(sqlText);
      statements.set(sqlText, kept);
      return kept;
    }
    const statement = sqlite.prepare(sqlText);
    const fresh = { statement, plainRead: isPlainRead(statement) };
    if (kept) return fresh;
    if (statements.size >= size) statements.delete(statements.keys().next().value as string);
    statements.set(sqlText, fresh);
    return fresh;
  };
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): SQLite.Statement {
      const { statement, plainRead } = prepare(sqlText);
      if (!plainRead) writes++;
      return statement;
    },
    cachedStatements: () => statements.size,
    writes: () => writes,
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
    const max = options.poolSize ?? 10;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { db, dialect: 'postgres', changeCounter: null, schema: options.schema ?? null, poolStats, backup: null, destroy: () => db.destroy() };
  }
  const file = options.url !== ':memory:';
  if (file) fs.mkdirSync(path.dirname(options.url), { recursive: true });
  const sqlite = !file && options.image ? new SQLite(options.image) : new SQLite(options.url);
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
  const connection = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    db,
    dialect: 'sqlite',
    changeCounter: sqliteChangeCounter(connection, sqlite, exclusive),
    schema: null,
    poolStats: null,
    backup: file ? (destination) => sqliteBackup(db, sqlite, destination) : null,
    destroy: () => db.destroy(),
  };
}

// Pages (4 KiB each) copied per step of an online backup: about 4 MB, some 20 ms on the 2-core
// VM, after which the event loop runs again (health checks, answers kept in memory).
export const BACKUP_PAGES_PER_STEP = 1000;

// SQLite's online backup through the app's own connection, so that the copy is the database
// as this connection sees it (the file is held: no other connection could read it, and the
// WAL's newest commits live in this process). The connection is taken from Kysely for the
// whole copy: a backup step run while the connection sits inside an open transaction (Kysely
// keeps one open across awaits) copies nothing, and better-sqlite3 then reports the backup as
// finished, with 0 pages. Queries wait meanwhile: about half a second per 100 MB copied.
async function sqliteBackup(db: Kysely<DB>, sqlite: SQLite.Database, destination: string): Promise<number> {
  const pages = await db.connection().execute(async () => {
    const progress = await sqlite.backup(destination, { progress: () => BACKUP_PAGES_PER_STEP });
    return progress.totalPages;
  });
  // Every database has at least one page: none copied means the copy did not happen.
  if (pages < 1) throw new Error('SQLite backup copied no pages');
  return pages;
}

// When no other process can write (the file is held, or in memory), the connection's own
// counted writes tell whether the database changed: a number read, no call into SQLite. When
// the file is shared, data_version tells of other connections' commits too, and the counter
// moves when either does. Null while the connection is busy streaming a result (the caller
// then reads the database).
function sqliteChangeCounter(connection: CachingSqlite, sqlite: SQLite.Database, exclusive: boolean): () => number | null {
  if (exclusive) return connection.writes;
  const others = sqlite.prepare('pragma data_version').pluck();
  let counter = 0;
  let lastOwn = -1;
  let lastOthers: unknown = null;
  return () => {
    try {
      const own = connection.writes();
      const version = others.get();
      if (own !== lastOwn || version !== lastOthers) {
        lastOwn = own;
        lastOthers = version;
        counter++;
      }
      return counter;
    } catch {
      return null;
    }
  };
}
