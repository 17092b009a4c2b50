import { describe, expect, it } from 'vitest';
import { formatKg, formatM3, formatMoney, kgToGrams, m3ToCm3, toMinor } from './units';

describe('order units', () => {
  it('format in the portal locales as they are written (en_US, fr_FR, zh_CN)', () => {
    expect(formatKg(250_500, 'en_US')).toBe('250.5');
    expect(formatM3(1_500_000, 'fr_FR')).toBe('1,5');
    expect(formatMoney(125_000, 'USD', 'en_US')).toBe('$1,250.00');
    expect(formatMoney(125_000, 'CNY', 'zh_CN')).toBe('¥1,250.00');
    expect(formatKg(null, 'en_US')).toBe('');
  });

  it('turn what the member types into the stored integers', () => {
    expect(kgToGrams(12.5)).toBe(12_500);
    expect(m3ToCm3(0.25)).toBe(250_000);
    expect(toMinor(12.5)).toBe(1250);
  });
});
