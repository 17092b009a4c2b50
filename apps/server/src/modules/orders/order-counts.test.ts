import { beforeAll, expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderListItem, OrderSaved, OrderStatusCount } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrders, newMember, orderCall, orderPlaces, placeOrder, validOrder, type Places } from '../../test/order-helpers.js';

// The posted list's status counts and first-page totals come from counts the database keeps
// with triggers (migration 20261127800000; docs/orders.md, "Lists"). Whatever writes an order,
// the kept counts must equal what the list's own rows say.

// The member's live orders by status, counted from ship_order itself.
async function counted(t: TestApp, memberId: number): Promise<Record<string, number>> {
  const rows = await t.database.db
    .selectFrom('ship_order')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.status), Number(r.n)]));
}

async function statusCount(t: TestApp, token: string): Promise<OrderStatusCount> {
  return (await orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token, query: { role: 'posted' } })).data;
}

// The answer and the list's own rows agree, and the first page's total with them.
async function expectKept(t: TestApp, member: { id: number; token: string }) {
  const truth = await counted(t, member.id);
  const all = Object.values(truth).reduce((sum, n) => sum + n, 0);
  expect(await statusCount(t, member.token)).toEqual({ all, byStatus: truth });
  const page = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token, query: { pageSize: 2 } });
  expect([page.data.total, page.data.totalCapped]).toEqual([all, false]);
  for (const [status, n] of Object.entries(truth)) {
    const filtered = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token, query: { pageSize: 2, status } });
    expect(filtered.data.total).toBe(n);
  }
}

