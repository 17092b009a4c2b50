import { ERRORS } from '@portal/contracts/errors';
import type { MessageItem } from '@portal/contracts/messages';
import type { OrderAuditEntry, OrderDetail, StaffOrderDetail } from '@portal/contracts/order';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { RECEIPT_TOLERANCE_PERCENT } from '@portal/contracts/warehouse';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { image } from '../../test/file-fixtures.js';
import { uploadFile } from '../../test/file-helpers.js';
import { insertOrder, newMember } from '../../test/order-helpers.js';

// Receiving in lots, the declared-against-measured check, the staff history and cargo control
// on the staff answer (docs/warehouse.md). Fixture orders declare 3 cartons, 150,000 cm³, 42 kg.

const S = ORDER_STATUS;
const C = CARGO_CONTROL_STATUS;
const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

const lot = (orderId: number, cartons: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  cartons,
  size: '50×40×25 cm',
  volume: cartons * 50_000,
  weight: cartons * 14_000,
  inTime: '2026-11-25T08:30:00.000Z',
  place: 'Yiwu warehouse',
  ...extra,
});

async function templatesOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('notification').select('template').where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => r.template);
}

async function eventStatuses(t: TestApp, orderId: number) {
  return (await t.database.db.selectFrom('ship_order_event').select('status').where('order_id', '=', orderId).execute()).map((e) => e.status);
}

