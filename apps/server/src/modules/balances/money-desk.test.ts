import type { FeeHistory, FeeItem, FeeOrderRef, MemberBalancePage, MemberOrdersPage } from '@portal/contracts/balance';
import type { CursorPage } from '@portal/contracts/cursor';
import type { EcashStaffItem } from '@portal/contracts/ecash';
import type { PriceLineAuditEntry } from '@portal/contracts/price';
import { ERRORS } from '@portal/contracts/errors';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember } from '../../test/order-helpers.js';

const finance = (t: TestApp) => staffToken(t, 'finance', 'finance1234');
const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

async function addFee(t: TestApp, token: string, body: Record<string, unknown>) {
  const answer = await call<FeeItem>(t.app, 'POST', '/admin-api/order/fee/create', { token, body });
  expect(answer.code).toBe(0);
  return answer.data;
}

async function pay(t: TestApp, token: string, id: number, amount: number, remark?: string) {
  expect((await call(t.app, 'POST', '/admin-api/order/fee/pay', { token, body: { id, amount, ...(remark ? { remark } : {}) } })).code).toBe(0);
}

async function memberPage(t: TestApp, token: string, query: Record<string, string>) {
  const answer = await call<MemberBalancePage>(t.app, 'GET', '/admin-api/order/fee/member-page', { token, query });
  expect([answer.status, answer.code]).toEqual([200, 0]);
  return answer.data;
}

