import type { CouponItem } from '@portal/contracts/coupons';
import { COUPON_STATUS, COUPON_TYPE, type CouponStatus, type CouponType } from '@portal/contracts/statuses';
import type { TFunction } from 'i18next';
import { formatMinor } from '../../lib/money';

// The names are the coupon_type and coupon_status dictionaries' labels, kept as texts so each
// value must have one (a new value does not build until it is named).
export const TYPE_TEXT = {
  [COUPON_TYPE.amountOff]: 'coupons.type.amountOff',
  [COUPON_TYPE.percent]: 'coupons.type.percent',
  [COUPON_TYPE.freight]: 'coupons.type.freight',
} as const satisfies Record<CouponType, string>;

export const STATUS_TEXT = {
  [COUPON_STATUS.unused]: 'coupons.status.unused',
  [COUPON_STATUS.used]: 'coupons.status.used',
  [COUPON_STATUS.expired]: 'coupons.status.expired',
} as const satisfies Record<CouponStatus, string>;

export const STATUS_COLOR: Record<CouponStatus, string> = {
  [COUPON_STATUS.unused]: 'green',
  [COUPON_STATUS.used]: 'default',
  [COUPON_STATUS.expired]: 'red',
};

// "USD 10.00" or "10% off": what the coupon is worth.
export function couponValue(coupon: CouponItem, t: TFunction, locale: string): string {
  if (coupon.type === COUPON_TYPE.percent) return t('coupons.percentOff', { percent: coupon.percent ?? 0 });
  return formatMinor(coupon.amount ?? 0, coupon.currency, locale);
}

// The condition under the value: a minimum spend, or none.
export function couponCondition(coupon: CouponItem, t: TFunction, locale: string): string {
  if (coupon.type === COUPON_TYPE.freight) return t('coupons.onFreight');
  if (!coupon.minAmount) return t('coupons.noMinimum');
  return t('coupons.minimum', { amount: formatMinor(coupon.minAmount, coupon.currency, locale) });
}
