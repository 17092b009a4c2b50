// The operations dashboard at scale (issue 26, "Dashboards"): fills 1,000,000 orders over the
// last year (with their receipts, 5,000 shipments, 20,000 exceptions, 50,000 consultations and
// complaints, 2,000 verifications) straight into a freshly migrated database, then prints each
// dashboard query's time (the repository the route runs, modules/dashboard), median and
// slowest of BENCH_RUNS, and the whole summary as the route runs it (the seven at once).
// SQLite always; PostgreSQL too when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL names
// a server where the bench may create a database (`portal_bench_dashboard_<random>`, dropped
// after; BENCH_KEEP=1 keeps it and the SQLite file).
// Needs a built server (`npm run build -w @portal/contracts && npm run build -w @portal/server`).
// Usage: node bench/dashboard.mjs
//   BENCH_ORDERS (1,000,000), BENCH_RUNS (7), BENCH_TARGETS (sqlite,postgres)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = (file) => import(path.join(root, 'apps/server/dist', file));
const { createDatabase } = await dist('db/database.js');
const { migrateToLatest } = await dist('db/migrate.js');
const { DashboardRepository } = await dist('modules/dashboard/dashboard.repository.js');
const { DASHBOARD_DEFAULT_WINDOW, windowStart } = await import('@portal/contracts/dashboard');

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGETS = (process.env.BENCH_TARGETS ?? (PG_URL ? 'sqlite,postgres' : 'sqlite')).split(',');
const MEMBERS = 1_000;
const SHIPMENTS = Math.max(10, Math.round(ORDERS / 200));
const EXCEPTIONS = Math.max(10, Math.round(ORDERS / 50));
const THREADS = Math.max(10, Math.round(ORDERS / 20));
const BATCH = 5_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.now();
const YEAR = 365 * DAY;
const iso = (ms) => new Date(ms).toISOString();

// ---------- the data ----------

// Order i was created at an even spread over the year before now (about 2,740 a day at a
// million). Its status follows its age: old orders are delivered (some cancelled or returned),
// the last weeks' are on their way, in the warehouse (a fifth) or awaiting it.
const orderAt = (i) => NOW - YEAR + Math.floor(((i + 1) * YEAR) / ORDERS);
function orderStatus(i, age) {
  const r = (i * 7919) % 100;
  if (age > 60 * DAY) return r < 3 ? 8 : r < 4 ? 9 : 7;
  if (age > 30 * DAY) return r < 40 ? 7 : r < 60 ? 6 : r < 80 ? 5 : r < 95 ? 4 : 8;
  if (age > 10 * DAY) return r < 25 ? 4 : r < 45 ? 3 : r < 70 ? 2 : r < 90 ? 1 : r < 95 ? 0 : 8;
  return r < 20 ? 2 : r < 80 ? 1 : r < 90 ? 0 : 8;
}
const TRANSPORT = ['1', '1', '1', '2', '3', '4', null];

