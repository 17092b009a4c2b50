import { dayjs } from './dayjs';

// docs/product/api.md: the default date format is y-m-d h:i:s in the viewer's local time; a
// ten-digit number is a Unix time in seconds.
export function formatDateTime(value: string | number | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  const time = typeof value === 'number' && String(Math.trunc(value)).length === 10 ? value * 1000 : value;
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.format(pattern) : '';
}
