import { expect, it } from 'vitest';
import { ABNORMAL_TYPES } from '@portal/contracts/abnormal';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { ERRORS } from '@portal/contracts/errors';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrders, newMember } from '../../test/order-helpers.js';

const SUMMARY = '/admin-api/dashboard/summary';
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const S = ORDER_STATUS;

const summary = async (t: TestApp, token: string, days?: number) => {
  const answer = await call<DashboardSummary>(t.app, 'GET', SUMMARY, { token, ...(days ? { query: { days: String(days) } } : {}) });
  expect(answer.code).toBe(0);
  return answer.data;
};

// The figures as flat counts, so a test compares what its rows added to whatever the demo data holds.
function flat(s: DashboardSummary): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (key: string, n: number) => (out[key] = (out[key] ?? 0) + n);
  for (const r of s.ordersByStatus) add(`status:${r.day}:${r.status}`, r.count);
  for (const r of s.ordersByRoute) add(`route:${r.day}:${r.transportType}`, r.count);
  add('warehouse', s.warehouse.total);
  for (const r of s.warehouse.byAge) add(`warehouse:${r.age}`, r.count);
  for (const r of s.containers) add(`container:${r.status}:${r.kind}`, r.count);
  for (const [k, n] of Object.entries(s.departures)) add(`departure:${k}`, n);
  for (const r of s.exceptions) add(`exception:${r.status}:${r.age}`, r.count);
  for (const r of s.care) add(`care:${r.kind}:${r.status}:${r.clock}`, r.count);
  for (const r of s.verifications) add(`kyc:${r.kind}`, r.count);
  return out;
}
function added(before: DashboardSummary, after: DashboardSummary): Record<string, number> {
  const a = flat(before);
  const b = flat(after);
  const out: Record<string, number> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = (b[key] ?? 0) - (a[key] ?? 0);
    if (d !== 0) out[key] = d;
  }
  return out;
}

