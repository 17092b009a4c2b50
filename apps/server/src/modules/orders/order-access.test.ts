import { beforeAll, expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { OrderDetail, OrderListItem, OrderSaved, OrderStatusCount, TrackResult } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember, orderCall, orderPlaces, placeOrder, validOrder, type Places, type TestMember } from '../../test/order-helpers.js';

let ivorian = 0;
// A fresh Ivorian mobile for a consignee who is also a member.
function ivorianMobile(): string {
  ivorian += 1;
  return `07${String(10_000_000 + ivorian * 7919).slice(-8)}`;
}

describeEachDb('orders: who sees what', (ctx) => {
  let places: Places;
  let shipper: TestMember;
  let consignee: TestMember;
  let stranger: TestMember;
  let order: OrderSaved;
  let body: ReturnType<typeof validOrder>;

  beforeAll(async () => {
    const t = ctx();
    places = await orderPlaces(t);
    shipper = await newMember(t);
    consignee = await newMember(t, { areaCode: '225', mobile: ivorianMobile() });
    stranger = await newMember(t);
    body = validOrder(places, {
      consignee: { name: 'Awa Traoré', company: 'Traoré SARL', areaCode: '225', phone: consignee.mobile, email: 'awa@example.ci' },
      isCollection: true,
      collectionProxy: 43_210,
      isInsured: true,
      remark: 'Shipper note: pay the driver 20 USD',
    });
    order = await placeOrder(t, shipper.token, body);
  });

  const get = (t: TestApp, token: string, id: number) => orderCall<OrderDetail>(t, 'GET', 'get', { token, query: { id } });
  const page = (t: TestApp, token: string, query: Record<string, string | number>) => orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token, query });

  it('shows the consignee the order under received, never under posted, without the shipper-only data', async () => {
    const t = ctx();
    const received = await page(t, consignee.token, { role: 'received' });
    expect(received.data.list.map((o) => o.id)).toEqual([order.id]);
    expect(received.data.list[0]!.totalWorth).toBeNull();
    expect((await page(t, consignee.token, { role: 'posted' })).data.list).toEqual([]);
    expect((await page(t, shipper.token, { role: 'received' })).data.list).toEqual([]);
    expect((await orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token: consignee.token, query: { role: 'received' } })).data).toEqual({ all: 1, byStatus: { '1': 1 } });

    const asShipper = await get(t, shipper.token, order.id);
    expect(asShipper.data).toMatchObject({ viewerRole: 'shipper', collectionProxy: 43_210, insuranceFee: 1_020, remark: body.remark, totalWorth: 340_000 });
    const asConsignee = await get(t, consignee.token, order.id);
    expect(asConsignee.code).toBe(0);
    expect(asConsignee.data).toMatchObject({
      viewerRole: 'consignee',
      actions: [],
      consignor: { name: 'Li Wei', phone: null, email: null },
      consignee: { name: 'Awa Traoré', phone: consignee.mobile },
      totalWorth: null,
      collectionProxy: null,
      isCollection: null,
      insuranceFee: null,
      isInsured: false,
      controller: null,
      remark: null,
      files: [],
    });
    expect(asConsignee.data.goods.every((g) => g.worth === null)).toBe(true);
    const text = JSON.stringify(asConsignee.data);
    for (const secret of [body.consignor.phone, body.consignor.email!, body.remark!, '43210', '340000']) expect(text).not.toContain(secret);
  });

  it("answers another member's order exactly like a missing one, on every call", async () => {
    const t = ctx();
    const missing = 99_999_999;
    const calls: [string, (id: number, token: string) => ReturnType<typeof orderCall>][] = [
      ['get', (id, token) => orderCall(t, 'GET', 'get', { token, query: { id } })],
      ['update', (id, token) => orderCall(t, 'PUT', 'update', { token, body: { ...body, id } })],
      ['draft', (id, token) => orderCall(t, 'POST', 'draft', { token, body: { transportType: '1', id } })],
      ['submit', (id, token) => orderCall(t, 'POST', 'create', { token, body: { ...body, id } })],
      ['cancel', (id, token) => orderCall(t, 'POST', 'cancel', { token, query: { id } })],
      ['delete', (id, token) => orderCall(t, 'DELETE', 'delete', { token, query: { id } })],
      ['copy', (id, token) => orderCall(t, 'POST', 'copy', { token, query: { id } })],
      ['files', (id, token) => orderCall(t, 'GET', 'packing-list/list', { token, query: { orderId: id } })],
    ];
    for (const [name, call] of calls) {
      const absent = await call(missing, stranger.token);
      expect([name, absent.status, absent.code]).toEqual([name, 404, ERRORS.ORDER_NOT_FOUND.code]);
      expect([name, await call(order.id, stranger.token)]).toEqual([name, absent]);
      // The consignee reads the order but acts on nothing of the shipper's: answered as for a
      // missing order (a +225 member is refused placing orders, whichever id: docs/product/orders.md).
      if (name !== 'get') expect([name, await call(order.id, consignee.token)]).toEqual([name, await call(missing, consignee.token)]);
      if (name !== 'get' && !['draft', 'submit', 'copy'].includes(name)) expect([name, await call(order.id, consignee.token)]).toEqual([name, absent]);
    }
    expect((await orderCall<{ submitted: number[] }>(t, 'POST', 'submit', { token: stranger.token, body: { ids: [order.id] } })).data.submitted).toEqual([]);
    expect((await get(t, shipper.token, order.id)).data.status).toBe(ORDER_STATUS.awaitingWarehousing);
  });

  it('never shows a consignee the shipper\'s drafts or deleted orders', async () => {
    const t = ctx();
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: shipper.token, body: { ...body, marks: 'SECRETDRAFT' } });
    expect((await get(t, consignee.token, draft.data.id)).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    expect((await page(t, consignee.token, { role: 'received' })).data.list.map((o) => o.id)).toEqual([order.id]);

    const cancelled = await placeOrder(t, shipper.token, body);
    await orderCall(t, 'POST', 'cancel', { token: shipper.token, query: { id: cancelled.id } });
    expect((await page(t, consignee.token, { role: 'received', status: ORDER_STATUS.cancelled })).data.list.map((o) => o.id)).toEqual([cancelled.id]);
    await orderCall(t, 'DELETE', 'delete', { token: shipper.token, query: { id: cancelled.id } });
    expect((await get(t, consignee.token, cancelled.id)).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    expect((await page(t, consignee.token, { role: 'received' })).data.total).toBe(1);
  });

  it('tracks an order by number for anyone, without personal data, and by shipping mark only for its signed-in shipper', async () => {
    const t = ctx();
    const track = (no: string, token?: string) => orderCall<{ list: TrackResult[] }>(t, 'GET', '/app-api/order/track', { query: { no }, ...(token ? { token } : {}) });
    const anonymous = await track(order.orderNo.toLowerCase());
    expect(anonymous.code).toBe(0);
    expect(anonymous.data.list).toEqual([
      {
        orderNo: order.orderNo,
        status: ORDER_STATUS.awaitingWarehousing,
        transportType: '1',
        startCity: expect.objectContaining({ code: 'CN-GUANGZHOU' }),
        destCity: expect.objectContaining({ code: 'CI-ABIDJAN' }),
        totalNum: 15,
        events: [expect.objectContaining({ status: ORDER_STATUS.awaitingWarehousing })],
        // The container or flight it travels in (none yet): no personal data (docs/containers.md).
        shipment: null,
      },
    ]);
    // Staff's note on a step is not for the public: the status, place and time are.
    const now = new Date().toISOString();
    await t.database.db.insertInto('ship_order_event').values({ order_id: order.id, status: ORDER_STATUS.inWarehouse, time: now, place: 'Guangzhou', note: 'Customer owes 300 USD, call Mr Li 13912345678', staff_id: null, created_at: now }).execute();
    const noted = (await track(order.orderNo)).data.list[0]!.events;
    expect(noted.at(-1)).toEqual({ status: ORDER_STATUS.inWarehouse, time: now, place: 'Guangzhou', note: null });
    expect(noted.every((event) => event.note === null)).toBe(true);
    expect((await track(body.marks, shipper.token)).data.list[0]!.events.every((event) => event.note === null)).toBe(true);
    await t.database.db.deleteFrom('ship_order_event').where('order_id', '=', order.id).where('note', '=', 'Customer owes 300 USD, call Mr Li 13912345678').execute();
    const text = JSON.stringify(anonymous.data);
    for (const personal of ['Li Wei', 'Awa', body.consignor.phone, consignee.mobile, 'example', body.marks, '340000', 'Cocody', 'Jardins']) expect(text).not.toContain(personal);

    expect(await track(body.marks)).toMatchObject({ status: 404, code: ERRORS.ORDER_TRACK_NOT_FOUND.code });
    expect((await track(body.marks, stranger.token)).code).toBe(ERRORS.ORDER_TRACK_NOT_FOUND.code);
    expect((await track(body.marks, consignee.token)).code).toBe(ERRORS.ORDER_TRACK_NOT_FOUND.code);
    expect((await track(body.marks, shipper.token)).data.list.map((r) => r.orderNo)).toContain(order.orderNo);
    expect((await track(body.marks.toLowerCase(), shipper.token)).data.list.map((r) => r.orderNo)).toContain(order.orderNo);
    // A stale token is an anonymous call here, not an error.
    expect((await track(order.orderNo, 'not-a-token')).code).toBe(0);

    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: shipper.token, body: { transportType: '1' } });
    expect((await track(draft.data.orderNo)).code).toBe(ERRORS.ORDER_TRACK_NOT_FOUND.code);
    const blank = await track(' ');
    expect(blank.status).toBe(400);
  });
});

describeEachDb(
  'orders: public tracking is limited per client network',
  (ctx) => {
    it('answers 429 past the limit, to that network only', async () => {
      const t = ctx();
      const places = await orderPlaces(t);
      const shipper = await newMember(t);
      const { orderNo } = await placeOrder(t, shipper.token, validOrder(places));
      const lookUp = (ip: string) => t.app.inject({ method: 'GET', url: `/app-api/order/track?no=${orderNo}`, remoteAddress: ip });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await lookUp('10.9.8.7')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      // Another address of the network buys nothing; another network is not touched.
      expect((await lookUp('10.9.8.8')).statusCode).toBe(429);
      expect((await lookUp('10.9.9.7')).statusCode).toBe(200);
    });
  },
  { rateLimits: { signInPerMinute: 10_000, smsPerMinute: 10_000, captchaPerMinute: 10_000, trackPerMinute: 3, defaultPerMinute: 1_000_000 } },
);
