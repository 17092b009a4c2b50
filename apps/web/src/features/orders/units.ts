import { fromMinor } from '@portal/contracts/order-units';

// Formatting what the member reads; the conversions themselves are the contracts' (order-units.ts).
export { cm3ToM3, fromMinor, gramsToKg, kgToGrams, m3ToCm3, toMinor } from '@portal/contracts/order-units';
// Weights and volumes read the same on every screen (cargo control too): lib/format.ts.
export { formatKg, formatM3 } from '../../lib/format';

// The portal's locales (zh_CN) as Intl takes them (zh-CN); a tag already in that form passes.
const intlTag = (locale: string) => locale.replace('_', '-');

export function formatMoney(minor: number | null | undefined, currency: string, locale: string): string {
  return minor === null || minor === undefined ? '' : new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).format(fromMinor(minor));
}
