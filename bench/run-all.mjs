// Prints the portal's figures:
// 1. for every page of the member route table, every public page and the staff console's pages
//    (bench/pages.mjs), the
//    JavaScript bytes on the wire (as Chromium receives them, compressed) of a first visit on a
//    phone's screen, signed in for member pages, against bench/budgets.json;
// 2. Lighthouse performance and accessibility of the same pages, mobile and desktop
//    (lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips it, BENCH_CPU_TIME=1 reads CPU time rather than
//    wall time), then one table of every page against the targets;
// 3. requests/s and p99 latency of GET /app-api/member/user/get and of the dictionary list,
//    beside a bare Fastify route measured in the same run (target ≥ 0.6 of the bare figure).
//    Each target is warmed up first (the JIT), then bare and portal are measured in turns,
//    BENCH_ROUNDS times, and the median ratio is the figure: a VM's neighbours move single
//    runs by a third. Where `taskset` exists and there are two cores or more, the servers
//    run on core 0 and the load generator on the others, the same for bare and portal.
// 4. the operations dashboard's queries at 1,000,000 orders, SQLite and PostgreSQL (with
//    BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL): bench/dashboard.mjs, run after the
//    rest (BENCH_DASHBOARD=0 skips it).
// Needs a built tree (`npm run build`) and /usr/bin/chromium. Usage: npm run bench
// (BENCH_PAGES=<paths> narrows the pages).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMicros, hasTaskset } from './cpu-time.mjs';
import { loadAverage, printTable, runLighthouse } from './lighthouse.mjs';
import { pagesToMeasure, selectPages, staffPagesToMeasure } from './pages.mjs';
import { PHONE_VIEWPORT, launchChromium, measurePages } from './wire.mjs';
import { demoToken, waitFor } from './wait-for.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8290);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const base = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const budgets = JSON.parse(fs.readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const kib = (bytes) => (bytes / 1024).toFixed(1);

const cores = os.cpus().length;
const pinned = cores >= 2 && hasTaskset();

function start(cmd, args, env) {
  const [command, argv] = pinned ? ['taskset', ['-c', '0', cmd, ...args]] : [cmd, args];
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', () => {});
  return child;
}