describeEachDb('warehouse: receiving in lots', (ctx) => {
  it('keeps a partial receipt awaiting warehousing, shows the member n of N with the lots, and receives the order with the last carton', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });

    const first = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 2) });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({
      status: S.awaitingWarehousing,
      totalNum: 3,
      lotAllowed: true,
      receipt: { cartons: 2, volume: 100_000, weight: 28_000, complete: false, expectedCartons: 3, lots: [{ lotNo: 1, cartons: 2 }] },
      receiptCheck: { declared: { cartons: 3, volume: 150_000, weight: 42_000 }, measured: { cartons: 2 }, complete: false, differences: [], exceptionNeeded: false },
      events: [],
      audit: [{ action: 'receiptLot', detail: { lot: 1, cartons: 2, complete: false } }],
    });
    // Nobody is told of a partial receipt; the member reads it on the order and may no longer change or cancel it.
    expect(await templatesOf(t, shipper.id)).toEqual([]);
    const seen = await call<OrderDetail>(t.app, 'GET', '/app-api/order/order/get', { token: shipper.token, query: { id: String(order.id) } });
    expect(seen.data.receipt).toMatchObject({ cartons: 2, complete: false, expectedCartons: 3, lots: [{ lotNo: 1, cartons: 2, size: '50×40×25 cm', inTime: '2026-11-25T08:30:00.000Z' }] });
    expect(seen.data.actions).not.toContain('cancel');
    expect(seen.data.actions).not.toContain('edit');
    const cancel = await call(t.app, 'POST', '/app-api/order/order/cancel', { token: shipper.token, query: { id: String(order.id) }, locale: 'en_US' });
    expect(cancel).toMatchObject({ status: 409, code: ERRORS.ORDER_PARTLY_RECEIVED.code, msg: 'Some cartons are already in the warehouse: the order can no longer be changed or cancelled' });
    expect((await t.database.db.selectFrom('ship_order').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(S.awaitingWarehousing);

    const second = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1, { size: '60×40×40 cm', inTime: '2026-11-26T09:00:00.000Z' }) });
    expect(second.data).toMatchObject({
      status: S.inWarehouse,
      totalNum: 3,
      totalVolume: 150_000,
      totalWeight: 42_000,
      lotAllowed: false,
      receipt: { cartons: 3, size: '50×40×25 cm; 60×40×40 cm', complete: true, expectedCartons: 3, inTime: '2026-11-26T09:00:00.000Z', lots: [{ lotNo: 1 }, { lotNo: 2, cartons: 1 }] },
      receiptCheck: { complete: true, exceptionNeeded: false },
      events: [{ status: S.inWarehouse, time: '2026-11-26T09:00:00.000Z', place: 'Yiwu warehouse' }],
    });
    expect(second.data.receiptCheck.differences.every((d) => d.difference === 0 && !d.beyondTolerance)).toBe(true);
    expect(await templatesOf(t, shipper.id)).toEqual(['order.inWarehouse']);
    // Received: lots are over; the whole receipt corrects it.
    const late = await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1), locale: 'en_US' });
    expect(late).toMatchObject({ status: 409, code: ERRORS.ORDER_ACTION_NOT_ALLOWED.code, msg: 'This cannot be done while the order is In warehouse' });
  });

  it('names the figure and the difference when the measured receipt strays beyond the tolerance, and closes short with `last`', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    // Two cartons of three, declared as the last lot; weight 30 % over, volume within 10 %.
    const answer = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt/lot', {
      token,
      body: lot(order.id, 2, { volume: 140_000, weight: 54_600, last: true }),
    });
    expect(answer.data.status).toBe(S.inWarehouse);
    expect(answer.data.receiptCheck).toEqual({
      declared: { cartons: 3, volume: 150_000, weight: 42_000 },
      measured: { cartons: 2, volume: 140_000, weight: 54_600 },
      complete: true,
      exceptionNeeded: true,
      differences: [
        { figure: 'cartons', declared: 3, measured: 2, difference: -1, percent: 34, beyondTolerance: true },
        { figure: 'volume', declared: 150_000, measured: 140_000, difference: -10_000, percent: 7, beyondTolerance: false },
        { figure: 'weight', declared: 42_000, measured: 54_600, difference: 12_600, percent: 30, beyondTolerance: true },
      ],
    });
    expect(RECEIPT_TOLERANCE_PERCENT.volume).toBeGreaterThanOrEqual(7);

    // The desk raises the exception with the existing call, a staff photo attached.
    const photo = await uploadFile(t, token, 'attachment', { name: 'scale.jpg', body: await image('jpeg') }, { area: 'admin-api' });
    expect(photo.code).toBe(0);
    const raised = await call<{ id: number; files: { url: string }[] }>(t.app, 'POST', '/admin-api/order/abnormal/create', {
      token,
      body: { orderId: order.id, type: '1', description: 'Weight 30 % over the declared figure; one carton short', files: [photo.data.url] },
    });
    expect(raised.data.files).toHaveLength(1);
    expect(raised.code).toBe(0);

    // The member is told at once: the message is recorded with the item (same transaction),
    // the delivery job sends it, and the member reads the staff photo on their item.
    expect(await templatesOf(t, shipper.id)).toEqual(['order.inWarehouse', 'abnormal.raised']);
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: shipper.token, locale: 'en_US' });
    expect(messages.data.list.map((m) => m.title)).toContain(`Exception to handle on order ${order.orderNo}`);
    const item = await call<{ files: { url: string }[] }>(t.app, 'GET', '/app-api/order/abnormal/get', { token: shipper.token, query: { id: String(raised.data.id) } });
    expect(item.data.files).toHaveLength(1);
    const file = await t.app.inject({ method: 'GET', url: item.data.files[0]!.url, headers: { authorization: `Bearer ${shipper.token}` } });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('numbers lots racing on one order one after the other and receives the order once', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1) })));
    // Three cartons declared: three lots land, the order is received with the third, the rest find it received.
    expect(answers.map((a) => a.code).sort()).toEqual([0, 0, 0, ERRORS.ORDER_ACTION_NOT_ALLOWED.code, ERRORS.ORDER_ACTION_NOT_ALLOWED.code, ERRORS.ORDER_ACTION_NOT_ALLOWED.code].sort());
    const lots = await t.database.db.selectFrom('ship_order_receipt_lot').select(['lot_no', 'cartons']).where('order_id', '=', order.id).orderBy('lot_no').execute();
    expect(lots).toEqual([1, 2, 3].map((n) => ({ lot_no: n, cartons: 1 })));
    const receipt = await t.database.db.selectFrom('ship_order_receipt').select(['cartons', 'complete']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(receipt).toEqual({ cartons: 3, complete: 1 });
    expect(await eventStatuses(t, order.id)).toEqual([S.inWarehouse]);
    expect(await templatesOf(t, shipper.id)).toEqual(['order.inWarehouse']);
  });

  it('starts cargo control when the last lot completes the receipt, not before', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    await t.database.db.updateTable('ship_order').set({ is_cargo_control: 1 }).where('id', '=', order.id).execute();
    const control = () => t.database.db.selectFrom('ship_order').select(['cargo_control_status', 'control_total_num']).where('id', '=', order.id).executeTakeFirstOrThrow();
    await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1) });
    expect(await control()).toEqual({ cargo_control_status: C.none, control_total_num: 0 });
    await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 3) });
    expect(await control()).toEqual({ cargo_control_status: C.controlled, control_total_num: 4 });
  });

  it('keeps the whole receipt call: written over lots, it becomes the one lot; refusals and bad fields as before', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1) });
    const whole = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt', {
      token,
      body: { orderId: order.id, cartons: 4, size: '60×40×40 cm', volume: 384_000, weight: 51_500, inTime: '2026-11-25T10:00:00.000Z' },
    });
    expect(whole.data).toMatchObject({
      status: S.inWarehouse,
      receipt: { cartons: 4, complete: true, expectedCartons: 4, lots: [{ lotNo: 1, cartons: 4, volume: 384_000, inTime: '2026-11-25T10:00:00.000Z' }] },
    });
    const bad = await call<{ fields: { field: string; rule: string }[] }>(t.app, 'POST', '/admin-api/order/receipt/lot', {
      token,
      body: { orderId: order.id, cartons: 0, size: '', volume: 10, weight: 10, last: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fields.map((f) => f.field).sort()).toEqual(['cartons', 'last', 'size']);
    const missing = await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(99_999_999, 1) });
    expect(missing).toMatchObject({ status: 404, code: ERRORS.ORDER_NOT_FOUND.code });
  });
});

