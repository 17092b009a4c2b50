// Orders at scale (issue 13, "Numbers"): seeds 1,000,000 orders for 10,000 members straight
// into the database, then prints over HTTP, at 200 requests/s in steady arrivals
// (steady-rate.mjs), the p50/p99 of the posted-order
// list (first page with its capped total, and a page 50,000 rows deep by cursor) and of the
// status counts, and how many complete orders per second `create` takes with every check.
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or DATABASE_URL) names a server where
// the bench may create a database (it makes `portal_bench_orders_<random>` and drops it after).
// Needs a built server (`npm run build -w @portal/contracts && npm run build -w @portal/server`).
// Usage: node bench/orders.mjs
//   BENCH_ORDERS (1,000,000), BENCH_MEMBERS (10,000), BENCH_RATE (200 requests/s),
//   BENCH_SECONDS (15 per list run), BENCH_CREATE_SECONDS (10), BENCH_TARGETS (sqlite,postgres)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { cpuMicros, hasTaskset } from './cpu-time.mjs';
import { steadyRate } from './steady-rate.mjs';
import { memberToken, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8294);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CREATE_SECONDS = Number(process.env.BENCH_CREATE_SECONDS ?? 10);
// Every 16th order is the heavy member's (62,500 at a million): a forwarder's big account,
// the one member with a page 50,000 rows deep. The rest are spread evenly (~94 each).
const HEAVY_EVERY = 16;
// A smaller BENCH_ORDERS takes the deep page at 80 % of the heavy member's orders.
const DEEP = Math.min(50_000, Math.floor((ORDERS / HEAVY_EVERY) * 0.8));
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const TARGETS = (process.env.BENCH_TARGETS ?? (PG_URL ? 'sqlite,postgres' : 'sqlite')).split(',');
const base = `http://127.0.0.1:${PORT}`;
const BATCH = 5_000;

