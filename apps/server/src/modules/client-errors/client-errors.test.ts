import { expect, it } from 'vitest';
import type { ClientErrorItem } from '@portal/contracts/client-errors';
import type { Page } from '@portal/contracts/page';
import { ERRORS } from '@portal/contracts/errors';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';

const report = { kind: 'render', message: "Cannot read properties of undefined (reading 'name')", component: 'OrderDetailPage', url: 'http://portal.test/jiedao/jd-orderdetail?id=7', stack: 'TypeError: Cannot read…\n    at OrderDetailPage (order-detail-page.js:12:5)' } as const;

describeEachDb('client errors', (ctx) => {
  const page = async (token: string, query: Record<string, string> = {}) =>
    call<Page<ClientErrorItem>>(ctx().app, 'GET', '/admin-api/system/client-error/page', { token, query });

  it('stores a signed-in member\'s report with who sent it, and an anonymous one without, for administrators to read newest first', async () => {
    const t = ctx();
    const member = await memberToken(t);
    expect(await call(t.app, 'POST', '/app-api/system/client-error', { token: member, body: report  })).toMatchObject({ status: 200, code: 0 });
    const anonymous = { kind: 'unhandledrejection', message: 'Network Error', url: 'http://portal.test/login' } as const;
    expect(await call(t.app, 'POST', '/app-api/system/client-error', { body: anonymous })).toMatchObject({ status: 200, code: 0 });
    // A stale token is an anonymous report, not a refusal.
    expect(await call(t.app, 'POST', '/app-api/system/client-error', { token: 'garbage', body: anonymous })).toMatchObject({ status: 200, code: 0 });

    const admin = await staffToken(t);
    const list = await page(admin, { pageSize: '3' });
    expect(list.code).toBe(0);
    const memberRow = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
    expect(list.data.list.map((e) => [e.kind, e.message, e.memberId])).toEqual([
      ['unhandledrejection', 'Network Error', null],
      ['unhandledrejection', 'Network Error', null],
      ['render', report.message, memberRow.id],
    ]);
    expect(list.data.list[2]).toMatchObject({ component: 'OrderDetailPage', url: report.url, stack: report.stack, userAgent: 'lightMyRequest' });
    expect((await page(admin, { kind: 'render' })).data.list.every((e) => e.kind === 'render')).toBe(true);
  });

  it('refuses a report without a message or with one too long, naming the field, and bodies over 16 KB', async () => {
    const t = ctx();
    const empty = await call<{ fields: { field: string; message: string }[] }>(t.app, 'POST', '/app-api/system/client-error', { body: { ...report, message: ' ' }, locale: 'fr_FR' });
    expect(empty.status).toBe(400);
    expect(empty.data.fields[0]).toMatchObject({ field: 'message', message: 'est obligatoire' });
    const long = await call<{ fields: { field: string; message: string }[] }>(t.app, 'POST', '/app-api/system/client-error', { body: { ...report, message: 'x'.repeat(1001) }, locale: 'en_US' });
    expect(long.data.fields[0]).toMatchObject({ field: 'message', message: 'must be at most 1000 characters' });
    const kind = await call<{ fields: { field: string }[] }>(t.app, 'POST', '/app-api/system/client-error', { body: { ...report, kind: 'other' } });
    expect(kind.data.fields[0]!.field).toBe('kind');
    const huge = await call(t.app, 'POST', '/app-api/system/client-error', { body: { ...report, stack: 'x'.repeat(20_000) } });
    expect(huge.status).toBe(413);
  });

  it('lets only administrators read the reports', async () => {
    const t = ctx();
    for (const role of ['operator', 'service', 'finance', 'reviewer']) {
      const refused = await page(await staffToken(t, role, `${role}1234`));
      expect({ role, status: refused.status, code: refused.code }).toEqual({ role, status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
    }
    expect((await page(await memberToken(t))).status).toBe(403);
  });
});

describeEachDb('client errors: retention', (ctx) => {
  it('sweeps reports older than the cut-off and keeps the newer ones', async () => {
    const t = ctx();
    const at = (iso: string) => ({ kind: 'error' as const, message: `at ${iso}`, component: null, url: 'http://portal.test/', stack: null, member_id: null, user_agent: null, ip: null, created_at: iso });
    await t.database.db.insertInto('client_error').values([at('2026-01-01T00:00:00.000Z'), at('2026-06-01T00:00:00.000Z')]).execute();
    expect(await t.services.clientErrors.sweep('2026-03-01T00:00:00.000Z')).toBe(1);
    const left = await t.database.db.selectFrom('client_error').select('message').execute();
    expect(left.map((r) => r.message)).toEqual(['at 2026-06-01T00:00:00.000Z']);
  });
});

describeEachDb('client errors: rate limit', (ctx) => {
  it('takes a few reports a minute from one address, then answers 429', async () => {
    const t = ctx();
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await call(t.app, 'POST', '/app-api/system/client-error', { body: report })).status);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
}, { clientErrors: { perMinute: 3 } });

