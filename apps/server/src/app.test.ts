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

  it('sends security headers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
