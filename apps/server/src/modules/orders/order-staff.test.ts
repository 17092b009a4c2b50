import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { MessageItem } from '@portal/contracts/messages';
import type { OrderDetail, OrderTransitionResult, StaffOrderDetail, StaffOrderItem } from '@portal/contracts/order';
import { NOTIFIED_STATUSES } from '@portal/contracts/order-flow';
import { CARGO_CONTROL_STATUS, ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, insertOrders, newMember } from '../../test/order-helpers.js';
import { STATUS_NOTICES } from './order-staff.service.js';

const S = ORDER_STATUS;
const C = CARGO_CONTROL_STATUS;
type Fields = { fields: { field: string; rule: string }[] };

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

async function staffIdOf(t: TestApp, username: string) {
  return (await t.database.db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

// Notifications recorded for a member, oldest first, with their channels.
async function notificationsOf(t: TestApp, memberId: number) {
  const db = t.database.db;
  const rows = await db.selectFrom('notification').select(['id', 'type', 'template', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
  const deliveries = rows.length
    ? await db.selectFrom('notification_delivery').select(['notification_id', 'channel']).where('notification_id', 'in', rows.map((r) => r.id)).execute()
    : [];
  return rows.map((r) => ({
    type: r.type,
    template: r.template,
    params: JSON.parse(r.params) as Record<string, string | number>,
    channels: deliveries.filter((d) => d.notification_id === r.id).map((d) => d.channel).sort(),
  }));
}

async function eventsOf(t: TestApp, orderId: number) {
  return t.database.db.selectFrom('ship_order_event').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

async function statusOf(t: TestApp, orderId: number) {
  return (await t.database.db.selectFrom('ship_order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
}

const receiptBody = (orderId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  cartons: 4,
  size: '60×40×40 cm',
  volume: 384_000,
  weight: 51_500,
  inTime: '2026-11-25T08:30:00.000Z',
  place: 'Yiwu warehouse',
  ...extra,
});

describeEachDb('staff orders: finding and reading', (ctx) => {
  it('finds orders by number, shipping mark and either phone, by status and flag, newest first, page by page', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const base = Date.parse('2026-11-20T00:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
    const [marked, byPhone, byConsignor, ...rest] = await insertOrders(t, [
      { memberId: shipper.id, marks: 'Zebra77', createdAt: at(1) },
      { memberId: shipper.id, consignee: { areaCode: '221', phone: '779990001' }, createdAt: at(2), status: S.inWarehouse },
      { memberId: shipper.id, consignor: { areaCode: '86', phone: '13700001111' }, createdAt: at(3) },
      ...Array.from({ length: 5 }, (_, i) => ({ memberId: shipper.id, createdAt: at(10 + i), status: S.departed })),
      { memberId: shipper.id, marks: 'Zebra77', createdAt: at(30), deleted: true },
    ]);
    const page = (query: Record<string, string>) => call<CursorPage<StaffOrderItem>>(t.app, 'GET', '/admin-api/order/page', { token, query });

    // A mark typed in another case still finds it; the deleted order with the same mark does not show.
    const byMark = await page({ keyword: 'ZEBRA77' });
    expect(byMark.data.list.map((o) => o.id)).toEqual([marked!.id]);
    expect(byMark.data.list[0]).toMatchObject({ orderNo: marked!.orderNo, memberId: shipper.id, status: S.awaitingWarehousing, flagged: false, receivedCartons: null });
    expect((await page({ keyword: marked!.orderNo.toLowerCase() })).data.list.map((o) => o.id)).toEqual([marked!.id]);
    expect((await page({ keyword: '779990001' })).data.list.map((o) => o.id)).toEqual([byPhone!.id]);
    expect((await page({ keyword: '13700001111' })).data.list.map((o) => o.id)).toEqual([byConsignor!.id]);
    expect((await page({ keyword: 'NOSUCH1' })).data).toEqual({ list: [], nextCursor: null, total: 0, totalCapped: false });

    // Five departed orders, two to a page: newest first, each once, the total on the first page
    // only. The demo data (db/seed) holds older departed orders, which come after them.
    const demo = await t.database.db.selectFrom('ship_order').select('id').where('status', '=', S.departed).where('created_at', '<', at(0)).execute();
    const seen: number[] = [];
    let cursor: string | undefined;
    let first = true;
    do {
      const answer = await page({ status: String(S.departed), pageSize: '2', ...(cursor ? { cursor } : {}) });
      expect(answer.data.total).toBe(first ? 5 + demo.length : null);
      seen.push(...answer.data.list.map((o) => o.id));
      cursor = answer.data.nextCursor ?? undefined;
      first = false;
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual(rest.slice(0, 5).map((o) => o.id).reverse());
    expect(seen.slice(5).sort()).toEqual(demo.map((o) => o.id).sort());

    const bad = await call<Fields>(t.app, 'GET', '/admin-api/order/page', { token, query: { cursor: 'bm90LWEtY3Vyc29y' } });
    expect(bad.status).toBe(400);
    expect(bad.data.fields[0]).toMatchObject({ field: 'cursor' });
    const badStatus = await call<Fields>(t.app, 'GET', '/admin-api/order/page', { token, query: { status: '42' } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.data.fields[0]?.field).toBe('status');
  });

  it('reads the whole order with its shipper and the step staff may take; a missing or deleted one is not found', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: S.inWarehouse });
    const detail = await call<StaffOrderDetail>(t.app, 'GET', '/admin-api/order/get', { token, query: { id: String(order.id) } });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      status: S.inWarehouse,
      memberId: shipper.id,
      shipper: { areaCode: '86', mobile: shipper.mobile },
      consignee: { name: 'Awa Diop', areaCode: '221', phone: '771234567' },
      goods: [{ proZh: '陶瓷杯', proEn: 'Ceramic cups', num: 3, weight: 42_000 }],
      totalNum: 3,
      nextStatus: S.departed,
      receiptAllowed: true,
      flagged: false,
      flagReason: null,
      receipt: null,
      events: [],
      audit: [],
    });

    const awaiting = await insertOrder(t, { memberId: shipper.id });
    expect((await call<StaffOrderDetail>(t.app, 'GET', '/admin-api/order/get', { token, query: { id: String(awaiting.id) } })).data).toMatchObject({
      nextStatus: null,
      receiptAllowed: true,
    });

    const deleted = await insertOrder(t, { memberId: shipper.id, status: S.draft, deleted: true });
    for (const id of [deleted.id, 99_999_999]) {
      const missing = await call(t.app, 'GET', '/admin-api/order/get', { token, query: { id: String(id) }, locale: 'en_US' });
      expect(missing).toMatchObject({ status: 404, code: ERRORS.ORDER_NOT_FOUND.code, msg: 'Order not found' });
    }
  });

  it('keeps every order route to operators and administrators', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    const routes: { method: 'GET' | 'POST'; url: string; query?: Record<string, string>; body?: unknown }[] = [
      { method: 'GET', url: '/admin-api/order/page', query: {} },
      { method: 'GET', url: '/admin-api/order/get', query: { id: String(order.id) } },
      { method: 'POST', url: '/admin-api/order/receipt', body: receiptBody(order.id) },
      { method: 'POST', url: '/admin-api/order/transition', body: { orderIds: [order.id], toStatus: S.departed, place: 'Ningbo' } },
      { method: 'POST', url: '/admin-api/order/flag', body: { orderId: order.id, flagged: true, reason: 'Batteries' } },
    ];
    for (const username of ['reviewer', 'service', 'finance']) {
      const token = await staffToken(t, username, `${username}1234`);
      for (const r of routes) {
        const answer = await call(t.app, r.method, r.url, { token, ...(r.query ? { query: r.query } : {}), ...(r.body ? { body: r.body } : {}) });
        expect([username, r.url, answer.status, answer.code, answer.data]).toEqual([username, r.url, 403, ERRORS.STAFF_ROLE_MISSING.code, null]);
      }
    }
    const member = await call(t.app, 'GET', '/admin-api/order/page', { token: shipper.token });
    expect(member.status).toBe(403);
    // Nothing was written by the refused calls.
    expect(await statusOf(t, order.id)).toBe(S.awaitingWarehousing);
    expect(await notificationsOf(t, shipper.id)).toEqual([]);
  });
});

describeEachDb('staff orders: warehouse receipt', (ctx) => {
  it('receives an order awaiting warehousing: in warehouse, figures from the receipt, a tracking event, an audit row, the shipper told', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    const written = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(order.id, { note: 'Two cartons re-taped' }) });
    expect(written.code).toBe(0);
    expect(written.data).toMatchObject({
      status: S.inWarehouse,
      totalNum: 4,
      totalVolume: 384_000,
      totalWeight: 51_500,
      receipt: { cartons: 4, size: '60×40×40 cm', volume: 384_000, weight: 51_500, inTime: '2026-11-25T08:30:00.000Z' },
      events: [{ status: S.inWarehouse, time: '2026-11-25T08:30:00.000Z', place: 'Yiwu warehouse', note: 'Two cartons re-taped' }],
      nextStatus: S.departed,
      audit: [{ action: 'receipt', staffId: await staffIdOf(t, 'operator'), staffName: expect.any(String), detail: { cartons: 4, corrected: false } }],
    });
    expect(await notificationsOf(t, shipper.id)).toEqual([
      { type: 'order', template: 'order.inWarehouse', params: { orderNo: order.orderNo, marks: order.marks, cartons: 4 }, channels: ['portal'] },
    ]);
    // The shipper reads the receipt, the new figures and the timeline on the order.
    const seen = await call<OrderDetail>(t.app, 'GET', '/app-api/order/order/get', { token: shipper.token, query: { id: String(order.id) } });
    expect(seen.data).toMatchObject({
      status: S.inWarehouse,
      totalNum: 4,
      receipt: { cartons: 4, weight: 51_500 },
      events: [{ status: S.inWarehouse, place: 'Yiwu warehouse' }],
    });

    // The delivery job turns it into a message in the member's list, in the reader's language.
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: shipper.token, locale: 'en_US' });
    expect(messages.data.list[0]).toMatchObject({ type: '1', title: `Order ${order.orderNo} received into the warehouse`, read: false });
    expect(messages.data.list[0]?.content).toContain('4 cartons received');
  });

  it('corrects the receipt while the order is in the warehouse: new figures, no second event, arrival time kept', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    expect((await call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(order.id) })).code).toBe(0);
    const admin = await staffToken(t);
    const { inTime: _dropped, ...withoutTime } = receiptBody(order.id, { cartons: 5, weight: 60_000 });
    const corrected = await call<StaffOrderDetail>(t.app, 'POST', '/admin-api/order/receipt', { token: admin, body: withoutTime });
    expect(corrected.data).toMatchObject({
      status: S.inWarehouse,
      totalNum: 5,
      totalWeight: 60_000,
      receipt: { cartons: 5, weight: 60_000, inTime: '2026-11-25T08:30:00.000Z' },
    });
    expect(corrected.data.events).toHaveLength(1);
    expect(corrected.data.audit.map((a) => [a.action, a.staffId, a.detail.corrected])).toEqual([
      ['receipt', await staffIdOf(t, 'admin'), true],
      ['receipt', await staffIdOf(t, 'operator'), false],
    ]);
    expect((await notificationsOf(t, shipper.id)).map((n) => n.template)).toEqual(['order.inWarehouse', 'order.receiptCorrected']);
  });

  it('refuses a receipt on a draft, a cancelled order and one that has left, saying the status; a missing order is not found', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const [draft, cancelled, departed] = await insertOrders(t, [
      { memberId: shipper.id, status: S.draft },
      { memberId: shipper.id, status: S.cancelled },
      { memberId: shipper.id, status: S.departed },
    ]);
    const expected: [number, string][] = [
      [draft!.id, 'This cannot be done while the order is Draft'],
      [cancelled!.id, 'This cannot be done while the order is Cancelled'],
      [departed!.id, 'This cannot be done while the order is Loaded / departed'],
    ];
    for (const [id, msg] of expected) {
      const refused = await call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(id), locale: 'en_US' });
      expect(refused).toMatchObject({ status: 409, code: ERRORS.ORDER_ACTION_NOT_ALLOWED.code, msg });
      expect(await t.database.db.selectFrom('ship_order_receipt').select('order_id').where('order_id', '=', id).execute()).toEqual([]);
    }
    const french = await call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(departed!.id), locale: 'fr_FR' });
    expect(french.msg).toBe("Impossible tant que la commande est à l'état « Chargé / parti »");
    expect(await call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(99_999_999) })).toMatchObject({
      status: 404,
      code: ERRORS.ORDER_NOT_FOUND.code,
    });
    expect(await notificationsOf(t, shipper.id)).toEqual([]);
  });

  it('names each bad receipt field with its rule', async () => {
    const t = ctx();
    const token = await operator(t);
    const answer = await call<Fields>(t.app, 'POST', '/admin-api/order/receipt', {
      token,
      body: { orderId: 1, cartons: 0, size: ' ', volume: 1.5, weight: -1, inTime: 'yesterday' },
    });
    expect(answer.status).toBe(400);
    expect(answer.data.fields.map((f) => [f.field, f.rule])).toEqual(
      expect.arrayContaining([
        ['cartons', 'v.order.receipt.cartons'],
        ['size', 'v.order.receipt.size.required'],
        ['volume', 'v.order.integer'],
        ['weight', 'v.order.goods.weight'],
        ['inTime', 'v.format'],
      ]),
    );
  });

  it('receives an order once when two receipts arrive at the same time', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    const answers = await Promise.all([1, 2].map(() => call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(order.id) })));
    expect(answers.map((a) => a.code)).toEqual([0, 0]);
    expect((await eventsOf(t, order.id)).map((e) => e.status)).toEqual([S.inWarehouse]);
    expect((await notificationsOf(t, shipper.id)).map((n) => n.template).sort()).toEqual(['order.inWarehouse', 'order.receiptCorrected']);
  });
});

