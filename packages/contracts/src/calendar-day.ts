import { z } from 'zod';

// A calendar day (yyyy-mm-dd, UTC) that exists: 2026-02-30 and 7273-97-06 are refused like a
// malformed one, naming the field with `key`.
export function isCalendarDay(value: string): boolean {
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

export const calendarDay = (key = 'v.format') => z.string(key).regex(/^\d{4}-\d{2}-\d{2}$/, key).refine(isCalendarDay, key);