const MEMBER_COLUMNS = ['id', 'area_code', 'mobile', 'password_hash', 'nickname', 'status', 'referral_code', 'password_changed_at', 'created_at', 'updated_at'];
const MEMBER_TYPES = ['int8', 'text', 'text', 'text', 'text', 'int4', 'text', 'timestamptz', 'timestamptz', 'timestamptz'];
const ORDER_COLUMNS = ['id', 'member_id', 'creator_type', 'order_no', 'status', 'order_type', 'transport_type', 'marks', 'created_at', 'updated_at', 'submitted_at', 'deleted_at'];
const ORDER_TYPES = ['int8', 'int8', 'int2', 'text', 'int2', 'text', 'text', 'text', 'timestamptz', 'timestamptz', 'timestamptz', 'timestamptz'];
const RECEIPT_COLUMNS = ['order_id', 'cartons', 'size', 'volume', 'weight', 'in_time', 'updated_at', 'complete'];
const RECEIPT_TYPES = ['int8', 'int4', 'text', 'int8', 'int8', 'timestamptz', 'timestamptz', 'int2'];
const SHIPMENT_COLUMNS = ['kind', 'number', 'etd', 'eta', 'port_of_loading', 'port_of_discharge', 'capacity_volume', 'capacity_weight', 'status', 'departed_at', 'created_at', 'updated_at'];
const SHIPMENT_TYPES = ['text', 'text', 'timestamptz', 'timestamptz', 'text', 'text', 'int8', 'int8', 'int2', 'timestamptz', 'timestamptz', 'timestamptz'];
const EXCEPTION_COLUMNS = ['order_id', 'member_id', 'type', 'description', 'status', 'created_at', 'updated_at'];
const EXCEPTION_TYPES = ['int8', 'int8', 'text', 'text', 'int2', 'timestamptz', 'timestamptz'];
const THREAD_COLUMNS = ['member_id', 'kind', 'title', 'contact', 'phone_area_code', 'phone', 'order_no', 'content', 'status', 'reply_due_at', 'closed_at', 'created_at', 'updated_at'];
const THREAD_TYPES = ['int8', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'int2', 'timestamptz', 'timestamptz', 'timestamptz', 'timestamptz'];
const REAL_NAME_COLUMNS = ['member_id', 'name', 'card_type', 'card_number', 'img1', 'img2', 'extra_imgs', 'status', 'submitted_at', 'created_at', 'updated_at'];
const REAL_NAME_TYPES = ['int8', 'text', 'text', 'text', 'text', 'text', 'text', 'int2', 'timestamptz', 'timestamptz', 'timestamptz'];
const ENTERPRISE_COLUMNS = ['member_id', 'name', 'legal_person', 'card_number', 'certificate_img', 'attachments', 'status', 'submitted_at', 'created_at', 'updated_at'];
const ENTERPRISE_TYPES = ['int8', 'text', 'text', 'text', 'text', 'text', 'int2', 'timestamptz', 'timestamptz', 'timestamptz'];

