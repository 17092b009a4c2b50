import { formatNumber } from '../../lib/number-format';

// An integer amount of minor units in its currency, e.g. 17170 USD (2 digits) → "$171.70",
// 5000 XOF (0 digits) → "F CFA 5,000".
export function formatMinor(minor: number, currency: { code: string; digits: number }, locale: string): string {
  const tag = locale.replace('_', '-');
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: currency.digits,
    maximumFractionDigits: currency.digits,
  }).format(minor / 10 ** currency.digits);
}

// Grams as kilograms and cm³ as CBM, for reading.
export function formatQuantity(value: number, per: number, locale: string, digits: number): string {
  return formatNumber(value / per, locale, { maximumFractionDigits: digits });
}
