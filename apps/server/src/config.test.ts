import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems, sqliteFile } from './config.js';

describe('configuration', () => {
  it('keeps the embedded database in ./data of the directory npm was run from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'var/db' }).dataDir).toBe('/srv/portal/var/db');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/mnt/db' }).dataDir).toBe('/mnt/db');
  });

  it('keeps uploads under the data directory unless UPLOAD_DIR says otherwise', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).uploads).toEqual({ dir: '/srv/portal/data/uploads', dailyPerMember: 300 });
    expect(loadConfig({ INIT_CWD: '/srv/portal', UPLOAD_DIR: '/mnt/files', UPLOAD_DAILY_PER_MEMBER: '50' }).uploads).toEqual({ dir: '/mnt/files', dailyPerMember: 50 });
  });

  it('holds the SQLite file alone unless SQLITE_EXCLUSIVE says otherwise', () => {
    expect(loadConfig({}).sqliteExclusive).toBe(true);
    expect(loadConfig({ SQLITE_EXCLUSIVE: 'false' }).sqliteExclusive).toBe(false);
  });

  it('writes backups to ./backups unless BACKUP_DIR or the command says otherwise', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).backupDir).toBe('/srv/portal/backups');
    expect(loadConfig({ INIT_CWD: '/srv/portal', BACKUP_DIR: '/mnt/backups' }).backupDir).toBe('/mnt/backups');
  });

  it('names the SQLite file: portal.sqlite in DATA_DIR, a DATABASE_URL path, none for PostgreSQL', () => {
    expect(sqliteFile(loadConfig({ INIT_CWD: '/srv/portal' }))).toBe('/srv/portal/data/portal.sqlite');
    expect(sqliteFile(loadConfig({ DATABASE_URL: '/mnt/db/portal.db' }))).toBe('/mnt/db/portal.db');
    expect(sqliteFile(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' }))).toBeNull();
    expect(sqliteFile(loadConfig({ DATABASE_URL: 'postgresql://portal@db/portal' }))).toBeNull();
  });

  it('refuses the demo defaults in production', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' }))).not.toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-2026' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
