import { z } from 'zod';
import { idSchema } from './id.js';

// The warehouse desk (docs/warehouse.md): receiving in lots, the declared-against-measured
// check, carton labels and the scan-anything lookup. The receipt bodies themselves sit beside
// the order they write (order.ts).

// ---------- receiving in lots ----------

// One lot of a receipt: cartons that came in together. Lots are numbered 1, 2, … per order.
export const receiptLot = z.object({
  lotNo: z.number().int(),
  cartons: z.number().int(),
  size: z.string(),
  volume: z.number().int(),
  weight: z.number().int(),
  inTime: z.string(),
});
export type ReceiptLot = z.infer<typeof receiptLot>;

// How far the measured figures may stray from the declared ones, in percent of the declared
// figure, before the desk is told to raise an exception. Cartons are counted, so any
// difference counts; volume is measured by tape and rounds a lot, weight by scale.
export const RECEIPT_TOLERANCE_PERCENT = { cartons: 0, volume: 10, weight: 5 } as const;
export const RECEIPT_FIGURES = ['cartons', 'volume', 'weight'] as const;
export type ReceiptFigure = (typeof RECEIPT_FIGURES)[number];

export interface ReceiptFigures {
  cartons: number;
  volume: number;
  weight: number;
}

export const receiptDifference = z.object({
  figure: z.enum(RECEIPT_FIGURES),
  declared: z.number().int(),
  measured: z.number().int(),
  // measured − declared (cartons, cm³, grams)
  difference: z.number().int(),
  // |difference| in whole percent of the declared figure, rounded up; null when nothing was declared.
  percent: z.number().int().nullable(),
  beyondTolerance: z.boolean(),
});
export type ReceiptDifference = z.infer<typeof receiptDifference>;

const figures = z.object({ cartons: z.number().int(), volume: z.number().int(), weight: z.number().int() });

// The receipt set against what the member declared (staff answer). Differences are judged once
// the receipt is complete: a partial receipt is short by nature.
export const receiptCheck = z.object({
  declared: figures,
  // Null before the first lot.
  measured: figures.nullable(),
  complete: z.boolean(),
  differences: z.array(receiptDifference),
  // Some figure is beyond its tolerance: raise an exception (POST /admin-api/order/abnormal/create).
  exceptionNeeded: z.boolean(),
});
export type ReceiptCheck = z.infer<typeof receiptCheck>;

// The check of `measured` against `declared` (zod-free logic; the server and a desk screen agree).
export function checkReceipt(declared: ReceiptFigures, measured: ReceiptFigures | null, complete: boolean): ReceiptCheck {
  const differences: ReceiptDifference[] =
    measured && complete
      ? RECEIPT_FIGURES.map((figure) => {
          const difference = measured[figure] - declared[figure];
          const percent = declared[figure] > 0 ? Math.ceil((Math.abs(difference) * 100) / declared[figure]) : null;
          const beyondTolerance = difference !== 0 && (percent === null || percent > RECEIPT_TOLERANCE_PERCENT[figure]);
          return { figure, declared: declared[figure], measured: measured[figure], difference, percent, beyondTolerance };
        })
      : [];
  return { declared, measured, complete, differences, exceptionNeeded: differences.some((d) => d.beyondTolerance) };
}

// ---------- carton labels ----------

// GET /admin-api/order/carton-labels: one 100 × 150 mm label per carton, for one lot or (no
// lotNo) the whole order.
export const cartonLabelsQuery = z.object({
  orderId: idSchema(),
  lotNo: idSchema().optional(),
});
export type CartonLabelsQuery = z.infer<typeof cartonLabelsQuery>;

// ---------- scan-anything lookup ----------

export const SCAN_CODE_MAX = 300;
export const scanQuery = z.object({
  code: z.string('v.scan.code.required').trim().min(1, 'v.scan.code.required').max(SCAN_CODE_MAX, 'v.maxLength'),
});
export type ScanQuery = z.infer<typeof scanQuery>;

export const SCAN_KINDS = ['order', 'member', 'container'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
// What the code was read as: an order number (typed, or the barcode of a label or document),
// the tracking link of a label's QR code, a shipping mark, a member's mobile, a container number.
export const SCAN_MATCHED_BY = ['orderNo', 'trackingLink', 'marks', 'mobile', 'containerNo'] as const;
export type ScanMatchedBy = (typeof SCAN_MATCHED_BY)[number];

export const scanMatch = z.object({
  kind: z.enum(SCAN_KINDS),
  id: z.number().int(),
  label: z.string(),
  matchedBy: z.enum(SCAN_MATCHED_BY),
});
export type ScanMatch = z.infer<typeof scanMatch>;
export const scanAnswer = z.object({ list: z.array(scanMatch) });
export type ScanAnswer = z.infer<typeof scanAnswer>;
// Each kind answers at most this many matches (a shipping mark may be on many orders).
export const SCAN_MATCHES_MAX = 20;
