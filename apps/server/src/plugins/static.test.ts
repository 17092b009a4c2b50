import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, SESSION_COOKIE, STAFF_SESSION_COOKIE } from '@portal/contracts/token-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/database.js';
import { testConfig } from '../test/harness.js';
import { preloadList, withPreload } from './static.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
// The build's compressed copies (apps/web/vite-plugins/precompress.ts), marked to tell apart.
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), 'brotli bytes');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), 'gzip bytes');
const database = createDatabase({ url: ':memory:' });
const { app } = await buildApp({ config: testConfig({ webDistDir: dist }), database, logger: false });
afterAll(async () => {
  await app.close();
  await database.destroy();
});

it('serves the web app at the root and for client-side routes, never for API paths', async () => {
  for (const url of ['/', '/login', '/jiedao/jd-profile', '/admin', '/admin/login', '/admin/orders?pageNo=2']) {
    const res = await app.inject({ url });
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
  }
  for (const url of ['/app-api/unknown', '/admin-api/unknown']) {
    const api = await app.inject({ url });
    expect([url, api.statusCode, api.json().code]).toEqual([url, 404, 404]);
  }
});

it('serves hashed assets with a long cache life', async () => {
  const res = await app.inject({ url: '/assets/app-abc.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
});

it('sends the compressed copy the browser accepts, brotli first', async () => {
  const br = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect([br.statusCode, br.headers['content-encoding'], br.body]).toEqual([200, 'br', 'brotli bytes']);
  expect(br.headers['content-type']).toContain('javascript');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const gz = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
  expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip bytes']);

  const plain = await app.inject({ url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
  expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
});

it('revalidates index.html when asked for by name', async () => {
  const res = await app.inject({ url: '/index.html' });
  expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
});

// An app serving a built web folder, for the describe block it is made in.
function servedFrom(webDistDir: string) {
  let served: Awaited<ReturnType<typeof buildApp>>['app'];
  const db = createDatabase({ url: ':memory:' });
  beforeAll(async () => {
    served = (await buildApp({ config: testConfig({ webDistDir }), database: db, logger: false })).app;
  });
  afterAll(async () => {
    await served.close();
    await db.destroy();
  });
  return () => served;
}

describe("a signed-in member's page", () => {
  const withList = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(withList, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(withList, 'member-preload.json'), JSON.stringify({
      scripts: ['/assets/member-abc.js'],
      styles: ['/assets/member-abc.css'],
      texts: { zh_CN: ['/assets/texts-zh_CN-features-1.js'], fr_FR: ['/assets/texts-fr_FR-2.js', '/assets/texts-fr_FR-features-3.js'] },
      routes: { '/jiedao/jd-customer': { scripts: ['/assets/contact-pages-4.js'], styles: ['/assets/contact-pages-5.css'] } },
      frame: { zh_CN: { title: '会员中心', loading: '加载中…' }, fr_FR: { title: 'Espace <membre>', loading: 'Chargement…' } },
    }));
  const app = servedFrom(withList);
  const preloads = ['<link rel="modulepreload" crossorigin href="/assets/member-abc.js">', '<link rel="preload" as="style" crossorigin href="/assets/member-abc.css">'];

  it("names the member layout's files, in the head", async () => {
    for (const url of ['/jiedao/jd-customer', '/jiedao', '/dashboard?x=1']) {
      const res = await app().inject({ url, cookies: { [SESSION_COOKIE]: 'token' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      for (const link of preloads) expect(res.body).toContain(link);
      expect(res.body.indexOf(preloads[0] as string)).toBeLessThan(res.body.indexOf('</head>'));
      expect(res.headers.vary).toContain('cookie');
      // The default language's texts, with no language cookie.
      expect(res.body).toContain('href="/assets/texts-zh_CN-features-1.js"');
    }
  });

  it("names a known page's own files, and only on that page", async () => {
    for (const url of ['/jiedao/jd-customer', '/jiedao/jd-customer/', '/jiedao/jd-customer?pageNo=2']) {
      const res = await app().inject({ url, cookies: { [SESSION_COOKIE]: 'token' } });
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/contact-pages-4.js">');
      expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/contact-pages-5.css">');
    }
    const other = await app().inject({ url: '/jiedao/jd-supplier', cookies: { [SESSION_COOKIE]: 'token' } });
    expect(other.body).toContain('member-abc.js');
    expect(other.body).not.toContain('contact-pages-4');
  });

  it("names the texts of the member's language, the default one's for an unknown language", async () => {
    const fr = await app().inject({ url: '/jiedao/jd-customer', cookies: { [SESSION_COOKIE]: 'token', [LANGUAGE_COOKIE]: 'fr_FR' } });
    expect(fr.body).toContain('<link rel="modulepreload" crossorigin href="/assets/texts-fr_FR-2.js">');
    expect(fr.body).toContain('href="/assets/texts-fr_FR-features-3.js"');
    expect(fr.body).not.toContain('texts-zh_CN');
    const odd = await app().inject({ url: '/jiedao/jd-customer', cookies: { [SESSION_COOKIE]: 'token', [LANGUAGE_COOKIE]: '"><script>' } });
    expect(odd.body).toContain('texts-zh_CN-features-1.js');
    expect(odd.body).not.toContain('<script>');
  });

  it("draws the layout's frame with the product's name and Loading… in the member's language, escaped", async () => {
    const zh = await app().inject({ url: '/jiedao/jd-customer', cookies: { [SESSION_COOKIE]: 'token' } });
    expect(zh.body).toContain('<div id="root"><div class="boot-frame"><aside></aside><div><header>会员中心</header><p role="status">加载中…</p></div></div></div>');
    expect(zh.body.indexOf('.boot-frame{')).toBeLessThan(zh.body.indexOf('</head>'));
    const fr = await app().inject({ url: '/jiedao/jd-profile', cookies: { [SESSION_COOKIE]: 'token', [LANGUAGE_COOKIE]: 'fr_FR' } });
    expect(fr.body).toContain('<header>Espace &#60;membre&#62;</header><p role="status">Chargement…</p>');
    // A language the build wrote no frame texts for: the page as before.
    const en = await app().inject({ url: '/jiedao/jd-profile', cookies: { [SESSION_COOKIE]: 'token', [LANGUAGE_COOKIE]: 'en_US' } });
    expect(en.body).toContain('<div id="root"></div>');
  });

  it('names nothing more to a visitor without a session, or on a page outside the member area (the staff console too)', async () => {
    for (const [url, cookies] of [['/jiedao/jd-customer', {}], ['/login', { [SESSION_COOKIE]: 'token' }], ['/jd-transport', { [SESSION_COOKIE]: 'token' }], ['/admin/orders', { [SESSION_COOKIE]: 'token' }]] as const) {
      const res = await app().inject({ url, cookies });
      expect([url, res.statusCode, res.body.includes('modulepreload'), res.body.includes('boot-frame')]).toEqual([url, 200, false, false]);
    }
  });
});

describe("a signed-in staff member's desk", () => {
  const withList = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(withList, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(withList, 'member-preload.json'), JSON.stringify({ scripts: ['/assets/member-abc.js'], styles: [], texts: {}, routes: {} }));
  fs.writeFileSync(path.join(withList, 'staff-preload.json'), JSON.stringify({
      scripts: ['/assets/staff-app-1.js'],
      styles: ['/assets/staff-app-2.css'],
      texts: { zh_CN: ['/assets/staff-texts-zh_CN-3.js'], en_US: ['/assets/staff-texts-en_US-4.js'] },
      routes: { '/admin/orders': { scripts: ['/assets/staff-orders-5.js'], styles: [] } },
    }));
  const app = servedFrom(withList);

  it("names the console's files, the language's texts and the desk's own, an order of the desk included", async () => {
    for (const url of ['/admin/orders', '/admin/orders/12', '/admin/orders?status=2']) {
      const res = await app().inject({ url, cookies: { [STAFF_SESSION_COOKIE]: 'token', [LANGUAGE_COOKIE]: 'en_US' } });
      expect([url, res.statusCode]).toEqual([url, 200]);
      for (const href of ['/assets/staff-app-1.js', '/assets/staff-texts-en_US-4.js', '/assets/staff-orders-5.js']) expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="${href}">`);
      expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/staff-app-2.css">');
      expect(res.body).not.toContain('staff-texts-zh_CN');
      expect(res.body).not.toContain('member-abc');
      expect(res.headers.vary).toContain('cookie');
    }
    const other = await app().inject({ url: '/admin/warehouse', cookies: { [STAFF_SESSION_COOKIE]: 'token' } });
    expect(other.body).toContain('staff-app-1.js');
    expect(other.body).not.toContain('staff-orders-5');
  });

  it('names nothing more on the sign-in page, without a staff session, or to a member session', async () => {
    for (const [url, cookies] of [['/admin/login', { [STAFF_SESSION_COOKIE]: 'token' }], ['/admin/orders', {}], ['/admin/orders', { [SESSION_COOKIE]: 'token' }]] as const) {
      const res = await app().inject({ url, cookies });
      expect([url, res.statusCode, res.body.includes('modulepreload')]).toEqual([url, 200, false]);
    }
  });
});

it('refuses a preload list naming anything but built assets', () => {
  expect(() => preloadList.parse({ scripts: ['https://elsewhere.example/x.js'], styles: [], texts: {}, routes: {} })).toThrow();
  expect(() => preloadList.parse({ scripts: [], styles: [], texts: { zh_CN: ['/assets/a.js"><script>.js'] }, routes: {} })).toThrow();
  expect(withPreload('<head></head>', { scripts: [], styles: [], texts: {}, routes: {} }, 'zh_CN')).toBe('<head></head>');
});
