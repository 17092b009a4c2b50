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

// Standalone: `node bench/wire.mjs <base URL> [token]` prints /login (and, with the demo
// member's token, the personal centre and the customers list) with every script file.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, token] = process.argv.slice(2);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = [['/login', undefined], ...(token ? [['/jiedao/jd-profile', token], ['/jiedao/jd-customer', token]] : [])];
  const browser = await launchChromium();
  try {
    for (const [path, pageToken] of pages) {
      const m = await measurePage(browser, `${base}${path}`, { token: pageToken });
      console.log(`${path}: ${m.scripts.length} script files, ${kib(m.scriptBytes)} KiB on the wire (all responses: ${m.rows.length}, ${kib(m.totalBytes)} KiB)`);
      for (const r of m.rows) console.log(`  ${r.type.padEnd(10)} ${r.path.padEnd(50)} ${kib(r.bytes).padStart(6)} KiB ${r.encoding}`);
    }
  } finally {
    await browser.close();
  }
}
