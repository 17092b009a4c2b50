import { formatNumber } from '../../../lib/number-format';

// A file's size as people read it: bytes under 1 KB, then KB, then MB (1 KB = 1024 bytes, as
// the upload limits count them).
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}
