import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
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
// TEST_DATABASE_URL is set. Each app gets its own database (in memory, or a PostgreSQL
// database copied from a template), so test files run in parallel.
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
  const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_ENABLED: 'false', SIGN_IN_WORK: 'false', SIGN_IN_WORK_UNIT: '2', SIGN_IN_WORK_ROUNDS: '1', WEB_DIST_DIR: '/nonexistent' });
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

// Migrating and seeding a fresh database took about 6 s per app on PostgreSQL and 0.5 s on
// SQLite, most of the suite's time. Each test worker (one process: the server's files share
// a worker, vitest.config.ts) does it once per seeding setting, into a template, and every app
// starts from a copy: PostgreSQL's CREATE DATABASE … TEMPLATE, SQLite's file bytes opened in
// memory. The seed's uploaded files (identity photos, demo attachments) are copied beside it.
interface Template {
  copy(): Promise<{ database: Database; drop(): Promise<void> }>;
  uploadsDir: string;
}
const templates = new Map<string, Promise<Template>>();

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// A test database's pool has ended, but its connections may still be closing on the server; a
// forced drop then ends them with an error their client, already let go by the pool, raises as
// unhandled. The drop waits (up to 2 s) for them to be gone first.
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 40; tries += 1) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

// Templates are named by the second they were made; a run that died leaves its own behind,
// and the next one drops those older than a day.
async function dropStaleTemplates(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where left(datname, 4) = 'tpl_'`);
  const dayAgo = Math.floor(Date.now() / 1000) - 86_400;
  for (const { datname } of rows) {
    const made = Number(datname.split('_')[1]);
    if (Number.isFinite(made) && made < dayAgo) await client.query(`drop database if exists ${datname} with (force)`);
  }
}

async function makeTemplate(target: DbTarget, config: Config): Promise<Template> {
  const uploadsDir = config.uploads.dir;
  if (target === 'sqlite') {
    const file = path.join(os.tmpdir(), `${randomName('portal-test-template')}.sqlite`);
    const database = createDatabase({ url: file, exclusive: false });
    await migrateToLatest(database);
    await seed(database, config);
    // Bytes opened in memory must not say WAL.
    await sql`pragma journal_mode = delete`.execute(database.db);
    await database.destroy();
    const image = await fs.readFile(file);
    await fs.rm(file, { force: true });
    return { uploadsDir, copy: async () => ({ database: createDatabase({ url: ':memory:', image }), drop: async () => {} }) };
  }
  const name = `tpl_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await onServer(async (client) => {
    await dropStaleTemplates(client);
    await client.query(`create database ${name}`);
  });
  const database = createDatabase({ url: databaseUrl(name), poolSize: 2 });
  await migrateToLatest(database);
  await seed(database, config);
  await database.destroy();
  process.once('beforeExit', () => void onServer((client) => dropDatabase(client, name)).catch(() => undefined));
  return {
    uploadsDir,
    copy: async () => {
      const copyName = randomName('t');
      await onServer((client) => client.query(`create database ${copyName} template ${name}`));
      return {
        database: createDatabase({ url: databaseUrl(copyName), poolSize: 4 }),
        drop: () => onServer((client) => dropDatabase(client, copyName)),
      };
    },
  };
}

// A database as migrated and seeded for this config (only its seeding settings count), and
// its uploads in config.uploads.dir.
async function seededDatabase(target: DbTarget, config: Config): Promise<{ database: Database; drop(): Promise<void> }> {
  // A bucket gets the seed's files only from a seed run against it.
  if (config.uploads.s3) {
    const fresh = await createTestDatabase(target);
    await migrateToLatest(fresh.database);
    await seed(fresh.database, config);
    return fresh;
  }
  const key = `${target}:${JSON.stringify(config.demo)}`;
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(target, testConfig({ demo: config.demo }));
    templates.set(key, template);
    // A failed template is made again by the next app, not handed out as failed for ever.
    template.catch(() => templates.delete(key));
  }
  const ready = await template;
  await fs.cp(ready.uploadsDir, config.uploads.dir, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  const copy = await ready.copy();
  // A server's first query (its migrations) opens the connection; Kysely's destroy() does
  // nothing to a database never queried, which a test closing it on purpose would not notice.
  await sql`select 1`.execute(copy.database.db);
  return copy;
}

export async function createTestApp(target: DbTarget, overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await seededDatabase(target, config);
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
