import { describe, expect, it } from 'vitest';
import { formatNumber, plainFigure } from './number-format';

const TAGS = ['zh-CN', 'en-US', 'fr-FR'];

// A fixed pseudo-random sequence, so a failure names a value that fails again.
function* values(count: number): Generator<number> {
  let seed = 20261128;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const edges = [0, -0, 1, -1, 0.5, 1.005, 1.255, 2.675, 999.9995, 999999.5, 1234, 12345.678, -0.001, 0.0005, 1e15, 123456789012.34];
  yield* edges;
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const value = Math.round(next() * magnitude * 10 ** 6) / 10 ** Math.floor(next() * 7);
    yield next() < 0.3 ? -value : value;
  }
}

describe('plain figures written without Intl', () => {
  it('match Intl character for character in each language, however rounded', () => {
    const fractions: Intl.NumberFormatOptions[] = [
      {},
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { maximumFractionDigits: 3 },
      { maximumFractionDigits: 4 },
      { maximumFractionDigits: 6 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 4, maximumFractionDigits: 6 },
      { minimumFractionDigits: 5 },
    ];
    const intl = TAGS.flatMap((tag) => fractions.map((options) => ({ tag, options, format: new Intl.NumberFormat(tag, options) })));
    let compared = 0;
    const wrong: string[] = [];
    for (const value of values(2000)) {
      for (const { tag, options, format } of intl) {
        const plain = plainFigure(value, tag, options);
        if (plain === undefined) continue;
        const expected = format.format(value);
        if (plain !== expected) wrong.push(`${value} ${tag} ${JSON.stringify(options)}: ${plain} for ${expected}`);
        compared++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(50_000);
  });

  it('leave to Intl what it does not write: styles, grouping options, other languages, exponents', () => {
    expect(plainFigure(1, 'en-US', { style: 'percent' })).toBeUndefined();
    expect(plainFigure(1, 'en-US', { useGrouping: false })).toBeUndefined();
    expect(plainFigure(1, 'de-DE', {})).toBeUndefined();
    expect(plainFigure(1e21, 'en-US', {})).toBeUndefined();
    expect(plainFigure(Number.NaN, 'en-US', {})).toBeUndefined();
    expect(formatNumber(0.5, 'fr_FR', { style: 'percent' })).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.5));
    expect(formatNumber(1e21, 'en_US')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 }).format(1e21));
  });
});
