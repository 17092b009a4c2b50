import type { EcashItem, EcashStaffItem } from '@portal/contracts/ecash';
import { microsToRate, rateToMicros } from '@portal/contracts/ecash';
import { ERRORS } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';

type Page<T> = { list: T[]; total: number };

describe('rates as scaled integers', () => {
  it('turns typed rates into micros and back without floats', () => {
    expect(rateToMicros('623.95')).toBe(623_950_000);
    expect(rateToMicros('0.000001')).toBe(1);
    expect(microsToRate(623_950_000)).toBe('623.95');
    expect(microsToRate(1_000_000)).toBe('1');
  });
});

describeEachDb('e-cash rates', (ctx) => {
  it('shows anyone the rates in effect of the seeded currencies, without a token', async () => {
    const t = ctx();
    const page = await call<Page<EcashItem>>(t.app, 'GET', '/app-api/ecw/currency-ecash/page', { query: { pageSize: '100' } });
    expect(page.code).toBe(0);
    const codes = page.data.list.map((r) => r.currencyCode).sort();
    const currencies = await t.database.db.selectFrom('currency').select('code').execute();
    expect(codes).toEqual(currencies.map((c) => c.code).sort());
    expect(page.data.list.find((r) => r.currencyCode === 'XOF')).toMatchObject({ baseCurrency: 'USD', rate: '623.95', rateMicros: 623_950_000, nameFr: 'Franc CFA (BCEAO)' });
  });

  it('lets finance add a rate that takes over when it takes effect, and withdraw only one still to come', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const added = await call<EcashItem>(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: finance, body: { currencyCode: 'NGN', rate: '1600.25', ecashRate: '1650' } });
    expect(added.data).toMatchObject({ rate: '1600.25', ecashRateMicros: 1_650_000_000 });
    const later = await call<EcashItem>(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: finance, body: { currencyCode: 'NGN', rate: '1700', ecashRate: '1750', effectiveTime: future } });
    expect(later.code).toBe(0);

    const current = await call<Page<EcashItem>>(t.app, 'GET', '/app-api/ecw/currency-ecash/page', { query: { currencyCode: 'NGN' } });
    expect(current.data.list.map((r) => r.rate)).toEqual(['1600.25']);
    expect(current.data.total).toBe(1);

    expect((await call(t.app, 'DELETE', '/admin-api/ecw/currency-ecash/delete', { token: finance, query: { id: String(added.data.id) } })).code).toBe(ERRORS.ECASH_RATE_IN_EFFECT.code);
    expect((await call(t.app, 'DELETE', '/admin-api/ecw/currency-ecash/delete', { token: finance, query: { id: String(later.data.id) } })).code).toBe(0);
    expect((await call(t.app, 'DELETE', '/admin-api/ecw/currency-ecash/delete', { token: finance, query: { id: String(later.data.id) } })).code).toBe(ERRORS.ECASH_RATE_NOT_FOUND.code);
    const history = await call<Page<EcashStaffItem>>(t.app, 'GET', '/admin-api/ecw/currency-ecash/page', { token: finance, query: { currencyCode: 'NGN' } });
    // Who set each rate and when: the seeded reference rate was set by no one.
    const financeId = (await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'finance').executeTakeFirstOrThrow()).id;
    expect(history.data.list.map((r) => [r.rate, r.inEffect, r.updatedBy, r.updatedByName])).toEqual([
      ['1600.25', true, financeId, 'Demo finance'],
      ['1545.5', true, null, null],
    ]);
    expect(history.data.list[0]!.updateTime).toBe(added.data.updateTime);
  });

  it('names the field of a bad rate, and keeps other staff out', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const bad = await call<{ fields: { field: string; message: string }[] }>(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', {
      token: finance,
      body: { currencyCode: 'USD', rate: '1.1234567', ecashRate: '0' },
      locale: 'en_US',
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['ecashRate', 'rate']);
    const unknown = await call<{ fields: { field: string }[] }>(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: finance, body: { currencyCode: 'ZZZ', rate: '1', ecashRate: '1' } });
    expect(unknown.data.fields.map((f) => f.field)).toEqual(['currencyCode']);
    const operator = await staffToken(t, 'operator', 'operator1234');
    const refused = await call(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: operator, body: { currencyCode: 'USD', rate: '1', ecashRate: '1' } });
    expect([refused.status, refused.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
  });
});

describeEachDb('e-cash rates in the audit log', (ctx) => {
  it('logs a create and a withdrawal once each; a refused call logs nothing', async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const rows = () => t.database.db.selectFrom('staff_audit').selectAll().where('entity', '=', 'ecashRate').orderBy('id').execute();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = await call<EcashItem>(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: finance, body: { currencyCode: 'NGN', rate: '1700', ecashRate: '1750', effectiveTime: future } });
    expect((await call(t.app, 'POST', '/admin-api/ecw/currency-ecash/create', { token: finance, body: { currencyCode: 'NGN', rate: 'x', ecashRate: '1' } })).code).not.toBe(0);
    expect((await call(t.app, 'DELETE', '/admin-api/ecw/currency-ecash/delete', { token: finance, query: { id: String(later.data.id) } })).code).toBe(0);
    expect((await call(t.app, 'DELETE', '/admin-api/ecw/currency-ecash/delete', { token: finance, query: { id: String(later.data.id) } })).code).toBe(ERRORS.ECASH_RATE_NOT_FOUND.code);
    const logged = await rows();
    expect(logged.map((r) => [r.action, Number(r.entity_id)])).toEqual([
      ['create', later.data.id],
      ['delete', later.data.id],
    ]);
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(parse(logged[0]!.after)).toMatchObject({ currencyCode: 'NGN', rateMicros: 1_700_000_000, ecashRateMicros: 1_750_000_000 });
    expect(parse(logged[1]!.before)).toMatchObject({ currencyCode: 'NGN', rateMicros: 1_700_000_000 });
    expect(logged[1]!.after).toBeNull();
  });
});
