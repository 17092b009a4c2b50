import { expect, it } from 'vitest';
import type { TokenResult } from '@portal/contracts/auth';
import { ERRORS } from '@portal/contracts/errors';
import type { MemberSearchItem } from '@portal/contracts/members';
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
});
