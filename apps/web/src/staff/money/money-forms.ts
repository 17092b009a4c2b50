import { feeAdjustBody, feeCreateBody, feePaymentBody, type FeePayer, type FeeType } from '@portal/contracts/balance';
import { ecashRateBody } from '@portal/contracts/ecash';
import type { ErrorName } from '@portal/contracts/errors';
import { priceLineUpdateBody, type PriceBasis, type PriceLineCategory, type SurchargeMode } from '@portal/contracts/price';
import { refundApproveBody, refundRejectBody, refundReturnBody } from '@portal/contracts/refund';
import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-error';
import { toMinorUnits } from '../../lib/money';

// The desk's forms: what staff type (decimal amounts, as in "125.50") against the bodies the
// server takes (integers in minor units of the currency, docs/money.md). Each form's values
// carry the currency and its digits, so one module-level `toBody` per form turns them into the
// body, and the contracts' schema checks it in the browser as on the server (lib/form-rules.ts).

// An amount input's value: antd's InputNumber in string mode gives text, or null when emptied.
export type AmountInput = string | number | null | undefined;

// The typed decimal in minor units; nothing typed stays absent (the schema says "required").
export function minorOf(value: AmountInput, currency: string | undefined, digits: number | undefined): number | undefined {
  if (value === null || value === undefined || value === '' || !currency) return undefined;
  return toMinorUnits(value, currency, digits);
}

const blankless = (text: string | undefined) => (text?.trim() ? text : undefined);

// Fees.

export interface FeeContext {
  currency?: string;
  digits?: number;
}

export interface PayValues extends FeeContext {
  id: number;
  amount?: AmountInput;
  remark?: string;
}
export const payBodyOf = (v: PayValues) => ({ id: v.id, amount: minorOf(v.amount, v.currency, v.digits), remark: blankless(v.remark) });

export interface AdjustValues extends FeeContext {
  id: number;
  amount?: AmountInput;
  reason?: string;
}
export const adjustBodyOf = (v: AdjustValues) => ({ id: v.id, amount: minorOf(v.amount, v.currency, v.digits), reason: v.reason });

export interface CreateValues extends FeeContext {
  orderId: number;
  feeType?: FeeType;
  amount?: AmountInput;
  // '' : the order's own choice (drawee)
  payer?: FeePayer | '';
  remark?: string;
}
export const createBodyOf = (v: CreateValues) => ({
  orderId: v.orderId,
  feeType: v.feeType,
  currency: v.currency,
  amount: minorOf(v.amount, v.currency, v.digits),
  payer: v.payer || undefined,
  remark: blankless(v.remark),
});

// Stable loaders for useZodFields (the schemas are in the desk's chunk already).
export const loadPayBody = () => Promise.resolve(feePaymentBody);
export const loadAdjustBody = () => Promise.resolve(feeAdjustBody);
export const loadCreateBody = () => Promise.resolve(feeCreateBody);
export const loadApproveBody = () => Promise.resolve(refundApproveBody);
export const loadRejectBody = () => Promise.resolve(refundRejectBody);
export const loadReturnBody = () => Promise.resolve(refundReturnBody);
export const loadRateBody = () => Promise.resolve(ecashRateBody);
export const loadLineBody = () => Promise.resolve(priceLineUpdateBody);

// E-cash rates: the rates are typed as text ("7.2431", RATE_PATTERN) and sent as typed; the
// effective time, typed in the browser's local time ("2026-12-01T08:00"), is optional (now).
export interface RateValues {
  currencyCode?: string;
  rate?: string;
  ecashRate?: string;
  effectiveAt?: string;
}
export function localTimeToIso(local: string | undefined): string | undefined {
  if (!local?.trim()) return undefined;
  const time = new Date(local);
  // Not a time: sent as typed, so the schema says so under the input.
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}
export const rateBodyOf = (v: RateValues) => ({
  currencyCode: v.currencyCode,
  rate: v.rate?.trim(),
  ecashRate: v.ecashRate?.trim(),
  effectiveTime: localTimeToIso(v.effectiveAt),
});

// Price lines: rate, minimum and surcharges typed in the line's currency.
export interface LineValues {
  id?: number;
  routeId?: number;
  category?: PriceLineCategory;
  basis?: PriceBasis;
  rate?: AmountInput;
  minimumCharge?: AmountInput;
  currency?: string;
  digits?: number;
  volumetricDivisor?: number | null;
  surcharges?: { attrId?: number; mode?: SurchargeMode; amount?: AmountInput }[];
  enabled?: boolean;
}
// The update body's schema checks a new line too (its id aside: see `lineFormBody`).
export const lineBodyOf = (v: LineValues) => ({
  id: v.id ?? 1,
  routeId: v.routeId,
  category: v.category,
  basis: v.basis,
  rate: minorOf(v.rate, v.currency, v.digits),
  minimumCharge: minorOf(v.minimumCharge, v.currency, v.digits) ?? 0,
  currency: v.currency,
  volumetricDivisor: v.volumetricDivisor ?? undefined,
  surcharges: (v.surcharges ?? []).map((s) => ({ attrId: s.attrId, mode: s.mode, amount: minorOf(s.amount, v.currency, v.digits) })),
  enabled: v.enabled ?? true,
});

// Refusals of the server that belong to one input: the text goes under it, as field errors do.
export function showRefusal(form: Pick<FormInstance, 'setFields'>, error: unknown, fields: Partial<Record<ErrorName, string | (string | number)[]>>): void {
  if (!(error instanceof ApiError) || !error.errorName) return;
  const name = fields[error.errorName];
  if (name) form.setFields([{ name, errors: [error.message] }]);
}