describeEachDb('staff orders: transitions', (ctx) => {
  it('moves an order one step with its tracking event, and refuses a skipped step, a step back and into the warehouse without a receipt', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const [inWarehouse, awaiting] = await insertOrders(t, [{ memberId: shipper.id, status: S.inWarehouse }, { memberId: shipper.id }]);
    const move = (orderIds: number[], toStatus: OrderStatus, locale = 'en_US') =>
      call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
        token,
        locale,
        body: { orderIds, toStatus, time: '2026-11-26T10:00:00.000Z', place: 'Ningbo port', note: 'Container MSCU1234567' },
      });

    const departed = await move([inWarehouse!.id], S.departed);
    expect(departed.data).toEqual({ moved: [inWarehouse!.id], refused: [] });
    expect(await statusOf(t, inWarehouse!.id)).toBe(S.departed);
    expect((await eventsOf(t, inWarehouse!.id)).map((e) => [e.status, new Date(e.time).toISOString(), e.place, e.note, e.staff_id])).toEqual([
      [S.departed, '2026-11-26T10:00:00.000Z', 'Ningbo port', 'Container MSCU1234567', await staffIdOf(t, 'operator')],
    ]);

    const skipped = await move([inWarehouse!.id], S.arrived);
    expect(skipped.data.moved).toEqual([]);
    expect(skipped.data.refused).toEqual([
      { orderId: inWarehouse!.id, code: ERRORS.ORDER_TRANSITION_INVALID.code, reason: 'An order cannot go from Loaded / departed to Arrived' },
    ]);
    const back = await move([inWarehouse!.id], S.inWarehouse, 'zh_CN');
    expect(back.data.refused[0]?.reason).toBe('订单不能从「已装柜 / 已起运」变为「已入仓」');
    const noReceipt = await move([awaiting!.id], S.inWarehouse);
    expect(noReceipt.data.refused).toEqual([
      { orderId: awaiting!.id, code: ERRORS.ORDER_RECEIPT_REQUIRED.code, reason: 'Write the warehouse receipt to receive the order into the warehouse' },
    ]);
    const toDraft = await move([awaiting!.id], S.draft, 'fr_FR');
    expect(toDraft.data.refused[0]?.reason).toBe("Une commande ne peut pas passer de « En attente d'entreposage » à « Brouillon »");
    expect(await statusOf(t, awaiting!.id)).toBe(S.awaitingWarehousing);
    expect(await eventsOf(t, awaiting!.id)).toEqual([]);
  });

  it('moves a container of orders in one call: those in the right status move, the others are refused with why', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const ready = await insertOrders(t, Array.from({ length: 3 }, () => ({ memberId: shipper.id, status: S.inWarehouse })));
    const [awaiting, alreadyGone, deleted] = await insertOrders(t, [
      { memberId: shipper.id },
      { memberId: shipper.id, status: S.departed },
      { memberId: shipper.id, status: S.inWarehouse, deleted: true },
    ]);
    const orderIds = [ready[0]!.id, awaiting!.id, ready[1]!.id, alreadyGone!.id, 99_999_999, deleted!.id, ready[2]!.id, ready[0]!.id];
    const answer = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      locale: 'en_US',
      body: { orderIds, toStatus: S.departed, place: 'Ningbo port' },
    });
    expect(answer.code).toBe(0);
    expect(answer.data.moved).toEqual(ready.map((o) => o.id));
    expect(answer.data.refused).toEqual([
      { orderId: awaiting!.id, code: ERRORS.ORDER_TRANSITION_INVALID.code, reason: 'An order cannot go from Awaiting warehousing to Loaded / departed' },
      { orderId: alreadyGone!.id, code: ERRORS.ORDER_TRANSITION_INVALID.code, reason: 'An order cannot go from Loaded / departed to Loaded / departed' },
      { orderId: 99_999_999, code: ERRORS.ORDER_NOT_FOUND.code, reason: 'Order not found' },
      { orderId: deleted!.id, code: ERRORS.ORDER_NOT_FOUND.code, reason: 'Order not found' },
    ]);
    for (const o of ready) expect((await eventsOf(t, o.id)).map((e) => e.place)).toEqual(['Ningbo port']);
    expect(await eventsOf(t, awaiting!.id)).toEqual([]);
    // One message per order moved.
    expect((await notificationsOf(t, shipper.id)).map((n) => [n.template, n.params.orderNo])).toEqual(ready.map((o) => ['order.departed', o.orderNo]));
  });

  it(`moves ${500} orders (the batch limit) in one call, and refuses a bigger batch and a missing place`, async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    const orders = await insertOrders(
      t,
      Array.from({ length: 500 }, (_, i) => ({ memberId: shipper.id, status: S.inTransit, consignee: i % 2 ? { areaCode: '86', phone: consignee.mobile } : undefined })),
    );
    // SQLite counts the statements that write (db/database.ts); PostgreSQL runs the same code.
    const writesBefore = t.database.changeCounter?.() ?? null;
    const answer = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      body: { orderIds: orders.map((o) => o.id), toStatus: S.arrived, place: 'Dakar port' },
    });
    const writes = writesBefore === null ? null : t.database.changeCounter!()! - writesBefore;
    expect(answer.data.moved).toHaveLength(500);
    expect(answer.data.refused).toEqual([]);
    // Set-based: a few statements for the whole batch (11 when written), not one or more per
    // order. Its time is a figure of the bench (apps/server/src/timings.bench.ts).
    if (writes !== null) expect(writes).toBeLessThan(50);
    const db = t.database.db;
    const events = await db.selectFrom('ship_order_event').select('order_id').where('order_id', 'in', orders.map((o) => o.id)).execute();
    expect(events).toHaveLength(500);
    expect(await notificationsOf(t, shipper.id)).toHaveLength(500);
    expect(await notificationsOf(t, consignee.id)).toHaveLength(250);

    const tooMany = await call<Fields>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      body: { orderIds: Array.from({ length: 501 }, (_, i) => i + 1), toStatus: S.readyForPickup, place: 'Dakar' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.fields[0]).toMatchObject({ field: 'orderIds', rule: 'v.max' });
    const noPlace = await call<Fields>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds: [orders[0]!.id], toStatus: S.readyForPickup, place: ' ' } });
    expect(noPlace.data.fields.map((f) => [f.field, f.rule])).toEqual([['place', 'v.order.event.place.required']]);
    const empty = await call<Fields>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds: [], toStatus: S.readyForPickup, place: 'Dakar' } });
    expect(empty.data.fields.map((f) => [f.field, f.rule])).toEqual([['orderIds', 'v.order.ids.required']]);
  });

  it('delivers goods under cargo control only once the controller has released them all', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const [held, partly, released, none] = await insertOrders(
      t,
      [C.controlled, C.partlyReleased, C.released, C.none].map((cargoControlStatus) => ({ memberId: shipper.id, status: S.readyForPickup, cargoControlStatus })),
    );
    const answer = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      locale: 'en_US',
      body: { orderIds: [held!.id, partly!.id, released!.id, none!.id], toStatus: S.delivered, place: 'Dakar depot' },
    });
    expect(answer.data.moved).toEqual([released!.id, none!.id]);
    const reason = 'The goods are under cargo control: they can be delivered once the controller releases them';
    expect(answer.data.refused).toEqual([held!.id, partly!.id].map((orderId) => ({ orderId, code: ERRORS.ORDER_CARGO_HELD.code, reason })));
    expect(await statusOf(t, held!.id)).toBe(S.readyForPickup);
  });

  it('moves each order once when two staff move the same container at the same time', async () => {
    const t = ctx();
    const [a, b] = [await operator(t), await staffToken(t)];
    const shipper = await newMember(t);
    const orders = await insertOrders(t, Array.from({ length: 40 }, () => ({ memberId: shipper.id, status: S.arrived })));
    const orderIds = orders.map((o) => o.id);
    const answers = await Promise.all(
      [a, b].map((token) => call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds, toStatus: S.readyForPickup, place: 'Dakar depot' } })),
    );
    const moved = answers.flatMap((x) => x.data.moved);
    expect(moved.sort((x, y) => x - y)).toEqual([...orderIds].sort((x, y) => x - y));
    expect(answers.flatMap((x) => x.data.refused)).toHaveLength(40);
    const events = await t.database.db.selectFrom('ship_order_event').select('order_id').where('order_id', 'in', orderIds).execute();
    expect(events).toHaveLength(40);
    expect(await notificationsOf(t, shipper.id)).toHaveLength(40);
  });
});

