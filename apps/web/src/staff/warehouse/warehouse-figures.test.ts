import { receiptLotBody } from '@portal/contracts/order';
import { checkReceipt } from '@portal/contracts/warehouse';
import { describe, expect, it } from 'vitest';
import { expectedCartons, lotBodyOf, projectLot, signedPercent, suggestedType } from './warehouse-figures';

// An order declaring 30 cartons, 3 m³ and 450 kg, 12 cartons in (lots of 8 and 4).
const declared = { cartons: 30, volume: 3_000_000, weight: 450_000 };
const partly = {
  id: 7,
  receiptCheck: checkReceipt(declared, { cartons: 12, volume: 1_200_000, weight: 180_000 }, false),
  receipt: { cartons: 12, volume: 1_200_000, weight: 180_000, expectedCartons: 30 } as never,
};
const fresh = { id: 8, receiptCheck: checkReceipt(declared, null, false), receipt: null };

describe('the receiving panel', () => {
  it('turns what the operator types (m³, kg, a time) into the body the server checks', () => {
    const body = lotBodyOf({ cartons: 4, size: '60×40×40 cm', volume: 0.384, weight: 60.5, inTime: null, last: false }, 7);
    expect(body).toEqual({ orderId: 7, cartons: 4, size: '60×40×40 cm', volume: 384_000, weight: 60_500, inTime: undefined, place: undefined, note: undefined, last: false });
    expect(receiptLotBody.safeParse(body).success).toBe(true);
    // Emptied inputs are absent, and the server's schema names them.
    const empty = receiptLotBody.safeParse(lotBodyOf({ cartons: null, volume: null, weight: null }, 7));
    expect(empty.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['cartons', 'size', 'volume', 'weight']);
  });

  it('does not judge a lot that leaves the receipt partial', () => {
    const projection = projectLot(partly, { cartons: 8, volume: 0.8, weight: 120 });
    expect(projection.after).toEqual({ cartons: 20, volume: 2_000_000, weight: 300_000 });
    expect(projection.completes).toBe(false);
    expect(projection.check).toMatchObject({ complete: false, differences: [], exceptionNeeded: false });
    expect(expectedCartons(partly)).toBe(30);
    expect(expectedCartons(fresh)).toBe(30);
  });

  it('judges the receipt the lot completes, as the server will, and suggests the exception type', () => {
    // 18 more cartons: 30 in; weight 480 kg is 7 % over (beyond 5 %), volume 3.2 m³ 7 % (within 10 %).
    const projection = projectLot(partly, { cartons: 18, volume: 2, weight: 300 });
    expect(projection.completes).toBe(true);
    expect(projection.check.exceptionNeeded).toBe(true);
    expect(projection.check.differences.map((d) => [d.figure, d.percent, d.beyondTolerance])).toEqual([
      ['cartons', 0, false],
      ['volume', 7, false],
      ['weight', 7, true],
    ]);
    expect(projection.check).toEqual(checkReceipt(declared, projection.after, true));
    expect(suggestedType(projection.check.differences)).toBe('1');
    expect(signedPercent(projection.check.differences[2]!)).toBe('+7 %');
  });

  it('closes a short receipt with "last lot", and a missing carton is beyond tolerance', () => {
    const projection = projectLot(fresh, { cartons: 29, volume: 3, weight: 450, last: true });
    expect(projection.completes).toBe(true);
    expect(projection.check.differences.find((d) => d.figure === 'cartons')).toMatchObject({ difference: -1, beyondTolerance: true });
    expect(suggestedType(projection.check.differences)).toBe('5');
    // Nothing typed yet: nothing completes, whatever the switch says.
    expect(projectLot(fresh, { last: true }).completes).toBe(false);
  });
});
