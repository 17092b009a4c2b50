// Prints how fast the member's message list answers over HTTP when one member holds a million
// messages (issue #11: "lists that stay fast at a million rows"): the first page (with its capped
// total), a page reached by following cursors, and a page 900,000 rows deep, beside what an
// offset query at that depth costs the same database. Needs a built tree (`npm run build`).
// Usage: node bench/message-list.mjs   (BENCH_MESSAGES changes the count)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8293);
const COUNT = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-messages-'));
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error' };

function startServer() {
  return spawn('node', ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(fn, times = 15) {
  const ms = [];
  let last;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    last = await fn();
    ms.push(performance.now() - started);
  }
  return { ms: median(ms), last };
}

// First start migrates and seeds; the messages go in while no server holds the file.
let server = startServer();
try {
  await waitFor(`${base}/health`);
  await stop(server);

  const db = new Database(path.join(dataDir, 'portal.sqlite'));
  const member = db.prepare("select id from member_user where mobile = '13800138000'").get();
  const insert = db.prepare(
    "insert into member_message (member_id, type, template, params, title, content, read_at, created_at) values (?, '1', null, '{}', ?, ?, ?, ?)",
  );
  const started = performance.now();
  const start = Date.UTC(2024, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < COUNT; i++) {
      const at = new Date(start + i * 30_000).toISOString();
      insert.run(member.id, `Order ${i} arrived`, `Your order ${i} arrived at the warehouse.`, i % 3 === 0 ? null : at, at);
    }
  })();
  const insertS = (performance.now() - started) / 1000;
  const deepOffset = Math.floor(COUNT * 0.9);
  const deepRow = db
    .prepare('select id, created_at from member_message where member_id = ? order by created_at desc, id desc limit 1 offset ?')
    .get(member.id, deepOffset);
  const offsetMs = (
    await timed(async () => db.prepare('select * from member_message where member_id = ? order by created_at desc, id desc limit 20 offset ?').all(member.id, deepOffset), 5)
  ).ms;
  const fullCountMs = (await timed(async () => db.prepare('select count(*) from member_message where member_id = ?').get(member.id), 5)).ms;
  db.close();

  server = startServer();
  await waitFor(`${base}/health`);
  const login = await fetch(`${base}/app-api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800138000', password: 'demo1234', areaCode: '86' }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${login.data.token}`, 'accept-language': 'en_US' };
  const get = (query) => fetch(`${base}/app-api/member/message/page?${new URLSearchParams(query)}`, { headers }).then((r) => r.json());

  const first = await timed(() => get({ pageSize: '20' }));
  const unread = await timed(() => get({ pageSize: '20', read: 'false' }));
  let cursor = first.last.data.nextCursor;
  const walk = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    const answer = await get({ pageSize: '20', cursor });
    walk.push(performance.now() - t0);
    cursor = answer.data.nextCursor;
  }
  const deepCursor = Buffer.from(JSON.stringify([deepRow.created_at, deepRow.id])).toString('base64url');
  const deep = await timed(() => get({ pageSize: '20', cursor: deepCursor }));
  if (deep.last.data.list.length !== 20) throw new Error('deep page came back short');

  console.log(`\nMessage list on SQLite, one member with ${COUNT.toLocaleString('en')} messages (inserted in ${insertS.toFixed(1)} s):`);
  console.log(`  first page + capped total (${first.last.data.total}${first.last.data.totalCapped ? '+' : ''}): ${first.ms.toFixed(1)} ms median over HTTP`);
  console.log(`  first unread page + capped total: ${unread.ms.toFixed(1)} ms`);
  console.log(`  next 50 pages by cursor: ${median(walk).toFixed(1)} ms median, ${Math.max(...walk).toFixed(1)} ms worst`);
  console.log(`  page at row ${deepOffset.toLocaleString('en')} by cursor: ${deep.ms.toFixed(1)} ms`);
  console.log(`  for comparison, in-process SQLite: offset ${deepOffset.toLocaleString('en')} = ${offsetMs.toFixed(1)} ms; full count(*) = ${fullCountMs.toFixed(1)} ms\n`);
} finally {
  if (server.exitCode === null) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
