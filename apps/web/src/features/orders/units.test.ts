import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../lib/money';
import { formatKg, formatM3, kgToGrams, m3ToCm3, toMinor } from './units';

describe('order units', () => {
  it('round what members type to the integers the API carries', () => {
    expect(kgToGrams(12.3456)).toBe(12_346);
    expect(m3ToCm3(0.0125)).toBe(12_500);
    expect(toMinor(19.99)).toBe(1_999);
  });

  it("format in the portal's locales, as stored in i18n (fr_FR) or as Intl tags (fr-FR)", () => {
    expect(formatKg(12_500, 'fr_FR')).toBe('12,5');
    expect(formatM3(360_000, 'en-US')).toBe('0.36');
    expect(formatMinor(12_550, 'USD', 'en_US')).toBe('$125.50');
    expect(formatMinor(null, 'USD', 'zh_CN')).toBe('');
  });
});
