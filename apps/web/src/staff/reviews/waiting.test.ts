import { describe, expect, it } from 'vitest';
import { waited, waitedLong } from './waiting';

const SUBMITTED = '2026-03-02T08:00:00.000Z';
const at = (minutes: number) => Date.parse(SUBMITTED) + minutes * 60_000;

describe('how long a verification has waited', () => {
  it('reads minutes under an hour, hours and minutes under a day, then days and hours', () => {
    expect(waited(SUBMITTED, at(0.5))).toEqual({ unit: 'now' });
    expect(waited(SUBMITTED, at(1))).toEqual({ unit: 'minutes', minutes: 1 });
    expect(waited(SUBMITTED, at(59.9))).toEqual({ unit: 'minutes', minutes: 59 });
    expect(waited(SUBMITTED, at(60))).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(waited(SUBMITTED, at(23 * 60 + 59))).toEqual({ unit: 'hours', hours: 23, minutes: 59 });
    expect(waited(SUBMITTED, at(24 * 60))).toEqual({ unit: 'days', days: 1, hours: 0 });
    expect(waited(SUBMITTED, at(3 * 24 * 60 + 5 * 60 + 42))).toEqual({ unit: 'days', days: 3, hours: 5 });
  });

  it('reads a submission stamped a little after the browser clock as just now', () => {
    expect(waited(SUBMITTED, at(-2))).toEqual({ unit: 'now' });
    expect(waited('not a time', at(10))).toEqual({ unit: 'now' });
  });

  it('marks a wait of a day or more as long', () => {
    expect(waitedLong(SUBMITTED, at(24 * 60 - 1))).toBe(false);
    expect(waitedLong(SUBMITTED, at(24 * 60))).toBe(true);
  });
});
