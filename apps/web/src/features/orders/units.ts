// The units members type and read, against the integers the API carries (docs/orders.md):
// weight kg ↔ g, volume m³ ↔ cm³, money major ↔ minor units. Conversions round to the stored
// unit, so 0.0004 kg is 0 g (and then refused as "must be above 0").

const G_PER_KG = 1000;
const CM3_PER_M3 = 1_000_000;

export const kgToGrams = (kg: number) => Math.round(kg * G_PER_KG);
export const gramsToKg = (grams: number) => grams / G_PER_KG;
export const m3ToCm3 = (m3: number) => Math.round(m3 * CM3_PER_M3);
export const cm3ToM3 = (cm3: number) => cm3 / CM3_PER_M3;

// The three order currencies all have two minor-unit digits.
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;

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
