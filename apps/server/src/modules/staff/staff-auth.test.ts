import type { SmsLogItem, TokenResult } from '@portal/contracts/auth';
import type { StaffMe } from '@portal/contracts/staff';
import { expect, it } from 'vitest';
import { call, memberToken, newIp, newMobile, requestSmsCode, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const staffLogin = (t: TestApp, body: object, locale?: string) =>
  call<TokenResult>(t.app, 'POST', '/admin-api/system/auth/login', { body, ip: newIp(), ...(locale ? { locale } : {}) });

const smsLogPage = (t: TestApp, token: string | undefined, query: Record<string, string> = {}) =>
  call<{ list: SmsLogItem[]; total: number }>(t.app, 'GET', '/admin-api/system/sms-log/page', { ...(token ? { token } : {}), query });

describeEachDb('staff sign-in', (ctx) => {
  it('signs staff in, and answers a wrong password like an unknown user', async () => {
    const ok = await staffLogin(ctx(), { username: 'admin', password: ctx().config.demo.adminPassword });
    expect(ok).toMatchObject({ status: 200, code: 0, data: { token: expect.any(String) } });
    const wrong = await staffLogin(ctx(), { username: 'admin', password: 'wrong' }, 'en_US');
    expect(wrong).toEqual({ status: 400, code: 1_001_001, msg: 'Account or password incorrect', data: null });
    expect(await staffLogin(ctx(), { username: 'nobody', password: 'wrong' }, 'en_US')).toEqual(wrong);
    expect((await staffLogin(ctx(), { username: '', password: '' }, 'en_US')).status).toBe(400);
  });

  it('never locks the owner out: ten wrong passwords from ten networks leave the account open', async () => {
    const admin = { username: 'admin', password: ctx().config.demo.adminPassword };
    for (let i = 0; i < 12; i++) expect((await staffLogin(ctx(), { username: 'admin', password: `w${i}` })).code).toBe(1_001_001);
    expect((await staffLogin(ctx(), admin)).code).toBe(0);
  });

  it('refuses a network 10 wrong passwords for one account, however its addresses rotate, and only that network', async () => {
    const now = new Date().toISOString();
    await ctx()
      .database.db.insertInto('staff_user')
      .values({ username: 'clerk', password_hash: 'x', name: 'Clerk', roles: '["clerk"]', status: 0, password_changed_at: now, created_at: now, updated_at: now })
      .execute();
    const from = (ip: string, password: string, username = 'clerk') => call(ctx().app, 'POST', '/admin-api/system/auth/login', { body: { username, password }, ip });
    for (let i = 0; i < 10; i++) expect((await from(`192.0.2.${i + 1}`, `w${i}`)).code).toBe(1_001_001);
    expect(await from('192.0.2.200', 'w')).toMatchObject({ status: 429, code: 1_001_002 });
    // Another account from that network, and the account from another network, are not refused.
    expect((await from('192.0.2.201', ctx().config.demo.adminPassword, 'admin')).code).toBe(0);
    expect((await from('198.51.100.9', 'w')).code).toBe(1_001_001);
  });

  it('logs staff out', async () => {
    const token = await staffToken(ctx());
    expect((await call(ctx().app, 'POST', '/admin-api/system/auth/logout', { token })).code).toBe(0);
    expect((await smsLogPage(ctx(), token)).code).toBe(50012);
  });
});

describeEachDb('the signed-in staff member', (ctx) => {
  const me = (token: string | undefined) => call<StaffMe>(ctx().app, 'GET', '/admin-api/system/auth/me', token ? { token } : {});

  it('answers name, username and roles as they stand now', async () => {
    const operator = await staffToken(ctx(), 'operator', 'operator1234');
    expect(await me(operator)).toMatchObject({ status: 200, code: 0, data: { id: expect.any(Number), username: 'operator', name: 'Demo operator', roles: ['operator'] } });
    const admin = await staffToken(ctx());
    const { id } = (await me(operator)).data;
    expect((await call(ctx().app, 'POST', `/admin-api/system/staff/${id}/set-roles`, { token: admin, body: { roles: ['finance', 'operator'] } })).code).toBe(0);
    expect((await me(operator)).data.roles).toEqual(['operator', 'finance']);
    expect((await me(admin)).data).toMatchObject({ username: 'admin', roles: ['administrator'] });
  });

  it('answers no one else: a member token 403, none 50008, a signed-out one 50012', async () => {
    expect(await me(await memberToken(ctx()))).toMatchObject({ status: 403, code: 403 });
    expect(await me(undefined)).toMatchObject({ status: 401, code: 50008 });
    const reviewer = await staffToken(ctx(), 'reviewer', 'reviewer1234');
    await call(ctx().app, 'POST', '/admin-api/system/auth/logout', { token: reviewer });
    expect((await me(reviewer)).code).toBe(50012);
  });
});

describeEachDb('SMS outbox for staff', (ctx) => {
  it('lists sent messages newest first, filtered by mobile, a page at a time', async () => {
    const first = newMobile();
    const second = newMobile();
    const firstCode = await requestSmsCode(ctx(), { mobile: first, scene: 'register' });
    await requestSmsCode(ctx(), { mobile: second, scene: 'register' });
    const token = await staffToken(ctx());

    const all = await smsLogPage(ctx(), token);
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((i) => i.mobile)).toEqual([second, first]);

    const one = await smsLogPage(ctx(), token, { mobile: first });
    expect(one.data).toEqual({
      total: 1,
      list: [{ id: expect.any(Number), areaCode: '86', mobile: first, scene: 'register', content: expect.stringContaining(firstCode), status: 'outbox', error: null, createTime: expect.any(String) }],
    });

    const paged = await smsLogPage(ctx(), token, { pageNo: '2', pageSize: '1' });
    expect(paged.data.list.map((i) => i.mobile)).toEqual([first]);
    expect((await smsLogPage(ctx(), token, { pageSize: '101' })).status).toBe(400);
  });

  it('is for staff only: a member token is refused with 403, none with 50008', async () => {
    const member = await memberToken(ctx());
    expect(await smsLogPage(ctx(), member)).toMatchObject({ status: 403, code: 403 });
    expect(await smsLogPage(ctx(), undefined)).toMatchObject({ status: 401, code: 50008 });
    // And a staff token is no member token.
    const staff = await staffToken(ctx());
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get', { token: staff })).toMatchObject({ status: 401, code: 50008 });
  });
});