// Every table's rows in batches, in an order the foreign keys accept.
function* batches() {
  const now = iso(NOW);
  const members = [];
  for (let k = 0; k < MEMBERS; k++) members.push([k + 1, '86', `151${String(k).padStart(8, '0')}`, 'x', `Dashboard bench ${k}`, 0, `DASH${k}`, now, now, now]);
  yield ['member_user', MEMBER_COLUMNS, MEMBER_TYPES, members];
  const realNames = [];
  const enterprises = [];
  for (let k = 0; k < MEMBERS; k++) {
    // One in twenty waits for a reviewer, submitted in the last days.
    const at = iso(NOW - ((k % 97) + 1) * HOUR);
    realNames.push([k + 1, 'Bench Member', 'mainland_id', '110105194912310021', 'a', 'b', '[]', k % 20 === 0 ? 0 : 2, at, at, at]);
    enterprises.push([k + 1, 'Bench Co', 'Bench Member', '91440101MA59', 'c', '[]', k % 50 === 0 ? 0 : 1, at, at, at]);
  }
  yield ['member_real_name', REAL_NAME_COLUMNS, REAL_NAME_TYPES, realNames];
  yield ['member_enterprise', ENTERPRISE_COLUMNS, ENTERPRISE_TYPES, enterprises];

  for (let from = 0; from < ORDERS; from += BATCH) {
    const orders = [];
    const receipts = [];
    for (let i = from; i < Math.min(ORDERS, from + BATCH); i++) {
      const at = orderAt(i);
      const status = orderStatus(i, NOW - at);
      const created = iso(at);
      orders.push([i + 1, (i % MEMBERS) + 1, 1, `BD${String(i).padStart(9, '0')}`, status, '1', TRANSPORT[i % TRANSPORT.length], `M${i % 997}`, created, created, status === 0 ? null : created, i % 100 === 0 ? created : null]);
      if (status >= 2 && status !== 8) receipts.push([i + 1, 3, '60x40x40', 288_000, 42_000, iso(Math.min(NOW, at + ((i % 48) + 1) * HOUR)), created, 1]);
    }
    yield ['ship_order', ORDER_COLUMNS, ORDER_TYPES, orders];
    yield ['ship_order_receipt', RECEIPT_COLUMNS, RECEIPT_TYPES, receipts];
  }

  // Shipments one every 1.75 hours over the year, ETD five days after: the older ones delivered,
  // the recent ones on the chain; four in five left within a day of their ETD.
  const shipments = [];
  for (let s = 0; s < SHIPMENTS; s++) {
    const created = NOW - YEAR + Math.floor(((s + 1) * YEAR) / SHIPMENTS);
    const etd = created + 5 * DAY;
    const age = NOW - etd;
    const status = age < 0 ? 2 : age > 40 * DAY ? 7 : 3 + Math.min(3, Math.floor(age / (10 * DAY)));
    const departed = status === 2 ? null : iso(etd + (s % 5 === 0 ? 40 : (s % 20) - 6) * HOUR);
    shipments.push([s % 3 === 0 ? 'air' : 'sea', `DASH${String(s).padStart(7, '0')}`, iso(etd), iso(etd + 30 * DAY), 'Guangzhou', 'Abidjan', 60_000_000, 20_000_000, status, departed, iso(created), iso(created)]);
  }
  yield ['shipment', SHIPMENT_COLUMNS, SHIPMENT_TYPES, shipments];

  // Exceptions on orders over the year: the old ones finished, one in forty still open.
  const exceptions = [];
  for (let e = 0; e < EXCEPTIONS; e++) {
    const order = Math.floor((e * ORDERS) / EXCEPTIONS);
    const at = iso(orderAt(order) + DAY);
    exceptions.push([order + 1, (order % MEMBERS) + 1, '1', 'Over the declared weight', e % 40 === 0 ? (e % 80 === 0 ? 0 : 2) : 1, at, at]);
  }
  yield ['abnormal_item', EXCEPTION_COLUMNS, EXCEPTION_TYPES, exceptions];

  // Threads over the year: answered and closed, but the last days' (one in a hundred open).
  const threads = [];
  for (let t = 0; t < THREADS; t++) {
    const created = NOW - YEAR + Math.floor(((t + 1) * YEAR) / THREADS);
    const open = t % 100 === 0 || NOW - created < 3 * DAY;
    const kind = ['consult', 'suggestion', 'complaint'][t % 3];
    threads.push([(t % MEMBERS) + 1, kind, 'Where is my cargo', 'Bench', '86', '15100000000', '', 'Please tell me', open ? (t % 2) + 1 : 3, iso(created + 24 * HOUR), open ? null : iso(created + 2 * DAY), iso(created), iso(created)]);
  }
  yield ['member_advice', THREAD_COLUMNS, THREAD_TYPES, threads];
}

async function fillSqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const statements = new Map();
  for (const [table, columns, , rows] of batches()) {
    if (!statements.has(table)) statements.set(table, db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`));
    const insert = statements.get(table);
    db.transaction(() => {
      for (const row of rows) insert.run(...row);
    })();
  }
  db.exec('analyze');
  db.close();
}

async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const [table, columns, types, rows] of batches()) {
    if (rows.length === 0) continue;
    const arrays = columns.map((_, c) => rows.map((row) => row[c]));
    await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${types.map((t, n) => `$${n + 1}::${t}[]`).join(', ')})`, arrays);
  }
  for (const table of ['member_user', 'ship_order']) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  // Index-only scans need the visibility map a fresh bulk load has not got yet.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
  await client.end();
}

// ---------- the measurements ----------

