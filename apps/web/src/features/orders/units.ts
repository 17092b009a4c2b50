import { cm3ToM3, fromMinor, gramsToKg } from '@portal/contracts/order-units';

// Formatting what the member reads; the conversions themselves are the contracts' (order-units.ts).
export { cm3ToM3, fromMinor, gramsToKg, kgToGrams, m3ToCm3, toMinor } from '@portal/contracts/order-units';

// The portal's locales (zh_CN) as Intl takes them (zh-CN); a tag already in that form passes.
const intlTag = (locale: string) => locale.replace('_', '-');

export function formatKg(grams: number | null | undefined, locale: string): string {
  return grams === null || grams === undefined ? '' : new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 3 }).format(gramsToKg(grams));
}

export function formatM3(cm3: number | null | undefined, locale: string): string {
  return cm3 === null || cm3 === undefined ? '' : new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 4 }).format(cm3ToM3(cm3));
}

export function formatMoney(minor: number | null | undefined, currency: string, locale: string): string {
  return minor === null || minor === undefined ? '' : new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).format(fromMinor(minor));
}
