// Amounts arrive as integers in minor units of their currency (docs/money.md); each currency has
// its own number of minor digits (USD 2, XOF 0), which Intl knows.
import { intlTag } from './number-format';

export function formatMinor(minor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
