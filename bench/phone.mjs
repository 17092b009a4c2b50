// The member pages on a phone, repeated: JavaScript on the wire (load-independent) once, then
// Lighthouse's mobile preset BENCH_RUNS (3) times per page, each run's scores and the median,
// with the load average before each run. For comparing two builds on a busy machine: run it
// on one, then the other, back to back, and compare medians (README.md).
// Usage: `npm run build && node bench/phone.mjs`; BENCH_PORT (8292), BENCH_PAGES (a comma list of
// paths, default the personal centre and the customers list), BENCH_DESKTOP=1 adds desktop runs,
// BENCH_DUMP=<dir> writes each run's Lighthouse report (JSON) there, BENCH_CPU_TIME=1 (below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoToken, startServer, waitFor } from './wait-for.mjs';
import { CHROMIUM_ARGS, PHONE_VIEWPORT, launchChromium, measurePage } from './wire.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8292);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/jiedao/jd-profile,/jiedao/jd-customer').split(',');
const DUMP = process.env.BENCH_DUMP;
// BENCH_CPU_TIME=1: Lighthouse simulates from a trace whose tasks last their CPU time rather than
// their wall time, which neighbours' load stretches (an estimate for an idle machine; README.md).
const CPU_TIME = process.env.BENCH_CPU_TIME === '1';
const base = `http://127.0.0.1:${PORT}`;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const load = () => os.loadavg()[0].toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const score = (lhr, category) => (lhr.categories[category]?.score == null ? Number.NaN : Math.round(lhr.categories[category].score * 100));

// One Lighthouse run of `url`, signed in with `token`, in a fresh browser context.
async function audit(browser, token, url, config) {
  const context = await browser.createBrowserContext();
  try {
    await context.setCookie({ name: 'Admin-Token', value: token, url });
    const tab = await context.newPage();
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    if (!CPU_TIME) return (await lighthouse(url, flags, config, tab)).lhr;
    // Gather, put each task's CPU time in place of its wall time, then audit that trace.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lh-'));
    try {
      await lighthouse(url, { ...flags, gatherMode: dir }, config, tab);
      const tracePath = path.join(dir, 'defaultPass.trace.json');
      const trace = JSON.parse(fs.readFileSync(tracePath, 'utf8'));
      for (const event of trace.traceEvents) if (event.ph === 'X' && typeof event.tdur === 'number' && event.tdur < event.dur) event.dur = event.tdur;
      fs.writeFileSync(tracePath, JSON.stringify(trace));
      return (await lighthouse(url, { ...flags, auditMode: dir }, config)).lhr;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await context.close();
  }
}

const { server, dataDir } = startServer(root, PORT, 'portal-phone-');
try {
  await waitFor(`${base}/health`);
  const token = await demoToken(base);

  const wire = await launchChromium();
  // On a phone's screen (Lighthouse's mobile one) and on a desk's: a page may load less on a phone.
  for (const [form, viewport] of [['phone', PHONE_VIEWPORT], ['desk', undefined]]) {
    for (const page of PAGES) {
      const m = await measurePage(wire, `${base}${page}`, { token, viewport });
      const css = m.rows.filter((r) => r.type === 'Stylesheet');
      console.log(`${page} (${form}): JavaScript ${m.scripts.length} files ${kib(m.scriptBytes)} KiB, CSS ${css.length} files ${kib(css.reduce((n, r) => n + r.bytes, 0))} KiB (all: ${m.rows.length}, ${kib(m.totalBytes)} KiB)`);
      if (process.env.BENCH_VERBOSE) for (const r of m.rows) console.log(`    ${r.type.padEnd(10)} ${r.path.padEnd(50)} ${kib(r.bytes).padStart(6)} KiB`);
    }
  }
  await wire.close();

  const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  // BENCH_RUNS=0: the bytes only.
  const forms = RUNS === 0 ? [] : [['mobile', undefined], ...(process.env.BENCH_DESKTOP ? [['desktop', desktopConfig]] : [])];
  try {
    for (const [form, config] of forms) {
      const scores = Object.fromEntries(PAGES.map((page) => [page, []]));
      // Pages in turns, so a burst of load from the neighbours spreads over all of them.
      for (let run = 1; run <= RUNS; run++) {
        for (const page of PAGES) {
          const before = load();
          // A busy machine can make one run fail (no paint before the time limit): one more try.
          let lhr = await audit(browser, token, `${base}${page}`, config);
          if (Number.isNaN(score(lhr, 'performance'))) lhr = await audit(browser, token, `${base}${page}`, config);
          if (DUMP) fs.writeFileSync(path.join(DUMP, `${form}-${page.replaceAll('/', '_')}-${run}.json`), JSON.stringify(lhr));
          const value = (id, scale = 1, digits = 0) => (lhr.audits[id]?.numericValue === undefined ? 'n/a' : (lhr.audits[id].numericValue / scale).toFixed(digits));
          const perf = score(lhr, 'performance');
          scores[page].push(perf);
          console.log(
            `${form} ${page} run ${run} (load ${before}): perf ${perf} a11y ${score(lhr, 'accessibility')}` +
              `  FCP ${value('first-contentful-paint', 1000, 2)} s  LCP ${value('largest-contentful-paint', 1000, 2)} s` +
              `  TBT ${value('total-blocking-time')} ms  CLS ${value('cumulative-layout-shift', 1, 3)}  SI ${value('speed-index', 1000, 2)} s`,
          );
        }
      }
      for (const page of PAGES) console.log(`${form} ${page}: median ${median(scores[page].filter((n) => !Number.isNaN(n)))} of ${scores[page].join(', ')}`);
    }
  } finally {
    await browser.close();
  }

} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
