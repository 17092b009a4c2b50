import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createDatabase } from '../db/database.js';
import type { App } from '../lib/http.js';
import { testConfig } from '../test/harness.js';

// A route limited to 2 calls a minute, added to a fresh app.
async function limitedApp(redisUrl: string | null, path: string): Promise<App> {
  const database = createDatabase({ url: ':memory:' });
  const { app } = await buildApp({ config: testConfig({ redisUrl }), database, logger: false });
  app.get(path, { config: { auth: 'public', rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ code: 0, msg: '', data: null }));
  app.addHook('onClose', async () => database.destroy());
  await app.ready();
  return app;
}

describe('rate limits', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('answer the 429 envelope in the caller language once the limit is passed', async () => {
    const app = await limitedApp(null, '/app-api/limited');
    apps.push(app);
    for (let i = 0; i < 2; i++) expect((await app.inject({ url: '/app-api/limited' })).statusCode).toBe(200);
    const res = await app.inject({ url: '/app-api/limited', headers: { 'accept-language': 'en_US' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many requests, retry in \d+ s$/) });
  });

  it('count per client network (IPv4 /24, IPv6 /64), not per exact address', async () => {
    const app = await limitedApp(null, '/app-api/limited');
    apps.push(app);
    const from = (remoteAddress: string) => app.inject({ url: '/app-api/limited', remoteAddress });
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    expect((await from('198.51.100.3')).statusCode).toBe(429);
    expect((await from('198.51.101.1')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1::a')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1:ffff::b')).statusCode).toBe(200);
    expect((await from('2001:db8:0:1::c')).statusCode).toBe(429);
    expect((await from('2001:db8:0:2::a')).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('are shared by every server process through Redis', async () => {
    const path = `/app-api/limited-${randomBytes(4).toString('hex')}`;
    const a = await limitedApp(process.env.TEST_REDIS_URL!, path);
    const b = await limitedApp(process.env.TEST_REDIS_URL!, path);
    apps.push(a, b);
    expect((await a.inject({ url: path })).statusCode).toBe(200);
    expect((await b.inject({ url: path })).statusCode).toBe(200);
    expect((await a.inject({ url: path })).statusCode).toBe(429);
    expect((await b.inject({ url: path })).statusCode).toBe(429);
  });
});

describe('HSTS', () => {
  it('is sent in production on pages and API answers alike, and not otherwise', async () => {
    for (const env of ['production', 'development'] as const) {
      const database = createDatabase({ url: ':memory:' });
      const { app } = await buildApp({ config: testConfig({ env }), database, logger: false });
      for (const url of ['/health', '/app-api/nope']) {
        const hsts = (await app.inject({ url })).headers['strict-transport-security'];
        expect([env, url, hsts]).toEqual([env, url, env === 'production' ? 'max-age=31536000; includeSubDomains' : undefined]);
      }
      await app.close();
      await database.destroy();
    }
  });
});

describe('a default limit and back-pressure', () => {
  it('limit every route per network, routes without a limit of their own included', async () => {
    const database = createDatabase({ url: ':memory:' });
    const config = testConfig();
    const { app } = await buildApp({ config: { ...config, rateLimits: { ...config.rateLimits, defaultPerMinute: 2 } }, database, logger: false });
    app.get('/app-api/open', { config: { auth: 'public' } }, async () => ({ code: 0, msg: '', data: null }));
    try {
      const from = (remoteAddress: string) => app.inject({ url: '/app-api/open', remoteAddress, headers: { 'accept-language': 'en_US' } });
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
      const refused = await from('203.0.113.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^Too many requests, retry in \d+ s$/) });
      expect((await from('203.0.114.1')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('answers 503 with Retry-After at once when the process is over its limits', async () => {
    const database = createDatabase({ url: ':memory:' });
    // A heap limit of one byte: always over.
    const { app } = await buildApp({ config: testConfig({ pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, retryAfterSeconds: 7 } }), database, logger: false });
    try {
      await app.ready();
      // under-pressure samples the heap on its timer, not per request.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await app.inject({ url: '/app-api/system/client-config', headers: { 'accept-language': 'fr_FR' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('7');
      expect(res.json()).toEqual({ code: 503, msg: 'Le serveur est occupé, réessayez dans 7 s', data: null });
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
