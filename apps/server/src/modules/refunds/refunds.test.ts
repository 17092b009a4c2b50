import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { FeeItem } from '@portal/contracts/balance';
import type { OrderDetail, OrderStatusCount, OrderTransitionResult } from '@portal/contracts/order';
import type { RefundItem, RefundStaffItem } from '@portal/contracts/refund';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { uploadFile } from '../../test/file-helpers.js';
import { image } from '../../test/file-fixtures.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember, orderCall } from '../../test/order-helpers.js';

const finance = (t: TestApp) => staffToken(t, 'finance', 'finance1234');

function apply(t: TestApp, token: string, body: Record<string, unknown>, key?: string) {
  return orderCall<RefundItem>(t, 'POST', '/app-api/order/refund/create', { token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}

describeEachDb('warehouse refunds', (ctx) => {
  it('takes an application with photos for an order in the warehouse, once for 20 identical calls with one key, one open per order', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const photo = await uploadFile(t, shipper.token, 'refund', { name: 'cartons.png', body: await image('png'), type: 'image/png' });
    expect(photo.code).toBe(0);
    const body = { orderId: order.id, reason: 'Buyer cancelled', images: [photo.data.url] };

    // 20 identical applications at once: one refund, the same answer to each.
    const raced = await Promise.all(Array.from({ length: 20 }, () => apply(t, shipper.token, body, 'refund-key-0001')));
    const first = raced[0]!;
    expect(first.code).toBe(0);
    expect(raced.map((retry) => retry.data.id)).toEqual(raced.map(() => first.data.id));
    expect(first.data).toMatchObject({ orderId: order.id, orderNo: order.orderNo, status: 'applied', images: [photo.data.url], answer: null });
    expect(first.data.refundNo).toMatch(/^RF\d{12}$/);

    const reused = await apply(t, shipper.token, { ...body, reason: 'Something else' }, 'refund-key-0001');
    expect(reused.code).toBe(ERRORS.REFUND_IDEMPOTENCY_MISMATCH.code);
    const second = await apply(t, shipper.token, body, 'refund-key-0002');
    expect([second.status, second.code]).toEqual([409, ERRORS.REFUND_OPEN_EXISTS.code]);
    const rows = await t.database.db.selectFrom('ship_order_refund').select('id').where('order_id', '=', order.id).execute();
    expect(rows).toHaveLength(1);

    const page = await orderCall<CursorPage<RefundItem>>(t, 'GET', '/app-api/order/refund/page', { token: shipper.token, query: { orderId: order.id } });
    expect(page.data.list.map((r) => r.id)).toEqual([first.data.id]);
  });

  it('refuses orders not in the warehouse, other members\' orders, and photos that are not the caller\'s refund photos', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const stranger = await newMember(t);
    const departed = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.departed });
    const notYet = await apply(t, shipper.token, { orderId: departed.id, reason: 'Too late' });
    expect([notYet.status, notYet.code]).toEqual([409, ERRORS.ORDER_ACTION_NOT_ALLOWED.code]);

    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const theirs = await apply(t, stranger.token, { orderId: order.id, reason: 'Mine now' });
    const missing = await apply(t, stranger.token, { orderId: 987654321, reason: 'Mine now' });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([missing.status, missing.code, missing.msg]);
    expect(theirs.code).toBe(ERRORS.ORDER_NOT_FOUND.code);

    const avatar = await uploadFile(t, shipper.token, 'avatar', { name: 'me.png', body: await image('png'), type: 'image/png' });
    const wrongPurpose = await apply(t, shipper.token, { orderId: order.id, reason: 'Photos', images: [avatar.data.url] });
    expect(wrongPurpose.status).toBe(400);
    const otherPhoto = await uploadFile(t, stranger.token, 'refund', { name: 'x.png', body: await image('png'), type: 'image/png' });
    const notOwned = await apply(t, shipper.token, { orderId: order.id, reason: 'Photos', images: [otherPhoto.data.url] });
    expect(notOwned.status).toBe(400);
    const blank = await orderCall<{ fields: { field: string; message: string }[] }>(t, 'POST', '/app-api/order/refund/create', {
      token: shipper.token,
      body: { orderId: order.id, reason: '  ' },
      locale: 'zh_CN',
    });
    expect(blank.data.fields).toEqual([expect.objectContaining({ field: 'reason', message: '请填写退仓原因' })]);
  });

  it('lets finance decide once, tells the member, and lets a rejected application be followed by a new one', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const stranger = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const applied = (await apply(t, shipper.token, { orderId: order.id, reason: 'Wrong goods shipped' })).data;

    const operator = await staffToken(t, 'operator', 'operator1234');
    const byOperator = await call(t.app, 'POST', '/admin-api/order/refund/reject', { token: operator, body: { id: applied.id, answer: 'No' } });
    expect([byOperator.status, byOperator.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
    expect((await call(t.app, 'GET', '/admin-api/order/refund/page', { token: operator })).code).toBe(0);

    const staff = await finance(t);
    const noAnswer = await call(t.app, 'POST', '/admin-api/order/refund/reject', { token: staff, body: { id: applied.id, answer: '' } });
    expect(noAnswer.status).toBe(400);
    const decisions = await Promise.all([
      call<RefundItem>(t.app, 'POST', '/admin-api/order/refund/reject', { token: staff, body: { id: applied.id, answer: 'Goods already consolidated' } }),
      call<RefundItem>(t.app, 'POST', '/admin-api/order/refund/approve', { token: staff, body: { id: applied.id } }),
    ]);
    expect(decisions.map((d) => d.code).sort()).toEqual([0, ERRORS.REFUND_NOT_PENDING.code]);
    const winner = decisions.find((d) => d.code === 0)!.data;
    // One audit row: the decision that won; the refused one (bad input, the loser of the race) none.
    const logged = await t.database.db.selectFrom('staff_audit').select(['action', 'after']).where('entity', '=', 'refund').where('entity_id', '=', applied.id).execute();
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.after!)).toMatchObject({ status: winner.status });
    // The staff list says who decided and when; the member's list names no staff.
    const financeId = (await t.database.db.selectFrom('staff_user').select('id').where('username', '=', 'finance').executeTakeFirstOrThrow()).id;
    const staffList = await call<CursorPage<RefundStaffItem>>(t.app, 'GET', '/admin-api/order/refund/page', { token: operator, query: { orderId: String(order.id) } });
    expect(staffList.data.list).toEqual([
      expect.objectContaining({ id: applied.id, status: winner.status, decidedBy: financeId, decidedByName: 'Demo finance', decideTime: winner.decideTime, returnedBy: null, returnedByName: null }),
    ]);
    expect(winner.decideTime).toEqual(expect.any(String));
    const memberView = await orderCall<CursorPage<RefundItem>>(t, 'GET', '/app-api/order/refund/page', { token: shipper.token, query: { orderId: order.id } });
    expect(Object.keys(memberView.data.list[0]!)).not.toContain('decidedByName');

    const notifications = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', shipper.id).execute();
    expect(notifications.map((n) => n.template)).toEqual([winner.status === 'approved' ? 'refund.approved' : 'refund.rejected']);
    expect(JSON.parse(notifications[0]!.params)).toMatchObject({ refundNo: applied.refundNo, orderNo: order.orderNo });
    expect(await t.database.db.selectFrom('notification').select('id').where('member_id', '=', stranger.id).execute()).toEqual([]);

    const missing = await call(t.app, 'POST', '/admin-api/order/refund/approve', { token: staff, body: { id: 987654321 } });
    expect(missing.code).toBe(ERRORS.REFUND_NOT_FOUND.code);

    const again = await apply(t, shipper.token, { orderId: order.id, reason: 'Second try' });
    expect(again.code).toBe(winner.status === 'rejected' ? 0 : ERRORS.REFUND_OPEN_EXISTS.code);
    const mine = await orderCall<CursorPage<RefundItem>>(t, 'GET', '/app-api/order/refund/page', { token: shipper.token });
    expect(mine.data.list[mine.data.list.length - 1]).toMatchObject({ id: applied.id, status: winner.status });
    expect((await orderCall<CursorPage<RefundItem>>(t, 'GET', '/app-api/order/refund/page', { token: stranger.token })).data.list).toEqual([]);
  });

  it('keeps an order with an open application in the warehouse: staff cannot move it on until finance rejects it', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const other = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const applied = (await apply(t, shipper.token, { orderId: order.id, reason: 'Take it back' })).data;
    const operator = await staffToken(t, 'operator', 'operator1234');
    const depart = () =>
      call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
        token: operator,
        body: { orderIds: [order.id, other.id], toStatus: ORDER_STATUS.departed, place: 'Ningbo' },
      });

    const first = (await depart()).data;
    expect(first.moved).toEqual([other.id]);
    expect(first.refused).toEqual([{ orderId: order.id, code: ERRORS.ORDER_REFUND_OPEN.code, reason: ERRORS.ORDER_REFUND_OPEN.msg.zh_CN }]);

    await call(t.app, 'POST', '/admin-api/order/refund/reject', { token: await finance(t), body: { id: applied.id, answer: 'Already booked on the vessel' } });
    expect((await depart()).data.moved).toEqual([order.id]);
  });

  it('ends an approved refund with the goods handed back: once, after the fees are settled, the order "returned to shipper"', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const applied = (await apply(t, shipper.token, { orderId: order.id, reason: 'Buyer cancelled' })).data;
    const operator = await staffToken(t, 'operator', 'operator1234');
    const money = await finance(t);
    const handBack = (token: string, body: Record<string, unknown>, locale?: 'zh_CN' | 'en_US') =>
      call<RefundItem & { fields: { field: string; message: string }[] }>(t.app, 'POST', '/admin-api/order/refund/return', { token, body, ...(locale ? { locale } : {}) });
    const note = 'Collected by the shipper, Li Wei';

    // Not before finance approves; and it is the warehouse's step, not finance's.
    const early = await handBack(operator, { id: applied.id, note });
    expect([early.status, early.code]).toEqual([409, ERRORS.REFUND_NOT_APPROVED.code]);
    expect((await handBack(money, { id: applied.id, note })).code).toBe(ERRORS.STAFF_ROLE_MISSING.code);
    const blank = await handBack(operator, { id: applied.id, note: ' ' }, 'en_US');
    expect([blank.status, blank.data.fields]).toEqual([400, [expect.objectContaining({ field: 'note', message: 'Enter who collected the goods' })]]);
    expect((await handBack(operator, { id: 987654321, note })).code).toBe(ERRORS.REFUND_NOT_FOUND.code);

    await call(t.app, 'POST', '/admin-api/order/refund/approve', { token: money, body: { id: applied.id, answer: 'Collect at gate 2' } });
    // The order still owes freight: nothing changes, the refund stays approved.
    const fee = await call<FeeItem>(t.app, 'POST', '/admin-api/order/fee/create', { token: money, body: { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 12_000 } });
    expect(fee.code).toBe(0);
    const owing = await handBack(operator, { id: applied.id, note });
    expect([owing.status, owing.code]).toEqual([409, ERRORS.REFUND_FEES_OUTSTANDING.code]);
    const refundRow = () => t.database.db.selectFrom('ship_order_refund').select(['status', 'returned_at']).where('id', '=', applied.id).executeTakeFirstOrThrow();
    expect(await refundRow()).toEqual({ status: 'approved', returned_at: null });
    // Finance waives the freight that will not be carried; then two clerks record the handover at once.
    await call(t.app, 'POST', '/admin-api/order/fee/adjust', { token: money, body: { id: fee.data.id, amount: 0, reason: 'Not shipped' } });
    const both = await Promise.all([handBack(operator, { id: applied.id, note }), handBack(operator, { id: applied.id, note: 'Someone else' })]);
    expect(both.map((r) => r.code).sort()).toEqual([0, ERRORS.REFUND_ALREADY_RETURNED.code]);
    const done = both.find((r) => r.code === 0)!.data;
    expect(done).toMatchObject({ id: applied.id, status: 'returned', returnTime: expect.any(String) });

    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: shipper.token, query: { id: order.id } });
    expect(detail.data.status).toBe(ORDER_STATUS.returned);
    expect(detail.data.actions.sort()).toEqual(['copy', 'print']);
    expect(detail.data.events.map((e) => e.status)).toEqual([ORDER_STATUS.returned]);
    const audit = await t.database.db.selectFrom('staff_audit').select(['action', 'before']).where('entity', '=', 'order').where('entity_id', '=', order.id).execute();
    expect(audit).toEqual([{ action: 'refundReturn', before: `{"status":${ORDER_STATUS.inWarehouse}}` }]);
    const messages = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', shipper.id).where('template', '=', 'refund.returned').execute();
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ refundNo: applied.refundNo, orderNo: order.orderNo, note: done.returnNote });
    const mine = await orderCall<CursorPage<RefundItem>>(t, 'GET', '/app-api/order/refund/page', { token: shipper.token, query: { orderId: order.id } });
    expect(mine.data.list).toEqual([expect.objectContaining({ status: 'returned', returnNote: done.returnNote, returnTime: done.returnTime })]);
    const staffList = await call<CursorPage<RefundStaffItem>>(t.app, 'GET', '/admin-api/order/refund/page', { token: money, query: { orderId: String(order.id) } });
    expect(staffList.data.list).toEqual([expect.objectContaining({ status: 'returned', decidedByName: 'Demo finance', returnedByName: 'Demo operator', returnTime: done.returnTime })]);
    const counts = await orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token: shipper.token, query: { role: 'posted' } });
    expect(counts.data.byStatus[String(ORDER_STATUS.returned)]).toBe(1);

    // An end status: nothing moves it on, and no new application can be made.
    const depart = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
      token: operator,
      body: { orderIds: [order.id], toStatus: ORDER_STATUS.departed, place: 'Ningbo' },
    });
    expect(depart.data.refused.map((r) => r.code)).toEqual([ERRORS.ORDER_TRANSITION_INVALID.code]);
    expect((await apply(t, shipper.token, { orderId: order.id, reason: 'Again' })).code).toBe(ERRORS.ORDER_ACTION_NOT_ALLOWED.code);
  });

  it('keeps goods under cargo control in the warehouse until the controller releases them', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse, cargoControlStatus: CARGO_CONTROL_STATUS.controlled });
    const applied = (await apply(t, shipper.token, { orderId: order.id, reason: 'Buyer cancelled' })).data;
    await call(t.app, 'POST', '/admin-api/order/refund/approve', { token: await finance(t), body: { id: applied.id } });
    const operator = await staffToken(t, 'operator', 'operator1234');
    const held = await call(t.app, 'POST', '/admin-api/order/refund/return', { token: operator, body: { id: applied.id, note: 'Driver' }, locale: 'fr_FR' });
    expect([held.status, held.code, held.msg]).toEqual([409, ERRORS.REFUND_CARGO_HELD.code, ERRORS.REFUND_CARGO_HELD.msg.fr_FR]);

    await t.database.db.updateTable('ship_order').set({ cargo_control_status: CARGO_CONTROL_STATUS.released }).where('id', '=', order.id).execute();
    expect((await call(t.app, 'POST', '/admin-api/order/refund/return', { token: operator, body: { id: applied.id, note: 'Driver' } })).code).toBe(0);
  });
});
