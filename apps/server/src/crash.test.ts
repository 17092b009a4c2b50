import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { GIFT_EXCHANGE_METHOD, type RedeemResult } from '@portal/contracts/gifts';
import type { OrderSaved } from '@portal/contracts/order';
import { POINT_OPERATION } from '@portal/contracts/points';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { buildApp } from './app.js';
import { loadConfig, sqliteFile, type Config } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { inTransaction } from './db/executor.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/seed.js';
import { hashPassword } from './lib/password.js';
import { call, staffToken } from './test/auth-helpers.js';
import { freePort } from './test/free-port.js';
import type { TestApp } from './test/harness.js';
import { insertOrder, newMember, orderPlaces, validOrder } from './test/order-helpers.js';

// kill -9 during write loops: a real server process (server.ts from source, as
// graceful-shutdown.test.ts runs one) takes orders, gift redemptions and cargo releases from
// one member at full speed and is killed with SIGKILL at a random moment; the database it leaves
// must pass its integrity checks and hold every write the server answered yes to, and the next
// start (on the same database) must go on from there. SQLite (the file's WAL) and PostgreSQL.
// The suite runs KILL_TRIALS (default 2) on each; `KILL_TRIALS=20` is the bench run and prints
// the figures (bench/README.md).
const TRIALS = Number(process.env.KILL_TRIALS ?? 2);
const BENCH = process.env.KILL_TRIALS !== undefined;
const CONTROL_PASSWORD = 'ctrl5678';
const CARTONS = 1_000_000;
const GIFT_STOCK = 1_000_000;
const consignee = { name: 'Awa Diop', areaCode: '221', phone: '771234567' };

const serverSource = fileURLToPath(new URL('./server.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(serverSource), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fixture {
  token: string;
  memberId: number;
  order: Record<string, unknown>;
  giftId: number;
  outletId: number;
  controlledOrderId: number;
}

interface Acknowledged {
  orders: number[];
  exchanges: number[];
  releases: number;
}

// The member, the gift and the controlled cargo the loops write to, made through the app in
// this process before any server process runs.
async function prepare(config: Config, database: Database): Promise<Fixture> {
  await migrateToLatest(database);
  await seed(database, config);
  const { app, services, readiness } = await buildApp({ config, database, logger: false });
  await app.ready();
  const t: TestApp = { app, services, readiness, database, config, close: async () => {} };
  try {
    const member = await newMember(t);
    const admin = await staffToken(t);
    await inTransaction(database.db, (tx) => services.pointLedger.credit(tx, { memberId: member.id, amount: 1_000_000_000, operation: POINT_OPERATION.staffAdded, reason: 'kill -9 trials' }));
    const gift = await call<{ id: number }>(app, 'POST', '/admin-api/member/gift/save', { token: admin, body: { name: { zh_CN: '杯子', en_US: 'Cup', fr_FR: 'Tasse' }, description: { en_US: 'A cup' }, points: 1 } });
    expect((await call(app, 'POST', '/admin-api/member/gift/stock', { token: admin, body: { id: gift.data.id, delta: GIFT_STOCK } })).code).toBe(0);
    const outlet = await call<{ id: number }>(app, 'POST', '/admin-api/member/gift/outlet/save', {
      token: admin,
      body: { name: { zh_CN: '网点', en_US: 'Outlet' }, city: 'Guangzhou', address: '1 Test Road', phone: '020-1234', method: GIFT_EXCHANGE_METHOD.pickup, pickupPoints: 0 },
    });
    // Cargo under the member's control, received with more cartons than any run releases.
    const controlled = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.awaitingWarehousing });
    await database.db
      .updateTable('ship_order')
      .set({ is_cargo_control: 1, controller_name: 'Koffi Yao', controller_area_code: member.areaCode, controller_phone: member.mobile })
      .where('id', '=', controlled.id)
      .execute();
    const receipt = { orderId: controlled.id, cartons: CARTONS, size: '60×40×40 cm', volume: 384_000, weight: 51_500, inTime: new Date().toISOString(), place: 'Yiwu warehouse' };
    expect((await call(app, 'POST', '/admin-api/order/receipt', { token: admin, body: receipt })).code).toBe(0);
    await database.db.updateTable('member_user').set({ control_password_hash: await hashPassword(CONTROL_PASSWORD), control_password_set_at: new Date().toISOString() }).where('id', '=', member.id).execute();
    const order = validOrder(await orderPlaces(t)) as unknown as Record<string, unknown>;
    return { token: member.token, memberId: member.id, order, giftId: gift.data.id, outletId: outlet.data.id, controlledOrderId: controlled.id };
  } finally {
    await app.close();
  }
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; stderr: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverSource], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return { child, stderr: () => stderr };
}