describeEachDb('warehouse: history and cargo control on the staff answer', (ctx) => {
  it('reads who did what and when on an order, newest first; a missing order is not found', async () => {
    const t = ctx();
    const [token, admin] = [await operator(t), await staffToken(t)];
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1) });
    await call(t.app, 'POST', '/admin-api/order/flag', { token: admin, body: { orderId: order.id, flagged: true, reason: 'Batteries' } });
    const history = await call<{ list: OrderAuditEntry[] }>(t.app, 'GET', '/admin-api/order/audit', { token, query: { id: String(order.id) } });
    expect(history.data.list.map((e) => [e.action, e.staffName, e.detail])).toEqual([
      ['flag', expect.any(String), { flagged: true, reason: 'Batteries' }],
      ['receiptLot', expect.any(String), { lot: 1, cartons: 1, volume: 50_000, weight: 14_000, size: '50×40×25 cm', complete: false }],
    ]);
    expect(new Set(history.data.list.map((e) => e.staffId)).size).toBe(2);
    expect(history.data.list.every((e) => !Number.isNaN(Date.parse(e.time)))).toBe(true);
    const missing = await call(t.app, 'GET', '/admin-api/order/audit', { token, query: { id: '99999999' } });
    expect(missing).toMatchObject({ status: 404, code: ERRORS.ORDER_NOT_FOUND.code });
  });

  it('shows the cartons still held and who released the others, and refuses to hand held goods over', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: S.readyForPickup, cargoControlStatus: C.partlyReleased });
    const db = t.database.db;
    await db.updateTable('ship_order').set({ control_total_num: 3, control_released_num: 1 }).where('id', '=', order.id).execute();
    await db
      .insertInto('cargo_control_event')
      .values({ order_id: order.id, kind: 'release', actor_name: 'Moussa Ba', actor_area_code: '221', actor_phone: '771112233', pick_num: 1, consignee_name: 'Awa Diop', created_at: '2026-11-26T10:00:00.000Z' })
      .execute();
    const detail = await call<StaffOrderDetail>(t.app, 'GET', '/admin-api/order/get', { token, query: { id: String(order.id) } });
    expect(detail.data.cargoControl).toEqual({
      totalCartons: 3,
      releasedCartons: 1,
      heldCartons: 2,
      releases: [{ cartons: 1, releasedBy: { name: 'Moussa Ba', areaCode: '221', phone: '771112233' }, consigneeName: 'Awa Diop', time: '2026-11-26T10:00:00.000Z' }],
    });
    const handOver = await call<{ moved: number[]; refused: { code: number; reason: string }[] }>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      locale: 'en_US',
      body: { orderIds: [order.id], toStatus: S.delivered, place: 'Dakar depot' },
    });
    expect(handOver.data).toEqual({
      moved: [],
      refused: [{ orderId: order.id, code: ERRORS.ORDER_CARGO_HELD.code, reason: 'The goods are under cargo control: they can be delivered once the controller releases them' }],
    });
    const plain = await insertOrder(t, { memberId: shipper.id });
    expect((await call<StaffOrderDetail>(t.app, 'GET', '/admin-api/order/get', { token, query: { id: String(plain.id) } })).data.cargoControl).toBeNull();
  });
});