describeEachDb('staff orders: who is told', (ctx) => {
  it('tells the shipper and a consignee who is a member, on the channels each chose, and not a consignee who is not a member', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    // The consignee wants texts about deliveries.
    const channels = { order: { email: false, sms: false }, delivery: { email: false, sms: true }, reminder: { email: false, sms: false } };
    expect((await call(t.app, 'PUT', '/app-api/member/user/notification-settings', { token: consignee.token, body: channels })).code).toBe(0);
    const [toMember, toStranger, toSelf] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '86', phone: consignee.mobile } },
      { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '221', phone: '770000001' } },
      // The same number under another area code is another person.
      { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '86', phone: shipper.mobile } },
    ]);
    const wrongArea = await insertOrder(t, { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '33', phone: consignee.mobile } });
    const answer = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
      token,
      body: { orderIds: [toMember!.id, toStranger!.id, toSelf!.id, wrongArea.id], toStatus: S.departed, place: 'Ningbo port' },
    });
    expect(answer.data.moved).toHaveLength(4);

    const toShipper = await notificationsOf(t, shipper.id);
    expect(toShipper.map((n) => n.params.orderNo).sort()).toEqual([toMember!.orderNo, toStranger!.orderNo, toSelf!.orderNo, wrongArea.orderNo].sort());
    expect(toShipper.every((n) => n.template === 'order.departed' && n.type === 'delivery' && n.channels.join() === 'portal')).toBe(true);
    expect(await notificationsOf(t, consignee.id)).toEqual([
      {
        type: 'delivery',
        template: 'order.departed',
        params: { orderNo: toMember!.orderNo, marks: toMember!.marks, place: 'Ningbo port' },
        channels: ['portal', 'sms'],
      },
    ]);

    // Delivered: the consignee reads it in French, and the text went out as an SMS.
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: consignee.token, locale: 'fr_FR' });
    expect(messages.data.list.map((m) => m.content)).toEqual([`La commande ${toMember!.orderNo} (marque ${toMember!.marks}) a été chargée et a quitté Ningbo port.`]);
    const sms = await t.database.db.selectFrom('sms_log').select('scene').where('mobile', '=', consignee.mobile).where('scene', 'like', 'notification-%').execute();
    expect(sms).toHaveLength(1);
  });

  it('tells members at each status of NOTIFIED_STATUSES and at no other', async () => {
    expect(Object.keys(STATUS_NOTICES).map(Number).sort()).toEqual([...NOTIFIED_STATUSES].sort());
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id });
    expect((await call(t.app, 'POST', '/admin-api/order/receipt', { token, body: receiptBody(order.id) })).code).toBe(0);
    for (const toStatus of [S.departed, S.inTransit, S.arrived, S.readyForPickup, S.delivered]) {
      const answer = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds: [order.id], toStatus, place: 'On the way' } });
      expect([toStatus, answer.data.moved]).toEqual([toStatus, [order.id]]);
    }
    expect((await notificationsOf(t, shipper.id)).map((n) => [n.template, n.type])).toEqual([
      ['order.inWarehouse', 'order'],
      ['order.departed', 'delivery'],
      ['order.arrived', 'delivery'],
      ['order.readyForPickup', 'reminder'],
      ['order.delivered', 'delivery'],
    ]);
    expect((await eventsOf(t, order.id)).map((e) => e.status)).toEqual([S.inWarehouse, S.departed, S.inTransit, S.arrived, S.readyForPickup, S.delivered]);
    // Delivered is the end of the chain.
    const after = await call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds: [order.id], toStatus: S.cancelled, place: 'x' } });
    expect(after.data.refused[0]?.code).toBe(ERRORS.ORDER_TRANSITION_INVALID.code);
  });
});

