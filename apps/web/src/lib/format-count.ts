import type { Locale } from '@portal/contracts/locale';
import { formatNumber } from './number-format';

// Large counts shortened with the suffixes k, M, G, T, P, E (1,000 steps): 1,234 → "1.2k",
// 2,500,000 → "2.5M"; below 1,000 the number itself. The figure's decimal sign follows the
// language ("1,2k" in French). Apart from format.ts, which brings dayjs: the sidebar uses it.
const COUNT_SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

export function formatCount(count: number, locale: Locale, digits = 1): string {
  const figure = (n: number) => formatNumber(n, locale, { maximumFractionDigits: digits });
  const suffix = COUNT_SUFFIXES.find((s) => Math.abs(count) >= s.value);
  if (!suffix) return figure(count);
  // Truncated, not rounded, so 999,999 reads 999.9k rather than a misleading 1000k.
  const scaled = Math.trunc((count / suffix.value) * 10 ** digits) / 10 ** digits;
  return `${figure(scaled)}${suffix.symbol}`;
}
