import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { OrderDetail, TrackResult } from '@portal/contracts/order';
import { containerCheckDigit, type ShipmentAdvanceResult, type ShipmentCreateBody, type ShipmentDetail, type ShipmentItem } from '@portal/contracts/shipment';
import { ABNORMAL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, insertOrders, newMember, orderCall } from '../../test/order-helpers.js';

const S = ORDER_STATUS;
type Fields = { fields: { field: string; rule: string; message: string }[] };

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

// Container numbers with a right ISO 6346 check digit (CSQU3054383 is the standard's example).
const SEA: ShipmentCreateBody = {
  kind: 'sea',
  number: 'CSQU 305438-3',
  sealNo: 'SL778812',
  vessel: 'MSC Aurora',
  voyage: '612W',
  etd: '2026-12-02T10:00:00+08:00',
  eta: '2027-01-05T08:00:00Z',
  portOfLoading: 'Shenzhen (Yantian)',
  portOfDischarge: 'Abidjan',
  capacityVolume: 67_000_000,
  capacityWeight: 26_000_000,
};

// A fresh container number with its check digit: the tests of one block share a database.
let serial = 100_000;
function containerNo(owner = 'TEST'): string {
  serial += 1;
  const first10 = `${owner.slice(0, 3)}U${serial}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

async function createShipment(t: TestApp, token: string, body: Partial<ShipmentCreateBody> = {}) {
  const answer = await call<ShipmentDetail>(t.app, 'POST', '/admin-api/shipment/create', { token, body: { ...SEA, number: containerNo(), ...body } });
  if (answer.code !== 0) throw new Error(`create answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

const load = (t: TestApp, token: string, id: number, orderNo: string, locale = 'en_US') =>
  call<ShipmentDetail>(t.app, 'POST', '/admin-api/shipment/load', { token, locale, body: { id, orderNo } });
const advance = (t: TestApp, token: string, body: Record<string, unknown>, locale = 'en_US') =>
  call<ShipmentAdvanceResult>(t.app, 'POST', '/admin-api/shipment/advance', { token, locale, body });

async function notificationsOf(t: TestApp, memberId: number) {
  return t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
}

async function openException(t: TestApp, orderId: number, memberId: number) {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('abnormal_item')
    .values({ order_id: orderId, member_id: memberId, type: '4', description: 'Carton 2 crushed', status: ABNORMAL_STATUS.toHandle, created_at: now, updated_at: now })
    .execute();
}

describeEachDb('shipments: creating, reading, finding', (ctx) => {
  it('creates a sea container with its number normalised, reads it, changes its ETA, and finds it by number', async () => {
    const t = ctx();
    const token = await operator(t);
    const created = await createShipment(t, token, { number: SEA.number });
    expect(created).toMatchObject({
      kind: 'sea',
      number: 'CSQU3054383',
      status: S.inWarehouse,
      nextStatus: S.departed,
      etd: '2026-12-02T02:00:00.000Z',
      orderCount: 0,
      cartons: 0,
      orders: [],
      overCapacity: { volume: false, weight: false },
    });
    const updated = await call<ShipmentDetail>(t.app, 'POST', '/admin-api/shipment/update', { token, body: { ...SEA, id: created.id, eta: '2027-01-09T08:00:00Z' } });
    expect(updated.data.eta).toBe('2027-01-09T08:00:00.000Z');
    expect((await call<ShipmentDetail>(t.app, 'GET', '/admin-api/shipment/get', { token, query: { id: String(created.id) } })).data.eta).toBe('2027-01-09T08:00:00.000Z');
    // What the warehouse's scan lookup calls: any spacing or case.
    expect((await t.services.shipments.byNumber('csqu 3054383'))?.id).toBe(created.id);
    expect(await t.services.shipments.byNumber('MSCU1234566')).toBeUndefined();

    // One open shipment per number.
    const again = await call(t.app, 'POST', '/admin-api/shipment/create', { token, body: SEA, locale: 'fr_FR' });
    expect([again.status, again.code, again.msg]).toEqual([409, ERRORS.SHIPMENT_NUMBER_TAKEN.code, 'Le numéro CSQU3054383 appartient déjà à un envoi non terminé']);
    expect((await call(t.app, 'GET', '/admin-api/shipment/get', { token, query: { id: '999999' } })).code).toBe(ERRORS.SHIPMENT_NOT_FOUND.code);
  });

  it('names each bad field and its rule in the caller\'s language: check digits, kind-specific fields, dates', async () => {
    const t = ctx();
    const token = await operator(t);
    const bad = await call<Fields>(t.app, 'POST', '/admin-api/shipment/create', {
      token,
      locale: 'fr_FR',
      body: { ...SEA, number: 'CSQU3054384', vessel: '', flightNo: 'CA123', eta: '2026-11-30T00:00:00Z', capacityWeight: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fields.map((f) => [f.field, f.rule]).sort()).toEqual(
      [
        ['capacityWeight', 'v.shipment.capacityWeight'],
        ['number', 'v.shipment.containerNo.checkDigit'],
        ['vessel', 'v.shipment.vessel.required'],
        ['flightNo', 'v.shipment.airOnly'],
        ['eta', 'v.shipment.eta.beforeEtd'],
      ].sort(),
    );
    expect(bad.data.fields.find((f) => f.field === 'number')?.message).toBe('Le chiffre de contrôle du numéro de conteneur est faux : vérifiez le numéro');

    const air = await call<Fields>(t.app, 'POST', '/admin-api/shipment/create', {
      token,
      locale: 'zh_CN',
      body: { ...SEA, kind: 'air', number: '176-12345676', sealNo: undefined, vessel: undefined, voyage: undefined },
    });
    expect(air.data.fields.map((f) => [f.field, f.rule, f.message])).toEqual([
      ['number', 'v.shipment.awb.checkDigit', '空运提单号校验位不正确，请核对单号'],
      ['flightNo', 'v.shipment.flightNo.required', '空运须填写航班号'],
    ]);
    const flight = await call<ShipmentDetail>(t.app, 'POST', '/admin-api/shipment/create', {
      token,
      body: { ...SEA, kind: 'air', number: '17612345675', flightNo: 'ca 861', sealNo: undefined, vessel: undefined, voyage: undefined },
    });
    expect(flight.data).toMatchObject({ kind: 'air', number: '176-12345675', flightNo: 'CA861', vessel: null });
  });

  it('pages newest first by status, number start and ETD days', async () => {
    const t = ctx();
    const token = await operator(t);
    // An owner code none of the demo containers has (db/seed/shipments.seed.ts).
    const a = await createShipment(t, token, { number: containerNo('QZX'), etd: '2027-03-01T10:00:00Z', eta: '2027-04-01T10:00:00Z' });
    const b = await createShipment(t, token, { number: containerNo('TGH'), etd: '2027-03-10T10:00:00Z', eta: '2027-04-10T10:00:00Z' });
    const page = async (query: Record<string, string>) => (await call<CursorPage<ShipmentItem>>(t.app, 'GET', '/admin-api/shipment/page', { token, query })).data;
    expect((await page({ number: 'qzxu' })).list.map((s) => s.id)).toEqual([a.id]);
    expect((await page({ etdFrom: '2027-03-05', etdTo: '2027-03-10' })).list.map((s) => s.id)).toEqual([b.id]);
    const first = await page({ status: String(S.inWarehouse), etdFrom: '2027-03-01', etdTo: '2027-03-10', pageSize: '1' });
    expect([first.list.map((s) => s.id), first.total]).toEqual([[b.id], 2]);
    const second = await page({ status: String(S.inWarehouse), etdFrom: '2027-03-01', etdTo: '2027-03-10', pageSize: '1', cursor: first.nextCursor! });
    expect([second.list.map((s) => s.id), second.nextCursor]).toEqual([[a.id], null]);
    expect(await page({ status: String(S.departed), number: 'qzxu' })).toEqual({ list: [], nextCursor: null, total: 0, totalCapped: false });
    // A day that does not exist is refused naming the field (it was a 500, found by fuzz.test.ts).
    for (const etdTo of ['7273-97-06', '2027-02-30']) {
      const refused = await call(t.app, 'GET', '/admin-api/shipment/page', { token, query: { etdTo } });
      expect([refused.status, (refused.data as { fields: { field: string }[] }).fields.map((f) => f.field)]).toEqual([400, ['etdTo']]);
    }
  });
});

describeEachDb('shipments: loading by order number', (ctx) => {
  it('loads an order a scan names, refuses with the reason, and unloads it', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const [ready, waiting, flagged] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse },
      { memberId: shipper.id, status: S.awaitingWarehousing },
      { memberId: shipper.id, status: S.inWarehouse },
    ]);
    await t.database.db.updateTable('ship_order').set({ flagged: 1, flag_reason: 'Lithium batteries' }).where('id', '=', flagged!.id).execute();
    const container = await createShipment(t, token, { number: 'CSQU3054383' });

    const loaded = await load(t, token, container.id, ready!.orderNo.toLowerCase());
    expect(loaded.data).toMatchObject({ orderCount: 1, cartons: 3, volume: 150_000, weight: 42_000 });
    expect(loaded.data.orders.map((o) => o.orderNo)).toEqual([ready!.orderNo]);
    // Each order names the member who placed it (the desk's member column).
    expect(loaded.data.orders[0]!.member).toMatchObject({ id: shipper.id, areaCode: shipper.areaCode, mobile: shipper.mobile });

    const refused = async (orderNo: string, locale = 'en_US') => {
      const answer = await load(t, token, container.id, orderNo, locale);
      return [answer.code, answer.msg];
    };
    expect(await refused(waiting!.orderNo, 'fr_FR')).toEqual([
      ERRORS.SHIPMENT_ORDER_NOT_IN_WAREHOUSE.code,
      expect.stringMatching(new RegExp(`^La commande ${waiting!.orderNo} est « .+ » : seules les commandes en entrepôt peuvent être chargées$`)),
    ]);
    expect(await refused(flagged!.orderNo)).toEqual([ERRORS.SHIPMENT_ORDER_FLAGGED.code, `Order ${flagged!.orderNo} is flagged as goods we cannot carry: it cannot be loaded`]);
    expect(await refused(ready!.orderNo)).toEqual([ERRORS.SHIPMENT_ORDER_ALREADY_IN.code, `Order ${ready!.orderNo} is already in this shipment`]);
    expect(await refused('SE999999999999')).toEqual([ERRORS.SHIPMENT_ORDER_NOT_FOUND.code, 'Order SE999999999999 not found']);
    const other = await createShipment(t, token);
    expect((await load(t, token, other.id, ready!.orderNo)).msg).toBe(`Order ${ready!.orderNo} is already in CSQU3054383: unload it from there first`);

    const unloaded = await call<ShipmentDetail>(t.app, 'POST', '/admin-api/shipment/unload', { token, body: { id: container.id, orderNo: ready!.orderNo } });
    expect(unloaded.data.orders).toEqual([]);
    expect((await call(t.app, 'POST', '/admin-api/shipment/unload', { token, body: { id: container.id, orderNo: ready!.orderNo } })).code).toBe(ERRORS.SHIPMENT_ORDER_NOT_IN_THIS.code);
    expect((await load(t, token, other.id, ready!.orderNo)).code).toBe(0);
  });

  it('puts an order in exactly one shipment when 20 loads of it into two containers race', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: S.inWarehouse });
    const first = await createShipment(t, token);
    const second = await createShipment(t, token);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => load(t, token, i % 2 ? first.id : second.id, order.orderNo)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    const refusedCodes = new Set(answers.filter((a) => a.code !== 0).map((a) => a.code));
    expect([...refusedCodes].every((c) => c === ERRORS.SHIPMENT_ORDER_IN_OTHER.code || c === ERRORS.SHIPMENT_ORDER_ALREADY_IN.code)).toBe(true);
    const winner = answers.find((a) => a.code === 0)!.data.id;
    const row = await t.database.db.selectFrom('ship_order').select('shipment_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.shipment_id).toBe(winner);
  });
});

