import { expect, it } from 'vitest';
import type { AngleMark } from '@portal/contracts/account';
import type { CouponItem, StaffCouponItem } from '@portal/contracts/coupons';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { MessageItem } from '@portal/contracts/messages';
import { COUPON_STATUS, COUPON_TYPE } from '@portal/contracts/statuses';
import { call, memberToken, registerMember, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const DAY = 86_400_000;

async function memberIdOf(t: TestApp, mobile: string): Promise<number> {
  return (await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
}

async function coupons(t: TestApp, token: string, query: Record<string, string> = {}) {
  return call<CursorPage<CouponItem>>(t.app, 'GET', '/app-api/member/coupon/page', { token, query });
}

async function couponNum(t: TestApp, token: string) {
  return (await call<AngleMark>(t.app, 'GET', '/app-api/member/user/angle-mark', { token })).data.couponNum;
}

describeEachDb('coupons', (ctx) => {
  it('issues a coupon with its message in the member’s language, counts it in the sidebar, and uses it once when 20 identical uses race', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const memberId = await memberIdOf(t, member.mobile);
    const finance = await staffToken(t, 'finance', 'finance1234');
    expect(await couponNum(t, member.token)).toBe(0);

    const validTo = new Date(Date.now() + 30 * DAY).toISOString();
    const issued = await call<StaffCouponItem>(t.app, 'POST', '/admin-api/member/coupon/issue', {
      token: finance,
      body: { memberId, type: COUPON_TYPE.amountOff, currency: 'USD', amount: 1_000, minAmount: 10_000, validTo },
    });
    expect(issued.data).toMatchObject({ memberId, status: COUPON_STATUS.unused, amount: 1_000, minAmount: 10_000, currency: 'USD' });
    expect(await couponNum(t, member.token)).toBe(1);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<CursorPage<MessageItem>>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(messages.data.list[0]).toMatchObject({ title: 'You received an amount-off coupon', read: false });
    expect(messages.data.list[0]!.content).toContain('USD 10.00 off an order of USD 100.00 or more');
    expect(messages.data.list[0]!.content).toContain(validTo.slice(0, 10));

    // 20 identical redemptions at once: used once; the others are refused and write no second
    // message nor audit row.
    const uses = await Promise.all(Array.from({ length: 20 }, () => call<StaffCouponItem>(t.app, 'POST', '/admin-api/member/coupon/use', { token: finance, body: { id: issued.data.id } })));
    const used = uses.filter((answer) => answer.code === 0);
    expect(used.map((answer) => answer.data.status)).toEqual([COUPON_STATUS.used]);
    for (const again of uses.filter((answer) => answer.code !== 0)) expect({ status: again.status, code: again.code }).toEqual({ status: 409, code: ERRORS.COUPON_NOT_UNUSED.code });
    const audited = await t.database.db.selectFrom('staff_audit').select('action').where('entity', '=', 'coupon').where('entity_id', '=', issued.data.id).execute();
    expect(audited.map((row) => row.action).sort()).toEqual(['issue', 'use']);
    expect(await couponNum(t, member.token)).toBe(0);
    await t.services.notificationDelivery.deliverDue();
    const after = await call<CursorPage<MessageItem>>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(after.data.list.map((m) => m.title)).toEqual(['Coupon used', 'You received an amount-off coupon']);
  });

  it('shows an unused coupon past its end as expired, and filters by status as shown', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const memberId = await memberIdOf(t, member.mobile);
    const now = Date.now();
    const row = (status: 1 | 2 | 3, endsIn: number, createdAgo: number) => ({
      member_id: memberId,
      type: COUPON_TYPE.freight,
      currency: 'USD' as const,
      amount: 500,
      min_amount: null,
      percent: null,
      status,
      valid_from: new Date(now - 100 * DAY).toISOString(),
      valid_to: new Date(now + endsIn * DAY).toISOString(),
      used_at: status === 2 ? new Date(now - DAY).toISOString() : null,
      staff_id: null,
      created_at: new Date(now - createdAgo * 1000).toISOString(),
    });
    await t.database.db
      .insertInto('member_coupon')
      .values([row(1, 10, 1), row(1, -1, 2), row(2, 10, 3), row(3, -5, 4)])
      .execute();

    const all = await coupons(t, member.token);
    expect(all.data.list.map((c) => c.status)).toEqual([COUPON_STATUS.unused, COUPON_STATUS.expired, COUPON_STATUS.used, COUPON_STATUS.expired]);
    expect((await coupons(t, member.token, { status: '1' })).data.total).toBe(1);
    expect((await coupons(t, member.token, { status: '2' })).data.total).toBe(1);
    expect((await coupons(t, member.token, { status: '3' })).data.total).toBe(2);
    expect(await couponNum(t, member.token)).toBe(1);
    const bad = await coupons(t, member.token, { status: '4' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('status');
  });

  it("never shows one member another's coupons, and redeeming a missing coupon is a 404", async () => {
    const t = ctx();
    const member = await registerMember(t);
    const demo = await memberToken(t);
    const demoList = await coupons(t, demo);
    expect(demoList.data.list.length).toBeGreaterThan(0);
    expect((await coupons(t, member.token)).data.list).toEqual([]);
    const service = await staffToken(t, 'service', 'service1234');
    // Staff find one member's coupons.
    const demoId = await memberIdOf(t, '13800138000');
    const staffList = await call<CursorPage<StaffCouponItem>>(t.app, 'GET', '/admin-api/member/coupon/page', { token: service, query: { memberId: String(demoId) } });
    expect(staffList.data.list.map((c) => c.id)).toEqual(demoList.data.list.map((c) => c.id));
    expect(staffList.data.list.every((c) => c.memberMobile === '13800138000')).toBe(true);
    const missing = await call(t.app, 'POST', '/admin-api/member/coupon/use', { token: service, body: { id: 999_999_999 } });
    expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: ERRORS.COUPON_NOT_FOUND.code });
  });

  it('refuses bad coupons naming the field, and other roles', async () => {
    const t = ctx();
    const member = await registerMember(t);
    const memberId = await memberIdOf(t, member.mobile);
    const service = await staffToken(t, 'service', 'service1234');
    const validTo = new Date(Date.now() + DAY).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ memberId, type: COUPON_TYPE.amountOff, currency: 'USD', amount: 1_000, minAmount: 500, validTo }, 'minAmount'],
      [{ memberId, type: COUPON_TYPE.percent, currency: 'USD', percent: 100, validTo }, 'percent'],
      [{ memberId, type: COUPON_TYPE.freight, currency: 'USD', validTo }, 'amount'],
      [{ memberId, type: COUPON_TYPE.freight, currency: 'USD', amount: 100, validTo: new Date(Date.now() - DAY).toISOString() }, 'validTo'],
      [{ memberId, type: COUPON_TYPE.freight, currency: 'USD', amount: 1.5, validTo }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(t.app, 'POST', '/admin-api/member/coupon/issue', { token: service, body, locale: 'en_US' });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.msg).toContain(field);
    }
    const unknown = await call(t.app, 'POST', '/admin-api/member/coupon/issue', {
      token: service,
      body: { memberId: 999_999_999, type: COUPON_TYPE.freight, currency: 'USD', amount: 100, validTo },
    });
    expect(unknown.code).toBe(ERRORS.COUPON_MEMBER_NOT_FOUND.code);
    const operator = await staffToken(t, 'operator', 'operator1234');
    const refused = await call(t.app, 'POST', '/admin-api/member/coupon/issue', {
      token: operator,
      body: { memberId, type: COUPON_TYPE.freight, currency: 'USD', amount: 100, validTo },
    });
    expect(refused.status).toBe(403);
  });
});
