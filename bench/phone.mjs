// The pages on a phone, repeated: JavaScript on the wire (load-independent) once, then
// Lighthouse's mobile preset BENCH_RUNS (3) times per page, each run's scores and the median,
// with the load average before each run. For comparing two builds on a busy machine: run it
// on one, then the other, back to back, and compare medians (README.md).
// Usage: `npm run build && node bench/phone.mjs`; BENCH_PORT (8292), BENCH_PAGES (a comma list of
// paths; default every page of the route table and the public pages, bench/pages.mjs),
// BENCH_DESKTOP=1 adds desktop runs, BENCH_DUMP=<dir> writes each run's Lighthouse report (JSON)
// there, BENCH_CPU_TIME=1 (lighthouse.mjs), WEB_DIST_DIR=<dir> (the server's: another build).
import fs from 'node:fs';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import { auditWithRetry, launchLighthouseBrowser, loadAverage, summarise } from './lighthouse.mjs';
import { pagesToMeasure, selectPages } from './pages.mjs';
import { demoToken, startServer, waitFor } from './wait-for.mjs';
import { PHONE_VIEWPORT, launchChromium, measurePages } from './wire.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8292);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DUMP = process.env.BENCH_DUMP;
const base = `http://127.0.0.1:${PORT}`;
const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, scale = 1, digits = 0) => (value === undefined ? 'n/a' : (value / scale).toFixed(digits));

const { server, dataDir } = startServer(root, PORT, 'portal-phone-');
try {
  await waitFor(`${base}/health`);
  const token = await demoToken(base);
  const pages = selectPages(await pagesToMeasure(base, token));

  const wire = await launchChromium();
  // On a phone's screen (Lighthouse's mobile one) and on a desk's: a page may load less on a phone.
  for (const [form, viewport] of [['phone', PHONE_VIEWPORT], ['desk', undefined]]) {
    for (const m of await measurePages(wire, base, token, pages, { viewport, concurrency: 2 })) {
      const css = m.rows.filter((r) => r.type === 'Stylesheet');
      console.log(`${m.page.path} (${form}): JavaScript ${m.scripts.length} files ${kib(m.scriptBytes)} KiB, CSS ${css.length} files ${kib(css.reduce((n, r) => n + r.bytes, 0))} KiB (all: ${m.rows.length}, ${kib(m.totalBytes)} KiB)`);
      if (process.env.BENCH_VERBOSE) for (const r of m.rows) console.log(`    ${r.type.padEnd(10)} ${r.path.padEnd(50)} ${kib(r.bytes).padStart(6)} KiB`);
    }
  }
  await wire.close();

  const browser = await launchLighthouseBrowser();
  // BENCH_RUNS=0: the bytes only.
  const forms = RUNS === 0 ? [] : [['mobile', undefined], ...(process.env.BENCH_DESKTOP ? [['desktop', desktopConfig]] : [])];
  try {
    for (const [form, config] of forms) {
      const scores = Object.fromEntries(pages.map((page) => [page.path, []]));
      // Pages in turns, so a burst of load from the neighbours spreads over all of them.
      for (let run = 1; run <= RUNS; run++) {
        for (const page of pages) {
          const before = loadAverage();
          const lhr = await auditWithRetry(browser, `${base}${page.url}`, page.signedIn ? token : undefined, config);
          if (DUMP) fs.writeFileSync(path.join(DUMP, `${form}-${page.path.replaceAll('/', '_')}-${run}.json`), JSON.stringify(lhr));
          const r = summarise(lhr);
          scores[page.path].push(r.performance);
          console.log(
            `${form} ${page.path} run ${run} (load ${before}): perf ${r.performance} a11y ${r.accessibility}` +
              `  FCP ${fixed(r.fcp, 1000, 2)} s  LCP ${fixed(r.lcp, 1000, 2)} s  TBT ${fixed(r.tbt)} ms  CLS ${fixed(r.cls, 1, 3)}` +
              (r.failedAccessibility.length ? `  failing: ${r.failedAccessibility.join(', ')}` : ''),
          );
        }
      }
      for (const page of pages) console.log(`${form} ${page.path}: median ${median(scores[page.path].filter((n) => !Number.isNaN(n)))} of ${scores[page.path].join(', ')}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
