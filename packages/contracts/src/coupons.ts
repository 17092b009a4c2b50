import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { COUPON_STATUS, COUPON_STATUSES, COUPON_TYPE, COUPON_TYPES, type CouponStatus } from './statuses.js';

// Coupons staff issue to a member (docs/notices-and-coupons.md). Amounts are integers in minor
// units of the coupon's currency; a percentage coupon takes a whole percent off.

export const COUPON_CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type CouponCurrency = (typeof COUPON_CURRENCIES)[number];
// Largest amount in minor units (one million in major units).
export const COUPON_AMOUNT_MAX = 100_000_000;

// What the member sees: an unused coupon whose end has passed is expired, whatever is stored.
export function effectiveCouponStatus(stored: CouponStatus, validTo: string, now: Date): CouponStatus {
  return stored === COUPON_STATUS.unused && Date.parse(validTo) <= now.getTime() ? COUPON_STATUS.expired : stored;
}

const amount = z.number('v.notices.coupon.amount').int('v.order.integer').min(1, 'v.min').max(COUPON_AMOUNT_MAX, 'v.max');
const dateTime = z.iso.datetime({ offset: true, error: 'v.format' });

// Staff issue a coupon. Amount off: amount and a minimum spend above it; percentage: percent
// (and an optional minimum); freight voucher: amount.
export const couponIssueBody = z
  .object({
    memberId: idSchema(),
    type: z.enum(COUPON_TYPES, 'v.notices.coupon.type'),
    currency: z.enum(COUPON_CURRENCIES, 'v.required'),
    amount: amount.nullable().optional(),
    minAmount: z.number().int('v.order.integer').min(0, 'v.min').max(COUPON_AMOUNT_MAX, 'v.max').nullable().optional(),
    percent: z.number('v.notices.coupon.percent').int('v.order.integer').min(1, 'v.notices.coupon.percent').max(99, 'v.notices.coupon.percent').nullable().optional(),
    validFrom: dateTime.optional(),
    validTo: dateTime,
  })
  .superRefine((value, ctx) => {
    const needsAmount = value.type === COUPON_TYPE.amountOff || value.type === COUPON_TYPE.freight;
    if (needsAmount && (value.amount === null || value.amount === undefined)) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.notices.coupon.amount' });
    if (value.type === COUPON_TYPE.percent && (value.percent === null || value.percent === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'v.notices.coupon.percent' });
    if (value.type === COUPON_TYPE.amountOff && value.amount && (value.minAmount ?? 0) <= value.amount)
      ctx.addIssue({ code: 'custom', path: ['minAmount'], message: 'v.notices.coupon.minimum' });
    const from = value.validFrom ? Date.parse(value.validFrom) : Date.now();
    if (Date.parse(value.validTo) <= Math.max(from, Date.now())) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'v.notices.coupon.validTo' });
  });
export type CouponIssueBody = z.input<typeof couponIssueBody>;

export const couponIdBody = z.object({ id: idSchema() });

// The member's coupons by status tab (as shown: expired includes unused ones past their end).
export const couponPageQuery = cursorQuery.extend({ status: queryNumber(z.literal(COUPON_STATUSES)).optional() });
export type CouponPageQuery = z.input<typeof couponPageQuery>;

export const couponItem = z.object({
  id: z.number().int(),
  type: z.enum(COUPON_TYPES),
  status: z.literal(COUPON_STATUSES),
  currency: z.enum(COUPON_CURRENCIES),
  // Amount off (types 1 and 3), minor units.
  amount: z.number().int().nullable(),
  // Minimum spend, minor units (0 or null: none).
  minAmount: z.number().int().nullable(),
  // Whole percent off (type 2).
  percent: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  usedTime: z.string().nullable(),
  createTime: z.string(),
});
export type CouponItem = z.infer<typeof couponItem>;
export const couponPage = cursorPage(couponItem);

export const staffCouponPageQuery = couponPageQuery.extend({ memberId: idSchema().optional() });
export const staffCouponItem = couponItem.extend({ memberId: z.number().int(), memberMobile: z.string() });
export type StaffCouponItem = z.infer<typeof staffCouponItem>;
export const staffCouponPage = cursorPage(staffCouponItem);
