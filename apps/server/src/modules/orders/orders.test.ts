import { beforeAll, expect, it } from 'vitest';
import { CURSOR_TOTAL_CAP, type CursorPage } from '@portal/contracts/cursor';
import { ORDER_NO_PATTERN, type OrderDetail, type OrderListItem, type OrderSaved, type OrderStatusCount, type OrderSubmitBody } from '@portal/contracts/order';
import { ERRORS } from '@portal/contracts/errors';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { describeEachDb } from '../../test/harness.js';
import { insertOrders, newMember, orderCall, orderPlaces, placeOrder, validOrder, type Places } from '../../test/order-helpers.js';

type Fields = { fields: { field: string; rule: string; message: string }[] };

describeEachDb('orders: create, draft, read', (ctx) => {
  let places: Places;
  beforeAll(async () => {
    places = await orderPlaces(ctx());
  });

  it('creates a complete order, numbered, awaiting warehousing, and reads it back field for field', async () => {
    const t = ctx();
    const member = await newMember(t);
    const body = validOrder(places);
    const saved = await placeOrder(t, member.token, body);
    expect(saved.status).toBe(ORDER_STATUS.awaitingWarehousing);
    expect(saved.orderNo).toMatch(ORDER_NO_PATTERN);
    expect(saved.orderNo.startsWith(`SE${new Date().toISOString().slice(2, 10).replaceAll('-', '')}`)).toBe(true);
    expect(saved.flags).toEqual([]);

    const got = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: saved.id } });
    expect(got.code).toBe(0);
    const detail = got.data;
    expect(detail).toMatchObject({
      id: saved.id,
      orderNo: saved.orderNo,
      viewerRole: 'shipper',
      status: ORDER_STATUS.awaitingWarehousing,
      marks: 'YAO2024',
      consignor: { ...body.consignor, nameEn: null },
      consignee: { ...body.consignee, nameEn: null },
      totalNum: 15,
      totalVolume: 1_600_000,
      totalWeight: 210_000,
      totalWorth: 340_000,
      destCity: { code: 'CI-ABIDJAN', nameEn: 'Abidjan' },
      channel: { code: 'SEA_STANDARD' },
      remark: 'Fragile, keep dry',
    });
    expect(detail.goods.map((g) => [g.proEn, g.num, g.worth])).toEqual([
      ['LED lamps', 10, 250_000],
      ['Sockets', 5, 90_000],
    ]);
    expect(detail.actions).toEqual(['edit', 'copy', 'cancel', 'print', 'files']);
    expect(detail.events.map((e) => e.status)).toEqual([ORDER_STATUS.awaitingWarehousing]);

    // The answer's editable fields are a body: sent back unchanged, it saves the same order.
    const again = await orderCall<OrderSaved>(t, 'PUT', 'update', { token: member.token, body: { ...detail, id: saved.id } });
    expect(again.code).toBe(0);
    expect(again.data.orderNo).toBe(saved.orderNo);
  });

  it('refuses each rule of the form, naming its field in the caller\'s language', async () => {
    const t = ctx();
    const member = await newMember(t);
    const line = validOrder(places).goods[0]!;
    const cases: [Partial<OrderSubmitBody>, string, string][] = [
      [{ marks: '9ABC' }, 'marks', 'v.order.marks.letterFirst'],
      [{ marks: 'AB-12' }, 'marks', 'v.order.marks.chars'],
      [{ marks: '' }, 'marks', 'v.order.marks.required'],
      [{ goods: [{ ...line, num: 0 }] }, 'goods.0.num', 'v.order.goods.num'],
      [{ goods: [{ ...line, num: 1.5 }] }, 'goods.0.num', 'v.order.integer'],
      [{ goods: [{ ...line, quantity: 0 }] }, 'goods.0.quantity', 'v.order.goods.quantity'],
      [{ goods: [{ ...line, volume: 0 }] }, 'goods.0.volume', 'v.order.goods.volume'],
      [{ goods: [{ ...line, weight: -1 }] }, 'goods.0.weight', 'v.order.goods.weight'],
      [{ goods: [{ ...line, worth: 0 }] }, 'goods.0.worth', 'v.order.goods.worth'],
      [{ goods: [] }, 'goods', 'v.order.goods.required'],
      [{ destCountryId: undefined }, 'destCountryId', 'v.order.destCountry.required'],
      [{ startCityId: undefined }, 'startCityId', 'v.order.startCity.required'],
      [{ destCityId: undefined }, 'destCityId', 'v.order.destCity.required'],
      [{ deliveryDate: undefined }, 'deliveryDate', 'v.order.deliveryDate.required'],
      [{ deliveryaddress: ' ' }, 'deliveryaddress', 'v.order.deliveryaddress.required'],
      [{ addressdetail: undefined }, 'addressdetail', 'v.order.addressdetail.required'],
      [{ consignee: { ...validOrder(places).consignee, areaCode: '86', phone: '13900000000' } }, 'consignee.areaCode', 'v.order.consignee.foreign'],
      [{ consignee: { ...validOrder(places).consignee, email: 'not-an-email' } }, 'consignee.email', 'v.email.format'],
      [{ consignee: { ...validOrder(places).consignee, phone: '07-01' } }, 'consignee.phone', 'v.phone.numeric'],
      [{ isCargoControl: true }, 'controller', 'v.order.controller.required'],
    ];
    for (const [override, field, rule] of cases) {
      const answer = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, body: validOrder(places, override) });
      expect({ field, status: answer.status, code: answer.code }).toEqual({ field, status: 400, code: ERRORS.BAD_REQUEST.code });
      expect(answer.data.fields).toContainEqual(expect.objectContaining({ field, rule }));
      expect(answer.msg).toContain(field);
    }
    // A phone the schema takes but the area code's numbering plan does not.
    const phone = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, body: validOrder(places, { consignee: { ...validOrder(places).consignee, phone: '07010203' } }) });
    expect(phone.data.fields).toEqual([expect.objectContaining({ field: 'consignee.phone', rule: 'v.phone.format', message: 'Phone format wrong' })]);
    const unit = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, body: validOrder(places, { goods: [{ ...line, unit: 'barrel' }] }) });
    expect(unit.data.fields).toEqual([expect.objectContaining({ field: 'goods.0.unit' })]);
    // In French too.
    const fr = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, locale: 'fr_FR', body: validOrder(places, { marks: '1A' }) });
    expect(fr.data.fields[0]!.message).toMatch(/lettre/);
    expect(await countOrders(t, member.id)).toBe(0);
  });

  it('refuses a route whose places or channel do not fit, naming the fields', async () => {
    const t = ctx();
    const member = await newMember(t);
    const cases: [Partial<OrderSubmitBody>, string[]][] = [
      [{ destCityId: places.dakar, destWarehouseId: undefined }, ['destCityId']],
      [{ startCityId: places.abidjan }, ['startCityId', 'startWarehouseId']],
      [{ channelId: places.airNormal }, ['channelId']],
      [{ destCityId: places.bouake }, ['destWarehouseId']],
      // No air from Yiwu.
      [{ transportType: '2', channelId: places.airNormal, startCityId: places.yiwu, startWarehouseId: places.ywWarehouse }, ['startWarehouseId', 'destWarehouseId', 'channelId']],
      // A city cannot be judged against a country that does not exist.
      [{ destCountryId: 99_999_999 }, ['destCountryId']],
    ];
    for (const [override, fields] of cases) {
      const body = { ...validOrder(places), ...override };
      const answer = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, body });
      expect({ fields, code: answer.code, status: answer.status }).toEqual({ fields, code: ERRORS.ORDER_ROUTE_UNAVAILABLE.code, status: 400 });
      expect(answer.data.fields.map((f) => f.field).sort()).toEqual([...fields].sort());
      expect(answer.data.fields[0]!.message).toBe('is not available on this route');
    }
  });

  it('flags restricted goods on a channel that does not take them, with the reason, and accepts them on one that does', async () => {
    const t = ctx();
    const member = await newMember(t);
    const goods = [{ ...validOrder(places).goods[0]!, prodAttrArr: [places.general, places.battery] }];
    const flagged = await placeOrder(t, member.token, validOrder(places, { channelId: places.seaExpress, goods }));
    expect(flagged.flags).toEqual([{ line: 0, prodAttrId: places.battery, reason: 'Contains batteries: not accepted on the Sea – express channel' }]);
    const detail = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: flagged.id }, locale: 'zh_CN' });
    expect(detail.data.flags[0]!.reason).toBe('「带电」类货物不能走「海运快船」渠道');
    const list = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token });
    expect(list.data.list[0]).toMatchObject({ id: flagged.id, flagged: true });

    const accepted = await placeOrder(t, member.token, validOrder(places, { channelId: places.seaStandard, goods }));
    expect(accepted.flags).toEqual([]);
  });

  it('asks for real-name certification before an order leaves draft, not before a draft', async () => {
    const t = ctx();
    const member = await newMember(t, { certified: false });
    const refused = await orderCall(t, 'POST', 'create', { token: member.token, body: validOrder(places) });
    expect(refused).toMatchObject({ status: 403, code: ERRORS.ORDER_REAL_NAME_REQUIRED.code, msg: 'Please complete real-name authentication first' });
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { transportType: '1', marks: 'ABC' } });
    expect(draft.code).toBe(0);
    const submit = await orderCall(t, 'POST', 'create', { token: member.token, body: { ...validOrder(places), id: draft.data.id } });
    expect(submit.code).toBe(ERRORS.ORDER_REAL_NAME_REQUIRED.code);
    expect(await countOrders(t, member.id)).toBe(1);
  });

  it('saves a partial draft, updates it, and submits it under the same number', async () => {
    const t = ctx();
    const member = await newMember(t);
    const first = await orderCall<OrderSaved>(t, 'POST', 'draft', {
      token: member.token,
      body: { transportType: '1', startCityId: places.guangzhou, marks: 'DRAFT1', goods: [{ proEn: 'Shoes', num: 3 }] },
    });
    expect(first.code).toBe(0);
    expect(first.data.status).toBe(ORDER_STATUS.draft);
    expect(first.data.orderNo).toMatch(ORDER_NO_PATTERN);
    // What a draft holds must still have the right format.
    const bad = await orderCall<Fields>(t, 'POST', 'draft', { token: member.token, body: { id: first.data.id, transportType: '1', marks: '1X' } });
    expect(bad.data.fields[0]).toMatchObject({ field: 'marks' });

    const second = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { id: first.data.id, transportType: '1', marks: 'DRAFT2' } });
    expect(second.data).toMatchObject({ id: first.data.id, orderNo: first.data.orderNo });
    const draft = await orderCall<OrderDetail>(t, 'GET', 'get', { token: member.token, query: { id: first.data.id } });
    expect(draft.data).toMatchObject({ marks: 'DRAFT2', startCityId: null, goods: [], status: ORDER_STATUS.draft, actions: ['edit', 'submit', 'copy', 'delete', 'files'] });

    // A change of transport type renumbers a draft.
    const air = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { id: first.data.id, transportType: '2' } });
    expect(air.data.orderNo.startsWith('AI')).toBe(true);

    const submitted = await placeOrder(t, member.token, { ...validOrder(places), id: first.data.id });
    expect(submitted).toMatchObject({ id: first.data.id, status: ORDER_STATUS.awaitingWarehousing });
    expect(submitted.orderNo.startsWith('SE')).toBe(true);
    expect(await countOrders(t, member.id)).toBe(1);
    // A submitted order is no draft any more.
    const redraft = await orderCall(t, 'POST', 'draft', { token: member.token, body: { id: first.data.id, transportType: '1' } });
    expect(redraft).toMatchObject({ status: 409, code: ERRORS.ORDER_ACTION_NOT_ALLOWED.code, msg: 'This cannot be done while the order is Awaiting warehousing' });
  });

  it('creates one order for 20 identical submits with the same key at once, and refuses the key with another order', async () => {
    const t = ctx();
    const member = await newMember(t);
    const key = `key-${member.id}-abcdef`;
    const body = validOrder(places);
    const raced = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, member.token, body, key)));
    const a = raced[0]!;
    const c = await placeOrder(t, member.token, body, key);
    expect(new Set([...raced, c].map((order) => order.id)).size).toBe(1);
    expect(c.orderNo).toBe(a.orderNo);
    expect(await countOrders(t, member.id)).toBe(1);

    const other = await orderCall(t, 'POST', 'create', { token: member.token, body: { ...body, marks: 'OTHER1' }, headers: { 'idempotency-key': key } });
    expect(other).toMatchObject({ status: 409, code: ERRORS.ORDER_IDEMPOTENCY_MISMATCH.code });
    const malformed = await orderCall<Fields>(t, 'POST', 'create', { token: member.token, body, headers: { 'idempotency-key': 'short' } });
    expect(malformed.status).toBe(400);
    expect(malformed.data.fields[0]!.field).toBe('idempotency-key');
    // Without a key every call is a new order; another member's use of the key is theirs.
    const stranger = await newMember(t);
    expect((await placeOrder(t, stranger.token, body, key)).id).not.toBe(a.id);
    await placeOrder(t, member.token, body);
    expect(await countOrders(t, member.id)).toBe(2);

    // Submitting a draft with a key: the retry answers the same order.
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { transportType: '1' } });
    const submitKey = `submit-${draft.data.id}-xyz`;
    const once = await placeOrder(t, member.token, { ...body, id: draft.data.id }, submitKey);
    const twice = await placeOrder(t, member.token, { ...body, id: draft.data.id }, submitKey);
    expect(twice).toEqual(once);
  });

  it('pages posted orders newest first by cursor, with filters and status counts', async () => {
    const t = ctx();
    const member = await newMember(t);
    const created: OrderSaved[] = [];
    for (let i = 0; i < 7; i++) created.push(await placeOrder(t, member.token, validOrder(places, { marks: `PAGE${i}` })));
    const air = await placeOrder(t, member.token, validOrder(places, { transportType: '2', channelId: places.airNormal, destWarehouseId: undefined, startWarehouseId: undefined, marks: 'AIRBOX' }));
    const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: member.token, body: { transportType: '1', marks: 'DRAFTX' } });
    await orderCall(t, 'POST', 'cancel', { token: member.token, query: { id: created[0]!.id } });
    // Another member's orders never show.
    const other = await newMember(t);
    await placeOrder(t, other.token, validOrder(places));

    const seen: number[] = [];
    let cursor: string | null = null;
    const totals: (number | null)[] = [];
    do {
      const answer: Awaited<ReturnType<typeof orderCall<CursorPage<OrderListItem>>>> = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', {
        token: member.token,
        query: { pageSize: 4, ...(cursor ? { cursor } : {}) },
      });
      expect(answer.code).toBe(0);
      seen.push(...answer.data.list.map((o) => o.id));
      totals.push(answer.data.total);
      cursor = answer.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual([draft.data.id, air.id, ...created.map((c) => c.id).reverse()]);
    expect(totals).toEqual([9, null, null]);

    const page = (query: Record<string, string | number>) => orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token, query });
    expect((await page({ status: ORDER_STATUS.cancelled })).data.list.map((o) => o.id)).toEqual([created[0]!.id]);
    expect((await page({ transportType: '2' })).data.list.map((o) => o.id)).toEqual([air.id]);
    expect((await page({ keyword: 'airbox' })).data.list.map((o) => o.id)).toEqual([air.id]);
    expect((await page({ keyword: created[3]!.orderNo.toLowerCase() })).data.list.map((o) => o.id)).toEqual([created[3]!.id]);
    expect((await page({ keyword: 'kouadio' })).data.total).toBe(8);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page({ dateFrom: today, dateTo: today })).data.total).toBe(9);
    expect((await page({ dateFrom: '2020-01-01', dateTo: '2020-01-31' })).data.list).toEqual([]);
    const item = (await page({ keyword: 'PAGE3' })).data.list[0]!;
    expect(item).toMatchObject({ orderNo: created[3]!.orderNo, marks: 'PAGE3', consigneeName: 'Kouadio Yao', totalNum: 15, totalWorth: 340_000, destCity: { code: 'CI-ABIDJAN' }, startWarehouse: { code: 'WH-CN-GZ' }, receivedCartons: null });

    const counts = await orderCall<OrderStatusCount>(t, 'GET', 'status-count', { token: member.token, query: { role: 'posted' } });
    expect(counts.data).toEqual({ all: 9, byStatus: { '0': 1, '1': 7, '8': 1 } });

    const badCursor = await page({ cursor: 'nonsense' });
    expect(badCursor.status).toBe(400);
    const badStatus = await page({ status: 42 });
    expect(badStatus.status).toBe(400);
  });
});

