import type { TokenResult } from '@portal/contracts/auth';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import {
  POINT_OPERATION,
  SCORE_RULE,
  type LevelDetailsItem,
  type LevelLogItem,
  type PointLogItem,
  type PointSummary,
  type ScoreRuleItem,
} from '@portal/contracts/points';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import { expect, it } from 'vitest';
import { inTransaction } from '../../db/executor.js';
import { DEMO_MEMBER } from '../../config.js';
import { call, memberToken, newIp, newMobile, registerMember, requestSmsCode, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder } from '../../test/order-helpers.js';

const finance = (t: TestApp) => staffToken(t, 'finance', 'finance1234');
const service = (t: TestApp) => staffToken(t, 'service', 'service1234');

interface Member {
  id: number;
  token: string;
  code: string;
}

async function identify(t: TestApp, token: string): Promise<Member> {
  const id = (await t.services.sessions.resolve(token)).subjectId;
  const row = await t.database.db.selectFrom('member_user').select('referral_code').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, token, code: row.referral_code };
}

async function register(t: TestApp, options: { areaCode?: string; mobile?: string; referralCode?: string } = {}): Promise<Member> {
  if (!options.referralCode) return identify(t, (await registerMember(t, options)).token);
  const areaCode = options.areaCode ?? '86';
  const mobile = options.mobile ?? newMobile();
  const code = await requestSmsCode(t, { areaCode, mobile, scene: 'register' });
  const answer = await call<TokenResult>(t.app, 'POST', '/app-api/member/reg', {
    body: { areaCode, mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true, referralCode: options.referralCode },
    ip: newIp(),
  });
  expect(answer.code).toBe(0);
  return identify(t, answer.data.token);
}

async function ledger(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('member_point_log').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ amount: Number(r.amount), rule: r.rule_type, operation: r.operate_type, key: r.source_key }));
}

const summary = (t: TestApp, token: string, locale = 'en_US') => call<PointSummary>(t.app, 'GET', '/app-api/member/point/summary', { token, locale });
const logPage = (t: TestApp, token: string, query: Record<string, string> = {}) =>
  call<CursorPage<PointLogItem>>(t.app, 'GET', '/app-api/member/point/log-page', { token, query });
const shareClick = (t: TestApp, token: string, code: string) => call<{ counted: boolean }>(t.app, 'POST', '/app-api/member/point/share-click', { token, body: { code } });

async function ruleOf(t: TestApp, type: number): Promise<ScoreRuleItem> {
  const rules = await call<ScoreRuleItem[]>(t.app, 'GET', '/admin-api/member/score-rule/list', { token: await finance(t) });
  return rules.data.find((r) => r.type === type && r.enabled)!;
}

