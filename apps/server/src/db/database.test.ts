import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database.js';

describe('SQLite statement cache', () => {
  const open: SQLite.Database[] = [];
  const database = () => {
    const sqlite = new SQLite(':memory:');
    open.push(sqlite);
    sqlite.exec('create table t (id integer primary key, name text); insert into t (name) values (\'a\'), (\'b\')');
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of open.splice(0)) sqlite.close();
  });

  it('prepares a SQL text once and reuses the statement', () => {
    const cache = withStatementCache(database());
    const first = cache.prepare('select name from t where id = ?');
    expect(cache.prepare('select name from t where id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ name: 'b' }]);
    expect(cache.prepare('select id from t')).not.toBe(first);
    expect(cache.cachedStatements()).toBe(2);
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = withStatementCache(database(), 2);
    const a = cache.prepare('select 1');
    const b = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(a);
    cache.prepare('select 3');
    expect(cache.cachedStatements()).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the kept one is being read', () => {
    const cache = withStatementCache(database());
    const kept = cache.prepare('select name from t order by id');
    const rows = kept.iterate();
    expect(rows.next().value).toEqual({ name: 'a' });
    const other = cache.prepare('select name from t order by id');
    expect(other).not.toBe(kept);
    expect(other.all()).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(rows.next().value).toEqual({ name: 'b' });
    rows.return?.();
  });

  it('counts each run of a statement that may write, and no plain read', () => {
    const cache = withStatementCache(database());
    expect(cache.writes()).toBe(0);
    cache.prepare('select name from t where id = ?').all([1]);
    cache.prepare('select name from t where id = ?').all([2]);
    cache.prepare('pragma table_info(t)').all();
    expect(cache.writes()).toBe(0);
    cache.prepare("update t set name = 'c' where id = ?").run([1]);
    cache.prepare("update t set name = 'c' where id = ?").run([2]);
    expect(cache.writes()).toBe(2);
    cache.prepare("insert into t (name) values ('d') returning id").all();
    cache.prepare('begin').run();
    cache.prepare('rollback').run();
    expect(cache.writes()).toBe(5);
  });

  it('sees a column added after the statement was kept', () => {
    const sqlite = database();
    const cache = withStatementCache(sqlite);
    expect(cache.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, name: 'a' }]);
    sqlite.exec("alter table t add column city text not null default 'Abidjan'");
    expect(cache.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, name: 'a', city: 'Abidjan' }]);
  });
});
