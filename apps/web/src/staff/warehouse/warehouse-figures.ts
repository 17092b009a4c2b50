import { ABNORMAL_TYPE, type AbnormalType } from '@portal/contracts/abnormal';
import type { ReceiptLotBody, StaffOrderDetail } from '@portal/contracts/order';
import { kgToGrams, m3ToCm3 } from '@portal/contracts/order-units';
import { checkReceipt, type ReceiptCheck, type ReceiptDifference, type ReceiptFigure, type ReceiptFigures } from '@portal/contracts/warehouse';

// The receiving panel's arithmetic, zod-free: what the order declared, what came in so far,
// and what the receipt would be with the lot being typed — checked by the contracts'
// checkReceipt, so the desk shows what the server will answer (docs/warehouse.md).

type Order = Pick<StaffOrderDetail, 'id' | 'receipt' | 'receiptCheck'>;

export const NO_FIGURES: ReceiptFigures = { cartons: 0, volume: 0, weight: 0 };

// What the operator types: volume in m³ and weight in kg (the body takes cm³ and grams); antd
// gives null for an emptied number input.
export interface LotValues {
  cartons?: number | null;
  size?: string;
  volume?: number | null;
  weight?: number | null;
  // ISO time with offset; empty: now.
  inTime?: string | null;
  place?: string;
  note?: string;
  last?: boolean;
}

const orNone = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export function lotBodyOf(values: LotValues, orderId?: number): Partial<ReceiptLotBody> {
  const volume = orNone(values.volume);
  const weight = orNone(values.weight);
  return {
    orderId,
    cartons: orNone(values.cartons),
    size: values.size,
    volume: volume === undefined ? undefined : m3ToCm3(volume),
    weight: weight === undefined ? undefined : kgToGrams(weight),
    inTime: orNone(values.inTime) || undefined,
    place: values.place,
    note: values.note,
    last: values.last ?? false,
  };
}

export function receivedSoFar(order: Order): ReceiptFigures {
  return order.receipt ? { cartons: order.receipt.cartons, volume: order.receipt.volume, weight: order.receipt.weight } : NO_FIGURES;
}

// The cartons the receipt counts towards: the declared pieces, or what came in when more did.
export function expectedCartons(order: Order): number {
  return order.receipt?.expectedCartons ?? order.receiptCheck.declared.cartons;
}

export interface LotProjection {
  // This lot's figures as typed (0 for what is not typed yet).
  lot: ReceiptFigures;
  // The receipt once this lot is written.
  after: ReceiptFigures;
  // Whether this lot closes the receipt: the declared cartons reached, or "last lot".
  completes: boolean;
  check: ReceiptCheck;
}

const whole = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);

export function projectLot(order: Order, values: LotValues): LotProjection {
  const body = lotBodyOf(values);
  const lot = { cartons: whole(body.cartons), volume: whole(body.volume), weight: whole(body.weight) };
  const before = receivedSoFar(order);
  const after = { cartons: before.cartons + lot.cartons, volume: before.volume + lot.volume, weight: before.weight + lot.weight };
  const declared = order.receiptCheck.declared;
  const completes = lot.cartons > 0 && (Boolean(values.last) || after.cartons >= declared.cartons);
  return { lot, after, completes, check: checkReceipt(declared, after, completes) };
}

// The exception type a difference suggests: a count for cartons, heavy for weight, bulky for
// volume; the operator may choose another.
const TYPE_OF_FIGURE: Record<ReceiptFigure, AbnormalType> = {
  cartons: ABNORMAL_TYPE.countMismatch,
  weight: ABNORMAL_TYPE.heavy,
  volume: ABNORMAL_TYPE.bulky,
};

export function suggestedType(differences: readonly ReceiptDifference[]): AbnormalType | undefined {
  const beyond = differences.filter((d) => d.beyondTolerance).map((d) => d.figure);
  const figure = (['cartons', 'weight', 'volume'] as const).find((f) => beyond.includes(f));
  return figure ? TYPE_OF_FIGURE[figure] : undefined;
}

// "+30 %", "-7 %", "±0 %"; null percent (nothing declared) reads as "new".
export function signedPercent(difference: ReceiptDifference): string | null {
  if (difference.percent === null) return null;
  const sign = difference.difference > 0 ? '+' : difference.difference < 0 ? '−' : '±';
  return `${sign}${difference.percent} %`;
}
