import { describe, expect, it } from 'vitest';
import { exceptionAge } from './exception-age';

const raised = '2026-11-20T08:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

describe('exceptionAge', () => {
  it('counts minutes under an hour, hours under a day, then days and hours', () => {
    expect(exceptionAge(raised, at('2026-11-20T08:00:59.000Z'))).toEqual({ unit: 'minutes', minutes: 0 });
    expect(exceptionAge(raised, at('2026-11-20T08:59:59.000Z'))).toEqual({ unit: 'minutes', minutes: 59 });
    expect(exceptionAge(raised, at('2026-11-20T09:00:00.000Z'))).toEqual({ unit: 'hours', hours: 1 });
    expect(exceptionAge(raised, at('2026-11-21T07:59:00.000Z'))).toEqual({ unit: 'hours', hours: 23 });
    expect(exceptionAge(raised, at('2026-11-21T08:00:00.000Z'))).toEqual({ unit: 'days', days: 1, hours: 0 });
    expect(exceptionAge(raised, at('2026-11-23T13:30:00.000Z'))).toEqual({ unit: 'days', days: 3, hours: 5 });
  });

  it('reads a time written with an offset as the same moment', () => {
    expect(exceptionAge('2026-11-20T16:00:00+08:00', at('2026-11-20T10:00:00.000Z'))).toEqual({ unit: 'hours', hours: 2 });
  });

  it('gives no age to a time a clock ahead of ours wrote', () => {
    expect(exceptionAge(raised, at('2026-11-20T07:58:00.000Z'))).toEqual({ unit: 'minutes', minutes: 0 });
  });
});
