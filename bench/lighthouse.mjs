// Lighthouse (the npm package, v12: v13 needs Node 22) on Debian's Chromium: performance and
// accessibility scores of every page bench/pages.mjs lists (the public pages and the member
// route table), with the mobile preset (simulated slow 4G and a 4× slower CPU) and the desktop
// one. Member pages are opened signed in: the demo member's token is set as the Admin-Token
// cookie the web app reads (Lighthouse clears caches and service workers between runs, not
// cookies).
//
// BENCH_CPU_TIME=1: each run is gathered, every trace event's duration set to its CPU time, and
// Lighthouse simulates from that: the neighbours' load stretches wall time far more than CPU time,
// so on a busy machine this reads as an estimate for an idle one (README.md).
//
// Standalone: `node bench/lighthouse.mjs http://127.0.0.1:8080 <token>` (BENCH_PAGES narrows the
// pages); `run-all.mjs` calls it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ACCESSIBILITY_TARGET, DESKTOP_TARGET, STAFF_DESKTOP_TARGET, pagesToMeasure, selectPages, staffPagesToMeasure } from './pages.mjs';
import { CHROMIUM_ARGS } from './wire.mjs';

export { ACCESSIBILITY_TARGET, DESKTOP_TARGET };
export const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];
const CPU_TIME = process.env.BENCH_CPU_TIME === '1';
export const loadAverage = () => os.loadavg()[0].toFixed(1);

export function launchLighthouseBrowser() {
  return puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

// One Lighthouse run of `url` in a fresh browser context (signed in with `token` if given);
// answers the report (lhr).
export async function auditPage(browser, url, token, config, { cpuTime = CPU_TIME, staffToken } = {}) {
  const context = await browser.createBrowserContext();
  try {
    if (token) await context.setCookie({ name: 'Admin-Token', value: token, url });
    if (staffToken) await context.setCookie({ name: 'Staff-Token', value: staffToken, url });
    const tab = await context.newPage();
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
    if (!cpuTime) return (await lighthouse(url, flags, config, tab)).lhr;
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

// A category's score out of 100; a run that failed has none (NaN, not 0).
export const score = (lhr, category) => (lhr.categories[category]?.score == null ? Number.NaN : Math.round(lhr.categories[category].score * 100));

export function summarise(lhr) {
  const { categories, audits } = lhr;
  const failed = Object.values(audits).filter(
    (a) => a.scoreDisplayMode === 'binary' && a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: audits['first-contentful-paint']?.numericValue,
    lcp: audits['largest-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    failedAccessibility: failed.map((a) => a.id),
  };
}

// One run (one more if the first failed: a busy machine can miss the paint's time limit).
export async function auditWithRetry(browser, url, token, config, options = {}) {
  const lhr = await auditPage(browser, url, token, config, options);
  return Number.isNaN(score(lhr, 'performance')) ? auditPage(browser, url, token, config, options) : lhr;
}

// Each page once per form factor, every page's mobile run before any desktop run (pages in turns:
// a burst of the neighbours' load spreads over them), the load average noted before each run.
// Answers { [path]: { mobile, desktop } } with each run's scores.
export async function runLighthouse(base, token, pages) {
  const browser = await launchLighthouseBrowser();
  const results = Object.fromEntries(pages.map((page) => [page.path, {}]));
  try {
    for (const form of FORM_FACTORS) {
      for (const page of pages) {
        // A staff page is a desk's: no mobile run.
        if (form.name === 'mobile' && page.mobileTarget === null) continue;
        const load = loadAverage();
        const lhr = await auditWithRetry(browser, `${base}${page.url}`, page.signedIn ? token : undefined, form.config, { staffToken: page.staffToken });
        results[page.path][form.name] = { ...summarise(lhr), load };
        const r = results[page.path][form.name];
        console.log(
          `  ${form.name.padEnd(7)} ${page.path.padEnd(30)} (load ${load}) perf ${String(r.performance).padStart(3)} a11y ${String(r.accessibility).padStart(3)}` +
            `  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms` +
            (r.failedAccessibility.length ? `  failing: ${r.failedAccessibility.join(', ')}` : ''),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// The table of every page: mobile and desktop performance, accessibility (the lower of the two
// runs), JavaScript on the wire (`bytes`: { [path]: KiB } on a phone's screen), each against its
// target; answers the pages that miss one.
export function printTable(pages, lighthouseResults, bytes, budgetKiB) {
  const missed = [];
  const cell = (value, ok) => `${String(Number.isNaN(value) || value === undefined ? '—' : value).padStart(5)}${ok ? ' ' : '*'}`;
  console.log(`\n${'page'.padEnd(32)} ${'mobile'.padStart(6)} ${'desk'.padStart(6)} ${'a11y'.padStart(6)} ${'JS KiB'.padStart(8)}`);
  for (const page of pages) {
    const lh = lighthouseResults?.[page.path];
    const js = bytes?.[page.path];
    const mobile = lh?.mobile?.performance;
    const desktop = lh?.desktop?.performance;
    const a11y = lh ? Math.min(...(page.mobileTarget === null ? [] : [lh.mobile?.accessibility ?? Number.NaN]), lh.desktop?.accessibility ?? Number.NaN) : undefined;
    const ok = {
      mobile: !lh || page.mobileTarget === null || mobile >= page.mobileTarget,
      desktop: !lh || desktop >= (page.desktopTarget ?? DESKTOP_TARGET),
      a11y: !lh || a11y >= ACCESSIBILITY_TARGET,
      js: js === undefined || js <= budgetKiB(page),
    };
    if (!Object.values(ok).every(Boolean)) missed.push(page.path);
    console.log(
      `${page.path.padEnd(32)} ${lh ? cell(mobile, ok.mobile) : '      '} ${lh ? cell(desktop, ok.desktop) : '      '} ${lh ? cell(a11y, ok.a11y) : '      '} ${js === undefined ? '' : `${js.toFixed(1).padStart(7)}${ok.js ? ' ' : '*'}`}`,
    );
  }
  console.log(
    `(* misses its target: mobile ≥ 85, ≥ 90 on /login and /jd-transport; desktop ≥ ${DESKTOP_TARGET}, ≥ ${STAFF_DESKTOP_TARGET} on the staff console's pages (no mobile target); accessibility ≥ ${ACCESSIBILITY_TARGET}; JavaScript on a phone's first visit within budgets.json)`,
  );
  console.log(missed.length ? `NOT met on ${missed.length} page(s): ${missed.join(', ')}` : 'every page meets its targets');
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, token] = process.argv.slice(2);
  const pages = selectPages([...(await pagesToMeasure(base, token)), ...(await staffPagesToMeasure(base))]);
  console.log(`Lighthouse 12${CPU_TIME ? ' (CPU-time estimate)' : ''}, ${pages.length} pages, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores:`);
  printTable(pages, await runLighthouse(base, token, pages), undefined, () => Infinity);
}
