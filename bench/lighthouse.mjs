// Lighthouse (the npm package, v12: v13 needs Node 22) on Debian's Chromium: performance and
// accessibility scores of the sign-in page and two member pages, with the mobile preset
// (simulated slow 4G and a 4× slower CPU) and the desktop one. Member pages are opened signed
// in: the demo member's token is set as the Admin-Token cookie the web app reads (Lighthouse
// clears caches and service workers between runs, not cookies).
//
// Standalone: `node bench/lighthouse.mjs http://127.0.0.1:8080 <token>`; `run-all.mjs` calls it.
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const LIGHTHOUSE_PAGES = [
  { name: 'login', path: '/login', signedIn: false, mobileTarget: 90 },
  { name: 'personal centre', path: '/jiedao/jd-profile', signedIn: true, mobileTarget: 85 },
  { name: 'customers (list)', path: '/jiedao/jd-customer', signedIn: true, mobileTarget: 85 },
];
export const DESKTOP_TARGET = 95;
export const ACCESSIBILITY_TARGET = 95;

const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

async function audit(browser, url, token, config) {
  const context = await browser.createBrowserContext();
  try {
    if (token) await context.setCookie({ name: 'Admin-Token', value: token, url });
    const page = await context.newPage();
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config, page);
    const { categories, audits } = result.lhr;
    const failed = Object.values(audits).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0));
    return {
      // A run that failed has no score (null): NaN, not 0.
      performance: categories.performance.score === null ? Number.NaN : Math.round(categories.performance.score * 100),
      accessibility: categories.accessibility.score === null ? Number.NaN : Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      failedAccessibility: failed.map((a) => a.id),
    };
  } finally {
    await context.close();
  }
}

// One row per page and form factor, each with its scores and whether they meet the targets.
export async function runLighthouse(base, token) {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const target of LIGHTHOUSE_PAGES) {
      for (const formFactor of FORM_FACTORS) {
        const run = () => audit(browser, `${base}${target.path}`, target.signedIn ? token : undefined, formFactor.config);
        // A busy machine can make one run fail (no paint before the time limit): one more try.
        let scores = await run();
        if (Number.isNaN(scores.performance)) scores = await run();
        const performanceTarget = formFactor.name === 'mobile' ? target.mobileTarget : DESKTOP_TARGET;
        rows.push({ page: target.name, path: target.path, formFactor: formFactor.name, ...scores, performanceTarget });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printLighthouse(rows) {
  console.log('\nLighthouse 12 (performance / accessibility; FCP, LCP, TBT):');
  for (const r of rows) {
    const met = r.performance >= r.performanceTarget && r.accessibility >= ACCESSIBILITY_TARGET;
    console.log(
      `  ${`${r.page} ${r.formFactor}`.padEnd(26)} perf ${String(r.performance).padStart(3)} (≥ ${r.performanceTarget})  a11y ${String(r.accessibility).padStart(3)} (≥ ${ACCESSIBILITY_TARGET})` +
        `  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  ${met ? 'met' : 'NOT met'}` +
        (r.failedAccessibility.length ? `  failing: ${r.failedAccessibility.join(', ')}` : ''),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, token] = process.argv.slice(2);
  printLighthouse(await runLighthouse(base, token));
}
