import type { ExpectedDispatch } from '@portal/contracts/gifts';
import { GIFT_EXCHANGE_STATUS, GIFT_STATUS, type GiftExchangeStatus, type GiftStatus } from '@portal/contracts/statuses';
import type { TFunction } from 'i18next';
import type { PillTone } from '../../components/plain-card';
import { formatNumber } from '../../lib/number-format';

// The tones of the gift_status and gift_exchange_status dictionaries' entries.
export const GIFT_STATUS_TONE: Record<GiftStatus, PillTone> = {
  [GIFT_STATUS.available]: 'green',
  [GIFT_STATUS.withdrawn]: 'neutral',
  [GIFT_STATUS.outOfStock]: 'red',
};

export const EXCHANGE_STATUS_TONE: Record<GiftExchangeStatus, PillTone> = {
  [GIFT_EXCHANGE_STATUS.awaitingDispatch]: 'orange',
  [GIFT_EXCHANGE_STATUS.dispatched]: 'blue',
  [GIFT_EXCHANGE_STATUS.readyForPickup]: 'blue',
  [GIFT_EXCHANGE_STATUS.completed]: 'green',
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