// One autocannon run against `url`; with `pid`, also the server's CPU time per answer, which
// does not depend on whether the load generator or the server was the bottleneck.
function load(url, headers = {}, duration = DURATION, pid = null) {
  const cpuBefore = pid ? cpuMicros(pid) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      const cpuAfter = pid ? cpuMicros(pid) : null;
      const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
      resolve({ rps: result.requests.average, p99: result.latency.p99, cpuPerRequest });
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
// NODE_ENV=test raises the per-IP sign-in limits: every request of the load comes from one address.
const server = start('node', ['apps/server/dist/server.js'], { PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'error' });
let bareServer = null;
try {
  await waitFor(`${base}/health`);
  // The bare server answers the same dictionary list (as parsed JSON, serialised per request,
  // as a plain Fastify route would), so both sides send the same bytes.
  const dictFile = path.join(dataDir, 'dict.json');
  fs.writeFileSync(dictFile, await fetch(`${base}/app-api/system/dict-data/list-all-simple`).then((r) => r.text()));
  bareServer = start('node', ['bench/bare-server.mjs'], { PORT: String(BARE_PORT), BARE_DICT_FILE: dictFile });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);

  const token = await demoToken(base);
  const auth = { authorization: `Bearer ${token}` };

  // Bytes on the wire, each page in a fresh browser context (nothing cached), on a phone's screen.
  // The staff console's pages too (no phone budget: a desk's).
  const pages = selectPages([...(await pagesToMeasure(base, token)), ...(await staffPagesToMeasure(base))]);
  const budgetKiB = (page) => (page.staff ? Infinity : page.path === '/login' ? budgets.loginJavaScriptKiB : budgets.pageJavaScriptKiB);
  const browser = await launchChromium();
  const bytes = {};
  console.log(`\nJavaScript on the wire, first visit on a phone's screen (Chromium, Network.loadingFinished encodedDataLength), ${pages.length} pages:`);
  for (const m of await measurePages(browser, base, token, pages, { viewport: PHONE_VIEWPORT, concurrency: 2 })) {
    bytes[m.page.path] = m.scriptBytes / 1024;
    const verdict = m.page.staff ? 'a desk page: no phone budget' : `budget ≤ ${budgetKiB(m.page)} KiB: ${m.scriptBytes <= budgetKiB(m.page) * 1024 ? 'met' : 'NOT met'}`;
    console.log(`  ${m.page.url.padEnd(48)} ${String(m.scripts.length).padStart(2)} files ${kib(m.scriptBytes).padStart(6)} KiB (all responses: ${m.rows.length}, ${kib(m.totalBytes)} KiB) — ${verdict}`);
    if (process.env.BENCH_VERBOSE) for (const r of m.scripts) console.log(`    ${r.path.padEnd(50)} ${kib(r.bytes).padStart(6)} KiB ${r.encoding}`);
  }
  await browser.close();

  let lighthouseResults = null;
  if (LIGHTHOUSE) {
    // On every core (this process is pinned to the load generator's only afterwards); the load
    // average is noted before each run: Lighthouse's simulated CPU scales what it observes, so a
    // busy machine lowers performance scores (not accessibility).
    console.log(`\nLighthouse 12${process.env.BENCH_CPU_TIME === '1' ? ' (CPU-time estimate)' : ''}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cores} cores:`);
    lighthouseResults = await runLighthouse(base, token, pages);
    console.log(`  (load average after Lighthouse: ${loadAverage()})`);
  }
  printTable(pages, lighthouseResults, bytes, budgetKiB);

  // The load generator (this process) keeps off the servers' core.
  if (pinned) execFileSync('taskset', ['-a', '-p', '-c', `1-${cores - 1}`, String(process.pid)], { stdio: 'ignore' });
  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${WARMUP} s warm-up, then ${ROUNDS} rounds of ${DURATION} s per target, on ${cores} cores` +
      (pinned ? ' (servers on core 0, load generator on the others)' : ' (server, bare server and load generator share them)'),
  );
  const pairs = [
    { name: 'GET /app-api/member/user/get', bareName: 'bare Fastify route, user-sized answer', bare: `http://127.0.0.1:${BARE_PORT}/bare`, url: `${base}/app-api/member/user/get`, headers: auth },
    { name: 'GET /app-api/system/dict-data/list-all-simple', bareName: 'bare Fastify route, same dictionary answer', bare: `http://127.0.0.1:${BARE_PORT}/bare-dict`, url: `${base}/app-api/system/dict-data/list-all-simple`, headers: {} },
  ];
  // Both sides get the same requests (the bare route ignores the token).
  for (const pair of pairs) {
    await load(pair.bare, pair.headers, WARMUP);
    await load(pair.url, pair.headers, WARMUP);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const fmt = (r) => `${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms` + (r.cpuPerRequest === null ? '' : `  ${r.cpuPerRequest.toFixed(0).padStart(4)} µs CPU/req`);
  const verdicts = [];
  for (const pair of pairs) {
    console.log(`\n  ${pair.name} against the ${pair.bareName}:`);
    const ratios = [];
    const cpuRatios = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const bare = await load(pair.bare, pair.headers, DURATION, bareServer.pid);
      const portal = await load(pair.url, pair.headers, DURATION, server.pid);
      ratios.push(portal.rps / bare.rps);
      if (bare.cpuPerRequest && portal.cpuPerRequest) cpuRatios.push(bare.cpuPerRequest / portal.cpuPerRequest);
      console.log(`    round ${round}: bare ${fmt(bare)}   portal ${fmt(portal)}   ratio ${(portal.rps / bare.rps).toFixed(2)}`);
    }
    const ratio = median(ratios);
    console.log(`    median ratio ${ratio.toFixed(2)}`);
    // The same comparison as the server's own cost: bare CPU per answer over the portal's. It
    // is the ratio the two would reach with a load generator that is never the bottleneck.
    if (cpuRatios.length === ROUNDS) console.log(`    median CPU ratio ${median(cpuRatios).toFixed(2)} (bare server CPU per answer / portal's)`);
    verdicts.push(`${pair.name.replace('GET /app-api/', '')} ${ratio.toFixed(2)} ${ratio >= 0.6 ? 'met' : 'NOT met'}`);
  }
  console.log(`\n  target: ratio ≥ 0.60 — ${verdicts.join(', ')}\n`);
} finally {
  server.kill('SIGTERM');
  bareServer?.kill('SIGTERM');
}

// The dashboard's queries on a database of their own, once the servers above have stopped.
if (process.env.BENCH_DASHBOARD !== '0') execFileSync('node', ['bench/dashboard.mjs'], { cwd: root, stdio: 'inherit' });
