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
