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

export async function measurePage(browser, url, { token, viewport } = {}) {
  const context = await browser.newContext(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
  if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    requests.set(requestId, { url: response.url, type, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '' }),
  );
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) finished.push({ ...request, path: new URL(request.url).pathname, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const scripts = finished.filter((r) => r.type === 'Script');
  const sum = (rows) => rows.reduce((n, r) => n + r.bytes, 0);
  return { rows: finished, scripts, scriptBytes: sum(scripts), totalBytes: sum(finished) };
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
      results[index] = { page, ...(await measurePage(browser, `${base}${page.url}`, { token: page.signedIn ? token : undefined, viewport })) };
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
