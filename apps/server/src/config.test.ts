import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config.js';

describe('configuration', () => {
  it('keeps the embedded database in ./data of the directory npm was run from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'var/db' }).dataDir).toBe('/srv/portal/var/db');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/mnt/db' }).dataDir).toBe('/mnt/db');
  });

  it('refuses the demo defaults in production', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' }))).not.toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-2026' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
