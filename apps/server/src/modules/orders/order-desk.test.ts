import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { OrderTransitionResult, StaffOrderItem } from '@portal/contracts/order';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrders, newMember, orderPlaces } from '../../test/order-helpers.js';
import { OrderStaffRepository, type StaffOrderFilter } from './order-staff.repository.js';

// The operator's order desk (docs/staff-console.md, "Order desk"): the list's filters, and a
// batch move checked first by a dry run, then made, one refused order never failing the rest.

const S = ORDER_STATUS;
const C = CARGO_CONTROL_STATUS;
type Fields = { fields: { field: string; rule: string }[] };

const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

async function messagesOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ template: r.template, orderNo: (JSON.parse(r.params) as { orderNo: string }).orderNo }));
}

describeEachDb('order desk: the list filters', (ctx) => {
  it('narrows the list by transport, route, warehouse, creation days, shipper, flag, held cargo and unpaid fees, combined', async () => {
    const t = ctx();
    const token = await operator(t);
    const places = await orderPlaces(t);
    const shipper = await newMember(t);
    const other = await newMember(t);
    const [sea, air, toDakar, yiwu, early, late, held, owing, paid] = await insertOrders(t, [
      { memberId: shipper.id, createdAt: '2026-11-20T10:00:00.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-20T11:00:00.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-20T12:00:00.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-20T13:00:00.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-18T23:59:59.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-22T00:00:00.000Z' },
      { memberId: shipper.id, createdAt: '2026-11-20T14:00:00.000Z', status: S.readyForPickup, cargoControlStatus: C.partlyReleased },
      { memberId: shipper.id, createdAt: '2026-11-20T15:00:00.000Z' },
      { memberId: other.id, createdAt: '2026-11-20T16:00:00.000Z' },
    ]);
    const db = t.database.db;
    // The fixture's orders name no places: a route each, as the member's form would write it.
    const route = { start_city_id: places.guangzhou, start_warehouse_id: places.gzWarehouse, dest_country_id: places.ivoryCoast, dest_city_id: places.abidjan, dest_warehouse_id: places.abidjanWarehouse };
    await db.updateTable('ship_order').set(route).where('member_id', 'in', [shipper.id, other.id]).execute();
    await db.updateTable('ship_order').set({ transport_type: '2' }).where('id', '=', air!.id).execute();
    const senegal = (await db.selectFrom('region').select('parent_id').where('id', '=', places.dakar).executeTakeFirstOrThrow()).parent_id!;
    await db.updateTable('ship_order').set({ dest_country_id: senegal, dest_city_id: places.dakar, dest_warehouse_id: null }).where('id', '=', toDakar!.id).execute();
    await db.updateTable('ship_order').set({ start_city_id: places.yiwu, start_warehouse_id: places.ywWarehouse }).where('id', '=', yiwu!.id).execute();
    const now = new Date().toISOString();
    const fee = (orderId: number, paidAmount: number) => ({ order_id: orderId, fee_type: 'freight' as const, payer: 'shipper' as const, currency: 'USD', amount: 5_000, paid_amount: paidAmount, created_at: now, updated_at: now });
    await db.insertInto('ship_order_fee').values([fee(owing!.id, 1_000), fee(paid!.id, 5_000)]).execute();

    const page = async (query: Record<string, string>) => {
      const answer = await call<CursorPage<StaffOrderItem>>(t.app, 'GET', '/admin-api/order/page', { token, query: { pageSize: '50', ...query } });
      expect([query, answer.code]).toEqual([query, 0]);
      return answer.data.list.map((o) => o.id);
    };
    const mine = { memberId: String(shipper.id) };
    const all = [owing, held, yiwu, toDakar, air, sea].map((o) => o!.id);

    // The shipper's orders, newest first; by the sign-in mobile too (the other member's are not there).
    expect(await page(mine)).toEqual([late!.id, ...all, early!.id]);
    expect(await page({ mobile: shipper.mobile })).toEqual([late!.id, ...all, early!.id]);
    expect(await page({ mobile: other.mobile })).toEqual([paid!.id]);
    expect(await page({ ...mine, transportType: '2' })).toEqual([air!.id]);
    expect(await page({ ...mine, startCityId: String(places.yiwu) })).toEqual([yiwu!.id]);
    expect(await page({ ...mine, destCountryId: String(senegal) })).toEqual([toDakar!.id]);
    // A warehouse at either end: Abidjan is the destination of all but the Dakar one.
    expect(await page({ ...mine, warehouseId: String(places.ywWarehouse) })).toEqual([yiwu!.id]);
    expect(await page({ ...mine, warehouseId: String(places.abidjanWarehouse) })).toEqual([late!.id, ...all.filter((id) => id !== toDakar!.id), early!.id]);
    // Creation days, both ends included (UTC).
    expect(await page({ ...mine, dateFrom: '2026-11-20', dateTo: '2026-11-20' })).toEqual(all);
    expect(await page({ ...mine, dateFrom: '2026-11-19' })).toEqual([late!.id, ...all]);
    expect(await page({ ...mine, dateTo: '2026-11-18' })).toEqual([early!.id]);
    expect(await page({ ...mine, held: 'true' })).toEqual([held!.id]);
    expect(await page({ ...mine, held: 'false' })).not.toContain(held!.id);
    expect(await page({ ...mine, unpaid: 'true' })).toEqual([owing!.id]);
    expect(await page({ memberId: String(other.id), unpaid: 'false' })).toEqual([paid!.id]);
    expect(await page({ ...mine, unpaid: 'false', held: 'false', transportType: '1', startCityId: String(places.guangzhou), dateFrom: '2026-11-20', dateTo: '2026-11-20' })).toEqual([toDakar!.id, sea!.id]);

    // Bad filters name their field; none is a 500.
    for (const [query, field] of [
      [{ dateFrom: '2026-02-30' }, 'dateFrom'],
      [{ dateTo: '2026-13-01' }, 'dateTo'],
      [{ mobile: '12ab' }, 'mobile'],
      [{ held: 'yes' }, 'held'],
      [{ warehouseId: '0x2' }, 'warehouseId'],
      [{ transportType: '9' }, 'transportType'],
    ] as const) {
      const bad = await call<Fields>(t.app, 'GET', '/admin-api/order/page', { token, query });
      expect([query, bad.status, bad.data.fields[0]?.field]).toEqual([query, 400, field]);
    }
  });
});

