// What Chromium actually receives for a page: every response's bytes on the wire (headers and
// the body as sent, compressed or not), from the DevTools protocol's Network.loadingFinished
// encodedDataLength, grouped by resource type. A fresh browser context, so nothing is cached.
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// `token` signs the visit in as that member (the Admin-Token cookie the web app reads);
// `viewport` (Playwright's default, 1280 × 720, a desk) e.g. PHONE_VIEWPORT.
export const PHONE_VIEWPORT = { width: 412, height: 823 };

// A member page on a phone fetches code for later once it has settled (the menu, a row menu's
// or an upload field's code: PrefetchWhenSettled, apps/web/src/components/after-paint.tsx),
// which sets the performance mark `portal:settled` first. Waiting for the network to be idle
// is not enough on a busy machine: a pause of 500 ms can come while the page still renders,
// before the parts it loads after its first paint, and the page looks cheaper than it is. So
// for such a page the walk waits for the mark (up to SETTLE_TIMEOUT_MS) and counts every
// script requested before it, and none requested after; `settled` says whether the mark came
// (without it, everything requested until the network was idle is counted).
const SETTLED_MARK = 'portal:settled';
const SETTLE_TIMEOUT_MS = 60_000;

export async function measurePage(browser, url, { token, staffToken, viewport, waitForSettled = Boolean(token && viewport) } = {}) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url }]);
  // A staff console page: the staff session's own cookie (docs/staff-console.md).
  if (staffToken) await context.addCookies([{ name: 'Staff-Token', value: staffToken, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const sentAt = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime }) => sentAt.set(requestId, wallTime * 1000));
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, { url: response.url, type, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '' }),
  );
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) finished.push({ ...request, path: new URL(request.url).pathname, bytes: encodedDataLength, sentAt: sentAt.get(requestId) ?? 0 });
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  let settledAt = null;
  if (waitForSettled) {
    const mark = await page
      .waitForFunction((name) => {
        const entry = performance.getEntriesByName(name)[0];
        return entry ? performance.timeOrigin + entry.startTime : false;
      }, SETTLED_MARK, { timeout: SETTLE_TIMEOUT_MS, polling: 200 })
      .catch(() => null);
    settledAt = mark ? await mark.jsonValue() : null;
    // What was requested before the mark finishes loading.
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  const counted = settledAt === null ? finished : finished.filter((r) => r.sentAt < settledAt);
  const scripts = counted.filter((r) => r.type === 'Script');
  const sum = (rows) => rows.reduce((n, r) => n + r.bytes, 0);
  return { rows: counted, scripts, scriptBytes: sum(scripts), totalBytes: sum(counted), settled: settledAt !== null };
}

// Each page of `pages` (bench/pages.mjs) in a fresh context, `concurrency` at a time (bytes do
// not depend on the machine's load), signed in as `token` where the page is a member's. Answers
// one measurement per page, in the pages' order.
export async function measurePages(browser, base, token, pages, { viewport, concurrency = 1 } = {}) {
  const results = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      const page = pages[index];
      results[index] = { page, ...(await measurePage(browser, `${base}${page.url}`, { token: page.signedIn ? token : undefined, staffToken: page.staffToken, viewport })) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

// Standalone: `node bench/wire.mjs <base URL> [token]` prints the public pages (and, with the demo
// member's token, every member page of the route table) with every file, on a phone's screen
// (BENCH_DESK=1: a desk's); BENCH_PAGES narrows the list.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { pagesToMeasure, selectPages } = await import('./pages.mjs');
  const [base, token] = process.argv.slice(2);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = selectPages((await pagesToMeasure(base, token)).filter((page) => token || !page.signedIn));
  const browser = await launchChromium();
  try {
    const viewport = process.env.BENCH_DESK ? undefined : PHONE_VIEWPORT;
    for (const m of await measurePages(browser, base, token, pages, { viewport })) {
      console.log(`${m.page.url}: ${m.scripts.length} script files, ${kib(m.scriptBytes)} KiB on the wire (all responses: ${m.rows.length}, ${kib(m.totalBytes)} KiB)`);
      for (const r of m.rows) console.log(`  ${r.type.padEnd(10)} ${r.path.padEnd(50)} ${kib(r.bytes).padStart(6)} KiB ${r.encoding}`);
    }
  } finally {
    await browser.close();
  }
}
