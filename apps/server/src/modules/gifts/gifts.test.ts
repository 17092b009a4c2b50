import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import { GIFT_EXCHANGE_METHOD, GIFT_EXCHANGE_STATUS, GIFT_STATUS, type ActivityDetail, type ExchangeItem, type GiftDetail, type GiftItem } from '@portal/contracts/gifts';
import type { MessageItem } from '@portal/contracts/messages';
import { MEMBER_SYSTEM_SWITCH_KEY } from '@portal/contracts/system';
import { expect, it } from 'vitest';
import { toCount } from '../../db/sql.js';
import { call, staffToken } from '../../test/auth-helpers.js';
import { admin, form, fund, newGift, newOutlet, operator, redeem } from '../../test/gift-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember, orderCall } from '../../test/order-helpers.js';

async function ledgerSum(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('member_point_log').select('amount').where('member_id', '=', memberId).execute();
  return rows.reduce((sum, r) => sum + toCount(r.amount), 0);
}

async function stockOf(t: TestApp, giftId: number) {
  const row = await t.database.db.selectFrom('gift').select(['stock', 'status']).where('id', '=', giftId).executeTakeFirstOrThrow();
  return { stock: toCount(row.stock), status: row.status };
}

describeEachDb('gift exchange', (ctx) => {
  it('redeems once for 20 identical calls with one Idempotency-Key: points, stock, record and message together; the caller sees only their own', async () => {
    const t = ctx();
    const member = await newMember(t);
    const stranger = await newMember(t);
    const giftId = await newGift(t, 100, 5, 'Kettle');
    const outletId = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 50);
    await fund(t, member.id, 1000);

    const catalogue = await orderCall<CursorPage<GiftItem>>(t, 'GET', '/app-api/member/gift/page', { token: member.token, query: { pageSize: 100 } });
    expect(catalogue.data.list.find((g) => g.id === giftId)).toMatchObject({ name: 'Kettle', points: 100, stock: 5, status: GIFT_STATUS.available });
    const detail = await orderCall<GiftDetail>(t, 'GET', '/app-api/member/gift/get', { token: member.token, query: { id: giftId } });
    expect(detail.data.availablePoints).toBe(1000);
    expect(detail.data.outlets.find((o) => o.id === outletId)).toMatchObject({ pickupPoints: 50, method: GIFT_EXCHANGE_METHOD.pickup });

    const body = form(giftId, outletId, { quantity: 2 });
    // 20 identical redemptions with one key at once: one exchange, the same answer to each.
    const raced = await Promise.all(Array.from({ length: 20 }, () => redeem(t, member, body, 'gift-key-0001')));
    const first = raced[0]!;
    expect(first.code).toBe(0);
    expect(raced.map((again) => again.data.exchange.id)).toEqual(raced.map(() => first.data.exchange.id));
    expect(first.data.availablePoints).toBe(750);
    expect(first.data.exchange).toMatchObject({
      quantity: 2,
      unitPoints: 100,
      outletPoints: 50,
      totalPoints: 250,
      status: GIFT_EXCHANGE_STATUS.awaitingDispatch,
      recipient: 'Li Wei',
      remark: 'Blue if possible',
      courierNo: null,
    });
    expect(first.data.exchange.exchangeNo).toMatch(/^GE\d{12}$/);
    expect(['withinWeek', 'nextMonth']).toContain(first.data.exchange.expectedDispatch.rule);
    // A third call with the key answers the same, later.
    const third = await redeem(t, member, body, 'gift-key-0001');
    expect(third.data).toEqual(first.data);
    const reused = await redeem(t, member, { ...body, quantity: 1 }, 'gift-key-0001');
    expect([reused.status, reused.code]).toEqual([409, ERRORS.GIFT_IDEMPOTENCY_MISMATCH.code]);

    expect(await ledgerSum(t, member.id)).toBe(750);
    expect(await stockOf(t, giftId)).toEqual({ stock: 3, status: GIFT_STATUS.available });
    const exchanges = await t.database.db.selectFrom('gift_exchange').select('id').where('member_id', '=', member.id).execute();
    expect(exchanges).toHaveLength(1);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'fr_FR' });
    // Read in the member's language; the gift's name as the redemption was made (English here).
    expect(messages.data.list[0]!.title).toBe('Cadeau échangé : Kettle');
    expect(messages.data.list[0]!.content).toContain(first.data.exchange.exchangeNo);

    const log = await orderCall<CursorPage<ExchangeItem>>(t, 'GET', '/app-api/member/gift/exchange-page', { token: member.token });
    expect(log.data.list.map((e) => e.id)).toEqual([first.data.exchange.id]);
    const own = await orderCall<ExchangeItem>(t, 'GET', '/app-api/member/gift/exchange-get', { token: member.token, query: { id: first.data.exchange.id } });
    expect(own.data.totalPoints).toBe(250);
    const theirs = await orderCall(t, 'GET', '/app-api/member/gift/exchange-get', { token: stranger.token, query: { id: first.data.exchange.id } });
    const missing = await orderCall(t, 'GET', '/app-api/member/gift/exchange-get', { token: stranger.token, query: { id: 987654321 } });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([missing.status, missing.code, missing.msg]);
    expect(theirs.code).toBe(ERRORS.GIFT_EXCHANGE_NOT_FOUND.code);
    const strangerLog = await orderCall<CursorPage<ExchangeItem>>(t, 'GET', '/app-api/member/gift/exchange-page', { token: stranger.token });
    expect(strangerLog.data.list).toEqual([]);
  });

  it('lets administrators keep gifts, outlets and activities; members read activities in their language, disabled ones as missing', async () => {
    const t = ctx();
    const member = await newMember(t);
    const token = await admin(t);
    const blank = await call<{ fields: { field: string; message: string }[] }>(t.app, 'POST', '/admin-api/member/gift/save', {
      token,
      locale: 'fr_FR',
      body: { name: { zh_CN: ' ', en_US: 'Cap' }, description: {}, points: 0 },
    });
    expect(blank.status).toBe(400);
    expect(blank.data.fields.map((f) => f.field).sort()).toEqual(['name.zh_CN', 'points']);
    expect(blank.data.fields.find((f) => f.field === 'name.zh_CN')?.message).toBe('Indiquez le nom');
    const operatorCall = await call(t.app, 'POST', '/admin-api/member/gift/save', { token: await operator(t), body: { name: { zh_CN: '帽', en_US: 'Cap' }, description: {}, points: 10 } });
    expect(operatorCall.code).toBe(ERRORS.STAFF_ROLE_MISSING.code);

    const giftId = await newGift(t, 70, 2);
    const edited = await call<{ name: string; points: number }>(t.app, 'POST', '/admin-api/member/gift/save', {
      token,
      locale: 'fr_FR',
      body: { id: giftId, name: { zh_CN: '帽子', en_US: 'Cap' }, description: {}, points: 80 },
    });
    // No French name: French readers get the English one.
    expect(edited.data).toMatchObject({ name: 'Cap', points: 80 });
    const outletId = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 5);
    const closed = await call(t.app, 'POST', '/admin-api/member/gift/outlet/save', {
      token,
      body: { id: outletId, name: { zh_CN: '关闭网点', en_US: 'Closed outlet' }, city: 'Yiwu', address: 'x', method: 1, pickupPoints: 5, enabled: false },
    });
    expect(closed.code).toBe(0);
    const detail = await orderCall<GiftDetail>(t, 'GET', '/app-api/member/gift/get', { token: member.token, query: { id: giftId } });
    expect(detail.data.outlets.some((o) => o.id === outletId)).toBe(false);
    await fund(t, member.id, 500);
    expect((await redeem(t, member, form(giftId, outletId))).code).toBe(ERRORS.GIFT_OUTLET_UNAVAILABLE.code);

    const saved = await call<ActivityDetail>(t.app, 'POST', '/admin-api/member/gift/activity/save', {
      token,
      body: { title: { zh_CN: '新春活动', en_US: 'Spring campaign', fr_FR: 'Campagne de printemps' }, content: { en_US: 'Caps for everyone' }, giftId, startDate: '2027-02-01', endDate: '2027-02-28' },
    });
    expect(saved.code).toBe(0);
    const read = await orderCall<ActivityDetail>(t, 'GET', '/app-api/member/gift/activity-get', { token: member.token, locale: 'fr_FR', query: { id: saved.data.id } });
    expect(read.data).toMatchObject({ title: 'Campagne de printemps', content: 'Caps for everyone', giftId, startDate: '2027-02-01' });
    await call(t.app, 'POST', '/admin-api/member/gift/activity/save', {
      token,
      body: { id: saved.data.id, title: { zh_CN: '新春活动', en_US: 'Spring campaign' }, content: {}, enabled: false },
    });
    const hidden = await orderCall(t, 'GET', '/app-api/member/gift/activity-get', { token: member.token, query: { id: saved.data.id } });
    const missing = await orderCall(t, 'GET', '/app-api/member/gift/activity-get', { token: member.token, query: { id: 987654321 } });
    expect([hidden.status, hidden.code]).toEqual([missing.status, missing.code]);
    expect(hidden.code).toBe(ERRORS.GIFT_ACTIVITY_NOT_FOUND.code);
  });

  it('pages the catalogue in the staff order by keyset, every gift once', async () => {
    const t = ctx();
    const member = await newMember(t);
    await newGift(t, 5, 1);
    const seen: number[] = [];
    let cursor: string | undefined;
    let total: number | null = null;
    do {
      const page: { data: CursorPage<GiftItem> } = await orderCall<CursorPage<GiftItem>>(t, 'GET', '/app-api/member/gift/page', {
        token: member.token,
        query: { pageSize: 3, ...(cursor ? { cursor } : {}) },
      });
      if (total === null) total = page.data.total;
      seen.push(...page.data.list.map((g) => g.id));
      cursor = page.data.nextCursor ?? undefined;
    } while (cursor);
    const offered = await t.database.db.selectFrom('gift').select(['id', 'sort']).where('status', '<>', GIFT_STATUS.withdrawn).orderBy('sort').orderBy('id').execute();
    expect(seen).toEqual(offered.map((g) => g.id));
    expect(total).toBe(offered.length);
  });

  it('refuses bad forms naming the field, the wrong outlet, withdrawn gifts, and a member outside the member system', async () => {
    const t = ctx();
    const member = await newMember(t);
    const giftId = await newGift(t, 10, 5);
    const pickup = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 0);
    const destination = await newOutlet(t, GIFT_EXCHANGE_METHOD.seaShipment, 20);
    await fund(t, member.id, 500);

    const long = await redeem(t, member, form(giftId, pickup, { remark: 'x'.repeat(101) }), undefined, 'zh_CN');
    expect(long.status).toBe(400);
    expect((long.data as unknown as { fields: { field: string; message: string }[] }).fields).toEqual([
      expect.objectContaining({ field: 'remark', message: '备注最多 100 个字' }),
    ]);
    const unread = await redeem(t, member, form(giftId, pickup, { notesRead: false }));
    expect((unread.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['notesRead']);
    const none = await redeem(t, member, form(giftId, pickup, { quantity: 0 }));
    expect(none.status).toBe(400);

    const wrongMethod = await redeem(t, member, form(giftId, destination));
    expect(wrongMethod.code).toBe(ERRORS.GIFT_OUTLET_UNAVAILABLE.code);
    const shipped = await redeem(t, member, form(giftId, destination, { method: GIFT_EXCHANGE_METHOD.seaShipment }));
    expect(shipped.data.exchange).toMatchObject({ totalPoints: 30, method: GIFT_EXCHANGE_METHOD.seaShipment });

    const token = await admin(t);
    await call(t.app, 'POST', '/admin-api/member/gift/set-status', { token, body: { id: giftId, withdrawn: true } });
    const withdrawn = await redeem(t, member, form(giftId, pickup));
    expect([withdrawn.status, withdrawn.code]).toEqual([404, ERRORS.GIFT_NOT_FOUND.code]);
    const hidden = await orderCall<CursorPage<GiftItem>>(t, 'GET', '/app-api/member/gift/page', { token: member.token, query: { pageSize: 100 } });
    expect(hidden.data.list.some((g) => g.id === giftId)).toBe(false);
    await call(t.app, 'POST', '/admin-api/member/gift/set-status', { token, body: { id: giftId, withdrawn: false } });

    // Excluded area code (filter_score_area_code 44), then the switch off for everyone.
    const british = await newMember(t);
    await t.database.db.updateTable('member_user').set({ area_code: '44' }).where('id', '=', british.id).execute();
    await fund(t, british.id, 500);
    const excluded = await redeem(t, british, form(giftId, pickup));
    expect([excluded.status, excluded.code]).toEqual([403, ERRORS.GIFT_MEMBER_SYSTEM_OFF.code]);
    await t.database.db.updateTable('system_param').set({ value: 'false' }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();
    try {
      const off = await redeem(t, member, form(giftId, pickup));
      expect(off.code).toBe(ERRORS.GIFT_MEMBER_SYSTEM_OFF.code);
      expect(off.msg).toBe('Points and gifts are not available for your account');
    } finally {
      await t.database.db.updateTable('system_param').set({ value: 'true' }).where('key', '=', MEMBER_SYSTEM_SWITCH_KEY).execute();
    }
    expect(await ledgerSum(t, member.id)).toBe(470);
  });

  it('lets exactly one of 20 concurrent redemptions through when the balance covers one', async () => {
    const t = ctx();
    const member = await newMember(t);
    const giftId = await newGift(t, 400, 50);
    const outletId = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 0);
    await fund(t, member.id, 500);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(t, member, form(giftId, outletId), `race-key-${String(i).padStart(4, '0')}`)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => a.status === 409 && a.code === ERRORS.POINTS_INSUFFICIENT.code && a.msg === 'Insufficient points')).toBe(true);
    expect(await ledgerSum(t, member.id)).toBe(100);
    expect(await t.services.pointLedger.balance(t.database.db, member.id)).toMatchObject({ available: 100, spent: 400 });
    expect(await stockOf(t, giftId)).toEqual({ stock: 49, status: GIFT_STATUS.available });
    const exchanges = await t.database.db.selectFrom('gift_exchange').select('id').where('member_id', '=', member.id).execute();
    expect(exchanges).toHaveLength(1);
  });

  it('gives the last piece to one of two members racing; the other gets out of stock, and stock stays at zero', async () => {
    const t = ctx();
    const [a, b] = [await newMember(t), await newMember(t)];
    const giftId = await newGift(t, 10, 1);
    const outletId = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 0);
    await fund(t, a.id, 100);
    await fund(t, b.id, 100);
    const answers = await Promise.all([redeem(t, a, form(giftId, outletId), 'last-piece-a'), redeem(t, b, form(giftId, outletId), 'last-piece-b')]);
    expect(answers.map((x) => x.code).sort()).toEqual([0, ERRORS.GIFT_OUT_OF_STOCK.code].sort());
    expect(await stockOf(t, giftId)).toEqual({ stock: 0, status: GIFT_STATUS.outOfStock });
    // The loser kept their points; the winner paid once.
    expect((await ledgerSum(t, a.id)) + (await ledgerSum(t, b.id))).toBe(190);
    // Staff cannot take stock below zero either; adding offers it again.
    const token = await admin(t);
    const below = await call(t.app, 'POST', '/admin-api/member/gift/stock', { token, body: { id: giftId, delta: -1 } });
    expect(below.code).toBe(ERRORS.GIFT_STOCK_NEGATIVE.code);
    await call(t.app, 'POST', '/admin-api/member/gift/stock', { token, body: { id: giftId, delta: 2 } });
    expect(await stockOf(t, giftId)).toEqual({ stock: 2, status: GIFT_STATUS.available });
  });

  it('is dispatched, made ready and completed by operators, each step told to the member; steps out of order are refused', async () => {
    const t = ctx();
    const member = await newMember(t);
    const giftId = await newGift(t, 10, 3);
    const outletId = await newOutlet(t, GIFT_EXCHANGE_METHOD.seaShipment, 0);
    await fund(t, member.id, 100);
    const made = (await redeem(t, member, form(giftId, outletId, { method: GIFT_EXCHANGE_METHOD.seaShipment }), 'steps-key-01')).data.exchange;
    const staff = await operator(t);
    const step = (body: Record<string, unknown>) => call<ExchangeItem>(t.app, 'POST', '/admin-api/member/gift/exchange-step', { token: staff, body: { id: made.id, ...body } });

    const noCourier = await step({ step: 'dispatch' });
    expect(noCourier.status).toBe(400);
    expect(await step({ step: 'complete' })).toMatchObject({ status: 409, code: ERRORS.GIFT_EXCHANGE_STEP_NOT_ALLOWED.code });
    // Shipped by sea: dispatched before it can be ready at the destination outlet.
    expect(await step({ step: 'ready' })).toMatchObject({ status: 409, code: ERRORS.GIFT_EXCHANGE_STEP_NOT_ALLOWED.code });
    const dispatched = await step({ step: 'dispatch', courierNo: 'SF1234567890', courierCompany: 'SF Express', deliveryDate: '2026-12-20' });
    expect(dispatched.data).toMatchObject({ status: GIFT_EXCHANGE_STATUS.dispatched, courierNo: 'SF1234567890', courierCompany: 'SF Express', deliveryDate: '2026-12-20' });
    const twice = await Promise.all([step({ step: 'ready' }), step({ step: 'ready' })]);
    expect(twice.map((x) => x.code).sort()).toEqual([0, ERRORS.GIFT_EXCHANGE_STEP_NOT_ALLOWED.code].sort());
    expect((await step({ step: 'complete' })).data.status).toBe(GIFT_EXCHANGE_STATUS.completed);

    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: member.token, locale: 'en_US' });
    expect(messages.data.list.slice(0, 4).map((m) => m.title.split(':')[0])).toEqual(['Gift collected', 'Gift ready for pickup', 'Gift dispatched', 'Gift redeemed']);
    expect(messages.data.list[2]!.content).toContain('SF1234567890');
    const seen = await orderCall<ExchangeItem>(t, 'GET', '/app-api/member/gift/exchange-get', { token: member.token, query: { id: made.id } });
    expect(seen.data).toMatchObject({ status: GIFT_EXCHANGE_STATUS.completed, courierNo: 'SF1234567890' });

    // Service reads redemptions but does not move them.
    const service = await staffToken(t, 'service', 'service1234');
    const read = await call<CursorPage<ExchangeItem>>(t.app, 'GET', '/admin-api/member/gift/exchange-page', { token: service, query: { memberId: String(member.id) } });
    expect(read.data.list.map((e) => e.id)).toEqual([made.id]);
    const refused = await call(t.app, 'POST', '/admin-api/member/gift/exchange-step', { token: service, body: { id: made.id, step: 'complete' } });
    expect(refused.code).toBe(ERRORS.STAFF_ROLE_MISSING.code);

    // One audit row per step taken, none for the refused ones (bad body, out of order, the
    // racing twin, service's call).
    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'before', 'after']).where('entity', '=', 'giftExchange').where('entity_id', '=', made.id).orderBy('id').execute();
    expect(audit.map((row) => [row.action, JSON.parse(String(row.before)), JSON.parse(String(row.after))])).toEqual([
      ['dispatch', { status: GIFT_EXCHANGE_STATUS.awaitingDispatch }, { status: GIFT_EXCHANGE_STATUS.dispatched, courierNo: 'SF1234567890', courierCompany: 'SF Express', deliveryDate: '2026-12-20' }],
      ['ready', { status: GIFT_EXCHANGE_STATUS.dispatched }, { status: GIFT_EXCHANGE_STATUS.readyForPickup }],
      ['complete', { status: GIFT_EXCHANGE_STATUS.readyForPickup }, { status: GIFT_EXCHANGE_STATUS.completed }],
    ]);

    // Collected at an origin outlet: nothing to ship, ready straight away.
    const pickup = await newOutlet(t, GIFT_EXCHANGE_METHOD.pickup, 0);
    const local = (await redeem(t, member, form(giftId, pickup), 'steps-key-02')).data.exchange;
    const ready = await call<ExchangeItem>(t.app, 'POST', '/admin-api/member/gift/exchange-step', { token: staff, body: { id: local.id, step: 'ready' } });
    expect(ready.data.status).toBe(GIFT_EXCHANGE_STATUS.readyForPickup);
  });
});
