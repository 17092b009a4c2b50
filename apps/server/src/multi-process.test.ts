import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@portal/contracts/staff';
import { buildApp } from './app.js';
import { DEMO_MEMBER, DEMO_SHIPPER } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/seed.js';
import type { App } from './lib/http.js';
import type { Services } from './services.js';
import { testConfig } from './test/harness.js';

// Two server processes on one PostgreSQL: both start at once (migrations and seeding race),
// and a session made by one is honoured by the other (no per-process state).
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('two servers on one PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const started: { app: App; services: Services; database: Database }[] = [];

  async function startServer() {
    const config = testConfig();
    const database = createDatabase({ url: url!, schema, poolSize: 3 });
    await migrateToLatest(database);
    await seed(database, config);
    const { app, services } = await buildApp({ config, database, logger: false });
    await app.ready();
    started.push({ app, services, database });
    return { app, services, database };
  }

  afterAll(async () => {
    for (const s of started) {
      await s.app.close();
      await s.database.destroy();
    }
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  it('start together, seed once, and share sessions', async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();

    const [a, b] = await Promise.all([startServer(), startServer()]);
    const members = await a.database.db.selectFrom('member_user').select(['id', 'mobile']).orderBy('id').execute();
    const staff = await b.database.db.selectFrom('staff_user').select('id').execute();
    // The demo member and the demo shipper of its received orders, created once.
    expect(members.map((m) => m.mobile)).toEqual([DEMO_MEMBER.mobile, DEMO_SHIPPER.mobile]);
    // The administrator and one demo account per other role, created once.
    expect(staff).toHaveLength(STAFF_ROLES.length);

    const { token } = await a.services.sessions.create('member', members[0]!.id, { ip: null, userAgent: null });
    await expect(b.services.sessions.resolve(token)).resolves.toMatchObject({ subjectType: 'member', subjectId: members[0]!.id });
  });
});
