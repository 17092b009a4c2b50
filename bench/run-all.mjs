// Prints the portal's figures (issue "Foundation", Numbers):
// 1. gzipped JavaScript the login page loads in Chromium (target ≤ 250 KiB);
// 2. requests/s and p99 latency of GET /app-api/member/user/get and of the dictionary list,
//    beside a bare Fastify route measured in the same run (target ≥ 0.6 of the bare figure).
// Needs a built tree (`npm run build`) and /usr/bin/chromium. Usage: npm run bench
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 8290;
const BARE_PORT = 8291;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const base = `http://127.0.0.1:${PORT}`;

function start(cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', () => {});
  return child;
}

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.ok || res.status === 404) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function loginPageJs() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const rows = scripts.map((s) => ({ file: new URL(s.url).pathname, raw: s.body.length, gzip: gzipSync(s.body, { level: 9 }).length }));
  return { rows, total: rows.reduce((n, r) => n + r.gzip, 0) };
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// NODE_ENV=test raises the per-IP sign-in limits: every request of the load comes from one address.
const server = start('node', ['apps/server/dist/server.js'], { PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error' });
let bare = null;
try {
  await waitFor(`${base}/health`);
  // The bare server answers the same dictionary list (as parsed JSON, serialised per request,
  // as a plain Fastify route would), so both sides send the same bytes.
  const dictFile = path.join(dataDir, 'dict.json');
  fs.writeFileSync(dictFile, await fetch(`${base}/app-api/system/dict-data/list-all-simple`).then((r) => r.text()));
  bare = start('node', ['bench/bare-server.mjs'], { PORT: String(BARE_PORT), BARE_DICT_FILE: dictFile });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);

  const js = await loginPageJs();
  console.log('\nLogin page JavaScript (gzip -9):');
  for (const r of js.rows) console.log(`  ${r.file.padEnd(48)} ${(r.gzip / 1024).toFixed(1).padStart(7)} KiB  (raw ${(r.raw / 1024).toFixed(1)} KiB)`);
  console.log(`  total ${(js.total / 1024).toFixed(1)} KiB gzipped — target ≤ 250 KiB: ${js.total <= 250 * 1024 ? 'met' : 'NOT met'}`);

  const login = await fetch(`${base}/app-api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '13800138000', password: 'demo1234', areaCode: '86' }),
  }).then((r) => r.json());
  if (login.code !== 0) throw new Error(`demo login failed: ${login.msg}`);
  const auth = { authorization: `Bearer ${login.data.token}` };

  console.log(`\nLoad: ${CONNECTIONS} connections, ${DURATION} s each, on ${os.cpus().length} cores (server, bare server and load generator share them)`);
  const bareUser = await load(`http://127.0.0.1:${BARE_PORT}/bare`);
  const userGet = await load(`${base}/app-api/member/user/get`, auth);
  const bareDict = await load(`http://127.0.0.1:${BARE_PORT}/bare-dict`);
  const dict = await load(`${base}/app-api/system/dict-data/list-all-simple`);
  const line = (name, r, against) =>
    console.log(
      `  ${name.padEnd(46)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms` +
        (against ? `  ratio ${(r.rps / against.rps).toFixed(2)}` : ''),
    );
  line('bare Fastify route, user-sized answer', bareUser);
  line('GET /app-api/member/user/get', userGet, bareUser);
  line('bare Fastify route, same dictionary answer', bareDict);
  line('GET /app-api/system/dict-data/list-all-simple', dict, bareDict);
  const met = (r, against) => (r.rps / against.rps >= 0.6 ? 'met' : 'NOT met');
  console.log(`  target: ratio ≥ 0.60 — user/get ${met(userGet, bareUser)}, dictionary ${met(dict, bareDict)}\n`);
} finally {
  server.kill('SIGTERM');
  bare?.kill('SIGTERM');
}
