import { acrossFields } from '@portal/contracts/across-fields';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from './errors.js';
import { i18nPlugin } from './i18n.js';

// A body with lines, as the order form will send: each problem is answered under a dotted
// path with the line's index (goods.3.weight), which the web form maps onto that line's field.
const goodsLine = z.object({ name: z.string('v.required').trim().min(1, { error: 'v.required', abort: true }), weight: z.number().int().min(1) });
const body = acrossFields(z.object({ goods: z.array(goodsLine).min(1) }), ['goods'], (value, ctx) => {
  const names = value.goods.map((line) => line.name);
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) ctx.addIssue({ code: 'custom', path: ['goods', index, 'name'], message: 'v.invalid' });
  });
});

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
await app.register(i18nPlugin);
await app.register(errorsPlugin);
app.withTypeProvider<ZodTypeProvider>().post('/lines', { schema: { body } }, async () => null);
afterAll(() => app.close());

const post = (payload: unknown) => app.inject({ method: 'POST', url: '/lines', payload: payload as object, headers: { 'accept-language': 'en_US' } });
const line = (name: string, weight: unknown) => ({ name, weight });

describe('validation answers for bodies with lines', () => {
  it("name each line's field by its index", async () => {
    const res = await post({ goods: [line('shoes', 1), line('', 2), line('hats', 1), line('caps', 0)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([
      { field: 'goods.1.name', rule: 'v.required', message: 'is required' },
      { field: 'goods.3.weight', rule: 'too_small', message: 'must be at least 1' },
    ]);
    expect(res.json().msg).toContain('goods.3.weight: must be at least 1');
  });

  it('name the line a rule across lines blames', async () => {
    const res = await post({ goods: [line('shoes', 1), line('hats', 1), line('shoes', 2)] });
    expect(res.json().data.fields).toEqual([{ field: 'goods.2.name', rule: 'v.invalid', message: 'is invalid' }]);
  });

  it('name a missing value inside a line, and the list itself', async () => {
    expect((await post({ goods: [{ name: 'shoes' }] })).json().data.fields).toEqual([{ field: 'goods.0.weight', rule: 'required', message: 'is required' }]);
    expect((await post({ goods: [] })).json().data.fields).toEqual([{ field: 'goods', rule: 'too_small', message: 'must be at least 1' }]);
  });
});
