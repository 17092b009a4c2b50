import { describe, expect, it } from 'vitest';
import { WRITTEN_CURRENCY_CODES, currencyDigits, formatMinor, fromMinorUnits, toMinorUnits } from './money';

// The one money formatter (docs/staff-console.md, "Money formatting"): what the member pages
// showed with their own copies (price quotes, order figures, coupons, abnormal items, balances)
// reads the same through it.
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyDigits', () => {
  it('knows the minor digits of each currency', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('CNY')).toBe(2);
    expect(currencyDigits('XOF')).toBe(0);
    expect(currencyDigits('GNF')).toBe(0);
  });
});

describe('formatMinor', () => {
  it('reads minor units with the currency digits, in the portal locales or Intl tags', () => {
    expect(formatMinor(12_550, 'USD', 'en_US')).toBe('$125.50');
    expect(formatMinor(17_170, 'USD', 'en-US')).toBe('$171.70');
    expect(formatMinor(5_000, 'XOF', 'en_US')).toMatch(/5,000/);
    expect(nbsp(formatMinor(12_550, 'USD', 'fr_FR'))).toBe('125,50 $US');
    expect(nbsp(formatMinor(1_000, 'EUR', 'fr-FR'))).toBe('10,00 €');
    expect(formatMinor(99, 'CNY', 'zh_CN')).toBe('¥0.99');
    expect(formatMinor(-1_250, 'USD', 'en_US')).toBe('-$12.50');
  });

  it('formats as Intl does for the currency, so the member pages read as before', () => {
    for (const [minor, currency, locale] of [
      [12_550, 'USD', 'en-US'],
      [101_25, 'EUR', 'fr-FR'],
      [7, 'CNY', 'zh-CN'],
      [1_000_000_00, 'USD', 'fr-FR'],
    ] as const) {
      expect(formatMinor(minor, currency, locale)).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100));
    }
  });

  it("takes the server's digits when a caller has them", () => {
    expect(formatMinor(17_170, 'USD', 'en_US', 2)).toBe('$171.70');
    expect(formatMinor(5_000, 'XOF', 'en_US', 0)).toMatch(/5,000/);
  });

  it('reads no amount as nothing', () => {
    expect(formatMinor(null, 'USD', 'zh_CN')).toBe('');
    expect(formatMinor(undefined, 'USD', 'en_US')).toBe('');
  });
});

describe('toMinorUnits and fromMinorUnits', () => {
  it('turn a typed decimal into minor units of the currency without float error', () => {
    expect(toMinorUnits('125.5', 'USD')).toBe(12_550);
    expect(toMinorUnits(125.5, 'USD')).toBe(12_550);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits(19.99, 'CNY')).toBe(1_999);
    expect(toMinorUnits('12,34', 'EUR')).toBe(1_234);
    expect(toMinorUnits('5000', 'XOF')).toBe(5_000);
    expect(toMinorUnits(' 7 ', 'USD')).toBe(700);
    expect(toMinorUnits('.5', 'USD')).toBe(50);
  });

  it('rounds half up past the currency digits', () => {
    expect(toMinorUnits('1.005', 'USD')).toBe(101);
    expect(toMinorUnits('1.004', 'USD')).toBe(100);
    expect(toMinorUnits('12.5', 'XOF')).toBe(13);
  });

  it('answers NaN for what is not a decimal', () => {
    for (const text of ['', 'abc', '1.2.3', '1e5', '.']) expect(toMinorUnits(text, 'USD')).toBeNaN();
    expect(toMinorUnits(Number.NaN, 'USD')).toBeNaN();
  });

  it('gives a form its starting decimal', () => {
    expect(fromMinorUnits(12_550, 'USD')).toBe(125.5);
    expect(fromMinorUnits(5_000, 'XOF')).toBe(5_000);
    expect(toMinorUnits(fromMinorUnits(1_999, 'USD'), 'USD')).toBe(1_999);
  });
});

describe('the currencies written without Intl', () => {
  it('read exactly as Intl writes them, in each language, with their own digits and with others', () => {
    const wrong: string[] = [];
    for (const currency of WRITTEN_CURRENCY_CODES) {
      const own = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
      expect(currencyDigits(currency), currency).toBe(own);
      for (const tag of ['zh-CN', 'en-US', 'fr-FR']) {
        for (const digits of [own, 0, 2, 3]) {
          const intl = new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
          for (const minor of [0, -0, 1, -1, 5, 99, 100, 12550, -12550, 123456789, 5000, -999999, 1000000]) {
            const expected = intl.format(minor / 10 ** digits);
            const written = formatMinor(minor, currency, tag.replace('-', '_'), digits);
            if (written !== expected) wrong.push(`${currency} ${tag} ${digits} ${minor}: ${written} for ${expected}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
