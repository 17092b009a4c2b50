// Two builds of the server on the same orders, taken in turns (bench/README.md, "Comparing two
// builds"): on a machine others share, a before/after pair measured an hour apart mostly
// measures the neighbours; rounds that alternate the builds on one seeded database see the
// same neighbours. Needs the SQLite directory or the PostgreSQL database that
// `BENCH_KEEP=1 node bench/orders.mjs` kept, and each build's server.js.
// Usage: node bench/orders-compare.mjs <kept data dir | postgres://…/portal_bench_orders_…> <label>=<server.js> <label>=<server.js>
//   BENCH_ROUNDS (3), BENCH_RATE (200 requests/s), BENCH_SECONDS (8 per line and round)
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { cpuMicros, hasTaskset } from './cpu-time.mjs';
import { steadyRate } from './steady-rate.mjs';
import { memberToken, waitFor } from './wait-for.mjs';

const [where, ...builds] = process.argv.slice(2);
if (!where || builds.length < 2) throw new Error('usage: node bench/orders-compare.mjs <kept data dir | postgres URL> <label>=<server.js> <label>=<server.js>');
const postgres = /^postgres(ql)?:\/\//.test(where);
const variants = builds.map((arg) => {
  const [label, file] = arg.split('=');
  return { label, file: path.resolve(file) };
});
const PORT = Number(process.env.BENCH_PORT ?? 8295);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const base = `http://127.0.0.1:${PORT}`;
const DEEP = 50_000;

// As bench/orders.mjs: the server on core 0, the load generator on the others.
const pinned = os.cpus().length >= 2 && hasTaskset();
if (pinned) execFileSync('taskset', ['-a', '-p', '-c', `1-${os.cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });

// The heavy member's row at DEEP (bench/orders.mjs seeds member 150 0000 0000 as the heavy one).
const HEAVY_SQL = "select id from member_user where mobile = '15000000000'";
const DEEP_SQL = 'select id, created_at from ship_order where member_id = $1 and deleted_at is null order by created_at desc, id desc limit 1 offset $2';
async function deepKey() {
  if (!postgres) {
    const db = new Database(path.join(where, 'portal.sqlite'), { readonly: true });
    const row = db.prepare(DEEP_SQL.replace(/\$\d/g, '?')).get(db.prepare(HEAVY_SQL).get().id, DEEP - 1);
    db.close();
    return [row.created_at, row.id];
  }
  const client = new pg.Client({ connectionString: where });
  await client.connect();
  const heavy = (await client.query(HEAVY_SQL)).rows[0].id;
  const row = (await client.query(DEEP_SQL, [heavy, DEEP - 1])).rows[0];
  await client.end();
  // node-postgres gives timestamptz as a Date and bigint as a string.
  return [new Date(row.created_at).toISOString(), Number(row.id)];
}
const deepCursor = Buffer.from(JSON.stringify(await deepKey())).toString('base64url');
const dataDir = postgres ? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-compare-')) : where;

async function login(mobile) {
  return { authorization: `Bearer ${await memberToken(base, mobile)}`, 'accept-language': 'en_US' };
}

async function measure(pid, url, headers) {
  await steadyRate({ url, headers, rate: RATE, seconds: 2 });
  const before = cpuMicros(pid);
  const result = await steadyRate({ url, headers, rate: RATE, seconds: SECONDS });
  const cpu = before === null ? null : (cpuMicros(pid) - before) / result.answered;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.p50, p99: result.p99, cpu };
}

async function withServer(file, work) {
  const [command, argv] = pinned ? ['taskset', ['-c', '0', 'node', file]] : ['node', [file]];
  const env = { ...process.env, PORT: String(PORT), NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres ? where : '' };
  const server = spawn(command, argv, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${base}/health`);
    return await work(server.pid);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

const page = `${base}/app-api/order/order/page?pageSize=20`;
const lines = [
  ['yardstick: user/get', `${base}/app-api/member/user/get`, 'typical'],
  ['first page + capped total (heavy)', page, 'heavy'],
  [`page ${DEEP.toLocaleString('en')} rows deep (heavy)`, `${page}&cursor=${deepCursor}`, 'heavy'],
  ['first page (typical member)', page, 'typical'],
  ['status filter, first page (heavy)', `${page}&status=2`, 'heavy'],
  ['status counts (heavy)', `${base}/app-api/order/order/status-count?role=posted`, 'heavy'],
];
const figures = new Map();
for (let round = 0; round < ROUNDS; round++) {
  // Each round starts with the other build, so neither always follows the other.
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const variant of order) {
    await withServer(variant.file, async (pid) => {
      const members = { heavy: await login('15000000000'), typical: await login('15000000042') };
      for (const [label, url, who] of lines) {
        const figure = await measure(pid, url, members[who]);
        const key = `${label}|${variant.label}`;
        figures.set(key, [...(figures.get(key) ?? []), figure]);
        console.log(`round ${round + 1} ${variant.label.padEnd(8)} ${label.padEnd(36)} p50 ${String(figure.p50).padStart(3)} ms  p99 ${String(figure.p99).padStart(4)} ms  CPU ${(figure.cpu / 1000).toFixed(2)} ms/answer`);
      }
    });
  }
}

// Per line and build: the median over the rounds of p50, p99 and CPU per answer.
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nmedians of ${ROUNDS} rounds (${RATE} requests/s, ${SECONDS} s each; load average ${os.loadavg()[0].toFixed(1)} at the end)`);
for (const [label] of lines) {
  const cells = variants.map((variant) => {
    const runs = figures.get(`${label}|${variant.label}`);
    return `${variant.label} ${median(runs.map((r) => r.p50))} / ${median(runs.map((r) => r.p99))} ms, ${(median(runs.map((r) => r.cpu)) / 1000).toFixed(2)} ms CPU`;
  });
  console.log(`  ${label.padEnd(36)} ${cells.join('   ')}`);
}

if (postgres) fs.rmSync(dataDir, { recursive: true, force: true });
