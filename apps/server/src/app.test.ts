import { expect, it } from 'vitest';
import { describeEachDb } from './test/harness.js';

describeEachDb('app core', (ctx) => {
  it('answers /health with the database kind', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx().database.dialect });
  });

  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const zh = await ctx().app.inject({ method: 'GET', url: '/app-api/nope' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
    const fr = await ctx().app.inject({ method: 'GET', url: '/app-api/nope', headers: { 'accept-language': 'fr_FR' } });
    expect(fr.json().msg).toBe('Ressource introuvable');
  });

  it('sends security headers: the page set outside the API, the API set on its answers', async () => {
    const page = await ctx().app.inject({ method: 'GET', url: '/health' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);

    for (const url of ['/app-api/member/user/get', '/app-api/nope', '/admin-api/system/sms-log/page']) {
      const api = await ctx().app.inject({ method: 'GET', url });
      expect([url, api.headers['content-security-policy']]).toEqual([url, "default-src 'none'; frame-ancestors 'none'"]);
      expect(api.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
      expect(api.headers['strict-transport-security']).toBeUndefined();
    }
    // A route that may be cached says so itself.
    expect((await ctx().app.inject({ method: 'GET', url: '/app-api/system/dict-data/list-all-simple' })).headers['cache-control']).toBe('no-cache');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
