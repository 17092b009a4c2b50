import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config.js';

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

  it('drains for a few seconds on SIGTERM in production only, unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '-1' }).shutdownDrainMs).toBe(0);
  });

  it('refuses the demo defaults in production', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' }))).not.toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-2026' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