describeEachDb('shipments: moving the whole shipment', (ctx) => {
  it('answers a dry run without writing, then moves the rest: one event per order, each member told once, the held-back order left behind', async () => {
    const t = ctx();
    const token = await operator(t);
    const members = [await newMember(t), await newMember(t), await newMember(t)];
    const orders = await insertOrders(t, members.map((m) => ({ memberId: m.id, status: S.inWarehouse })));
    const container = await createShipment(t, token);
    for (const o of orders) expect((await load(t, token, container.id, o.orderNo)).code).toBe(0);
    const [held, ...rest] = orders;
    await openException(t, held!.id, members[0]!.id);

    const dry = await advance(t, token, { id: container.id, toStatus: S.departed, dryRun: true }, 'fr_FR');
    expect(dry.data).toEqual({
      dryRun: true,
      from: S.inWarehouse,
      to: S.departed,
      moved: rest.map((o) => ({ orderId: o.id, orderNo: o.orderNo })).sort((a, b) => a.orderNo.localeCompare(b.orderNo)),
      refused: [{ orderId: held!.id, orderNo: held!.orderNo, code: ERRORS.SHIPMENT_ORDER_EXCEPTION_OPEN.code, reason: 'La commande a une anomalie non résolue' }],
      unloaded: [{ orderId: held!.id, orderNo: held!.orderNo }],
    });
    // Nothing written by the dry run.
    expect((await t.database.db.selectFrom('shipment').select('status').where('id', '=', container.id).executeTakeFirstOrThrow()).status).toBe(S.inWarehouse);
    expect(await t.database.db.selectFrom('ship_order_event').select('id').where('order_id', 'in', orders.map((o) => o.id)).execute()).toEqual([]);

    const real = await advance(t, token, { id: container.id, toStatus: S.departed, time: '2026-12-02T03:00:00.000Z', note: 'Sailed on time' });
    expect(real.data.moved.map((o) => o.orderId).sort()).toEqual(rest.map((o) => o.id).sort());
    expect(real.data.refused).toEqual([{ orderId: held!.id, orderNo: held!.orderNo, code: ERRORS.SHIPMENT_ORDER_EXCEPTION_OPEN.code, reason: 'The order has an open exception' }]);
    expect(real.data.unloaded).toEqual([{ orderId: held!.id, orderNo: held!.orderNo }]);

    const events = await t.database.db.selectFrom('ship_order_event').select(['order_id', 'status', 'time', 'place', 'note']).where('order_id', 'in', orders.map((o) => o.id)).execute();
    expect(events.map((e) => e.order_id).sort()).toEqual(rest.map((o) => o.id).sort());
    for (const e of events) expect({ ...e, time: new Date(e.time).toISOString() }).toMatchObject({ status: S.departed, time: '2026-12-02T03:00:00.000Z', place: 'Shenzhen (Yantian)', note: 'Sailed on time' });
    expect((await notificationsOf(t, members[0]!.id)).map((n) => n.template)).toEqual([]);
    for (const m of members.slice(1)) expect((await notificationsOf(t, m.id)).map((n) => n.template)).toEqual(['order.departed']);

    const after = await call<ShipmentDetail>(t.app, 'GET', '/admin-api/shipment/get', { token, query: { id: String(container.id) } });
    expect(after.data).toMatchObject({ status: S.departed, nextStatus: S.inTransit, orderCount: 2 });
    expect(after.data.orders.every((o) => o.status === S.departed)).toBe(true);
    // When it left is kept for the dashboard's on-time departures: the time given.
    const kept = await t.database.db.selectFrom('shipment').select('departed_at').where('id', '=', container.id).executeTakeFirstOrThrow();
    expect(new Date(kept.departed_at!).toISOString()).toBe('2026-12-02T03:00:00.000Z');
    // The order held back is free for the next container; this one has left.
    expect((await load(t, token, container.id, held!.orderNo)).code).toBe(ERRORS.SHIPMENT_NOT_LOADING.code);
  });

  it('refuses delivery of unpaid orders and moves a shipment once when two moves race', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const [paid, unpaid] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse },
      { memberId: shipper.id, status: S.inWarehouse },
    ]);
    const container = await createShipment(t, token);
    for (const o of [paid!, unpaid!]) await load(t, token, container.id, o.orderNo);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('ship_order_fee')
      .values({ order_id: unpaid!.id, fee_type: 'destination', payer: 'consignee', currency: 'USD', amount: 5_000, paid_amount: 0, created_at: now, updated_at: now })
      .execute();

    // Two operators press at once: the shipment moves once, each order once.
    const depart = { id: container.id, toStatus: S.departed };
    const raced = await Promise.all([advance(t, token, depart), advance(t, token, depart)]);
    expect(raced.map((a) => a.code).sort()).toEqual([0, ERRORS.SHIPMENT_MOVED_MEANWHILE.code].sort());
    // A consignee's fee does not hold the departure.
    expect(raced.find((a) => a.code === 0)!.data.moved).toHaveLength(2);
    expect((await notificationsOf(t, shipper.id)).map((n) => n.template)).toEqual(['order.departed', 'order.departed']);

    // A step skipped is refused, naming the next one.
    const skipped = await advance(t, token, { id: container.id, toStatus: S.arrived });
    expect([skipped.code, skipped.msg]).toEqual([ERRORS.SHIPMENT_STEP_INVALID.code, expect.stringMatching(/^This shipment is .+: its next step is .+$/)]);
    for (const toStatus of [S.inTransit, S.arrived, S.readyForPickup]) expect((await advance(t, token, { id: container.id, toStatus })).data.refused).toEqual([]);
    const delivery = await advance(t, token, { id: container.id, toStatus: S.delivered, dryRun: true });
    expect(delivery.data).toMatchObject({ from: S.readyForPickup, to: S.delivered, moved: [{ orderId: paid!.id }] });
    expect(delivery.data.refused).toMatchObject([{ orderId: unpaid!.id, code: ERRORS.SHIPMENT_ORDER_UNPAID.code, reason: 'The order has fees not paid in full' }]);
    expect(delivery.data.unloaded).toEqual([]);
    expect((await advance(t, token, { id: container.id, toStatus: S.delivered })).data.moved).toEqual([{ orderId: paid!.id, orderNo: paid!.orderNo }]);
    expect((await advance(t, token, { id: container.id, toStatus: S.delivered })).code).toBe(ERRORS.SHIPMENT_MOVED_MEANWHILE.code);
  });
});

