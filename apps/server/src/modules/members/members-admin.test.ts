import { expect, it } from 'vitest';
import type { TokenResult } from '@portal/contracts/auth';
import { ERRORS } from '@portal/contracts/errors';
import { MEMBER_VIEW_LIMIT, type MemberSearchItem, type MemberView } from '@portal/contracts/members';
import { call, newIp, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const USERS = '/admin-api/member/user';

const search = (t: TestApp, token: string, query: Record<string, string>) =>
  call<{ list: MemberSearchItem[]; total: number }>(t.app, 'GET', `${USERS}/page`, { token, query: { pageSize: '50', ...query } });

const memberLogin = (t: TestApp, member: { areaCode: string; mobile: string; password: string }) =>
  call<TokenResult>(t.app, 'POST', '/app-api/member/login', { body: member, ip: newIp() });

const profile = (t: TestApp, token: string) => call(t.app, 'GET', '/app-api/member/user/get', { token });

async function idOf(t: TestApp, mobile: string): Promise<number> {
  return (await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
}

describeEachDb('members as staff find, disable and enable them', (ctx) => {
  it('finds a member by mobile digits, nickname, order number and shipping mark; service may search, an operator may not', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const member = await registerMember(t);
    const id = await idOf(t, member.mobile);

    const byMobile = await search(t, service, { keyword: `+${member.areaCode} ${member.mobile.slice(0, 3)} ${member.mobile.slice(3)}` });
    expect(byMobile.data.list.map((m) => m.id)).toEqual([id]);
    expect(byMobile.data.list[0]).toMatchObject({ mobile: member.mobile, status: 'active', disabledReason: null, realName: null });

    const demo = await t.database.db.selectFrom('member_user').select(['id', 'nickname']).where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
    const order = await t.database.db.selectFrom('ship_order').select(['order_no', 'marks']).where('member_id', '=', demo.id).where('marks', 'is not', null).executeTakeFirstOrThrow();
    expect((await search(t, service, { keyword: order.order_no.toLowerCase() })).data.list.map((m) => m.id)).toEqual([demo.id]);
    expect((await search(t, service, { keyword: order.marks!.toUpperCase() })).data.list.map((m) => m.id)).toContain(demo.id);
    expect((await search(t, service, { keyword: demo.nickname })).data.list.map((m) => m.id)).toContain(demo.id);
    expect((await search(t, service, { keyword: 'no-such-member-anywhere' })).data).toEqual({ list: [], total: 0 });

    const operator = await staffToken(t, 'operator', 'operator1234');
    expect(await search(t, operator, {})).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
  });

  it("ends a disabled member's sessions at once, refuses their sign-in with a clear error, and lets them in again once enabled", async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const member = await registerMember(t);
    const id = await idOf(t, member.mobile);
    expect((await profile(t, member.token)).code).toBe(0);

    // A reason is required, named on its field.
    const blank = await call(t.app, 'POST', `${USERS}/disable`, { token: admin, body: { id, reason: '  ' } });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.data)).toContain('reason');

    expect((await call(t.app, 'POST', `${USERS}/disable`, { token: admin, body: { id, reason: 'Reported fraud, under investigation' } })).code).toBe(0);
    expect(await profile(t, member.token)).toMatchObject({ status: 401, code: ERRORS.TOKEN_REVOKED.code });
    expect(await memberLogin(t, member)).toMatchObject({ code: ERRORS.AUTH_ACCOUNT_DISABLED.code });
    expect(await call(t.app, 'POST', `${USERS}/disable`, { token: admin, body: { id, reason: 'again' } })).toMatchObject({ status: 409, code: ERRORS.MEMBER_ALREADY_DISABLED.code });

    const listed = (await search(t, admin, { keyword: member.mobile, status: 'disabled' })).data.list;
    expect(listed).toEqual([expect.objectContaining({ id, status: 'disabled', disabledReason: 'Reported fraud, under investigation', disabledTime: expect.any(String) })]);

    expect((await call(t.app, 'POST', `${USERS}/enable`, { token: admin, body: { id } })).code).toBe(0);
    expect(await call(t.app, 'POST', `${USERS}/enable`, { token: admin, body: { id } })).toMatchObject({ status: 409, code: ERRORS.MEMBER_ALREADY_ACTIVE.code });
    const again = await memberLogin(t, member);
    expect(again.code).toBe(0);
    expect((await profile(t, again.data.token)).code).toBe(0);
    // The old token stays ended.
    expect((await profile(t, member.token)).code).toBe(ERRORS.TOKEN_REVOKED.code);
    expect((await search(t, admin, { keyword: member.mobile })).data.list[0]).toMatchObject({ status: 'active', disabledReason: null, disabledTime: null });

    // One audit row per change, with its reason; none for the refused ones (blank reason, 409s).
    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'reason', 'before', 'after']).where('entity', '=', 'member').where('entity_id', '=', id).orderBy('id').execute();
    expect(audit.map((row) => [row.action, row.reason, JSON.parse(String(row.before)), JSON.parse(String(row.after))])).toEqual([
      ['disable', 'Reported fraud, under investigation', { status: 'active' }, { status: 'disabled' }],
      ['enable', null, { status: 'disabled' }, { status: 'active' }],
    ]);
  });

  it('lets only administrators disable or enable a member', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const id = await idOf(t, member.mobile);
    for (const [username, password] of [
      ['service', 'service1234'],
      ['finance', 'finance1234'],
      ['reviewer', 'reviewer1234'],
      ['operator', 'operator1234'],
    ] as const) {
      const token = await staffToken(t, username, password);
      expect([username, await call(t.app, 'POST', `${USERS}/disable`, { token, body: { id, reason: 'no' } })]).toMatchObject([username, { status: 403, code: ERRORS.STAFF_ROLE_MISSING.code }]);
      expect([username, await call(t.app, 'POST', `${USERS}/enable`, { token, body: { id } })]).toMatchObject([username, { status: 403, code: ERRORS.STAFF_ROLE_MISSING.code }]);
    }
    expect((await profile(t, member.token)).code).toBe(0);
    expect((await call(t.app, 'POST', `${USERS}/disable`, { token: await staffToken(t), body: { id: 999_999, reason: 'gone' } })).status).toBe(404);
  });

  it("shows one member on one page: every list the member's own, newest first, with its total", async () => {
    const t = ctx();
    const finance = await staffToken(t, 'finance', 'finance1234');
    const db = t.database.db;
    const demo = await db.selectFrom('member_user').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow();
    const view = await call<MemberView>(t.app, 'GET', `${USERS}/get`, { token: finance, query: { id: String(demo.id) } });
    expect(view.code).toBe(0);
    const count = async (table: 'ship_order' | 'member_point_log' | 'member_coupon' | 'gift_exchange' | 'member_advice' | 'member_message') => {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', demo.id);
      if (table === 'ship_order') query = query.where('deleted_at' as never, 'is', null);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const v = view.data;
    expect(v.profile).toMatchObject({ id: demo.id, mobile: '13800138000', status: 'active' });
    expect([v.orders.total, v.pointLog.total, v.coupons.total, v.redemptions.total, v.consultations.total, v.messages.total]).toEqual([
      await count('ship_order'),
      await count('member_point_log'),
      await count('member_coupon'),
      await count('gift_exchange'),
      await count('member_advice'),
      await count('member_message'),
    ]);
    // The demo member has orders and messages, so the page is not empty; each list holds at most ten, newest first.
    expect(v.orders.total).toBeGreaterThan(0);
    expect(v.messages.list.every((m) => m.title.length > 0)).toBe(true);
    for (const list of [v.orders.list, v.pointLog.list, v.coupons.list, v.redemptions.list, v.consultations.list, v.messages.list]) {
      expect(list.length).toBeLessThanOrEqual(MEMBER_VIEW_LIMIT);
    }
    const orderIds = (await db.selectFrom('ship_order').select('id').where('member_id', '=', demo.id).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MEMBER_VIEW_LIMIT).execute()).map((o) => o.id);
    expect(v.orders.list.map((o) => o.id)).toEqual(orderIds);

    // Another member's page holds nothing of the demo member's.
    const fresh = await registerMember(t);
    const other = await call<MemberView>(t.app, 'GET', `${USERS}/get`, { token: finance, query: { id: String(await idOf(t, fresh.mobile)) } });
    expect(other.data).toMatchObject({ orders: { list: [], total: 0 }, messages: { total: expect.any(Number) }, heldCargo: { list: [], total: 0 }, outstanding: [] });
    expect(other.data.messages.list.map((m) => m.id)).not.toContain(v.messages.list[0]?.id);

    expect(await call(t.app, 'GET', `${USERS}/get`, { token: finance, query: { id: '999999' } })).toMatchObject({ status: 404 });
    expect(await call(t.app, 'GET', `${USERS}/get`, { token: finance, query: { id: 'x' } })).toMatchObject({ status: 400 });
    const operator = await staffToken(t, 'operator', 'operator1234');
    expect(await call(t.app, 'GET', `${USERS}/get`, { token: operator, query: { id: String(demo.id) } })).toMatchObject({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
  });
});