describeEachDb('staff orders: flags', (ctx) => {
  it('flags an order with a reason the member is told, changes nothing when asked twice, and takes the flag away', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '86', phone: consignee.mobile } });
    const flag = (body: Record<string, unknown>) => call<StaffOrderDetail & Fields>(t.app, 'POST', '/admin-api/order/flag', { token, body: { orderId: order.id, ...body } });

    const noReason = await flag({ flagged: true, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.data.fields.map((f) => [f.field, f.rule])).toEqual([['reason', 'v.order.flag.reason.required']]);

    const flagged = await flag({ flagged: true, reason: 'Lithium batteries in carton 2' });
    expect(flagged.data).toMatchObject({ flagged: true, flagReason: 'Lithium batteries in carton 2' });
    // The shipper and the consignee see it on the order.
    for (const member of [shipper, consignee]) {
      const seen = await call<OrderDetail>(t.app, 'GET', '/app-api/order/order/get', { token: member.token, query: { id: String(order.id) } });
      expect(seen.data).toMatchObject({ flagged: true, flagReason: 'Lithium batteries in carton 2' });
    }
    expect(flagged.data.audit[0]).toMatchObject({ action: 'flag', detail: { reason: 'Lithium batteries in carton 2' } });
    expect((await flag({ flagged: true, reason: 'Lithium batteries in carton 2' })).data.audit).toHaveLength(1);

    const page = await call<CursorPage<StaffOrderItem>>(t.app, 'GET', '/admin-api/order/page', { token, query: { flagged: 'true', keyword: order.orderNo } });
    expect(page.data.list.map((o) => [o.id, o.flagged])).toEqual([[order.id, true]]);
    expect((await call<CursorPage<StaffOrderItem>>(t.app, 'GET', '/admin-api/order/page', { token, query: { flagged: 'false', keyword: order.orderNo } })).data.list).toEqual([]);

    const cleared = await flag({ flagged: false, reason: 'Batteries taken out' });
    expect(cleared.data).toMatchObject({ flagged: false, flagReason: null });
    expect(cleared.data.audit.map((a) => a.action)).toEqual(['unflag', 'flag']);
    expect((await flag({ flagged: false })).data.audit).toHaveLength(2);

    for (const member of [shipper, consignee]) {
      expect((await notificationsOf(t, member.id)).map((n) => [n.template, n.type, n.params.reason])).toEqual([
        ['order.flagged', 'reminder', 'Lithium batteries in carton 2'],
        ['order.unflagged', 'order', 'Batteries taken out'],
      ]);
    }
    await t.services.notificationDelivery.deliverDue();
    const messages = await call<{ list: MessageItem[] }>(t.app, 'GET', '/app-api/member/message/page', { token: shipper.token, locale: 'en_US' });
    expect(messages.data.list.map((m) => m.title)).toEqual([`Flag removed from order ${order.orderNo}`, `Order ${order.orderNo} holds goods we cannot carry`]);
    expect(messages.data.list[1]?.content).toContain('Reason: Lithium batteries in carton 2.');

    // A draft is the shipper's alone: its consignee is not told.
    const draft = await insertOrder(t, { memberId: shipper.id, status: S.draft, consignee: { areaCode: '86', phone: consignee.mobile } });
    expect((await call(t.app, 'POST', '/admin-api/order/flag', { token, body: { orderId: draft.id, flagged: true, reason: 'Liquids' } })).code).toBe(0);
    expect((await notificationsOf(t, shipper.id)).map((n) => n.params.orderNo)).toEqual([order.orderNo, order.orderNo, draft.orderNo]);
    expect(await notificationsOf(t, consignee.id)).toHaveLength(2);

    expect(await call(t.app, 'POST', '/admin-api/order/flag', { token, body: { orderId: 99_999_999, flagged: true, reason: 'x' } })).toMatchObject({
      status: 404,
      code: ERRORS.ORDER_NOT_FOUND.code,
    });
  });
});