describeEachDb('orders: kept status counts', (ctx) => {
  let places: Places;
  beforeAll(async () => {
    places = await orderPlaces(ctx());
  });

  it('follow every write of an order: create, draft, submit, cancel, delete, a staff step, a bulk insert, a hard delete', async () => {
    const t = ctx();
    const member = await newMember(t);
    const other = await newMember(t);
    await expectKept(t, member);
    expect(await statusCount(t, member.token)).toEqual({ all: 0, byStatus: {} });

    const placed = await placeOrder(t, member.token, validOrder(places));
    const second = await placeOrder(t, member.token, validOrder(places, { marks: 'SECOND' }));
    const draft = (await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { transportType: '1', marks: 'DRAFTONE' } })).data;
    await expectKept(t, member);
    expect(await statusCount(t, member.token)).toEqual({ all: 3, byStatus: { '0': 1, '1': 2 } });

    expect((await orderCall(t, 'POST', 'create', { token: member.token, body: { ...validOrder(places), id: draft.id } })).code).toBe(0);
    expect((await orderCall(t, 'POST', 'cancel', { token: member.token, query: { id: second.id } })).code).toBe(0);
    await expectKept(t, member);
    expect(await statusCount(t, member.token)).toEqual({ all: 3, byStatus: { '1': 2, '8': 1 } });

    expect((await orderCall(t, 'DELETE', 'delete', { token: member.token, query: { id: second.id } })).code).toBe(0);
    // A staff step and a move to another member, written as any code would write them.
    await t.database.db.updateTable('ship_order').set({ status: ORDER_STATUS.inWarehouse }).where('id', '=', placed.id).execute();
    await t.database.db.updateTable('ship_order').set({ member_id: other.id }).where('id', '=', draft.id).execute();
    await expectKept(t, member);
    await expectKept(t, other);
    expect(await statusCount(t, member.token)).toEqual({ all: 1, byStatus: { '2': 1 } });

    await insertOrders(t, [{ memberId: member.id, status: ORDER_STATUS.delivered }, { memberId: member.id, status: ORDER_STATUS.delivered, deleted: true }, { memberId: member.id }]);
    await t.database.db.deleteFrom('ship_order').where('id', '=', placed.id).execute();
    // Restored from the bin: live again, counted again.
    await t.database.db.updateTable('ship_order').set({ deleted_at: null }).where('id', '=', second.id).execute();
    await expectKept(t, member);
    expect(await statusCount(t, member.token)).toEqual({ all: 3, byStatus: { '1': 1, '7': 1, '8': 1 } });
  });

  it('lose no change when one member\'s orders are written at the same time', async () => {
    const t = ctx();
    const member = await newMember(t);
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => placeOrder(t, member.token, validOrder(places, { marks: `RACE${i}` }))));
    // Cancels, steps forward and back and deletes, all at once, each in its own transaction.
    const db = t.database.db;
    await Promise.all([
      ...made.slice(0, 4).map((order) => orderCall(t, 'POST', 'cancel', { token: member.token, query: { id: order.id } })),
      ...made.slice(4, 8).map((order) => db.transaction().execute((tx) => tx.updateTable('ship_order').set({ status: ORDER_STATUS.inWarehouse }).where('id', '=', order.id).execute())),
      ...made.slice(8, 10).map((order) => db.transaction().execute((tx) => tx.updateTable('ship_order').set({ deleted_at: new Date().toISOString() }).where('id', '=', order.id).execute())),
      ...Array.from({ length: 6 }, (_, i) => placeOrder(t, member.token, validOrder(places, { marks: `LATE${i}` }))),
    ]);
    await Promise.all(made.slice(4, 6).map((order) => db.transaction().execute((tx) => tx.updateTable('ship_order').set({ status: ORDER_STATUS.awaitingWarehousing }).where('id', '=', order.id).execute())));
    await expectKept(t, member);
    expect(await statusCount(t, member.token)).toEqual({ all: 16, byStatus: { '1': 10, '2': 2, '8': 4 } });
  });

  it('stay exact when two staff batches move the same members\' orders at the same time, each meeting them in the other order', async () => {
    const t = ctx();
    const [a, b] = [await newMember(t), await newMember(t)];
    const staff = await t.database.db.selectFrom('staff_user').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (let round = 0; round < 5; round++) {
      // By id: a's, b's, b's, a's; one batch meets a then b, the other b then a.
      const [o1, o2, o3, o4] = await insertOrders(t, [a, b, b, a].map((m) => ({ memberId: m.id, status: ORDER_STATUS.inWarehouse })));
      const results = await Promise.all(
        [
          [o1!.id, o3!.id],
          [o2!.id, o4!.id],
        ].map((orderIds) => t.services.orderStaff.transition(staff.id, { orderIds, toStatus: ORDER_STATUS.departed, place: 'Guangzhou port' }, 'en_US')),
      );
      expect(results.flatMap((r) => r.moved).sort((x, y) => x - y)).toEqual([o1!.id, o2!.id, o3!.id, o4!.id].sort((x, y) => x - y));
    }
    await expectKept(t, a);
    await expectKept(t, b);
    expect(await statusCount(t, a.token)).toEqual({ all: 10, byStatus: { '3': 10 } });
  });

  it('follow the list\'s filters, so each tab counts what the list shows under it (both lists)', async () => {
    const t = ctx();
    const member = await newMember(t);
    const consignee = { areaCode: '86', phone: member.mobile };
    const [air] = await insertOrders(t, [
      { memberId: member.id, marks: 'AIRONE', consignee },
      { memberId: member.id, status: ORDER_STATUS.inWarehouse, marks: 'SEATWO', consignee },
      { memberId: member.id, marks: 'SEATHREE', consignee },
    ]);
    await t.database.db.updateTable('ship_order').set({ transport_type: '2' }).where('id', '=', air!.id).execute();
    for (const role of ['posted', 'received'] as const) {
      const counts = (query: Record<string, string>) =>
        orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token: member.token, query: { role, ...query } }).then((answer) => answer.data);
      expect(await counts({})).toEqual({ all: 3, byStatus: { '1': 2, '2': 1 } });
      expect(await counts({ transportType: '2' })).toEqual({ all: 1, byStatus: { '1': 1 } });
      expect(await counts({ transportType: '1', keyword: 'seatwo' })).toEqual({ all: 1, byStatus: { '2': 1 } });
      expect(await counts({ dateFrom: '2099-01-01' })).toEqual({ all: 0, byStatus: {} });
      // The list under the same filter and a tab agrees with the tab's figure.
      const page = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token, query: { role, transportType: '1', status: '1' } });
      expect(page.data.total).toBe((await counts({ transportType: '1' })).byStatus['1']);
      // A status given to the counts is no filter of theirs: refused as unknown or ignored, never narrowing.
      expect((await counts({ transportType: '2', status: '2' })).all).toBe(1);
    }
  });
});
