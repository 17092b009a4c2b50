import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { isDeepFrozen } from '../lib/frozen.js';
import { createDatabase, type Database } from './database.js';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  const counting = () => {
    let version = 1;
    let loads = 0;
    const cache = new ReadCache(() => version, 2);
    const load = <T>(value: T) => async () => {
      loads++;
      return value;
    };
    return { cache, load, write: () => void version++, loads: () => loads };
  };

  it('answers from what it kept while the counter stands still, and reads again once it moves', async () => {
    const { cache, load, write, loads } = counting();
    expect(await cache.read('a', load({ name: 'first' }))).toEqual({ name: 'first' });
    expect(await cache.read('a', load({ name: 'second' }))).toEqual({ name: 'first' });
    expect(loads()).toBe(1);
    write();
    expect(await cache.read('a', load({ name: 'second' }))).toEqual({ name: 'second' });
    expect(loads()).toBe(2);
  });

  it('keeps nothing that a write overtook while it was being read', async () => {
    const { cache, write, loads } = counting();
    let calls = 0;
    const racing = async () => {
      calls++;
      write(); // lands after the counter was read, before the value comes back
      return { calls };
    };
    expect(await cache.read('a', racing)).toEqual({ calls: 1 });
    expect(await cache.read('a', racing)).toEqual({ calls: 2 });
    expect(loads()).toBe(0);
  });

  it('does not keep misses, holds at most its size, and freezes what it keeps all the way down', async () => {
    const { cache, load, loads } = counting();
    expect(await cache.read('missing', load(undefined))).toBeUndefined();
    expect(await cache.read('missing', load(undefined))).toBeUndefined();
    expect(loads()).toBe(2);
    const kept = await cache.read('a', load({ roles: ['member'] }));
    expect(isDeepFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.roles)).toBe(true);
    await cache.read('b', load({}));
    await cache.read('c', load({}));
    expect(cache.keptEntries()).toBe(2);
    await cache.read('a', load({ roles: [] }));
    expect(loads()).toBe(6);
  });

  it('reads every time where the database has no change counter', async () => {
    let loads = 0;
    const cache = new ReadCache(null);
    expect(cache.enabled).toBe(false);
    for (let i = 0; i < 3; i++) await cache.read('a', async () => ({ n: ++loads }));
    expect(loads).toBe(3);
    expect(cache.keptEntries()).toBe(0);
  });
});

describe('SQLite change counter', () => {
  const open: Database[] = [];
  const dirs: string[] = [];
  const file = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-counter-'));
    dirs.push(dir);
    return path.join(dir, 'portal.sqlite');
  };
  const database = (url: string, exclusive?: boolean) => {
    const db = createDatabase({ url, exclusive });
    open.push(db);
    return db;
  };
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const counterOf = (db: Database) => {
    if (!db.changeCounter) throw new Error('no counter');
    return db.changeCounter;
  };

  it('moves on every insert, update and delete and stands still on reads', async () => {
    const db = database(':memory:');
    const counter = counterOf(db);
    await db.db.schema.createTable('t').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const seen = [counter()];
    await db.db.insertInto('t' as never).values({ id: 1, name: 'a' } as never).execute();
    seen.push(counter());
    await db.db.selectFrom('t' as never).selectAll().execute();
    seen.push(counter());
    await db.db.updateTable('t' as never).set({ name: 'b' } as never).execute();
    seen.push(counter());
    await db.db.deleteFrom('t' as never).execute();
    seen.push(counter());
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).toBe(seen[1]);
    expect(seen[3]).not.toBe(seen[2]);
    expect(seen[4]).not.toBe(seen[3]);
  });

  it('moves on an insert with RETURNING, on DDL and on a rolled-back transaction', async () => {
    const db = database(':memory:');
    const counter = counterOf(db);
    let before = counter();
    await db.db.schema.createTable('t').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    expect(counter()).not.toBe(before);
    before = counter();
    await db.db.insertInto('t' as never).values({ id: 1, name: 'a' } as never).returning('id' as never).execute();
    expect(counter()).not.toBe(before);
    // A rollback moves it too: a read made inside the transaction saw rows that never were.
    let inside: number | null = null;
    await db.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('t' as never).set({ name: 'b' } as never).execute();
        inside = counter();
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(counter()).not.toBe(inside);
    const reads = counter();
    await db.db.selectFrom('t' as never).selectAll().execute();
    expect(counter()).toBe(reads);
  });

  it('sees the commits of another process when the file is shared', async () => {
    const url = file();
    const db = database(url, false);
    await db.db.schema.createTable('t').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    const counter = counterOf(db);
    const before = counter();
    expect(counter()).toBe(before);
    const other = new SQLite(url);
    other.exec('insert into t (id) values (1)');
    other.close();
    expect(counter()).not.toBe(before);
  });

  it('holds the file alone by default: a second server on it fails at start with a clear reason', async () => {
    const url = file();
    database(url);
    expect(() => database(url)).toThrow(/in use by another process.*SQLITE_EXCLUSIVE=false/);
    const shell = new SQLite(url, { timeout: 100 });
    expect(() => shell.prepare('select count(*) from sqlite_master').get()).toThrow(/locked/);
    shell.close();
  }, 20_000);
});