let shipmentNo = 0;
async function insertShipment(t: TestApp, s: { kind: 'sea' | 'air'; status: 2 | 3 | 4 | 5 | 6 | 7; etd: string; departedAt?: string }) {
  shipmentNo += 1;
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('shipment')
    .values({
      kind: s.kind,
      number: `DASH${String(shipmentNo).padStart(7, '0')}`,
      etd: s.etd,
      eta: new Date(Date.parse(s.etd) + 20 * DAY).toISOString(),
      port_of_loading: 'Guangzhou',
      port_of_discharge: 'Abidjan',
      capacity_volume: 60_000_000,
      capacity_weight: 20_000_000,
      status: s.status,
      departed_at: s.departedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeEachDb('operations dashboard', (ctx) => {
  it('counts what the lists behind it show: orders by day, status and route, cargo waiting, containers, departures, exceptions, threads, verifications', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const before14 = await summary(t, admin);
    const before30 = await summary(t, admin, 30);
    expect(before14.days).toBe(14);
    const today = before14.dateTo;
    expect(before14.dateFrom).toBe(new Date(Date.parse(`${today}T00:00:00Z`) - 13 * DAY).toISOString().slice(0, 10));

    const member = await newMember(t);
    const orders = await insertOrders(t, [
      { memberId: member.id, status: S.awaitingWarehousing },
      { memberId: member.id, status: S.awaitingWarehousing },
      { memberId: member.id, status: S.inWarehouse },
      { memberId: member.id, status: S.inWarehouse },
      { memberId: member.id, status: S.inWarehouse, createdAt: ago(20 * DAY) },
      // Left out everywhere: a draft, a deleted order.
      { memberId: member.id, status: S.draft },
      { memberId: member.id, status: S.awaitingWarehousing, deleted: true },
    ]);
    const [, second, received, , old] = orders;
    await t.database.db.updateTable('ship_order').set({ transport_type: '2' }).where('id', '=', second!.id).execute();
    const receipt = (orderId: number, inTime: string) => ({ order_id: orderId, cartons: 3, size: '', volume: 150_000, weight: 42_000, in_time: inTime, updated_at: inTime });
    // Came in 5 days ago, and 400 days ago (the oldest cargo of any).
    await t.database.db.insertInto('ship_order_receipt').values([receipt(received!.id, ago(5 * DAY)), receipt(old!.id, ago(400 * DAY))]).execute();

    await insertShipment(t, { kind: 'sea', status: 2, etd: ago(DAY) });
    await insertShipment(t, { kind: 'sea', status: 3, etd: ago(2 * DAY), departedAt: ago(2 * DAY - 3_600_000) });
    await insertShipment(t, { kind: 'air', status: 4, etd: ago(6 * DAY), departedAt: ago(3 * DAY) });
    await insertShipment(t, { kind: 'air', status: 7, etd: ago(40 * DAY), departedAt: ago(40 * DAY) });

    const exception = (status: 0 | 1 | 2, createdAt: string) => ({
      order_id: received!.id,
      member_id: member.id,
      type: ABNORMAL_TYPES[0]!,
      description: 'Carton crushed',
      status,
      created_at: createdAt,
      updated_at: createdAt,
    });
    await t.database.db.insertInto('abnormal_item').values([exception(2, ago(10 * DAY)), exception(0, ago(3_600_000)), exception(1, ago(DAY))]).execute();

    const thread = (kind: 'consult' | 'complaint', status: number, dueAt: string, closed = false) => ({
      member_id: member.id,
      kind,
      title: 'Where is my cargo',
      contact: 'Awa',
      phone_area_code: '86',
      phone: member.mobile,
      order_no: '',
      content: 'Please tell me',
      status,
      reply_due_at: dueAt,
      closed_at: closed ? ago(0) : null,
      created_at: ago(2 * DAY),
      updated_at: ago(2 * DAY),
    });
    await t.database.db
      .insertInto('member_advice')
      .values([
        thread('complaint', 1, ago(DAY)),
        thread('consult', 2, ago(-30 * DAY)),
        thread('complaint', 1, ago(DAY), true),
        thread('complaint', 3, ago(DAY)),
      ])
      .execute();
    const submitted = ago(2 * DAY);
    await t.database.db
      .insertInto('member_enterprise')
      .values({ member_id: member.id, name: 'Diop SARL', legal_person: 'Awa Diop', card_number: '91440101MA59', certificate_img: 'x', attachments: '[]', status: 0, submitted_at: submitted, created_at: submitted, updated_at: submitted })
      .execute();

    const after14 = await summary(t, admin);
    expect(added(before14, after14)).toEqual({
      [`status:${today}:${S.awaitingWarehousing}`]: 2,
      [`status:${today}:${S.inWarehouse}`]: 2,
      [`route:${today}:1`]: 3,
      [`route:${today}:2`]: 1,
      warehouse: 3,
      'warehouse:day': 1,
      'warehouse:week': 1,
      'warehouse:older': 1,
      'container:2:sea': 1,
      'container:3:sea': 1,
      'container:4:air': 1,
      'departure:onTime': 1,
      'departure:late': 1,
      'departure:notLeft': 1,
      'exception:2:weeks2': 1,
      'exception:0:day': 1,
      'care:complaint:1:overdue': 1,
      'care:consult:2:within': 1,
      'kyc:enterprise': 1,
    });
    expect(after14.warehouse.oldest[0]).toMatchObject({ orderId: old!.id, orderNo: old!.orderNo });

    // The 30-day window takes the order of 20 days ago too (and the departure of 40 days ago
    // stays out).
    const after30 = await summary(t, admin, 30);
    const oldDay = ago(20 * DAY).slice(0, 10);
    expect(added(before30, after30)).toMatchObject({ [`status:${oldDay}:${S.inWarehouse}`]: 1, 'departure:onTime': 1, 'departure:late': 1, 'departure:notLeft': 1 });
    expect(added(before30, after30)[`route:${oldDay}:1`]).toBe(1);
  });

  it('answers administrators only, and names the rule of a bad window', async () => {
    const t = ctx();
    for (const role of ['operator', 'reviewer', 'service', 'finance'] as const) {
      const answer = await call(t.app, 'GET', SUMMARY, { token: await staffToken(t, role, `${role}1234`) });
      expect([role, answer.status, answer.code]).toEqual([role, 403, ERRORS.STAFF_ROLE_MISSING.code]);
    }
    const bad = await call(t.app, 'GET', SUMMARY, { token: await staffToken(t), query: { days: '5' } });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain('days');
  });
});