describeEachDb('orders: the capped total of a long list', (ctx) => {
  it('counts a list of exactly 10,000 orders, and says "10,000+" from the next one on, with or without a filter', async () => {
    const t = ctx();
    const member = await newMember(t);
    await insertOrders(t, Array.from({ length: CURSOR_TOTAL_CAP }, () => ({ memberId: member.id })));
    const page = async (query: Record<string, string | number> = {}) => {
      const answer = await orderCall<CursorPage<OrderListItem>>(t, 'GET', 'page', { token: member.token, query: { pageSize: 5, ...query } });
      return { total: answer.data.total, totalCapped: answer.data.totalCapped, rows: answer.data.list.length };
    };
    expect(await page()).toEqual({ total: CURSOR_TOTAL_CAP, totalCapped: false, rows: 5 });
    await insertOrders(t, [{ memberId: member.id }]);
    expect(await page()).toEqual({ total: CURSOR_TOTAL_CAP, totalCapped: true, rows: 5 });
    expect(await page({ status: ORDER_STATUS.awaitingWarehousing })).toEqual({ total: CURSOR_TOTAL_CAP, totalCapped: true, rows: 5 });
    expect(await page({ status: ORDER_STATUS.cancelled })).toEqual({ total: 0, totalCapped: false, rows: 0 });
  }, 120_000);
});

async function countOrders(t: ReturnType<Parameters<Parameters<typeof describeEachDb>[1]>[0]>, memberId: number): Promise<number> {
  const row = await t.database.db.selectFrom('ship_order').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}
