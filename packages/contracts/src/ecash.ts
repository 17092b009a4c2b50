import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idSchema } from './id.js';

// E-cash rates (docs/money.md, "E-cash rates"). Each currency has a market rate and the e-cash
// rate the company applies, both as units of the currency for one unit of ECASH_BASE_CURRENCY.
// Rates are stored as integers scaled by RATE_SCALE (six decimals), never as floats; answers
// carry the scaled integer and its decimal text.

export const ECASH_BASE_CURRENCY = 'USD';
export const RATE_SCALE = 1_000_000;
export const RATE_DECIMALS = 6;

// A rate as typed: digits with at most six decimals, above zero.
export const RATE_PATTERN = /^\d{1,9}(\.\d{1,6})?$/;

// "605.5" → 605500000 (exact: no float arithmetic).
export function rateToMicros(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * RATE_SCALE + Number(fraction.padEnd(RATE_DECIMALS, '0'));
}

// 605500000 → "605.5"
export function microsToRate(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const fraction = String(micros % RATE_SCALE).padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

// An amount in minor units of one currency, in minor units of another, through their e-cash
// rates (both units per ECASH_BASE_CURRENCY, × RATE_SCALE): amount × toRate × 10^toDigits /
// (fromRate × 10^fromDigits), in bigint, rounded half up (amounts are never negative). The
// caller checks the answer is a safe integer.
export interface RatedCurrency {
  digits: number;
  ecashRateMicros: number;
}
export function convertMinor(amount: number, from: RatedCurrency, to: RatedCurrency): number {
  if (from.ecashRateMicros === to.ecashRateMicros && from.digits === to.digits) return amount;
  const numerator = BigInt(amount) * BigInt(to.ecashRateMicros) * 10n ** BigInt(to.digits);
  const denominator = BigInt(from.ecashRateMicros) * 10n ** BigInt(from.digits);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

const rateField = (key: string) =>
  z
    .string(key)
    .trim()
    .regex(RATE_PATTERN, { error: 'v.ecash.rate.format', abort: true })
    .refine((text) => rateToMicros(text) > 0, 'v.ecash.rate.format');

export const ecashPageQuery = pageQuery.extend({
  currencyCode: z.string().trim().regex(/^[A-Z]{3}$/, 'v.format').optional(),
});
export type EcashPageQuery = z.infer<typeof ecashPageQuery>;

export const ecashItem = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  // The currency's names; the client shows the one of its language.
  nameZh: z.string(),
  nameEn: z.string(),
  nameFr: z.string(),
  symbol: z.string(),
  baseCurrency: z.string(),
  rate: z.string(),
  rateMicros: z.number().int(),
  ecashRate: z.string(),
  ecashRateMicros: z.number().int(),
  effectiveTime: z.string(),
  updateTime: z.string(),
});
export type EcashItem = z.infer<typeof ecashItem>;

// Staff: a new rate for a currency, in effect from `effectiveTime` (now when absent). Rates are
// history: a new row, never an overwrite, so what applied on a day can be shown later.
export const ecashRateBody = z.object({
  currencyCode: z.string('v.money.currency.required').trim().regex(/^[A-Z]{3}$/, 'v.money.currency.required'),
  rate: rateField('v.ecash.rate.required'),
  ecashRate: rateField('v.ecash.rate.required'),
  effectiveTime: z.iso.datetime({ offset: true, error: 'v.format' }).optional(),
});
export type EcashRateBody = z.infer<typeof ecashRateBody>;

export const ecashIdQuery = z.object({ id: idSchema() });

// Staff history: who set each rate (`updatedBy`, `updatedByName`: null for the seeded reference
// rates) and when (`updateTime`; a rate is never changed after, only withdrawn before it applies).
export const ecashStaffItem = ecashItem.extend({ inEffect: z.boolean(), updatedBy: z.number().int().nullable(), updatedByName: z.string().nullable() });
export type EcashStaffItem = z.infer<typeof ecashStaffItem>;
