import type { FeeItem, OrderFees, WaitMoneyPage } from '@portal/contracts/balance';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { RefundItem } from '@portal/contracts/refund';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember } from '../../test/order-helpers.js';

const finance = (t: TestApp) => staffToken(t, 'finance', 'finance1234');
const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

async function addFee(t: TestApp, token: string, body: Record<string, unknown>) {
  return call<FeeItem>(t.app, 'POST', '/admin-api/order/fee/create', { token, body, locale: 'en_US' });
}

async function templatesOf(t: TestApp, memberId: number) {
  const rows = await t.database.db.selectFrom('notification').select(['template', 'params']).where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ template: r.template, params: JSON.parse(r.params) as Record<string, string> }));
}

async function waitMoney(t: TestApp, token: string, query: Record<string, string> = {}) {
  const answer = await call<WaitMoneyPage>(t.app, 'GET', '/app-api/order/order/wait-money-page', { token, query });
  expect(answer.code).toBe(0);
  return answer.data;
}

describeEachDb('balances: fees, payments and what members owe', (ctx) => {
  it('sums what a shipper owes per currency, order by order, and leaves paid orders out', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const staff = await finance(t);
    const older = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse, createdAt: '2026-11-01T09:00:00.000Z' });
    const newer = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.departed, createdAt: '2026-11-10T09:00:00.000Z' });
    const paidOff = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.delivered, createdAt: '2026-11-12T09:00:00.000Z' });

    const freight = await addFee(t, staff, { orderId: older.id, feeType: 'freight', currency: 'USD', amount: 125_000, payer: 'shipper' });
    expect(freight.code).toBe(0);
    await addFee(t, staff, { orderId: older.id, feeType: 'customs', currency: 'CNY', amount: 86_000, payer: 'shipper' });
    await addFee(t, staff, { orderId: older.id, feeType: 'insurance', currency: 'USD', amount: 360, payer: 'shipper' });
    await addFee(t, staff, { orderId: newer.id, feeType: 'freight', currency: 'USD', amount: 40_000, payer: 'shipper' });
    const settled = await addFee(t, staff, { orderId: paidOff.id, feeType: 'freight', currency: 'EUR', amount: 9_900, payer: 'shipper' });
    expect((await call(t.app, 'POST', '/admin-api/order/fee/pay', { token: staff, body: { id: settled.data.id, amount: 9_900 } })).code).toBe(0);
    expect((await call(t.app, 'POST', '/admin-api/order/fee/pay', { token: staff, body: { id: freight.data.id, amount: 25_000 } })).code).toBe(0);

    const page = await waitMoney(t, shipper.token);
    expect(page.list.map((o) => o.orderId)).toEqual([newer.id, older.id]);
    expect(page.total).toBe(2);
    expect(page.list[1]!.balances).toEqual([
      { currency: 'CNY', amount: 86_000, paid: 0, outstanding: 86_000 },
      { currency: 'USD', amount: 125_360, paid: 25_000, outstanding: 100_360 },
    ]);
    expect(page.list[0]).toMatchObject({ orderNo: newer.orderNo, payerRole: 'shipper', balances: [{ currency: 'USD', outstanding: 40_000 }] });
    expect(page.totals).toEqual([
      { currency: 'CNY', amount: 86_000, paid: 0, outstanding: 86_000 },
      { currency: 'USD', amount: 165_360, paid: 25_000, outstanding: 140_360 },
    ]);

    // Page by page with the cursor: the same orders, no repeats, totals on page 1 only.
    const first = await waitMoney(t, shipper.token, { pageSize: '1' });
    const second = await waitMoney(t, shipper.token, { pageSize: '1', cursor: first.nextCursor! });
    expect([...first.list, ...second.list].map((o) => o.orderId)).toEqual([newer.id, older.id]);
    expect(second).toMatchObject({ nextCursor: null, total: null, totals: null });

    // The order detail's fees: each fee and its balance per currency, the paid order included.
    const fees = await call<OrderFees>(t.app, 'GET', '/app-api/order/fee/list', { token: shipper.token, query: { orderId: String(paidOff.id) } });
    expect(fees.data.balances).toEqual([{ currency: 'EUR', amount: 9_900, paid: 9_900, outstanding: 0 }]);
  });

  it('shows a consignee the fees the consignee pays, and nothing of the shipper\'s', async () => {
    const t = ctx();
    const staff = await operator(t);
    const shipper = await newMember(t);
    const consignee = await newMember(t);
    const order = await insertOrder(t, {
      memberId: shipper.id,
      status: ORDER_STATUS.readyForPickup,
      consignee: { areaCode: consignee.areaCode, phone: consignee.mobile },
    });
    await addFee(t, staff, { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 50_000, payer: 'shipper' });
    await addFee(t, staff, { orderId: order.id, feeType: 'destination', currency: 'XOF', amount: 45_000, payer: 'consignee' });

    const theirs = await waitMoney(t, consignee.token);
    expect(theirs.list).toEqual([expect.objectContaining({ orderId: order.id, payerRole: 'consignee', balances: [{ currency: 'XOF', amount: 45_000, paid: 0, outstanding: 45_000 }] })]);
    const mine = await waitMoney(t, shipper.token);
    expect(mine.list[0]!.balances).toEqual([{ currency: 'USD', amount: 50_000, paid: 0, outstanding: 50_000 }]);

    const consigneeFees = await call<OrderFees>(t.app, 'GET', '/app-api/order/fee/list', { token: consignee.token, query: { orderId: String(order.id) } });
    expect(consigneeFees.data.fees.map((f) => f.feeType)).toEqual(['destination']);
    const shipperFees = await call<OrderFees>(t.app, 'GET', '/app-api/order/fee/list', { token: shipper.token, query: { orderId: String(order.id) } });
    expect(shipperFees.data.fees.map((f) => f.feeType)).toEqual(['freight', 'destination']);

    // Each member was told about the fee they pay, with what is still owed.
    expect((await templatesOf(t, consignee.id)).map((n) => [n.template, n.params.amount, n.params.outstanding])).toEqual([['money.feeAdded', 'XOF 45000', 'XOF 45000']]);
    expect((await templatesOf(t, shipper.id)).map((n) => [n.template, n.params.amount])).toEqual([['money.feeAdded', 'USD 500.00']]);
  });

  it('answers another member\'s order exactly like a missing one', async () => {
    const t = ctx();
    const owner = await newMember(t);
    const stranger = await newMember(t);
    const order = await insertOrder(t, { memberId: owner.id, status: ORDER_STATUS.inWarehouse });
    await addFee(t, await finance(t), { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 1_000 });
    const theirs = await call(t.app, 'GET', '/app-api/order/fee/list', { token: stranger.token, query: { orderId: String(order.id) } });
    const missing = await call(t.app, 'GET', '/app-api/order/fee/list', { token: stranger.token, query: { orderId: '987654321' } });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([missing.status, missing.code, missing.msg]);
    expect(theirs.code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    expect((await waitMoney(t, stranger.token)).list).toEqual([]);
  });

  it('keeps payments within the balance and fees above what was paid, with a ledger and messages', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const fee = (await addFee(t, staff, { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 10_000 })).data;
    expect(fee.payer).toBe('shipper');

    const again = await addFee(t, staff, { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 5 });
    expect([again.status, again.code]).toEqual([409, ERRORS.FEE_EXISTS.code]);

    // Two payments at once that together exceed the fee: one lands, the other is refused.
    const pay = (amount: number) => call(t.app, 'POST', '/admin-api/order/fee/pay', { token: staff, body: { id: fee.id, amount }, locale: 'en_US' });
    const results = await Promise.all([pay(6_000), pay(6_000)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ERRORS.FEE_PAYMENT_EXCEEDS.code]);
    expect(results.find((r) => r.code !== 0)!.msg).toContain('USD 40.00');

    const below = await call(t.app, 'POST', '/admin-api/order/fee/adjust', { token: staff, body: { id: fee.id, amount: 5_000, reason: 'Discount' }, locale: 'en_US' });
    expect([below.code, below.msg]).toEqual([ERRORS.FEE_BELOW_PAID.code, expect.stringContaining('USD 60.00')]);
    const adjusted = await call<FeeItem>(t.app, 'POST', '/admin-api/order/fee/adjust', { token: staff, body: { id: fee.id, amount: 8_000, reason: 'Volume re-measured' } });
    expect(adjusted.data).toMatchObject({ amount: 8_000, paidAmount: 6_000, outstanding: 2_000 });

    const ledger = await t.database.db.selectFrom('ship_order_fee_payment').select(['kind', 'amount', 'amount_before']).where('fee_id', '=', fee.id).orderBy('id').execute();
    expect(ledger.map((l) => [l.kind, Number(l.amount), l.amount_before === null ? null : Number(l.amount_before)])).toEqual([
      ['payment', 6_000, null],
      ['adjust', 8_000, 10_000],
    ]);
    expect((await templatesOf(t, shipper.id)).map((n) => [n.template, n.params.outstanding])).toEqual([
      ['money.feeAdded', 'USD 100.00'],
      ['money.paymentRecorded', 'USD 40.00'],
      ['money.feeAdjusted', 'USD 20.00'],
    ]);
  });

  it('names the field and rule of bad fees, in the caller\'s language, and refuses drafts', async () => {
    const t = ctx();
    const staff = await finance(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const bad = await call<{ fields: { field: string; message: string }[] }>(t.app, 'POST', '/admin-api/order/fee/create', {
      token: staff,
      body: { orderId: order.id, feeType: 'freight', currency: 'USD', amount: 12.5 },
      locale: 'fr_FR',
    });
    expect(bad.status).toBe(400);
    expect(bad.data.fields).toEqual([expect.objectContaining({ field: 'amount', message: expect.stringContaining('unités mineures') })]);
    const unknown = await call<{ fields: { field: string }[] }>(t.app, 'POST', '/admin-api/order/fee/create', {
      token: staff,
      body: { orderId: order.id, feeType: 'freight', currency: 'ZZZ', amount: 100 },
    });
    expect([unknown.status, unknown.data.fields.map((f) => f.field)]).toEqual([400, ['currency']]);
    const draft = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.draft });
    const refused = await addFee(t, staff, { orderId: draft.id, feeType: 'freight', currency: 'USD', amount: 100 });
    expect(refused.code).toBe(ERRORS.FEE_ORDER_NOT_OPEN.code);
  });

  it('lets operators write fees but only finance record payments', async () => {
    const t = ctx();
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, status: ORDER_STATUS.inWarehouse });
    const fee = await addFee(t, await operator(t), { orderId: order.id, feeType: 'delivery', currency: 'USD', amount: 2_000 });
    expect(fee.code).toBe(0);
    const byOperator = await call(t.app, 'POST', '/admin-api/order/fee/pay', { token: await operator(t), body: { id: fee.data.id, amount: 100 } });
    expect([byOperator.status, byOperator.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
    const byReviewer = await addFee(t, await staffToken(t, 'reviewer', 'reviewer1234'), { orderId: order.id, feeType: 'customs', currency: 'USD', amount: 1 });
    expect([byReviewer.status, byReviewer.code]).toEqual([403, ERRORS.STAFF_ROLE_MISSING.code]);
  });

  it('seeds the demo member balances in several currencies, as shipper and consignee, and refund applications', async () => {
    const t = ctx();
    const token = await memberToken(t);
    const page = await waitMoney(t, token);
    expect(page.totals!.map((total) => total.currency)).toEqual(['CNY', 'USD', 'XOF']);
    expect(page.totals!.find((total) => total.currency === 'USD')!.outstanding).toBe(75_000 + 32_360);
    expect(new Set(page.list.map((order) => order.payerRole))).toEqual(new Set(['shipper', 'consignee']));
    const refunds = await call<CursorPage<RefundItem>>(t.app, 'GET', '/app-api/order/refund/page', { token });
    // One waiting for a decision, one whose goods were handed back (newest first).
    expect(refunds.data.list.map((r) => r.status)).toEqual(['applied', 'returned']);
    expect(refunds.data.list[1]).toMatchObject({ returnTime: expect.any(String), returnNote: expect.stringContaining('Wang Lei') });
  });
});
