// What Chromium actually receives for a page: every response's bytes on the wire (headers and
// the body as sent, compressed or not), from the DevTools protocol's Network.loadingFinished
// encodedDataLength, grouped by resource type. A fresh browser context, so nothing is cached.
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// `token` signs the visit in as that member (the Admin-Token cookie the web app reads).
export async function measurePage(browser, url, { token } = {}) {
  const context = await browser.newContext();
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