describeEachDb('money desk: who owes what, and who changed what', (ctx) => {
  it('lists members who owe, per currency, with orders, oldest unpaid date and totals; paid fees and other members left out', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    await t.database.db.updateTable('member_user').set({ nickname: 'Kofi Traders' }).where('id', '=', shipper.id).execute();
    const first = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse, createdAt: '2026-11-01T09:00:00.000Z' });
    const second = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.departed, createdAt: '2026-11-05T09:00:00.000Z' });
    // Sent to `consignee`, a member: the consignee's fee is the consignee's debt.
    const toMember = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.readyForPickup, consignee: { areaCode: consignee.areaCode, phone: consignee.mobile } });

    const freight = await addFee(t, staff, { orderId: first.id, feeType: 'freight', currency: 'USD', amount: 10_000, payer: 'shipper' });
    await pay(t, staff, freight.id, 2_500);
    await addFee(t, staff, { orderId: second.id, feeType: 'freight', currency: 'USD', amount: 4_000, payer: 'shipper' });
    await addFee(t, staff, { orderId: first.id, feeType: 'customs', currency: 'CNY', amount: 3_000, payer: 'shipper' });
    const settled = await addFee(t, staff, { orderId: second.id, feeType: 'insurance', currency: 'EUR', amount: 900, payer: 'shipper' });
    await pay(t, staff, settled.id, 900);
    // A consignee fee whose consignee has no account: the shipper owes it (and was told).
    await addFee(t, staff, { orderId: second.id, feeType: 'destination', currency: 'USD', amount: 600, payer: 'consignee' });
    await addFee(t, staff, { orderId: toMember.id, feeType: 'destination', currency: 'XOF', amount: 45_000, payer: 'consignee' });

    const theirs = await memberPage(t, staff, { mobile: shipper.mobile });
    expect(theirs.list.map((r) => [r.currency, r.amount, r.paid, r.outstanding, r.unpaidOrders])).toEqual([
      ['CNY', 3_000, 0, 3_000, 1],
      ['USD', 14_600, 2_500, 12_100, 2],
    ]);
    expect(theirs.list[0]).toMatchObject({ memberId: shipper.id, areaCode: shipper.areaCode, mobile: shipper.mobile, nickname: 'Kofi Traders', realName: 'Test Member' });
    expect(theirs.total).toBe(2);
    expect(theirs.totals).toEqual([
      { currency: 'CNY', amount: 3_000, paid: 0, outstanding: 3_000 },
      { currency: 'USD', amount: 14_600, paid: 2_500, outstanding: 12_100 },
    ]);
    // The oldest unpaid date is when the oldest open fee was charged.
    const feeTimes = await t.database.db.selectFrom('ship_order_fee').select(['currency', 'created_at', 'payer']).where('order_id', 'in', [first.id, second.id]).execute();
    const oldestUsd = feeTimes.filter((f) => f.currency === 'USD').map((f) => new Date(f.created_at).toISOString()).sort()[0];
    expect(theirs.list[1]!.oldestUnpaidTime).toBe(oldestUsd);

    // By name (nickname or real name), by currency; the consignee owes only their own fee.
    expect((await memberPage(t, staff, { name: 'kofi trad', currency: 'USD' })).list.map((r) => [r.memberId, r.currency])).toEqual([[shipper.id, 'USD']]);
    const consigneeRows = await memberPage(t, staff, { mobile: consignee.mobile });
    expect(consigneeRows.list.map((r) => [r.memberId, r.currency, r.outstanding, r.unpaidOrders])).toEqual([[consignee.id, 'XOF', 45_000, 1]]);
    expect((await memberPage(t, staff, { mobile: shipper.mobile, currency: 'EUR' })).list).toEqual([]);

    // An operator reads the desk too.
    expect((await memberPage(t, await operator(t), { mobile: shipper.mobile })).list).toHaveLength(2);
  });

  it('orders the list by currency, then largest outstanding, and pages it with a cursor', async () => {
    const t = ctx();
    const staff = await finance(t);
    const members = [await newMember(t), await newMember(t), await newMember(t)];
    // KES is a currency no demo fee uses: the list holds exactly these members.
    const owed = [5_000, 20_000, 20_000];
    for (const [i, member] of members.entries()) {
      const order = await insertOrder(t, { memberId: member.id, status: ORDER_STATUS.inWarehouse });
      await addFee(t, staff, { orderId: order.id, feeType: 'freight', currency: 'KES', amount: owed[i]!, payer: 'shipper' });
      if (i === 0) await addFee(t, staff, { orderId: order.id, feeType: 'freight', currency: 'GHS', amount: 100, payer: 'shipper' });
    }
    const all = await memberPage(t, staff, { currency: 'KES' });
    // Ties on the amount go by member id.
    expect(all.list.map((r) => [r.memberId, r.outstanding])).toEqual([
      [members[1]!.id, 20_000],
      [members[2]!.id, 20_000],
      [members[0]!.id, 5_000],
    ]);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: MemberBalancePage = await memberPage(t, staff, { currency: 'KES', pageSize: '1', ...(cursor ? { cursor } : {}) });
      if (pages === 0) expect([page.total, page.totals]).toEqual([3, [{ currency: 'KES', amount: 45_000, paid: 0, outstanding: 45_000 }]]);
      else expect([page.total, page.totals]).toEqual([null, null]);
      seen.push(...page.list.map((r) => r.memberId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all.list.map((r) => r.memberId));

    // Without a currency, the member's GHS row comes before the KES rows (currency order).
    const ghsThenKes = await memberPage(t, staff, { mobile: members[0]!.mobile });
    expect(ghsThenKes.list.map((r) => r.currency)).toEqual(['GHS', 'KES']);

    const bad = await call<{ fields: { field: string }[] }>(t.app, 'GET', '/admin-api/order/fee/member-page', { token: staff, query: { cursor: 'bm90LWEtY3Vyc29y' } });
    expect([bad.status, bad.data.fields.map((f) => f.field)]).toEqual([400, ['cursor']]);
    const badCurrency = await call<{ fields: { field: string }[] }>(t.app, 'GET', '/admin-api/order/fee/member-page', { token: staff, query: { currency: 'usd1' } });
    expect([badCurrency.status, badCurrency.data.fields.map((f) => f.field)]).toEqual([400, ['currency']]);
  });

  it('gives a member\'s unpaid orders with the open fees the desk adjusts or records payments against', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    const older = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse, createdAt: '2026-11-01T09:00:00.000Z' });
    const newer = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.departed, createdAt: '2026-11-06T09:00:00.000Z', consignee: { areaCode: consignee.areaCode, phone: consignee.mobile } });
    const paidOff = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.delivered, createdAt: '2026-11-08T09:00:00.000Z' });
    const freight = await addFee(t, staff, { orderId: older.id, feeType: 'freight', currency: 'USD', amount: 8_000, payer: 'shipper' });
    await pay(t, staff, freight.id, 3_000);
    const settled = await addFee(t, staff, { orderId: older.id, feeType: 'customs', currency: 'USD', amount: 700, payer: 'shipper' });
    await pay(t, staff, settled.id, 700);
    await addFee(t, staff, { orderId: newer.id, feeType: 'freight', currency: 'CNY', amount: 12_000, payer: 'shipper' });
    await addFee(t, staff, { orderId: newer.id, feeType: 'destination', currency: 'XOF', amount: 30_000, payer: 'consignee' });
    const done = await addFee(t, staff, { orderId: paidOff.id, feeType: 'freight', currency: 'USD', amount: 100, payer: 'shipper' });
    await pay(t, staff, done.id, 100);

    const answer = await call<MemberOrdersPage>(t.app, 'GET', '/admin-api/order/fee/member-orders', { token: staff, query: { memberId: String(shipper.id) } });
    expect(answer.code).toBe(0);
    expect(answer.data.total).toBe(2);
    expect(answer.data.list.map((o) => [o.orderId, o.payerRole, o.fees.map((f) => [f.feeType, f.currency, f.outstanding])])).toEqual([
      [newer.id, 'shipper', [['freight', 'CNY', 12_000]]],
      [older.id, 'shipper', [['freight', 'USD', 5_000]]],
    ]);
    expect(answer.data.list[1]!.balances).toEqual([{ currency: 'USD', amount: 8_000, paid: 3_000, outstanding: 5_000 }]);

    // The consignee's view of the same order: their own fee only; by currency; page by page.
    const theirs = await call<MemberOrdersPage>(t.app, 'GET', '/admin-api/order/fee/member-orders', { token: staff, query: { memberId: String(consignee.id) } });
    expect(theirs.data.list.map((o) => [o.orderId, o.payerRole, o.fees.map((f) => f.feeType)])).toEqual([[newer.id, 'consignee', ['destination']]]);
    const usd = await call<MemberOrdersPage>(t.app, 'GET', '/admin-api/order/fee/member-orders', { token: staff, query: { memberId: String(shipper.id), currency: 'USD' } });
    expect(usd.data.list.map((o) => o.orderId)).toEqual([older.id]);
    const page1 = await call<MemberOrdersPage>(t.app, 'GET', '/admin-api/order/fee/member-orders', { token: staff, query: { memberId: String(shipper.id), pageSize: '1' } });
    const page2 = await call<MemberOrdersPage>(t.app, 'GET', '/admin-api/order/fee/member-orders', {
      token: staff,
      query: { memberId: String(shipper.id), pageSize: '1', cursor: page1.data.nextCursor! },
    });
    expect([...page1.data.list, ...page2.data.list].map((o) => o.orderId)).toEqual([newer.id, older.id]);
    expect([page2.data.nextCursor, page2.data.total]).toEqual([null, null]);

    const missing = await call(t.app, 'GET', '/admin-api/order/fee/member-orders', { token: staff, query: { memberId: '987654321' }, locale: 'fr_FR' });
    expect([missing.status, missing.code, missing.msg]).toEqual([404, ERRORS.FEE_MEMBER_NOT_FOUND.code, 'Membre introuvable']);
  });

  it('finds an order by its number for the desk, with its shipper; drafts, deleted and unknown numbers are not found', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await newMember(t);
    await t.database.db.updateTable('member_user').set({ nickname: 'Awa Imports' }).where('id', '=', shipper.id).execute();
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const find = (orderNo: string, token = staff) => call<FeeOrderRef>(t.app, 'GET', '/admin-api/order/fee/order', { token, query: { orderNo } });

    const found = await find(` ${order.orderNo.toLowerCase()} `);
    expect([found.status, found.code]).toEqual([200, 0]);
    expect(found.data).toEqual({
      orderId: order.id,
      orderNo: order.orderNo,
      marks: order.marks,
      status: ORDER_STATUS.inWarehouse,
      createTime: expect.any(String),
      memberId: shipper.id,
      areaCode: shipper.areaCode,
      mobile: shipper.mobile,
      nickname: 'Awa Imports',
      realName: 'Test Member',
      consigneeName: 'Awa Diop',
    });
    // Operators read the desk too.
    expect((await find(order.orderNo, await operator(t))).data.orderId).toBe(order.id);

    const draft = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.draft });
    const deleted = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    await t.database.db.updateTable('ship_order').set({ deleted_at: new Date().toISOString() }).where('id', '=', deleted.id).execute();
    for (const orderNo of [draft.orderNo, deleted.orderNo, 'NO-SUCH-ORDER']) {
      const missing = await find(orderNo);
      expect([orderNo, missing.status, missing.code]).toEqual([orderNo, 404, ERRORS.ORDER_NOT_FOUND.code]);
    }
    // Bad input names the field, never a 500.
    for (const orderNo of ['', 'KOF 24', 'X'.repeat(33)]) {
      const bad = await call<{ fields: { field: string }[] }>(t.app, 'GET', '/admin-api/order/fee/order', { token: staff, query: { orderNo } });
      expect([orderNo, bad.status, bad.data.fields.map((f) => f.field)]).toEqual([orderNo, 400, ['orderNo']]);
    }
    const reviewer = await find(order.orderNo, await staffToken(t, 'reviewer', 'reviewer1234'));
    expect([reviewer.status, reviewer.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
  });

  it('tells the fee history: the charge, each adjustment with its reason and amounts, each payment, with the staff member\'s name', async () => {
    const t = ctx();
    const staff = await finance(t);
    const op = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const fee = await addFee(t, op, { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 10_000, remark: 'Measured 1.2 CBM' });
    await pay(t, staff, fee.id, 4_000, 'Bank transfer');
    expect((await call(t.app, 'POST', '/admin-api/order/fee/adjust', { token: staff, body: { id: fee.id, amount: 9_000, reason: 'Loyalty discount' } })).code).toBe(0);
    await pay(t, staff, fee.id, 5_000);
    const other = await addFee(t, staff, { orderId: order.id, feeType: 'insurance', currency: 'USD', amount: 300 });

    const answer = await call<FeeHistory>(t.app, 'GET', '/admin-api/order/fee/history', { token: staff, query: { orderId: String(order.id), feeId: String(fee.id) } });
    expect(answer.code).toBe(0);
    expect(answer.data.entries.map((e) => [e.kind, e.amount, e.amountBefore, e.feeAmount, e.paidAmount, e.remark, e.staffName])).toEqual([
      ['create', 10_000, null, 10_000, 0, 'Measured 1.2 CBM', 'Demo operator'],
      ['payment', 4_000, null, 10_000, 4_000, 'Bank transfer', 'Demo finance'],
      ['adjust', 9_000, 10_000, 9_000, 4_000, 'Loyalty discount', 'Demo finance'],
      ['payment', 5_000, null, 9_000, 9_000, null, 'Demo finance'],
    ]);
    expect(answer.data.entries.every((e) => e.feeId === fee.id && e.feeType === 'freight' && e.currency === 'USD' && e.staffId !== null)).toBe(true);
    const times = answer.data.entries.map((e) => e.time);
    expect([...times].sort()).toEqual(times);

    // The whole order: both fees, oldest first.
    const all = await call<FeeHistory>(t.app, 'GET', '/admin-api/order/fee/history', { token: op, query: { orderId: String(order.id) } });
    expect(all.data.entries.map((e) => [e.feeId, e.kind])).toEqual([
      [fee.id, 'create'],
      [fee.id, 'payment'],
      [fee.id, 'adjust'],
      [fee.id, 'payment'],
      [other.id, 'create'],
    ]);

    const otherOrder = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const wrongOrder = await call(t.app, 'GET', '/admin-api/order/fee/history', { token: staff, query: { orderId: String(otherOrder.id), feeId: String(fee.id) } });
    expect([wrongOrder.status, wrongOrder.code]).toEqual([404, ERRORS.FEE_NOT_FOUND.code]);
    const noOrder = await call(t.app, 'GET', '/admin-api/order/fee/history', { token: staff, query: { orderId: '987654321' } });
    expect(noOrder.code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    const reviewer = await call(t.app, 'GET', '/admin-api/order/fee/history', { token: await staffToken(t, 'reviewer', 'reviewer1234'), query: { orderId: String(order.id) } });
    expect([reviewer.status, reviewer.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
  });

  it('seeds a desk with members owing, fee histories, and rate and price-line changes by the demo staff', async () => {
    const t = ctx();
    const staff = await finance(t);
    const demo = await t.database.db.selectFrom('member_user').select(['id', 'mobile']).where('mobile', 'in', ['13800138000']).executeTakeFirstOrThrow();
    const page = await memberPage(t, staff, {});
    const owing = new Set(page.list.map((r) => r.memberId));
    expect(owing.size).toBeGreaterThanOrEqual(2);
    expect(owing.has(demo.id)).toBe(true);
    expect(page.totals!.map((x) => x.currency)).toEqual(expect.arrayContaining(['CNY', 'USD', 'XOF']));

    // ADE2411's freight: charged by the operator, adjusted and part paid by finance.
    const order = await t.database.db.selectFrom('ship_order').select('id').where('marks', '=', 'ADE2411').where('member_id', '=', demo.id).executeTakeFirstOrThrow();
    const history = await call<FeeHistory>(t.app, 'GET', '/admin-api/order/fee/history', { token: staff, query: { orderId: String(order.id) } });
    const freight = history.data.entries.filter((e) => e.feeType === 'freight');
    expect(freight.map((e) => [e.kind, e.amount, e.amountBefore, e.feeAmount, e.paidAmount, e.staffName])).toEqual([
      ['create', 130_000, null, 130_000, 0, 'Demo operator'],
      ['adjust', 125_000, 130_000, 125_000, 0, 'Demo finance'],
      ['payment', 50_000, null, 125_000, 50_000, 'Demo finance'],
    ]);

    const rates = await call<{ list: EcashStaffItem[] }>(t.app, 'GET', '/admin-api/ecw/currency-ecash/page', { token: staff, query: { currencyCode: 'CNY' } });
    expect(rates.data.list.map((r) => [r.ecashRate, r.updatedByName])).toEqual([
      ['7.3', 'Demo finance'],
      ['7.28', 'Demo finance'],
    ]);
    const line = await t.database.db.selectFrom('staff_audit').select('entity_id').where('entity', '=', 'priceLine').orderBy('id').executeTakeFirstOrThrow();
    const trail = await call<CursorPage<PriceLineAuditEntry>>(t.app, 'GET', '/admin-api/product/line/history', { token: staff, query: { id: String(line.entity_id) } });
    expect(trail.data.list).toEqual([expect.objectContaining({ action: 'update', staffName: 'Demo finance' })]);
    expect(trail.data.list[0]!.before!.rate).toBeGreaterThan(trail.data.list[0]!.after!.rate);
  });
});
