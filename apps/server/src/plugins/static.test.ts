import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/database.js';
import { testConfig } from '../test/harness.js';

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
  for (const url of ['/', '/login', '/jiedao/jd-profile']) {
    const res = await app.inject({ url });
    expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
  }
  const api = await app.inject({ url: '/app-api/unknown' });
  expect([api.statusCode, api.json().code]).toEqual([404, 404]);
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
