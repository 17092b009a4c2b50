import { describe, expect, it } from 'vitest';
import { formatEventTime, newestFirst } from './event-time';

describe('tracking events', () => {
  it('shows the time to the minute in the local time zone', () => {
    const local = new Date(2026, 10, 24, 9, 5, 59);
    expect(formatEventTime(local.toISOString())).toBe('2026-11-24 09:05');
  });

  it('shows a value it cannot read as it came', () => {
    expect(formatEventTime('soon')).toBe('soon');
  });

  it('puts the newest event first, and of two at the same time the later written', () => {
    const events = [
      { time: '2026-11-24T08:00:00Z', note: 'received' },
      { time: '2026-11-26T08:00:00Z', note: 'arrived' },
      { time: '2026-11-25T08:00:00Z', note: 'loaded' },
      { time: '2026-11-25T08:00:00Z', note: 'departed' },
    ];
    expect(newestFirst(events).map((e) => e.note)).toEqual(['arrived', 'departed', 'loaded', 'received']);
  });
});
