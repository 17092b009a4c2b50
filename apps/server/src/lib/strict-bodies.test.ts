import { cursorQuery } from '@portal/contracts/cursor';
import { DEMO_MEMBER } from '../config.js';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { call, memberToken, staffToken } from '../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../test/harness.js';
import { strictBodyValidatorCompiler } from './strict-bodies.js';

interface Refusal {
  fields: Array<{ field: string; rule: string; message: string }>;
}

// Strict types (issue 27): a JSON body takes exact types, and a query string may spell a
// number as text but never as an array (the key repeated).
describeEachDb('strict types in bodies and queries', (ctx) => {
  const fieldsOf = async (t: TestApp, method: 'GET' | 'POST', url: string, token: string, body?: unknown) => {
    const answer = await call<Refusal>(t.app, method, url, { token, locale: 'en_US', ...(body === undefined ? {} : { body }) });
    expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    return answer.data.fields.map((f) => f.field);
  };

  it('refuses numbers sent as text or arrays in bodies, naming the field', async () => {
    const t = ctx();
    const member = await memberToken(t);
    const finance = await staffToken(t, 'finance', 'finance1234');
    const service = await staffToken(t, 'service', 'service1234');
    const redeem = { giftId: 1, quantity: 1, method: 1, outletId: 1, recipient: 'Li Wei', areaCode: '86', phone: DEMO_MEMBER.mobile, notesRead: true };
    for (const quantity of ['1', [1]]) {
      expect(await fieldsOf(t, 'POST', '/app-api/member/gift/redeem', member, { ...redeem, quantity })).toEqual(['quantity']);
    }
    const rule = { type: 1, title: 'Strict', points: 5 };
    for (const type of ['1', [1]]) {
      expect(await fieldsOf(t, 'POST', '/admin-api/member/score-rule/create', finance, { ...rule, type })).toEqual(['type']);
    }
    for (const pageSize of ['1', [1]]) {
      expect(await fieldsOf(t, 'POST', '/admin-api/member/level-details/page', member, { pageSize })).toEqual(['pageSize']);
    }
    const category = { name: { zh_CN: '类', en_US: 'Kind', fr_FR: 'Genre' }, sort: 1 };
    expect(await fieldsOf(t, 'POST', '/admin-api/system/help/category/create', service, { ...category, sort: '1' })).toEqual(['sort']);
    // The same bodies with real numbers pass validation.
    expect((await call(t.app, 'POST', '/admin-api/member/level-details/page', { token: member, body: { pageSize: 1 } })).code).toBe(0);
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/create', { token: service, body: category })).code).toBe(0);
  });

  it('reads numbers written in a query string, but not a repeated key', async () => {
    const t = ctx();
    const member = await memberToken(t);
    expect((await call(t.app, 'GET', '/app-api/order/order/page?pageSize=2&status=1', { token: member })).code).toBe(0);
    expect(await fieldsOf(t, 'GET', '/app-api/order/order/page?pageSize=1&pageSize=1', member)).toEqual(['pageSize']);
    expect(await fieldsOf(t, 'GET', '/app-api/order/order/page?status=1&status=1', member)).toEqual(['status']);
    expect(await fieldsOf(t, 'GET', '/app-api/member/point/log-page?pageSize=', member)).toEqual(['pageSize']);
    expect(await fieldsOf(t, 'GET', '/app-api/member/point/log-page?pageSize=0x10', member)).toEqual(['pageSize']);
  });

  // PostgreSQL cannot store U+0000 in text: it was a 500 there (found by fuzz.test.ts).
  it('refuses text holding U+0000 in a query or a body, naming the field, on both databases', async () => {
    const t = ctx();
    const member = await memberToken(t);
    expect(await fieldsOf(t, 'GET', '/app-api/system/need-know/getByKey?key=%00', member)).toEqual(['key']);
    expect(await fieldsOf(t, 'POST', '/app-api/system/client-error', member, { kind: 'error', message: 'a\u0000b', url: '/x' })).toEqual(['message']);
    const names = { name: { zh_CN: '类', en_US: 'Kind', fr_FR: 'Ge\u0000nre' }, sort: 1 };
    expect(await fieldsOf(t, 'POST', '/admin-api/system/help/category/create', await staffToken(t, 'service', 'service1234'), names)).toEqual(['name.fr_FR']);
  });
});

it('refuses to start with a body schema that reads numbers from text', async () => {
  const app = Fastify();
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.post('/ok', { schema: { body: z.object({ pageSize: z.number() }), querystring: cursorQuery } }, async () => null);
  app.post('/list', { schema: { body: z.object({ filter: cursorQuery.optional() }) } }, async () => null);
  await expect(app.ready()).rejects.toThrow('Route POST /list: the body reads numbers from text (filter.pageSize)');
});
