import type { MemberProfile } from '@portal/contracts/auth';
import { expect, it } from 'vitest';
import { call, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { hashToken } from '../sessions/session.service.js';

// Sessions and the member profile are kept between calls while the database is unchanged
// (db/read-cache.ts; SQLite only). Each case reads first, so the answer is kept, then changes
// something and expects the very next call to show it, as it does on PostgreSQL, which keeps
// nothing.
const profile = (t: TestApp, token: string, locale?: string) => call<MemberProfile>(t.app, 'GET', '/app-api/member/user/get', { token, ...(locale ? { locale } : {}) });

describeEachDb('answers kept between calls', (ctx) => {
  const primed = async () => {
    const member = await registerMember(ctx());
    const first = await profile(ctx(), member.token);
    expect(first.code).toBe(0);
    expect(await profile(ctx(), member.token)).toEqual(first);
    return { ...member, first };
  };

  it('are kept on SQLite only, and are the same answer a fresh read gives', async () => {
    const { first } = await primed();
    const t = ctx();
    expect(t.services.readCache.enabled).toBe(t.database.dialect === 'sqlite');
    if (t.services.readCache.enabled) expect(t.services.readCache.keptEntries()).toBeGreaterThan(0);
    expect(first.data).toMatchObject({ roles: ['member'], canShip: true });
  });

  it('show a nickname change on the next call, in each language kept apart', async () => {
    const { token } = await primed();
    expect((await profile(ctx(), token, 'en_US')).data.levelName).toBe('Standard');
    expect((await call(ctx().app, 'PUT', '/app-api/member/user/update', { token, body: { nickname: 'Kept apart' } })).code).toBe(0);
    expect((await profile(ctx(), token)).data.nickname).toBe('Kept apart');
    expect((await profile(ctx(), token, 'en_US')).data).toMatchObject({ nickname: 'Kept apart', levelName: 'Standard' });
  });

  it('end a session at once on logout, on expiry and when the account is disabled', async () => {
    const db = ctx().database.db;
    const a = await primed();
    expect((await call(ctx().app, 'POST', '/app-api/member/logout', { token: a.token })).code).toBe(0);
    expect(await profile(ctx(), a.token)).toMatchObject({ status: 401, code: 50012 });

    const b = await primed();
    await db.updateTable('auth_session').set({ idle_expires_at: '2000-01-01T00:00:00.000Z' }).where('token_hash', '=', hashToken(b.token)).execute();
    expect(await profile(ctx(), b.token)).toMatchObject({ status: 401, code: 50014 });

    const c = await primed();
    await db.updateTable('member_user').set({ status: 1 }).where('mobile', '=', c.mobile).execute();
    expect(await profile(ctx(), c.token)).toMatchObject({ status: 403, code: 1_001_004 });
    await db.updateTable('member_user').set({ status: 0 }).where('mobile', '=', c.mobile).execute();
    expect((await profile(ctx(), c.token)).code).toBe(0);
  });

  it('end a staff session at once when staff sign out', async () => {
    const staff = await staffToken(ctx());
    const page = () => call(ctx().app, 'GET', '/admin-api/system/sms-log/page', { token: staff, query: { pageNo: '1', pageSize: '1' } });
    expect((await page()).code).toBe(0);
    expect((await page()).code).toBe(0);
    expect((await call(ctx().app, 'POST', '/admin-api/system/auth/logout', { token: staff })).code).toBe(0);
    expect(await page()).toMatchObject({ status: 401, code: 50012 });
  });

  it('follow a change made straight in the database, by a statement no route runs', async () => {
    const { token, mobile } = await primed();
    await ctx().database.db.updateTable('member_user').set({ email: 'kept@example.com' }).where('mobile', '=', mobile).execute();
    expect((await profile(ctx(), token)).data.email).toBe('kept@example.com');
  });
});