async function measure(label, database) {
  const repo = new DashboardRepository(database.db, database.dialect);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const from = (days) => `${windowStart(today, days)}T00:00:00.000Z`;
  const queries = [
    [`orders per day by status and route, ${DASHBOARD_DEFAULT_WINDOW} days`, () => repo.ordersByDay(from(DASHBOARD_DEFAULT_WINDOW))],
    ['orders per day by status and route, 30 days', () => repo.ordersByDay(from(30))],
    ['cargo in the warehouse: ages and oldest', () => repo.warehouse(now)],
    ['containers by stage', () => repo.containers()],
    ['departures against ETD, 14 days', () => repo.departures(from(14), now)],
    ['open exceptions by age', () => repo.exceptions(now)],
    ['open threads against the reply clock', () => repo.care(now)],
    ['verifications waiting', () => repo.verifications()],
    [
      'the whole summary (the route: all at once)',
      () => Promise.all([repo.ordersByDay(from(14)), repo.warehouse(now), repo.containers(), repo.departures(from(14), now), repo.exceptions(now), repo.care(now), repo.verifications()]),
    ],
  ];
  console.log(`\n${label}: ${ORDERS.toLocaleString('en')} orders, ${SHIPMENTS.toLocaleString('en')} shipments, ${EXCEPTIONS.toLocaleString('en')} exceptions, ${THREADS.toLocaleString('en')} threads — median and slowest of ${RUNS} runs after one warm-up`);
  const figures = [];
  for (const [name, run] of queries) {
    const answer = await run();
    const times = [];
    for (let n = 0; n < RUNS; n++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const rows = Array.isArray(answer) ? answer.length : Object.keys(answer).length;
    const median = times[Math.floor(times.length / 2)];
    figures.push({ name, median, max: times.at(-1) });
    console.log(`  ${name.padEnd(52)} ${median.toFixed(1).padStart(7)} ms   (slowest ${times.at(-1).toFixed(1).padStart(7)} ms, ${rows} groups)`);
  }
  // How the largest one reads: the plan of the orders-per-day query (the repository's, written
  // out), which should name ship_order_dashboard_idx and no table read.
  const day = database.dialect === 'postgres' ? "to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')" : 'substr(created_at, 1, 10)';
  const query = `select ${day} as day, status, transport_type, count(*) as n from ship_order where deleted_at is null and created_at >= '${from(30)}' and status <> 0 group by 1, status, transport_type`;
  const { sql } = await import('kysely');
  const plan = await sql.raw(`${database.dialect === 'postgres' ? 'explain' : 'explain query plan'} ${query}`).execute(database.db);
  console.log(`  plan of orders per day: ${plan.rows.map((r) => (r['QUERY PLAN'] ?? r.detail).trim()).join(' | ')}`);
  return figures;
}

async function benchSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-dashboard-'));
  const file = path.join(dir, 'portal.sqlite');
  try {
    const fresh = createDatabase({ url: file });
    await migrateToLatest(fresh);
    await fresh.destroy();
    const started = performance.now();
    await fillSqlite(file);
    console.log(`\nSQLite: filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const database = createDatabase({ url: file });
    try {
      await measure('SQLite', database);
    } finally {
      await database.destroy();
    }
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`  kept ${file}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `portal_bench_dashboard_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    const database = createDatabase({ url: url.toString() });
    try {
      await migrateToLatest(database);
      const started = performance.now();
      await fillPostgres(url.toString());
      console.log(`\nPostgreSQL: filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      await measure('PostgreSQL', database);
    } finally {
      await database.destroy();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1') await admin.query(`drop database if exists ${name}`);
    else console.log(`  kept ${url.toString()}`);
    await admin.end();
  }
}

if (TARGETS.includes('sqlite')) await benchSqlite();
if (TARGETS.includes('postgres')) {
  if (!PG_URL) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL, TEST_DATABASE_URL) is needed for the PostgreSQL run');
  await benchPostgres();
}
