import type { Locale } from '@portal/contracts/locale';
import { cm3ToM3, gramsToKg } from '@portal/contracts/order-units';
import { dayjs } from './dayjs';
import { formatNumber } from './number-format';

// docs/product/api.md: the default date format is y-m-d h:i:s in the viewer's local time; a
// ten-digit number is a Unix time in seconds.
export function formatDateTime(value: string | number | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  const time = typeof value === 'number' && String(Math.trunc(value)).length === 10 ? value * 1000 : value;
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.format(pattern) : '';
}

// Stored grams read as kg, stored cm³ as m³ (docs/orders.md).
export function formatKg(grams: number | null | undefined, locale: string): string {
  return grams === null || grams === undefined ? '' : formatNumber(gramsToKg(grams), locale, { maximumFractionDigits: 3 });
}

export function formatM3(cm3: number | null | undefined, locale: string): string {
  return cm3 === null || cm3 === undefined ? '' : formatNumber(cm3ToM3(cm3), locale, { maximumFractionDigits: 4 });
}

const HOUR = 3600;
const DAY = 24 * HOUR;

// "just now" in each language (Intl says "now", which reads as a status rather than a time).
const JUST_NOW: Record<Locale, string> = { zh_CN: '刚刚', en_US: 'just now', fr_FR: "à l'instant" };

// docs/product/api.md, "Times": how long ago, for the time column of a list — "just now" under
// 30 s, then minutes under an hour, hours under a day, "1 day ago" under two days, otherwise the
// date (`pattern`). Minutes and hours round up (90 s is 2 minutes ago). A time ahead of `now`
// (a clock a little fast) reads as just now within 30 s, else as its date.
export function formatRelativeTime(value: string | number | null | undefined, locale: Locale, now = Date.now(), pattern = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '';
  const time = dayjs(typeof value === 'number' && String(Math.trunc(value)).length === 10 ? value * 1000 : value);
  if (!time.isValid()) return '';
  const seconds = (now - time.valueOf()) / 1000;
  if (Math.abs(seconds) < 30) return JUST_NOW[locale];
  if (seconds < 0 || seconds >= 2 * DAY) return time.format(pattern);
  if (seconds < HOUR) return timeAgo(Math.ceil(seconds / 60), 'minute', locale);
  if (seconds < DAY) return timeAgo(Math.ceil(seconds / HOUR), 'hour', locale);
  return timeAgo(1, 'day', locale);
}

// "5 minutes ago" as Intl.RelativeTimeFormat writes it (format.test.ts compares them), without
// reading the browser's locale data on a list's first render (lib/number-format.ts says why).
// Counts stay under 60, so no figure needs grouping.
const AGO: Record<Locale, (count: number, unit: 'minute' | 'hour' | 'day') => string> = {
  zh_CN: (count, unit) => `${count}${{ minute: '分钟', hour: '小时', day: '天' }[unit]}前`,
  en_US: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  fr_FR: (count, unit) => `il y a ${count} ${{ minute: 'minute', hour: 'heure', day: 'jour' }[unit]}${count > 1 ? 's' : ''}`,
};

export function timeAgo(count: number, unit: 'minute' | 'hour' | 'day', locale: Locale): string {
  return AGO[locale](count, unit);
}