async function waitReady(port: number, server: { child: ChildProcess; stderr: () => string }): Promise<void> {
  const by = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode} while starting:\n${server.stderr()}`);
    if (Date.now() > by) throw new Error(`the server did not start within 60 s:\n${server.stderr()}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
    if (ready?.status === 200) return;
    await sleep(100);
  }
}

let keys = 0;
// One loop of writes, until the server is gone, keeping in `acknowledged` what the writes the
// server answered yes to answered.
async function loop(port: number, token: string, acknowledged: unknown[], write: () => { url: string; body: unknown; key?: boolean }, done: () => boolean): Promise<void> {
  while (!done()) {
    const { url, body, key } = write();
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en_US' };
    if (key) headers['idempotency-key'] = `kill9-${process.pid}-${(keys += 1)}-key`;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      const answer = (await res.json()) as { code: number; data: unknown };
      if (answer.code === 0) acknowledged.push(answer.data);
    } catch {
      // The process is gone (refused, reset): the write in flight was never acknowledged.
      if (done()) break;
    }
  }
}

// The database the killed process left: integrity, and every acknowledged write present.
async function check(database: Database, fixture: Fixture, acknowledged: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const db = database.db;
  if (database.dialect === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    if (integrity.rows.map((r) => r.integrity_check).join() !== 'ok') problems.push(`integrity_check: ${JSON.stringify(integrity.rows)}`);
    const keys = await sql`pragma foreign_key_check`.execute(db);
    if (keys.rows.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(keys.rows.slice(0, 5))}`);
  }
  const orders = await db.selectFrom('ship_order').select(['id', 'status']).where('member_id', '=', fixture.memberId).where('id', '!=', fixture.controlledOrderId).execute();
  const stored = new Map(orders.map((o) => [o.id, o.status]));
  const lostOrders = acknowledged.orders.filter((id) => stored.get(id) !== ORDER_STATUS.awaitingWarehousing);
  if (lostOrders.length > 0) problems.push(`acknowledged orders lost: ${lostOrders.join()}`);
  const goods = await db.selectFrom('ship_order_goods').select(['order_id']).where('order_id', 'in', [0, ...stored.keys()]).execute();
  const lines = new Map<number, number>();
  for (const g of goods) lines.set(g.order_id, (lines.get(g.order_id) ?? 0) + 1);
  const partial = [...stored.keys()].filter((id) => lines.get(id) !== 2);
  if (partial.length > 0) problems.push(`orders without their two goods lines: ${partial.join()}`);

  const exchanges = await db.selectFrom('gift_exchange').select(['id', 'quantity']).where('member_id', '=', fixture.memberId).execute();
  const exchangeIds = new Set(exchanges.map((e) => e.id));
  const lostExchanges = acknowledged.exchanges.filter((id) => !exchangeIds.has(id));
  if (lostExchanges.length > 0) problems.push(`acknowledged redemptions lost: ${lostExchanges.join()}`);
  const gift = await db.selectFrom('gift').select('stock').where('id', '=', fixture.giftId).executeTakeFirstOrThrow();
  const given = exchanges.reduce((sum, e) => sum + e.quantity, 0);
  if (gift.stock + given !== GIFT_STOCK) problems.push(`gift stock ${gift.stock} + ${given} redeemed != ${GIFT_STOCK}`);
  const account = await db.selectFrom('member_point_account').select('available').where('member_id', '=', fixture.memberId).executeTakeFirstOrThrow();
  const ledger = await db.selectFrom('member_point_log').select((eb) => eb.fn.sum<number>('amount').as('sum')).where('member_id', '=', fixture.memberId).executeTakeFirstOrThrow();
  if (Number(account.available) !== Number(ledger.sum)) problems.push(`points available ${account.available} != ledger ${ledger.sum}`);

  const cargo = await db.selectFrom('ship_order').select('control_released_num').where('id', '=', fixture.controlledOrderId).executeTakeFirstOrThrow();
  const releases = await db.selectFrom('cargo_control_event').select('pick_num').where('order_id', '=', fixture.controlledOrderId).where('kind', '=', 'release').execute();
  const releasedByEvents = releases.reduce((sum, r) => sum + (r.pick_num ?? 0), 0);
  if (cargo.control_released_num !== releasedByEvents) problems.push(`released ${cargo.control_released_num} != release events ${releasedByEvents}`);
  if (releases.length < acknowledged.releases) problems.push(`acknowledged releases lost: ${acknowledged.releases} acknowledged, ${releases.length} stored`);
  return problems;
}

interface Target {
  name: 'sqlite' | 'postgres';
  env: NodeJS.ProcessEnv;
  cleanup: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-kill9-'));
  return { name: 'sqlite', env: { DATA_DIR: dataDir }, cleanup: () => fs.rm(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-kill9-'));
  const name = `kill9_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString();
  return {
    name: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const targets = process.env.TEST_DATABASE_URL ? [sqliteTarget, postgresTarget] : [sqliteTarget];

for (const makeTarget of targets) {
  describe(`kill -9 during write loops [${makeTarget === sqliteTarget ? 'sqlite' : 'postgres'}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(`keeps every acknowledged order, redemption and release over ${TRIALS} kills, and its integrity`, { timeout: 120_000 + TRIALS * 60_000 }, async () => {
      const target = await makeTarget();
      cleanups.push(target.cleanup);
      // Only what the server needs: no DATABASE_URL or REDIS_URL of the calling shell.
      const baseEnv: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        CAPTCHA_ENABLED: 'false',
        SEED_DEMO_MEMBER: 'false',
        ...target.env,
      };
      const config = loadConfig(baseEnv);
      const open = () => createDatabase({ url: sqliteFile(config) ?? config.databaseUrl! });
      const prepared = open();
      const fixture = await prepare(config, prepared);
      await prepared.destroy();

      const acknowledged: Acknowledged = { orders: [], exchanges: [], releases: 0 };
      const figures: string[] = [];
      let marks = 0;
      for (let trial = 1; trial <= TRIALS; trial++) {
        const port = await freePort();
        const server = startServer({ ...baseEnv, PORT: String(port) });
        cleanups.push(async () => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill('SIGKILL')));
        await waitReady(port, server);
        let killed = false;
        const done = () => killed;
        const [orders1, orders2, exchanges, releases] = [[], [], [], []] as unknown[][];
        const loops = Promise.all([
          loop(port, fixture.token, orders1!, () => ({ url: '/app-api/order/order/create', body: { ...fixture.order, marks: `KILL${(marks += 1)}` }, key: true }), done),
          loop(port, fixture.token, orders2!, () => ({ url: '/app-api/order/order/create', body: { ...fixture.order, marks: `KILL${(marks += 1)}` }, key: true }), done),
          loop(
            port,
            fixture.token,
            exchanges!,
            () => ({
              url: '/app-api/member/gift/redeem',
              body: { giftId: fixture.giftId, quantity: 1, method: GIFT_EXCHANGE_METHOD.pickup, outletId: fixture.outletId, recipient: 'Li Wei', areaCode: '86', phone: '13912345678', notesRead: true },
              key: true,
            }),
            done,
          ),
          loop(port, fixture.token, releases!, () => ({ url: '/app-api/order/order-cargo-control/release', body: { id: fixture.controlledOrderId, pickNum: 1, consignee, method: 'password', password: CONTROL_PASSWORD } }), done),
        ]);
        // Killed once every loop has had a write through, at a moment of its own in each trial.
        const by = Date.now() + 30_000;
        while ([orders1, orders2, exchanges, releases].some((written) => written!.length === 0) && Date.now() < by) await sleep(20);
        await sleep(Math.floor(Math.random() * 800));
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        killed = true;
        await exited;
        await loops;
        const orders = [...orders1!, ...orders2!].map((o) => (o as OrderSaved).id);
        acknowledged.orders.push(...orders);
        acknowledged.exchanges.push(...exchanges!.map((e) => (e as RedeemResult).exchange.id));
        acknowledged.releases += releases!.length;

        const database = open();
        try {
          const problems = await check(database, fixture, acknowledged);
          figures.push(`trial ${trial}: acknowledged ${orders.length} orders, ${exchanges!.length} redemptions, ${releases!.length} releases; ${problems.length ? problems.join('; ') : 'all present, integrity ok'}`);
          expect(problems, `trial ${trial}`).toEqual([]);
        } finally {
          await database.destroy();
        }
      }
      const total = acknowledged.orders.length + acknowledged.exchanges.length + acknowledged.releases;
      if (BENCH) console.log([`kill -9 [${target.name}], ${TRIALS} trials: ${total} acknowledged writes, 0 lost`, ...figures].join('\n'));
      // Each loop got writes through: the kills fell in the middle of real work.
      expect([acknowledged.orders.length > 0, acknowledged.exchanges.length > 0, acknowledged.releases > 0]).toEqual([true, true, true]);
    });
  });
}
