import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seed } from '../db/seed/seed.js';
import type { App } from '../lib/http.js';
import type { Readiness } from '../modules/health/readiness.js';
import type { Services } from '../services.js';

// Integration tests run the real app on a real database: SQLite always, PostgreSQL too when
// TEST_DATABASE_URL is set. Each app gets its own database (a PostgreSQL schema), so test
// files run in parallel.
export type DbTarget = 'sqlite' | 'postgres';

export const DB_TARGETS: DbTarget[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: App;
  // The app's own services (services.ts), for tests that call one directly.
  services: Services;
  // Whether /health/ready says ready; lib/shutdown.ts turns it off.
  readiness: Readiness;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

// Uploads go to a fresh directory under the system temp dir, never to the checkout's ./data.
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_ENABLED: 'false', WEB_DIST_DIR: '/nonexistent' });
  const uploads = { ...config.uploads, dir: path.join(os.tmpdir(), `portal-test-uploads-${randomBytes(6).toString('hex')}`) };
  return { ...config, uploads, ...overrides };
}

export async function createTestDatabase(target: DbTarget): Promise<{ database: Database; drop(): Promise<void> }> {
  // pg-boss, when a test starts the jobs, keeps its tables in <schema>_jobs (jobs/create-job-runner.ts).
  if (target === 'sqlite') {
    const database = createDatabase({ url: ':memory:' });
    return { database, drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase({ url, schema, poolSize: 4 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.query(`drop schema if exists ${schema}_jobs cascade`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  // Start the background jobs (jobs/), as server.ts does; off by default, so a test that wants
  // a job's effect either starts them or runs the job's work itself.
  startJobs?: boolean;
  // Fastify's logger; none by default.
  logger?: FastifyServerOptions['logger'];
  // The services' clock; read at each call, so a test may move it between calls.
  clock?: () => Date;
}

export async function createTestApp(target: DbTarget, overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await createTestDatabase(target);
  await migrateToLatest(database);
  await seed(database, config);
  const { app, services, readiness } = await buildApp({ config, database, logger: options.logger ?? false, ...(options.clock ? { clock: options.clock } : {}) });
  await app.ready();
  if (options.startJobs) await services.jobs.start();
  return {
    app,
    services,
    readiness,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      await drop();
      await fs.rm(config.uploads.dir, { recursive: true, force: true });
    },
  };
}

// describe() once per database target, with a fresh app for the block.
export function describeEachDb(name: string, body: (ctx: () => TestApp) => void, overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  for (const target of DB_TARGETS) {
    describe(`${name} [${target}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(target, overrides, options);
      }, 60_000);
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}