// The server on core 0, the load generator (this process) on the others, when there are two.
const pinned = os.cpus().length >= 2 && hasTaskset();
if (pinned) execFileSync('taskset', ['-a', '-p', '-c', `1-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });

// The running server, whose CPU time each measurement reads.
let serverPid = null;

function startServer(env) {
  const args = ['apps/server/dist/server.js'];
  const [command, argv] = pinned ? ['taskset', ['-c', '0', 'node', ...args]] : ['node', args];
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, PORT: String(PORT), NODE_ENV: 'test', LOG_LEVEL: 'error', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  serverPid = child.pid;
  return child;
}

// The first start migrates and seeds; its background jobs start just after /health answers,
// so it is given a moment before it is stopped.
async function stopAfterStart(server) {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await stop(server);
}

async function stop(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

// ---------- the data ----------

const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);
// One order a minute from 2024-01-01: 1,440 a day, so the day's sequence is i % 1,440.
const createdAt = (i) => new Date(START + i * 60_000).toISOString();
const STATUSES = [7, 7, 7, 7, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1, 8, 0];
const TRANSPORT = ['1', '1', '1', '2'];
const PREFIX = { 1: 'SE', 2: 'AI' };
const CONSIGNEES = [
  ['Koffi Kouassi', '225', '0707123456'],
  ['Adebayo Okafor', '234', '8031234567'],
  ['Fatou Diop', '221', '771234567'],
  ['Kwame Mensah', '233', '241234567'],
];
const GOODS = [
  ['LED灯泡', 'LED bulbs'],
  ['手机壳', 'Phone cases'],
  ['运动鞋', 'Sports shoes'],
  ['蜡染布', 'Wax print fabric'],
  ['摩托车配件', 'Motorcycle parts'],
];

const ORDER_COLUMNS = [
  'id', 'member_id', 'creator_type', 'order_no', 'status', 'order_type', 'transport_type', 'channel_id', 'start_city_id', 'start_warehouse_id',
  'dest_country_id', 'dest_city_id', 'dest_warehouse_id', 'consignor_name', 'consignor_area_code', 'consignor_phone', 'consignee_name',
  'consignee_area_code', 'consignee_phone', 'marks', 'currency', 'customs_type', 'issuing_method', 'warehouse_type', 'harvest_method',
  'delivery_date', 'delivery_address', 'address_detail', 'drawee', 'package_type', 'total_num', 'total_volume', 'total_weight', 'total_worth',
  'created_at', 'updated_at', 'submitted_at',
];
// PostgreSQL array types of the columns above, for `unnest`.
const ORDER_TYPES = [
  'int8', 'int8', 'int2', 'text', 'int2', 'text', 'text', 'int8', 'int8', 'int8', 'int8', 'int8', 'int8', 'text', 'text', 'text', 'text', 'text',
  'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'int4', 'int8', 'int8', 'int8', 'timestamptz',
  'timestamptz', 'timestamptz',
];
const GOODS_COLUMNS = ['order_id', 'line_no', 'pro_zh', 'pro_en', 'num', 'unit', 'quantity', 'volume', 'weight', 'worth', 'prod_attr_ids'];
const GOODS_TYPES = ['int8', 'int4', 'text', 'text', 'int4', 'text', 'int4', 'int8', 'int8', 'int8', 'text'];
const EVENT_COLUMNS = ['order_id', 'status', 'time', 'created_at'];
const EVENT_TYPES = ['int8', 'int2', 'timestamptz', 'timestamptz'];

// Order i of the bench, its goods line and its first event, as column values.
function rows(i, ctx) {
  const memberId = i % HEAVY_EVERY === 0 ? ctx.heavyId : ctx.firstMemberId + 1 + (i % (MEMBERS - 1));
  // Divided first, so that the heavy member's orders (every 16th) vary too.
  const status = STATUSES[Math.floor(i / 7) % STATUSES.length];
  const transport = TRANSPORT[Math.floor(i / 3) % TRANSPORT.length];
  const at = createdAt(i);
  const day = at.slice(2, 10).replaceAll('-', '');
  const [consignee, areaCode, phone] = CONSIGNEES[i % CONSIGNEES.length];
  const [proZh, proEn] = GOODS[i % GOODS.length];
  const num = 1 + (i % 40);
  const id = ctx.firstOrderId + i;
  const route = transport === '2' ? ctx.air : ctx.sea;
  const order = [
    id, memberId, 1, `${PREFIX[transport]}${day}${String((i % 1440) + 1).padStart(6, '0')}`, status, '1', transport, route.channel, route.startCity,
    route.startWarehouse, route.destCountry, route.destCity, route.destWarehouse, 'Li Wei', '86', '13912345678', consignee, areaCode, phone,
    `M${(i % 997).toString(36).toUpperCase()}${memberId}`, 'USD', 'consolidated', 'electronic', 'general', 'self_delivery',
    new Date(START + i * 60_000 + 3 * DAY).toISOString().slice(0, 10), 'Treichville', 'Boulevard de Marseille, Zone 3', 'shipper', 'carton',
    num, num * 60_000, num * 12_000, num * 15_000, at, at, status === 0 ? null : at,
  ];
  const goods = [id, 1, proZh, proEn, num, 'carton', num * 50, num * 60_000, num * 12_000, num * 15_000, `[${ctx.general}]`];
  const event = status === 0 ? null : [id, 1, at, at];
  return { order, goods, event };
}

// Ids of the seeded places the bench orders use, and where new rows' ids start.
async function context(query) {
  const one = async (sql, ...params) => (await query(sql, params))[0];
  const region = async (code) => (await one('select id from region where code = $1', code)).id;
  const warehouse = async (code) => (await one('select id from warehouse where code = $1', code)).id;
  const channel = async (code) => (await one('select id from channel where code = $1', code)).id;
  const sea = {
    channel: await channel('SEA_STANDARD'),
    startCity: await region('CN-GUANGZHOU'),
    startWarehouse: await warehouse('WH-CN-GZ'),
    destCountry: await region('CI'),
    destCity: await region('CI-ABIDJAN'),
    destWarehouse: await warehouse('WH-CI-ABJ'),
  };
  const firstMemberId = Number((await one('select coalesce(max(id), 0) + 1 as n from member_user')).n);
  const demo = await one("select password_hash from member_user where mobile = '13800138000'");
  return {
    sea,
    air: { ...sea, channel: await channel('AIR_NORMAL') },
    general: (await one("select id from product_attr where code = 'general'")).id,
    firstMemberId,
    heavyId: firstMemberId,
    firstOrderId: Number((await one('select coalesce(max(id), 0) + 1 as n from ship_order')).n),
    passwordHash: demo.password_hash,
  };
}

// Members 150 0000 0000 + k, all with the demo password and a certified real name.
function memberRows(ctx) {
  const now = new Date().toISOString();
  const members = [];
  const realNames = [];
  for (let k = 0; k < MEMBERS; k++) {
    const id = ctx.firstMemberId + k;
    members.push([id, '86', `150${String(k).padStart(8, '0')}`, ctx.passwordHash, `Bench member ${k}`, 0, `BENCH${String(k).padStart(8, '0')}`, now, now, now]);
    realNames.push([id, 'Bench Member', 'mainland_id', '110105194912310021', 'bench-img-1', 'bench-img-2', '[]', 2, now, now, now, now]);
  }
  return { members, realNames };
}
const MEMBER_COLUMNS = ['id', 'area_code', 'mobile', 'password_hash', 'nickname', 'status', 'referral_code', 'password_changed_at', 'created_at', 'updated_at'];
const MEMBER_TYPES = ['int8', 'text', 'text', 'text', 'text', 'int4', 'text', 'timestamptz', 'timestamptz', 'timestamptz'];
const REAL_NAME_COLUMNS = ['member_id', 'name', 'card_type', 'card_number', 'img1', 'img2', 'extra_imgs', 'status', 'submitted_at', 'reviewed_at', 'created_at', 'updated_at'];
const REAL_NAME_TYPES = ['int8', 'text', 'text', 'text', 'text', 'text', 'text', 'int4', 'timestamptz', 'timestamptz', 'timestamptz', 'timestamptz'];

async function seedSqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const query = async (sql, params) => db.prepare(sql.replace(/\$\d+/g, '?')).all(...params);
  const ctx = await context(query);
  const insert = (table, columns) => db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const order = insert('ship_order', ORDER_COLUMNS);
  const goods = insert('ship_order_goods', GOODS_COLUMNS);
  const event = insert('ship_order_event', EVENT_COLUMNS);
  const member = insert('member_user', MEMBER_COLUMNS);
  const realName = insert('member_real_name', REAL_NAME_COLUMNS);
  const { members, realNames } = memberRows(ctx);
  db.transaction(() => {
    for (const m of members) member.run(...m);
    for (const r of realNames) realName.run(...r);
  })();
  for (let from = 0; from < ORDERS; from += 50_000) {
    db.transaction(() => {
      for (let i = from; i < Math.min(ORDERS, from + 50_000); i++) {
        const r = rows(i, ctx);
        order.run(...r.order);
        goods.run(...r.goods);
        if (r.event) event.run(...r.event);
      }
    })();
  }
  db.exec('analyze');
  db.close();
  return ctx;
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const ctx = await context(query);
  const bulk = async (table, columns, types, batch) => {
    if (batch.length === 0) return;
    const arrays = columns.map((_, c) => batch.map((row) => row[c]));
    const sql = `insert into ${table} (${columns.join(', ')}) select * from unnest(${types.map((t, n) => `$${n + 1}::${t}[]`).join(', ')})`;
    await client.query(sql, arrays);
  };
  const { members, realNames } = memberRows(ctx);
  await bulk('member_user', MEMBER_COLUMNS, MEMBER_TYPES, members);
  await bulk('member_real_name', REAL_NAME_COLUMNS, REAL_NAME_TYPES, realNames);
  for (let from = 0; from < ORDERS; from += BATCH) {
    const orders = [];
    const goods = [];
    const events = [];
    for (let i = from; i < Math.min(ORDERS, from + BATCH); i++) {
      const r = rows(i, ctx);
      orders.push(r.order);
      goods.push(r.goods);
      if (r.event) events.push(r.event);
    }
    await bulk('ship_order', ORDER_COLUMNS, ORDER_TYPES, orders);
    await bulk('ship_order_goods', GOODS_COLUMNS, GOODS_TYPES, goods);
    await bulk('ship_order_event', EVENT_COLUMNS, EVENT_TYPES, events);
  }
  for (const table of ['member_user', 'ship_order']) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  // Index-only scans need the visibility map a fresh bulk load has not got yet.
  await client.query('vacuum analyze');
  // And the load's dirty pages written out now, not by a checkpoint during the measurements
  // (a database in service is not freshly loaded).
  await client.query('checkpoint');
  await client.end();
  return ctx;
}

// ---------- the measurements ----------

async function login(mobile) {
  return { authorization: `Bearer ${await memberToken(base, mobile)}`, 'accept-language': 'en_US' };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// A run with the server's CPU time per answer beside it.
async function runMeasured(options) {
  const before = cpuMicros(serverPid);
  const result = await run(options);
  const after = cpuMicros(serverPid);
  const answers = result.requests.total;
  return { result, cpuPerAnswer: before !== null && after !== null && answers > 0 ? (after - before) / answers : null };
}

const cpuText = (micros) => (micros === null ? '' : `, server CPU ${(micros / 1000).toFixed(2)} ms/answer`);

// p50/p99 of one GET at the fixed rate, in steady arrivals (steady-rate.mjs), after a short
// warm-up.
async function atRate(label, url, headers) {
  await steadyRate({ url, headers, rate: RATE, seconds: 2 });
  const before = cpuMicros(serverPid);
  const result = await steadyRate({ url, headers, rate: RATE, seconds: SECONDS });
  const after = cpuMicros(serverPid);
  const cpuPerAnswer = before !== null && after !== null && result.answered > 0 ? (after - before) / result.answered : null;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const figure = { label, p50: result.p50, p99: result.p99, rps: result.rps, cpuPerAnswer };
  console.log(`  ${label.padEnd(46)} p50 ${String(figure.p50).padStart(3)} ms   p99 ${String(figure.p99).padStart(3)} ms   (${figure.rps.toFixed(0)} req/s${cpuText(cpuPerAnswer)})`);
  return figure;
}

function validOrder(ctx, marks) {
  return {
    orderType: '1',
    transportType: '1',
    channelId: ctx.sea.channel,
    startCityId: ctx.sea.startCity,
    startWarehouseId: ctx.sea.startWarehouse,
    destCountryId: ctx.sea.destCountry,
    destCityId: ctx.sea.destCity,
    destWarehouseId: ctx.sea.destWarehouse,
    consignor: { name: 'Li Wei', company: 'Guangzhou Lighting Co.', areaCode: '86', phone: '13912345678', email: 'li.wei@example.com' },
    consignee: { name: 'Kouadio Yao', company: 'Yao Distribution', areaCode: '225', phone: '0701020304', email: 'yao@example.ci' },
    marks,
    goods: [
      { proZh: 'LED灯', proEn: 'LED lamps', num: 10, unit: 'carton', quantity: 500, volume: 1_200_000, weight: 150_000, worth: 250_000, prodAttrArr: [ctx.general] },
      { proZh: '插座', proEn: 'Sockets', num: 5, unit: 'carton', quantity: 300, volume: 400_000, weight: 60_000, worth: 90_000 },
    ],
    deliveryDate: '2026-12-01',
    deliveryaddress: 'Cocody',
    addressdetail: 'Rue des Jardins 12, Abidjan',
  };
}

async function measure(target, ctx, deepRow, countOrders) {
  const heavy = await login('15000000000');
  const typical = await login('15000000042');
  const creator = await login('15000000007');
  const page = `${base}/app-api/order/order/page?pageSize=20`;
  const deepCursor = Buffer.from(JSON.stringify([deepRow.created_at, deepRow.id])).toString('base64url');
  const deepCheck = await fetch(`${page}&cursor=${deepCursor}`, { headers: heavy }).then((r) => r.json());
  if (deepCheck.data.list.length !== 20) throw new Error('the deep page came back short');
  const firstCheck = await fetch(page, { headers: heavy }).then((r) => r.json());

  console.log(`\n${target}: ${ORDERS.toLocaleString('en')} orders, ${MEMBERS.toLocaleString('en')} members; the heavy member holds ${firstCheck.data.totalCapped ? `${firstCheck.data.total.toLocaleString('en')}+` : firstCheck.data.total} (${Math.ceil(ORDERS / HEAVY_EVERY).toLocaleString('en')}) — ${RATE} requests/s, ${SECONDS} s each`);
  // A yardstick from the same run: the profile call every page load makes (docs/decisions.md
  // gives its CPU per answer on a quiet machine), so a busy machine's figures can be scaled.
  const yardstick = await atRate('(yardstick) GET /app-api/member/user/get', `${base}/app-api/member/user/get`, typical);
  const first = await atRate('posted list, first page + capped total (heavy)', page, heavy);
  const deep = await atRate(`posted list, page ${DEEP.toLocaleString('en')} rows deep (heavy)`, `${page}&cursor=${deepCursor}`, heavy);
  await atRate('posted list, first page (typical member)', page, typical);
  await atRate('posted list, status filter, first page (heavy)', `${page}&status=2`, heavy);
  await atRate('status counts (heavy)', `${base}/app-api/order/order/status-count?role=posted`, heavy);

  const before = await countOrders();
  let n = 0;
  const { result: created, cpuPerAnswer: createCpu } = await runMeasured({
    url: `${base}/app-api/order/order/create`,
    method: 'POST',
    connections: 8,
    duration: CREATE_SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...creator, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(validOrder(ctx, `BENCH${(n++).toString(36).toUpperCase()}`)),
        }),
      },
    ],
  });
  const made = (await countOrders()) - before;
  if (created.non2xx > 0 || created.errors > 0) throw new Error(`create: ${created.non2xx} non-2xx, ${created.errors} errors`);
  const perSecond = made / CREATE_SECONDS;
  console.log(`  ${'create (complete order, every check, idempotency key)'.padEnd(46)} ${perSecond.toFixed(0)} orders/s   p50 ${created.latency.p50} ms   p99 ${created.latency.p99} ms   (${made.toLocaleString('en')} made, 8 connections${cpuText(createCpu)}${createCpu ? ` = ${(1e6 / createCpu).toFixed(0)} orders/s of one core` : ''})`);
  if (yardstick.cpuPerAnswer) console.log(`  server CPU per answer relative to the yardstick: first page ${(first.cpuPerAnswer / yardstick.cpuPerAnswer).toFixed(1)}×, deep page ${(deep.cpuPerAnswer / yardstick.cpuPerAnswer).toFixed(1)}×, create ${(createCpu / yardstick.cpuPerAnswer).toFixed(1)}×; load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(`  targets: list p99 ≤ 15 ms (${first.p99 <= 15 && deep.p99 <= 15 ? 'met' : 'missed'}), deep within 2× of first (${deep.p50 <= 2 * Math.max(first.p50, 1) ? 'met' : 'missed'})${target === 'SQLite' ? `, ≥ 500 creations/s (${perSecond >= 500 ? 'met' : 'missed'})` : ''}`);
}

// The row at DEEP of the heavy member's list, newest first.
const DEEP_SQL = 'select id, created_at from ship_order where member_id = $1 and deleted_at is null order by created_at desc, id desc limit 1 offset $2';

async function benchSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-orders-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server = startServer(env);
  try {
    await waitFor(`${base}/health`);
    await stopAfterStart(server);
    const file = path.join(dataDir, 'portal.sqlite');
    const started = performance.now();
    const ctx = await seedSqlite(file);
    console.log(`\nSQLite: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const db = new Database(file, { readonly: true });
    const deepRow = db.prepare(DEEP_SQL.replace(/\$\d/g, '?')).get(ctx.heavyId, DEEP - 1);
    db.close();
    server = startServer(env);
    await waitFor(`${base}/health`);
    await measure('SQLite', ctx, deepRow, countThroughApi);
  } finally {
    await stop(server);
    if (process.env.BENCH_KEEP === '1') console.log(`  kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Orders the creation member holds (the server holds the SQLite file alone, so through the API).
async function countThroughApi() {
  const creator = await login('15000000007');
  const answer = await fetch(`${base}/app-api/order/order/status-count?role=posted`, { headers: creator }).then((r) => r.json());
  return answer.data.all;
}

async function benchPostgres() {
  const name = `portal_bench_orders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-orders-pg-')) };
  let server = startServer(env);
  try {
    await waitFor(`${base}/health`);
    await stopAfterStart(server);
    const started = performance.now();
    const ctx = await seedPostgres(url.toString());
    console.log(`\nPostgreSQL: seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const deepRow = (await client.query(DEEP_SQL, [ctx.heavyId, DEEP - 1])).rows[0];
    // node-postgres gives timestamptz as a Date and bigint as a string.
    deepRow.created_at = new Date(deepRow.created_at).toISOString();
    deepRow.id = Number(deepRow.id);
    await client.end();
    server = startServer(env);
    await waitFor(`${base}/health`);
    await measure('PostgreSQL', ctx, deepRow, countThroughApi);
  } finally {
    await stop(server);
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (process.env.BENCH_KEEP !== '1') {
      await admin.query(`drop database if exists ${name} with (force)`);
    } else console.log(`  kept ${url.toString()}`);
    await admin.end();
  }
}

if (TARGETS.includes('sqlite')) await benchSqlite();
if (TARGETS.includes('postgres')) {
  if (!PG_URL) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL run');
  await benchPostgres();
}
