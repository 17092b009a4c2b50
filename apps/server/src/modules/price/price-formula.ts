import { shipmentFigures, type PriceBasis, type PriceCheckBody, type SurchargeMode } from '@portal/contracts/price';

// The price of one shipment on one price line (docs/price-check.md). Pure integer arithmetic:
// products of sizes overflow 2^53, so they are taken in bigint.

const G_PER_KG = 1000n;
const CM3_PER_CBM = 1_000_000n;

export interface Shipment {
  // grams
  actualWeight: number;
  // cm³, all cartons
  volume: number;
}

export interface LineTerms {
  basis: PriceBasis;
  rate: number;
  minimumCharge: number;
  // cm³ per kg
  volumetricDivisor: number;
  surcharges: readonly { mode: SurchargeMode; amount: number }[];
}

export interface LinePrice {
  volumetricWeight: number;
  chargeableWeight: number;
  chargeableVolume: number;
  freight: number;
  minimumApplied: boolean;
  // One per surcharge of the terms, in their order.
  surchargeTotals: number[];
  total: number;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
// Half up, for non-negative figures.
const roundDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

// Figures past 2^53 cannot be answered exactly: the caller refuses the shipment.
export class FigureTooLarge extends RangeError {}
function safe(n: bigint): number {
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new FigureTooLarge(String(n));
  return Number(n);
}

// The typed kilograms and centimetres as grams and cm³ (volume rounded up to a whole cm³).
export function shipmentOf(input: Pick<PriceCheckBody, 'weight' | 'cartons' | 'length' | 'width' | 'height'>): Shipment {
  const { grams, cm3 } = shipmentFigures(input);
  return { actualWeight: safe(grams), volume: safe(cm3) };
}

export function priceOn(shipment: Shipment, terms: LineTerms): LinePrice {
  const actual = BigInt(shipment.actualWeight);
  const volume = BigInt(shipment.volume);
  const divisor = BigInt(terms.volumetricDivisor);
  // The weight the volume stands for, and the volume the weight stands for, at the divisor.
  const volumetricWeight = ceilDiv(volume * G_PER_KG, divisor);
  const chargeableWeight = max(actual, volumetricWeight);
  const chargeableVolume = max(volume, ceilDiv(actual * divisor, G_PER_KG));
  // Chargeable quantity over the units of one rate: grams per kg, or cm³ per CBM.
  const [quantity, perUnit] = terms.basis === 'kg' ? [chargeableWeight, G_PER_KG] : [chargeableVolume, CM3_PER_CBM];
  const byQuantity = (amount: number) => roundDiv(BigInt(amount) * quantity, perUnit);

  const freight = byQuantity(terms.rate);
  const minimum = BigInt(terms.minimumCharge);
  const surchargeTotals = terms.surcharges.map((s) => (s.mode === 'perUnit' ? byQuantity(s.amount) : BigInt(s.amount)));
  const total = surchargeTotals.reduce((sum, s) => sum + s, max(freight, minimum));
  return {
    volumetricWeight: safe(volumetricWeight),
    chargeableWeight: safe(chargeableWeight),
    chargeableVolume: safe(chargeableVolume),
    freight: safe(freight),
    minimumApplied: freight < minimum,
    surchargeTotals: surchargeTotals.map(safe),
    total: safe(total),
  };
}
