import { z } from 'zod';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { FEE_TYPES, PAYERS } from './order.js';
import { ORDER_STATUSES } from './statuses.js';

// Fees of an order and what is still owed (docs/money.md, "Balances"). Every amount is an
// integer count of minor units of its `currency`; an order's fees may be in several currencies,
// and sums are only ever taken per currency.

export type FeeType = (typeof FEE_TYPES)[number];
export type FeePayer = (typeof PAYERS)[number];

// One fee line at most this large (a trillion minor units): far above any freight bill, far
// below 2^53.
export const FEE_AMOUNT_MAX = 1_000_000_000_000;

// ISO 4217 code of a currency the reference table holds (the server checks it is there).
export const currencyField = z
  .string('v.money.currency.required')
  .trim()
  .regex(/^[A-Z]{3}$/, 'v.money.currency.required');

const amountField = (key: string, min: number) => z.number(key).int('v.money.amount.integer').min(min, key).max(FEE_AMOUNT_MAX, 'v.max');
const remarkField = z.string().trim().max(200, 'v.maxLength').optional();

// Staff: a fee on an order (one per order, fee type and currency; change it with `adjust`).
// The payer defaults to the order's choice (drawee, or its per-fee list).
export const feeCreateBody = z.object({
  orderId: idSchema(),
  feeType: z.enum(FEE_TYPES, 'v.money.feeType.required'),
  currency: currencyField,
  amount: amountField('v.money.amount.positive', 1),
  payer: z.enum(PAYERS).optional(),
  remark: remarkField,
});
export type FeeCreateBody = z.infer<typeof feeCreateBody>;

// Staff: a new amount for a fee (never below what was paid), with the reason the member reads.
export const feeAdjustBody = z.object({
  id: idSchema(),
  amount: amountField('v.money.amount.notNegative', 0),
  reason: z.string('v.money.reason.required').trim().min(1, 'v.money.reason.required').max(200, 'v.maxLength'),
});
export type FeeAdjustBody = z.infer<typeof feeAdjustBody>;

// Staff: a payment received against a fee (at most what is still owed).
export const feePaymentBody = z.object({
  id: idSchema(),
  amount: amountField('v.money.amount.positive', 1),
  remark: remarkField,
});
export type FeePaymentBody = z.infer<typeof feePaymentBody>;

export const orderFeesQuery = z.object({ orderId: idSchema() });

// What is charged, paid and still owed in one currency.
export const currencyBalance = z.object({
  currency: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
});
export type CurrencyBalance = z.infer<typeof currencyBalance>;

export const feeItem = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  feeType: z.enum(FEE_TYPES),
  payer: z.enum(PAYERS),
  currency: z.string(),
  amount: z.number().int(),
  paidAmount: z.number().int(),
  outstanding: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FeeItem = z.infer<typeof feeItem>;

// The fees of one order the caller may see, and their balances per currency.
export const orderFees = z.object({
  fees: z.array(feeItem),
  balances: z.array(currencyBalance),
});
export type OrderFees = z.infer<typeof orderFees>;

// GET /app-api/order/order/wait-money-page: the caller's orders with something still owed.
export const waitMoneyQuery = cursorQuery;
export const waitMoneyItem = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  status: z.literal(ORDER_STATUSES),
  createTime: z.string(),
  // shipper: the caller's own order; consignee: an order sent to the caller's phone.
  payerRole: z.enum(PAYERS),
  balances: z.array(currencyBalance),
});
export type WaitMoneyItem = z.infer<typeof waitMoneyItem>;

// `totals`: everything still owed per currency, on the first page only (null after it).
export const waitMoneyPage = cursorPage(waitMoneyItem).extend({ totals: z.array(currencyBalance).nullable() });
export type WaitMoneyPage = z.infer<typeof waitMoneyPage>;

// Staff (the money desk, docs/money.md "The money desk"). Who owes a fee: the order's shipper for
// fees the shipper pays; for fees the consignee pays, the member whose area code and mobile are
// the order's consignee phone, or the shipper when the consignee has no account (the shipper is
// the one told of the fee).