describeEachDb('shipments: what members see', (ctx) => {
  it('shows the vessel, container number and ETA on the member\'s order and on the public lookup', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: S.inWarehouse });
    const before = await orderCall<OrderDetail>(t, 'GET', 'get', { token: shipper.token, query: { id: order.id } });
    expect(before.data.shipment).toBeNull();
    const container = await createShipment(t, token, { number: 'CSQU3054383' });
    await load(t, token, container.id, order.orderNo);

    const expected = {
      kind: 'sea',
      number: 'CSQU3054383',
      vessel: 'MSC Aurora',
      voyage: '612W',
      flightNo: null,
      portOfLoading: 'Shenzhen (Yantian)',
      portOfDischarge: 'Abidjan',
      etd: '2026-12-02T02:00:00.000Z',
      eta: '2027-01-05T08:00:00.000Z',
    };
    expect((await orderCall<OrderDetail>(t, 'GET', 'get', { token: shipper.token, query: { id: order.id } })).data.shipment).toEqual(expected);
    const tracked = await orderCall<{ list: TrackResult[] }>(t, 'GET', '/app-api/order/track', { query: { no: order.orderNo } });
    expect(tracked.data.list[0]!.shipment).toEqual(expected);
    // No seal number, capacity or other orders in either answer.
    expect(JSON.stringify(tracked.data)).not.toContain('SL778812');
    // Another member cannot read the order at all.
    const stranger = await newMember(t);
    expect((await orderCall(t, 'GET', 'get', { token: stranger.token, query: { id: order.id } })).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
  });
});

describeEachDb('shipments: the order desk scan', (ctx) => {
  it('finds a container by its number as a scanner reads it, and nothing for a number no shipment has', async () => {
    const t = ctx();
    const token = await operator(t);
    const created = await createShipment(t, token);
    const scan = async (code: string) =>
      (await call<{ list: { kind: string; id: number; label: string; matchedBy: string }[] }>(t.app, 'GET', '/admin-api/order/scan', { token, query: { code } })).data.list;
    const spaced = `${created.number.slice(0, 4).toLowerCase()} ${created.number.slice(4, 10)}-${created.number.slice(10)}`;
    expect(await scan(spaced)).toEqual([{ kind: 'container', id: created.id, label: `${created.number} · MSC Aurora 612W`, matchedBy: 'containerNo' }]);
    expect(await scan(containerNo())).toEqual([]);
  });
});
