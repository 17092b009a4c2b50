import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('leaves counts under a thousand as they are', () => {
    expect(formatCount(0, 'en_US')).toBe('0');
    expect(formatCount(999, 'en_US')).toBe('999');
  });

  it('shortens with k, M, G, T, P, E', () => {
    expect(formatCount(1000, 'en_US')).toBe('1k');
    expect(formatCount(1234, 'en_US')).toBe('1.2k');
    expect(formatCount(2_500_000, 'en_US')).toBe('2.5M');
    expect(formatCount(3e9, 'en_US')).toBe('3G');
    expect(formatCount(4.56e12, 'en_US')).toBe('4.5T');
    expect(formatCount(7e15, 'en_US')).toBe('7P');
    expect(formatCount(1.5e18, 'en_US')).toBe('1.5E');
  });

  it('never rounds up into the next step', () => {
    expect(formatCount(999_999, 'en_US')).toBe('999.9k');
  });

  it('writes the decimal sign of the language', () => {
    expect(formatCount(1234, 'fr_FR')).toBe('1,2k');
    expect(formatCount(1234, 'zh_CN')).toBe('1.2k');
    expect(formatCount(12_345, 'en_US', 2)).toBe('12.34k');
  });
});
