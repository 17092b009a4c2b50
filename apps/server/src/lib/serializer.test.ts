import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, isDeepFrozen } from './frozen.js';
import { ok } from './http.js';
import { responseSerializerCompiler } from './serializer.js';

describe('deepFreeze', () => {
  it('freezes through nested objects and arrays, cycles included, and says so', () => {
    const value: { list: { n: number }[]; self?: unknown } = { list: [{ n: 1 }] };
    value.self = value;
    deepFreeze(value);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(isDeepFrozen(value)).toBe(true);
    expect(isDeepFrozen(Object.freeze({ inner: {} }))).toBe(false);
    expect(isDeepFrozen('text')).toBe(false);
  });
});

describe('response serializer', () => {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  let checks = 0;
  const answer = z.object({ code: z.number(), msg: z.string(), data: z.object({ name: z.string().refine(() => ++checks > 0) }) });
  let current: unknown;
  app.get('/answer', { schema: { response: { 200: answer } } }, async () => current);
  afterAll(() => app.close());
  const get = async () => {
    const res = await app.inject({ url: '/answer' });
    return { status: res.statusCode, body: res.body };
  };

  it('drops keys the schema does not name and refuses a wrong shape', async () => {
    current = ok({ name: 'Abidjan', passwordHash: 'secret' });
    expect(await get()).toEqual({ status: 200, body: '{"code":0,"msg":"","data":{"name":"Abidjan"}}' });
    current = ok({ name: 42 });
    expect((await get()).status).toBe(500);
  });

  it('writes an answer around deeply frozen data once, and a changing one every time', async () => {
    const kept = deepFreeze({ name: 'Lomé', extra: 1 });
    expect(ok(kept)).toBe(ok(kept));
    current = ok(kept);
    checks = 0;
    expect(await get()).toEqual({ status: 200, body: '{"code":0,"msg":"","data":{"name":"Lomé"}}' });
    expect((await get()).body).toBe('{"code":0,"msg":"","data":{"name":"Lomé"}}');
    expect(checks).toBe(1);
    expect(isDeepFrozen(ok(kept))).toBe(true);

    const live = { name: 'Dakar' };
    current = ok(live);
    expect((await get()).body).toContain('Dakar');
    live.name = 'Douala';
    expect((await get()).body).toContain('Douala');
    expect(checks).toBe(3);
  });

  it('still refuses a frozen answer of the wrong shape', async () => {
    current = ok(deepFreeze({ wrong: true }));
    expect((await get()).status).toBe(500);
    expect((await get()).status).toBe(500);
  });
});