// GET /admin-api/order/fee/member-page: one row per member and currency with something still
// owed, largest outstanding first. Amounts in different currencies are never compared: the
// list is ordered by currency, then by outstanding (descending), then by member.
export const memberBalanceQuery = cursorQuery.extend({
  // Part of the member's mobile (digits) or of their name (nickname or real name).
  mobile: z.string().trim().regex(/^\d{1,20}$/, 'v.format').optional(),
  name: z.string().trim().min(1, 'v.required').max(50, 'v.maxLength').optional(),
  currency: currencyField.optional(),
});
export type MemberBalanceQuery = z.infer<typeof memberBalanceQuery>;

// A member as the desk names them: mobile, nickname and the name of their real-name application
// (null: none submitted).
const deskMember = {
  memberId: z.number().int(),
  areaCode: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  realName: z.string().nullable(),
};

// amount / paid / outstanding: sums over the fees of this member in this currency not yet paid
// in full. unpaidOrders: how many orders those fees are on; oldestUnpaidTime: when the oldest of
// those fees was charged.
export const memberBalanceItem = currencyBalance.extend({
  ...deskMember,
  unpaidOrders: z.number().int(),
  oldestUnpaidTime: z.string(),
});
export type MemberBalanceItem = z.infer<typeof memberBalanceItem>;

// `totals`: on the first page, what the whole filtered list owes per currency (null after it).
export const memberBalancePage = cursorPage(memberBalanceItem).extend({ totals: z.array(currencyBalance).nullable() });
export type MemberBalancePage = z.infer<typeof memberBalancePage>;

// GET /admin-api/order/fee/member-orders: one member's orders with something still owed, newest
// first, each with its open fees (the ones the desk adjusts or records a payment against).
export const memberOrdersQuery = cursorQuery.extend({ memberId: idSchema(), currency: currencyField.optional() });
export type MemberOrdersQuery = z.infer<typeof memberOrdersQuery>;

export const memberOrderItem = waitMoneyItem.extend({ fees: z.array(feeItem) });
export type MemberOrderItem = z.infer<typeof memberOrderItem>;
export const memberOrdersPage = cursorPage(memberOrderItem);
export type MemberOrdersPage = z.infer<typeof memberOrdersPage>;

// GET /admin-api/order/fee/order?orderNo=: the money desk finds an order by its number (finance
// reads no order list), with the member who sent it; then fee/list and fee/history by its id.
// A draft, a deleted order or an unknown number answers ORDER_NOT_FOUND.
export const ORDER_NO_MAX = 32;
export const feeOrderQuery = z.object({
  orderNo: z
    .string('v.required')
    .trim()
    .toUpperCase()
    .min(1, { error: 'v.required', abort: true })
    .max(ORDER_NO_MAX, 'v.maxLength')
    .regex(/^[A-Z0-9-]+$/, 'v.format'),
});
export type FeeOrderQuery = z.input<typeof feeOrderQuery>;
export const feeOrderRef = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  status: z.literal(ORDER_STATUSES),
  createTime: z.string(),
  // The shipper (the member who sent it).
  ...deskMember,
  consigneeName: z.string().nullable(),
});
export type FeeOrderRef = z.infer<typeof feeOrderRef>;

// GET /admin-api/order/fee/history: who changed an order's fees, what and when, oldest first.
// create: the fee as first charged; adjust: the amount before and after, with the reason;
// payment: the amount received. `feeAmount` and `paidAmount` are the fee's figures after the
// entry.
export const FEE_HISTORY_KINDS = ['create', 'adjust', 'payment'] as const;
export const feeHistoryQuery = z.object({ orderId: idSchema(), feeId: idSchema().optional() });
export const feeHistoryEntry = z.object({
  feeId: z.number().int(),
  feeType: z.enum(FEE_TYPES),
  currency: z.string(),
  kind: z.enum(FEE_HISTORY_KINDS),
  amount: z.number().int(),
  amountBefore: z.number().int().nullable(),
  feeAmount: z.number().int(),
  paidAmount: z.number().int(),
  remark: z.string().nullable(),
  // null: written by the system (e.g. demo data) or by an account since removed.
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  time: z.string(),
});
export type FeeHistoryEntry = z.infer<typeof feeHistoryEntry>;
export const feeHistory = z.object({ entries: z.array(feeHistoryEntry) });
export type FeeHistory = z.infer<typeof feeHistory>;
