// The units members type and read, against the integers the API carries (docs/orders.md):
// weight kg ↔ g, volume m³ ↔ cm³, money major ↔ minor units. Conversions round to the stored
// unit, so 0.0004 kg is 0 g (and then refused as "must be above 0"). The web's forms and the
// server's spreadsheets (import template, export) use the same ones.

const G_PER_KG = 1000;
const CM3_PER_M3 = 1_000_000;

export const kgToGrams = (kg: number) => Math.round(kg * G_PER_KG);
export const gramsToKg = (grams: number) => grams / G_PER_KG;
export const m3ToCm3 = (m3: number) => Math.round(m3 * CM3_PER_M3);
export const cm3ToM3 = (cm3: number) => cm3 / CM3_PER_M3;

// The three order currencies all have two minor-unit digits.
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
