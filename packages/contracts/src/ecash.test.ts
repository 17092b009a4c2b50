import { describe, expect, it } from 'vitest';
import { convertMinor, microsToRate, rateToMicros } from './ecash.js';

const USD = { digits: 2, ecashRateMicros: rateToMicros('1') };
const CNY = { digits: 2, ecashRateMicros: rateToMicros('7.3') };
const XOF = { digits: 0, ecashRateMicros: rateToMicros('635') };

describe('convertMinor', () => {
  it('converts through the e-cash rates, minding each currency’s minor-unit digits', () => {
    // $171.70 → ¥1,253.41; ¥1,253.41 → $171.70 (171.6999… rounds back).
    expect(convertMinor(17_170, USD, CNY)).toBe(125_341);
    expect(convertMinor(125_341, CNY, USD)).toBe(17_170);
    // Francs have no minor units: 10,000 F CFA → $15.748… → $15.75.
    expect(convertMinor(10_000, XOF, USD)).toBe(1_575);
    expect(convertMinor(17_170, USD, USD)).toBe(17_170);
  });

  it('rounds half up, and keeps exact figures beyond floating-point reach', () => {
    // 109,029.5 francs → 109,030; 109,029.49… would be 109,029.
    expect(convertMinor(17_170, USD, XOF)).toBe(109_030);
    expect(convertMinor(1, USD, { digits: 0, ecashRateMicros: rateToMicros('149.999999') })).toBe(1);
    expect(convertMinor(1, USD, { digits: 0, ecashRateMicros: rateToMicros('150') })).toBe(2);
    expect(convertMinor(2 ** 50, USD, USD)).toBe(2 ** 50);
    expect(microsToRate(CNY.ecashRateMicros)).toBe('7.3');
  });
});