describeEachDb('order desk: the list filters by index', (ctx) => {
  // Each equality filter of the desk has an index that keeps the list's order, so a filter that
  // matches few orders among many reads those few (migration 20261129200000). SQLite plans by
  // rules: its plan of the page query the desk runs names the index. PostgreSQL plans by
  // costs, which on a test-sized table favour any index or none: there the indexes are checked
  // to exist.
  const FILTERS: [StaffOrderFilter, string[]][] = [
    [{ transportType: '2' }, ['ship_order_transport_idx']],
    [{ startCityId: 1 }, ['ship_order_start_city_idx']],
    [{ destCountryId: 1 }, ['ship_order_dest_country_idx']],
    [{ warehouseId: 1 }, ['ship_order_start_warehouse_idx', 'ship_order_dest_warehouse_idx']],
    [{ held: true }, ['ship_order_cargo_control_idx']],
  ];

  it('reads transport, route, warehouse and held cargo through their indexes', async () => {
    const { db, dialect } = ctx().database;
    if (dialect === 'postgres') {
      const rows = await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'ship_order'`.execute(db);
      expect(rows.rows.map((row) => row.indexname)).toEqual(expect.arrayContaining(FILTERS.flatMap(([, indexes]) => indexes)));
      return;
    }
    const executor = db.getExecutor();
    for (const [filter, indexes] of FILTERS) {
      const queries: CompiledQuery[] = [];
      const capture: KyselyPlugin = {
        transformQuery: ({ node, queryId }) => (queries.push(executor.compileQuery(node, queryId)), node),
        transformResult: async ({ result }) => result,
      };
      await new OrderStaffRepository(db.withPlugin(capture)).page(filter, 20, null);
      const list = queries.find((query) => /order by/i.test(query.sql));
      if (!list) throw new Error('no list query');
      const plan = JSON.stringify((await db.executeQuery(CompiledQuery.raw(`explain query plan ${list.sql}`, [...list.parameters]))).rows);
      for (const index of indexes) expect([filter, plan]).toEqual([filter, expect.stringContaining(index)]);
    }
  });
});

describeEachDb('order desk: batch moves', (ctx) => {
  it('checks a batch first without writing, then moves all but the refused order, each member told once per order', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    const [a, b, self, awaiting, refunding] = await insertOrders(t, [
      { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '86', phone: consignee.mobile } },
      { memberId: shipper.id, status: S.inWarehouse },
      // The shipper is its own consignee: told once, not twice.
      { memberId: shipper.id, status: S.inWarehouse, consignee: { areaCode: '86', phone: shipper.mobile } },
      { memberId: shipper.id },
      { memberId: shipper.id, status: S.inWarehouse },
    ]);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('ship_order_refund')
      .values({ refund_no: `RF${refunding!.id}`, order_id: refunding!.id, member_id: shipper.id, reason: 'Changed my mind', status: 'applied', created_at: now })
      .execute();
    const orderIds = [a!.id, awaiting!.id, b!.id, refunding!.id, self!.id];
    const move = (dryRun: boolean) =>
      call<OrderTransitionResult>(t.app, 'POST', '/admin-api/order/transition', {
        token,
        locale: 'en_US',
        body: { orderIds, toStatus: S.departed, time: '2026-11-27T09:00:00.000Z', place: 'Nansha port', note: 'Vessel CMA Dakar', dryRun },
      });
    const refused = [
      { orderId: awaiting!.id, code: ERRORS.ORDER_TRANSITION_INVALID.code, reason: 'An order cannot go from Awaiting warehousing to Loaded / departed' },
      { orderId: refunding!.id, code: ERRORS.ORDER_REFUND_OPEN.code, reason: expect.any(String) as string },
    ];

    // The dry run: which would move, which would not and why; nothing written, no one told.
    const checked = await move(true);
    expect(checked.code).toBe(0);
    expect(checked.data).toEqual({ moved: [a!.id, b!.id, self!.id], refused });
    const statuses = async () => (await t.database.db.selectFrom('ship_order').select(['id', 'status']).where('id', 'in', orderIds).orderBy('id').execute()).map((r) => r.status);
    expect(await statuses()).toEqual([S.inWarehouse, S.inWarehouse, S.inWarehouse, S.awaitingWarehousing, S.inWarehouse]);
    expect(await t.database.db.selectFrom('ship_order_event').select('id').where('order_id', 'in', orderIds).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('staff_audit').select('id').where('entity', '=', 'order').where('entity_id', 'in', orderIds).execute()).toEqual([]);
    expect(await messagesOf(t, shipper.id)).toEqual([]);

    // The move: the same answer; the refused orders stay, the others moved with their event.
    const moved = await move(false);
    expect(moved.data).toEqual({ moved: [a!.id, b!.id, self!.id], refused });
    expect(await statuses()).toEqual([S.departed, S.departed, S.departed, S.awaitingWarehousing, S.inWarehouse]);
    const events = await t.database.db.selectFrom('ship_order_event').select(['order_id', 'status', 'place', 'note']).where('order_id', 'in', orderIds).orderBy('order_id').execute();
    expect(events).toEqual([a!, b!, self!].map((o) => ({ order_id: o.id, status: S.departed, place: 'Nansha port', note: 'Vessel CMA Dakar' })));
    const byOrderNo = (list: { orderNo: string }[]) => list.map((m) => m.orderNo).sort();
    expect(byOrderNo(await messagesOf(t, shipper.id))).toEqual([a!.orderNo, b!.orderNo, self!.orderNo].sort());
    expect(await messagesOf(t, consignee.id)).toEqual([{ template: 'order.departed', orderNo: a!.orderNo }]);

    // Asked again, every order is refused with why and no one is told again.
    const again = await move(false);
    expect(again.data.moved).toEqual([]);
    expect(again.data.refused.map((r) => r.code)).toEqual([
      ERRORS.ORDER_TRANSITION_INVALID.code,
      ERRORS.ORDER_TRANSITION_INVALID.code,
      ERRORS.ORDER_TRANSITION_INVALID.code,
      ERRORS.ORDER_REFUND_OPEN.code,
      ERRORS.ORDER_TRANSITION_INVALID.code,
    ]);
    expect(await messagesOf(t, shipper.id)).toHaveLength(3);

    const bad = await call<Fields>(t.app, 'POST', '/admin-api/order/transition', { token, body: { orderIds, toStatus: S.departed, place: 'x', dryRun: 'yes' } });
    expect([bad.status, bad.data.fields.map((f) => [f.field, f.rule])]).toEqual([400, [['dryRun', 'v.type']]]);
  });
});