async function setSwitch(t: TestApp, value: string) {
  await t.database.db.updateTable('system_param').set({ value }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();
}

let ukCounter = 0;
const ukMobile = () => `74${String(++ukCounter).padStart(8, '0')}`;

describeEachDb('points: summary, ledger, earning rules, levels and visibility', (ctx) => {
  it('gives a new member the welcome points once, and shows only their own ledger', async () => {
    const t = ctx();
    const rule = await ruleOf(t, SCORE_RULE.registration);
    const a = await register(t);
    const b = await register(t);

    const mine = await summary(t, a.token);
    expect(mine.code).toBe(0);
    expect(mine.data).toMatchObject({
      total: rule.points,
      available: rule.points,
      spent: 0,
      level: { value: '1', name: 'Standard', minScore: 0 },
      nextLevel: { value: '2', name: 'Silver', minScore: 1000 },
      toNextLevel: 1000 - rule.points,
      inviteCode: a.code,
    });
    expect(mine.data.rules.map((r) => r.type)).toEqual(expect.arrayContaining([SCORE_RULE.registration, SCORE_RULE.invitedSignIn, SCORE_RULE.shareClick, SCORE_RULE.orderAmount]));
    expect((await summary(t, a.token, 'fr_FR')).data.nextLevel?.name).toBe('Argent');

    // The hook again for the same member (a retried registration) changes nothing.
    await inTransaction(t.database.db, (tx) => t.services.points.registered(tx, a.id));
    expect(await ledger(t, a.id)).toEqual([{ amount: rule.points, rule: SCORE_RULE.registration, operation: POINT_OPERATION.earned, key: 'register' }]);

    // Each member's list holds their own rows only.
    await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: await finance(t), body: { memberId: b.id, amount: 5, reason: 'B only' } });
    const listA = await logPage(t, a.token);
    expect(listA.data).toMatchObject({ total: 1, nextCursor: null });
    expect(listA.data.list[0]).toMatchObject({ operation: POINT_OPERATION.earned, rule: SCORE_RULE.registration, amount: rule.points, balanceAfter: rule.points });
    const listB = await logPage(t, b.token, { pageSize: '1' });
    expect(listB.data.list.map((r) => r.reason)).toEqual(['B only']);
    expect(listB.data.total).toBe(2);
    const next = await logPage(t, b.token, { pageSize: '1', cursor: listB.data.nextCursor! });
    expect(next.data.list.map((r) => r.operation)).toEqual([POINT_OPERATION.earned]);
    expect((await logPage(t, b.token, { cursor: 'not*a*cursor' })).status).toBe(400);
  });

  it('credits the inviter once when the invited member signs in, not for later sign-ins', async () => {
    const t = ctx();
    const rule = await ruleOf(t, SCORE_RULE.invitedSignIn);
    const inviter = await register(t);
    const mobile = newMobile();
    const invitee = await register(t, { mobile, referralCode: inviter.code.toLowerCase() });
    const invites = (await ledger(t, inviter.id)).filter((r) => r.rule === SCORE_RULE.invitedSignIn);
    expect(invites).toEqual([{ amount: rule.points, rule: SCORE_RULE.invitedSignIn, operation: POINT_OPERATION.earned, key: `invite:${invitee.id}` }]);
    await memberToken(t, { areaCode: '86', mobile, password: 'kite4sail' });
    await inTransaction(t.database.db, (tx) => t.services.points.invitedSignedIn(tx, invitee.id, inviter.id));
    expect((await ledger(t, inviter.id)).filter((r) => r.rule === SCORE_RULE.invitedSignIn)).toHaveLength(1);
    // The invitee earned their own welcome points only.
    expect((await ledger(t, invitee.id)).map((r) => r.rule)).toEqual([SCORE_RULE.registration]);
  });

  it('counts a share click once per visitor and day, never the owner, and stops at the cumulative maximum', async () => {
    const t = ctx();
    const rule = await ruleOf(t, SCORE_RULE.shareClick);
    const staff = await finance(t);
    // At most two grants for this test.
    const capped = await call<ScoreRuleItem>(t.app, 'PUT', '/admin-api/member/score-rule/update', {
      token: staff,
      body: { ...rule, maxTotal: rule.points * 2 },
    });
    expect(capped.code).toBe(0);
    try {
      const owner = await register(t);
      const [v1, v2, v3] = [await register(t), await register(t), await register(t)];
      expect((await shareClick(t, v1.token, owner.code)).data).toEqual({ counted: true });
      expect((await shareClick(t, v1.token, owner.code)).data).toEqual({ counted: false });
      expect((await shareClick(t, owner.token, owner.code)).data).toEqual({ counted: false });
      expect((await shareClick(t, v2.token, owner.code)).data).toEqual({ counted: true });
      // A third visitor would pass the maximum.
      expect((await shareClick(t, v3.token, owner.code)).data).toEqual({ counted: false });
      const shares = (await ledger(t, owner.id)).filter((r) => r.rule === SCORE_RULE.shareClick);
      expect(shares.map((r) => r.amount)).toEqual([rule.points, rule.points]);
      expect(shares.map((r) => r.key)).toEqual([`share:${v1.id}:${new Date().toISOString().slice(0, 10)}`, `share:${v2.id}:${new Date().toISOString().slice(0, 10)}`]);
      const missing = await shareClick(t, v1.token, 'NOSUCHCODE');
      expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: ERRORS.SHARE_CODE_NOT_FOUND.code });
    } finally {
      await call(t.app, 'PUT', '/admin-api/member/score-rule/update', { token: staff, body: rule });
    }
  });

  it('credits the shipper by the order amount range once the last fee is paid, once per order', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await register(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const fee = async (currency: string, amount: number) =>
      (await call<{ id: number }>(t.app, 'POST', '/admin-api/order/fee/create', { token: staff, body: { orderId: order.id, feeType: currency === 'USD' ? 'freight' : 'customs', currency, amount, payer: 'shipper' } })).data.id;
    const pay = (id: number, amount: number) => call(t.app, 'POST', '/admin-api/order/fee/pay', { token: staff, body: { id, amount } });
    const freight = await fee('USD', 120_000);
    const customs = await fee('CNY', 50_000);
    const orderRows = async () => (await ledger(t, shipper.id)).filter((r) => r.rule === SCORE_RULE.orderAmount);

    expect((await pay(freight, 120_000)).code).toBe(0);
    expect(await orderRows()).toEqual([]);
    expect((await pay(customs, 20_000)).code).toBe(0);
    expect(await orderRows()).toEqual([]);
    expect((await pay(customs, 30_000)).code).toBe(0);
    // USD 1,200 falls in the seeded USD 500-2,000 range.
    const usdRange = (await call<ScoreRuleItem[]>(t.app, 'GET', '/admin-api/member/score-rule/list', { token: staff })).data.find(
      (r) => r.type === SCORE_RULE.orderAmount && r.currency === 'USD' && r.amountMin! <= 120_000 && (r.amountMax === null || r.amountMax > 120_000),
    )!;
    expect(await orderRows()).toEqual([{ amount: usdRange.points, rule: SCORE_RULE.orderAmount, operation: POINT_OPERATION.earned, key: `order:${order.id}` }]);
    await inTransaction(t.database.db, (tx) => t.services.points.orderPaid(tx, order.id));
    expect(await orderRows()).toHaveLength(1);
  });

  it('moves a member up a level with a level log row and a message, in the credit\'s transaction', async () => {
    const t = ctx();
    const staff = await finance(t);
    const member = await register(t);
    const before = (await summary(t, member.token)).data;
    const added = await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: staff, body: { memberId: member.id, amount: 1000 - before.total, reason: 'Loyalty bonus' } });
    expect(added.code).toBe(0);
    const after = (await summary(t, member.token)).data;
    expect(after).toMatchObject({ total: 1000, level: { name: 'Silver' }, nextLevel: { name: 'Gold' }, toNextLevel: 4000 });

    const levels = await call<CursorPage<LevelLogItem>>(t.app, 'GET', '/app-api/member/level/log-page', { token: member.token, locale: 'en_US' });
    expect(levels.data.list).toMatchObject([{ fromLevel: 'Standard', toLevel: 'Silver', total: 1000 }]);
    const messages = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', member.id).orderBy('id').execute();
    // The level change is told as it happens, inside the credit, then the adjustment.
    expect(messages.map((m) => m.template)).toEqual(['@localized', 'points.staffAdded']);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ title: { en_US: 'You are now a Silver member', zh_CN: '恭喜升级为白银会员', fr_FR: 'Vous êtes désormais membre Argent' } });
    const profile = await call<{ levelName: string }>(t.app, 'GET', '/app-api/member/user/get', { token: member.token, locale: 'fr_FR' });
    expect(profile.data.levelName).toBe('Argent');

    // A deduction past the balance is refused and changes nothing; one within it is told.
    const tooMuch = await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: staff, body: { memberId: member.id, amount: -1001, reason: 'Correction' } });
    expect({ status: tooMuch.status, code: tooMuch.code }).toEqual({ status: 409, code: ERRORS.POINTS_INSUFFICIENT.code });
    const deducted = await call<{ available: number; total: number }>(t.app, 'POST', '/admin-api/member/point/adjust', { token: staff, body: { memberId: member.id, amount: -100, reason: 'Correction' } });
    expect(deducted.data).toMatchObject({ available: 900, total: 1000 });
    const last = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', member.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect({ template: last.template, params: JSON.parse(last.params) as unknown }).toEqual({ template: 'points.staffDeducted', params: { amount: 100, reason: 'Correction', available: 900 } });
    // The level follows the total, which a deduction does not lower.
    expect((await summary(t, member.token)).data.level?.name).toBe('Silver');

    // Staff find the member among Silver members.
    const page = await call<CursorPage<LevelDetailsItem>>(t.app, 'POST', '/admin-api/member/level-details/page', { token: await service(t), body: { level: '2', pageSize: 100 }, locale: 'en_US' });
    expect(page.data.list.find((m) => m.memberId === member.id)).toMatchObject({ level: { name: 'Silver' }, total: 1000, available: 900 });
    expect(page.data.list.every((m) => m.level?.value === '2')).toBe(true);
  });

  it('hides points from an excluded area code and while the switch is off: a clear error, no earning', async () => {
    const t = ctx();
    const uk = await register(t, { areaCode: '44', mobile: ukMobile() });
    const answer = await summary(t, uk.token);
    expect({ status: answer.status, code: answer.code, msg: answer.msg }).toEqual({ status: 403, code: ERRORS.POINTS_HIDDEN.code, msg: 'Points are not available for your account' });
    expect((await logPage(t, uk.token)).code).toBe(ERRORS.POINTS_HIDDEN.code);
    expect((await call(t.app, 'GET', '/app-api/member/level/log-page', { token: uk.token })).code).toBe(ERRORS.POINTS_HIDDEN.code);
    // No welcome points for a member who cannot see them.
    expect(await ledger(t, uk.id)).toEqual([]);
    const profile = await call<{ showMemberSystem: boolean; levelName: string | null }>(t.app, 'GET', '/app-api/member/user/get', { token: uk.token });
    expect(profile.data).toMatchObject({ showMemberSystem: false, levelName: null });
    // A visible member opening the hidden member's link earns them nothing.
    const visitor = await register(t);
    expect((await shareClick(t, visitor.token, uk.code)).data).toEqual({ counted: false });

    const demo = await memberToken(t);
    expect((await summary(t, demo)).code).toBe(0);
    await setSwitch(t, 'false');
    try {
      expect((await summary(t, demo)).code).toBe(ERRORS.POINTS_HIDDEN.code);
      const quiet = await register(t);
      expect(await ledger(t, quiet.id)).toEqual([]);
    } finally {
      await setSwitch(t, 'true');
    }
  });

  it('shows the seeded demo member a Silver history with thousands of points', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const data = (await summary(t, token)).data;
    expect(data.total).toBeGreaterThanOrEqual(3000);
    expect(data.available).toBeGreaterThanOrEqual(3000);
    expect(data.level?.name).toBe('Silver');
    const id = (await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow()).id;
    const rules = new Set((await ledger(t, id)).map((r) => r.rule ?? r.operation * 100));
    // The seeded gift redemptions (db/seed/gifts.seed.ts) spend some of them.
    expect(rules).toEqual(
      new Set([SCORE_RULE.registration, SCORE_RULE.invitedSignIn, SCORE_RULE.shareClick, SCORE_RULE.orderAmount, POINT_OPERATION.staffAdded * 100, POINT_OPERATION.giftRedemption * 100]),
    );
    expect((await call<CursorPage<LevelLogItem>>(t.app, 'GET', '/app-api/member/level/log-page', { token, locale: 'en_US' })).data.list).toMatchObject([{ fromLevel: 'Standard', toLevel: 'Silver' }]);
  });

  it('lets finance write rules, service read members\' levels, and refuses bad input by field', async () => {
    const t = ctx();
    const serviceToken = await service(t);
    const body = { type: SCORE_RULE.orderAmount, title: 'Big CNY orders', points: 50, amountMin: 100_000, currency: 'CNY' };
    const refused = await call(t.app, 'POST', '/admin-api/member/score-rule/create', { token: serviceToken, body });
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 403, code: ERRORS.STAFF_ROLE_MISSING.code });
    const adjustRefused = await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: serviceToken, body: { memberId: 1, amount: 5, reason: 'x' } });
    expect(adjustRefused.status).toBe(403);
    expect((await call(t.app, 'POST', '/admin-api/member/level-details/page', { token: serviceToken, body: {} })).code).toBe(0);
    const member = await memberToken(t);
    expect((await call(t.app, 'GET', '/admin-api/member/score-rule/list', { token: member })).status).toBe(403);
    // The member portal reads the levels page too: the member's own line, whatever it filters by.
    const everyone = await call<CursorPage<LevelDetailsItem>>(t.app, 'POST', '/admin-api/member/level-details/page', { token: serviceToken, body: { pageSize: 100 } });
    expect(everyone.data.list.length).toBeGreaterThan(1);
    const own = await call<CursorPage<LevelDetailsItem>>(t.app, 'POST', '/admin-api/member/level-details/page', { token: member, body: { pageSize: 100 } });
    expect(own.data.list.map((l) => l.mobile)).toEqual([DEMO_MEMBER.mobile]);
    const other = everyone.data.list.find((l) => l.mobile !== DEMO_MEMBER.mobile)!;
    const asked = await call<CursorPage<LevelDetailsItem>>(t.app, 'POST', '/admin-api/member/level-details/page', { token: member, body: { mobile: other.mobile } });
    expect(asked.data.list).toEqual([]);

    const staff = await finance(t);
    const created = await call<ScoreRuleItem>(t.app, 'POST', '/admin-api/member/score-rule/create', { token: staff, body });
    expect(created.data).toMatchObject({ ...body, amountMax: null, maxTotal: null, enabled: true });
    const bad = await call(t.app, 'POST', '/admin-api/member/score-rule/create', {
      token: staff,
      body: { type: SCORE_RULE.orderAmount, title: 'No currency', points: 5, amountMin: 500, amountMax: 100 },
      locale: 'en_US',
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('currency');
    expect(bad.msg).toContain('must be above the lowest amount');
    const zero = await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: staff, body: { memberId: 1, amount: 0, reason: 'x' }, locale: 'en_US' });
    expect(zero.status).toBe(400);
    expect(zero.msg).toContain('amount');
    const nobody = await call(t.app, 'POST', '/admin-api/member/point/adjust', { token: staff, body: { memberId: 999_999, amount: 5, reason: 'x' } });
    expect(nobody.code).toBe(ERRORS.POINTS_MEMBER_NOT_FOUND.code);
    const unknownRule = await call(t.app, 'PUT', '/admin-api/member/score-rule/update', { token: staff, body: { ...body, id: 999_999 } });
    expect(unknownRule.code).toBe(ERRORS.SCORE_RULE_NOT_FOUND.code);
  });
});
