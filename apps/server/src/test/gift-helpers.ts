import { GIFT_EXCHANGE_METHOD, GIFT_STATUS, type RedeemResult } from '@portal/contracts/gifts';
import { POINT_OPERATION } from '@portal/contracts/points';
import { expect } from 'vitest';
import { inTransaction } from '../db/executor.js';
import { call, staffToken } from './auth-helpers.js';
import type { TestApp } from './harness.js';
import { orderCall, type TestMember } from './order-helpers.js';

// Gifts, outlets, points and redemptions for the gift tests (modules/gifts), made through the
// staff and member calls themselves.

export const admin = (t: TestApp) => staffToken(t);
export const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

let giftSeq = 0;
// A gift in stock (none: out of stock), named `name` in English ("Test gift <n>" by default).
export async function newGift(t: TestApp, points: number, stock: number, name?: string): Promise<number> {
  const token = await admin(t);
  giftSeq += 1;
  const saved = await call<{ id: number; status: number }>(t.app, 'POST', '/admin-api/member/gift/save', {
    token,
    body: { name: { zh_CN: `测试礼品${giftSeq}`, en_US: name ?? `Test gift ${giftSeq}`, fr_FR: `Cadeau test ${giftSeq}` }, description: { en_US: 'A gift' }, points },
  });
  expect(saved.code).toBe(0);
  expect(saved.data.status).toBe(GIFT_STATUS.outOfStock);
  if (stock > 0) {
    const stocked = await call<{ stock: number; status: number }>(t.app, 'POST', '/admin-api/member/gift/stock', { token, body: { id: saved.data.id, delta: stock } });
    expect(stocked.data).toMatchObject({ stock, status: GIFT_STATUS.available });
  }
  return saved.data.id;
}

export async function newOutlet(t: TestApp, method: number, pickupPoints: number): Promise<number> {
  const saved = await call<{ id: number }>(t.app, 'POST', '/admin-api/member/gift/outlet/save', {
    token: await admin(t),
    body: { name: { zh_CN: '测试网点', en_US: 'Test outlet' }, city: 'Guangzhou', address: '1 Test Road', phone: '020-1234', method, pickupPoints },
  });
  expect(saved.code).toBe(0);
  return saved.data.id;
}

// Brings the member's available points to exactly `target` (a new member starts with the
// registration points), through the ledger.
export async function fund(t: TestApp, memberId: number, target: number) {
  const { available } = await t.services.pointLedger.balance(t.database.db, memberId);
  const reason = 'test';
  if (available < target) {
    await inTransaction(t.database.db, (tx) => t.services.pointLedger.credit(tx, { memberId, amount: target - available, operation: POINT_OPERATION.staffAdded, reason }));
  } else if (available > target) {
    await inTransaction(t.database.db, (tx) => t.services.pointLedger.debit(tx, { memberId, amount: available - target, operation: POINT_OPERATION.staffDeducted, reason }));
  }
}

// A redemption form, picked up at the outlet unless overridden.
export function form(giftId: number, outletId: number, overrides: Record<string, unknown> = {}) {
  return {
    giftId,
    quantity: 1,
    method: GIFT_EXCHANGE_METHOD.pickup,
    outletId,
    recipient: 'Li Wei',
    areaCode: '86',
    phone: '13912345678',
    address: 'Room 3, 8 Test Street',
    remark: 'Blue if possible',
    notesRead: true,
    ...overrides,
  };
}

export function redeem(t: TestApp, member: TestMember, body: Record<string, unknown>, key?: string, locale = 'en_US') {
  return orderCall<RedeemResult>(t, 'POST', '/app-api/member/gift/redeem', { token: member.token, body, locale, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}
