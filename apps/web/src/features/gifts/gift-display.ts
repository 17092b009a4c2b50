import { GIFT_EXCHANGE_STATUS, GIFT_STATUS, type ExpectedDispatch, type GiftExchangeStatus, type GiftStatus } from '@portal/contracts/gifts';
import { formatNumber } from '../../lib/number-format';
import type { TFunction } from 'i18next';

// Tag colours of the gift_status and gift_exchange_status dictionaries' entries.
export const GIFT_STATUS_COLOR: Record<GiftStatus, string> = {
  [GIFT_STATUS.available]: 'success',
  [GIFT_STATUS.withdrawn]: 'default',
  [GIFT_STATUS.outOfStock]: 'error',
};

export const EXCHANGE_STATUS_COLOR: Record<GiftExchangeStatus, string> = {
  [GIFT_EXCHANGE_STATUS.awaitingDispatch]: 'warning',
  [GIFT_EXCHANGE_STATUS.dispatched]: 'processing',
  [GIFT_EXCHANGE_STATUS.readyForPickup]: 'processing',
  [GIFT_EXCHANGE_STATUS.completed]: 'success',
};

// "By 2 Dec 2026" or "In December 2026", in the page's language.
export function dispatchText(t: TFunction, expected: ExpectedDispatch, locale: string): string {
  const date = new Date(`${expected.date}T00:00:00Z`);
  const lang = locale.replace('_', '-');
  if (expected.rule === 'withinWeek') return t('gifts.dispatch.withinWeek', { date: date.toLocaleDateString(lang, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }) });
  return t('gifts.dispatch.nextMonth', { month: date.toLocaleDateString(lang, { timeZone: 'UTC', year: 'numeric', month: 'long' }) });
}

export function formatPoints(points: number, locale: string): string {
  return formatNumber(points, locale);
}
