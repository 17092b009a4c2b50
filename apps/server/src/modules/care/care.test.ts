import { ABNORMAL_STATUS } from '@portal/contracts/abnormal';
import type { MemberContext } from '@portal/contracts/care';
import { ERRORS } from '@portal/contracts/errors';
import { CARGO_CONTROL_STATUS as C, ORDER_STATUS as S } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrders, newMember } from '../../test/order-helpers.js';

const context = (t: TestApp, token: string, memberId: number | string) => call<MemberContext>(t.app, 'GET', '/admin-api/member/context', { token, query: { memberId: String(memberId) } });

describeEachDb('the care desk\'s member context', (ctx) => {
  it('shows customer service what the member has going: verification, orders on their way with their last event, held cargo, what is owed, open exceptions', async () => {
    const t = ctx();
    const member = await newMember(t);
    const other = await newMember(t, { certified: false });
    const [delivered, warehoused, held, draft, gone, othersOrder] = await insertOrders(t, [
      { memberId: member.id, status: S.delivered, createdAt: '2026-11-20T01:00:00.000Z' },
      { memberId: member.id, status: S.inWarehouse, createdAt: '2026-11-21T01:00:00.000Z' },
      { memberId: member.id, status: S.readyForPickup, cargoControlStatus: C.partlyReleased, createdAt: '2026-11-22T01:00:00.000Z' },
      { memberId: member.id, status: S.draft, createdAt: '2026-11-23T01:00:00.000Z' },
      { memberId: member.id, status: S.inTransit, createdAt: '2026-11-24T01:00:00.000Z', deleted: true },
      { memberId: other.id, status: S.inTransit, cargoControlStatus: C.controlled, createdAt: '2026-11-25T01:00:00.000Z' },
    ]);
    const db = t.database.db;
    const now = new Date().toISOString();
    await db.updateTable('ship_order').set({ control_total_num: 10, control_released_num: 4 }).where('id', '=', held!.id).execute();
    const event = (orderId: number, status: (typeof S)[keyof typeof S], time: string, place: string) => ({ order_id: orderId, status, time, place, note: null, staff_id: null, created_at: now });
    await db
      .insertInto('ship_order_event')
      .values([
        event(warehoused!.id, S.awaitingWarehousing, '2026-11-21T02:00:00.000Z', 'Guangzhou'),
        event(warehoused!.id, S.inWarehouse, '2026-11-21T08:00:00.000Z', 'Guangzhou warehouse'),
        event(held!.id, S.readyForPickup, '2026-11-26T09:00:00.000Z', 'Abidjan warehouse'),
        event(held!.id, S.arrived, '2026-11-25T09:00:00.000Z', 'Abidjan port'),
      ])
      .execute();
    const fee = (orderId: number, currency: string, amount: number, paid: number) => ({ order_id: orderId, fee_type: 'freight' as const, payer: 'shipper' as const, currency, amount, paid_amount: paid, created_at: now, updated_at: now });
    await db.insertInto('ship_order_fee').values([fee(warehoused!.id, 'USD', 5_000, 1_000), fee(held!.id, 'USD', 2_000, 2_000), fee(held!.id, 'CNY', 30_000, 0), fee(othersOrder!.id, 'USD', 9_000, 0)]).execute();
    const exception = (orderId: number, memberId: number, status: (typeof ABNORMAL_STATUS)[keyof typeof ABNORMAL_STATUS]) => ({ order_id: orderId, member_id: memberId, type: '4' as const, description: 'Carton 2 crushed', status, created_at: now, updated_at: now });
    await db
      .insertInto('abnormal_item')
      .values([exception(warehoused!.id, member.id, ABNORMAL_STATUS.toHandle), exception(held!.id, member.id, ABNORMAL_STATUS.finished), exception(delivered!.id, member.id, ABNORMAL_STATUS.disputed), exception(othersOrder!.id, other.id, ABNORMAL_STATUS.toHandle)])
      .execute();

    const answer = await context(t, await staffToken(t, 'service', 'service1234'), member.id);
    expect(answer.code).toBe(0);
    const seen = answer.data;
    expect(seen).toMatchObject({ memberId: member.id, areaCode: member.areaCode, mobile: member.mobile, verification: { realNameCertified: true } });
    // Newest first; the draft, the delivered and the deleted order are not on their way.
    expect(seen.openOrders).toEqual([
      { id: held!.id, orderNo: held!.orderNo, status: S.readyForPickup, lastEvent: { status: S.readyForPickup, time: '2026-11-26T09:00:00.000Z', place: 'Abidjan warehouse' } },
      { id: warehoused!.id, orderNo: warehoused!.orderNo, status: S.inWarehouse, lastEvent: { status: S.inWarehouse, time: '2026-11-21T08:00:00.000Z', place: 'Guangzhou warehouse' } },
    ]);
    expect(seen.openOrderCount).toBe(2);
    expect(seen.heldCargo).toEqual([{ id: held!.id, orderNo: held!.orderNo, cargoControlStatus: C.partlyReleased, heldCartons: 6, totalCartons: 10 }]);
    expect(seen.heldCargoCount).toBe(1);
    expect(seen.outstanding).toEqual([
      { currency: 'CNY', amount: 30_000, paid: 0, outstanding: 30_000 },
      { currency: 'USD', amount: 5_000, paid: 1_000, outstanding: 4_000 },
    ]);
    expect(seen.openExceptions.map((e) => [e.orderNo, e.status])).toEqual(
      expect.arrayContaining([
        [warehoused!.orderNo, ABNORMAL_STATUS.toHandle],
        [delivered!.orderNo, ABNORMAL_STATUS.disputed],
      ]),
    );
    expect(seen.openExceptionCount).toBe(2);
    expect([draft, gone].every((o) => !JSON.stringify(seen).includes(o!.orderNo))).toBe(true);

    // A member with nothing going: empty lists, not verified.
    const quiet = await context(t, await staffToken(t, 'admin', 'admin1234'), (await newMember(t, { certified: false })).id);
    expect(quiet.data).toMatchObject({ verification: { realNameCertified: false, realNameStatus: null }, openOrders: [], openOrderCount: 0, heldCargo: [], outstanding: [], openExceptions: [], openExceptionCount: 0 });
  });

  it('answers a missing member as not found, and refuses staff without the service role and members', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    expect((await context(t, service, 999_999)).code).toBe(ERRORS.ADVICE_MEMBER_NOT_FOUND.code);
    const member = await newMember(t);
    expect((await context(t, await staffToken(t, 'operator', 'operator1234'), member.id)).code).toBe(ERRORS.STAFF_ROLE_MISSING.code);
    expect((await context(t, member.token, member.id)).code).toBe(403);
  });
});
