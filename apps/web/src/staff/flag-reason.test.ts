import { describe, expect, it } from 'vitest';
import { flagReasonOf } from './flag-reason';

const battery = { line: 0, prodAttrId: 3, reason: 'Batteries: not accepted on the Sea express channel' };

describe('flagReasonOf', () => {
  it('gives the reason staff wrote first', () => {
    expect(flagReasonOf({ flagged: true, flagReason: 'Leaking drums', flags: [battery] })).toBe('Leaking drums');
  });

  it('gives what the checks found in the goods, each reason once', () => {
    expect(flagReasonOf({ flagged: true, flagReason: null, flags: [battery, { ...battery, line: 1 }] })).toBe(battery.reason);
  });

  it('gives nothing for an order that is not flagged, or flagged with no reason known', () => {
    expect(flagReasonOf({ flagged: false, flagReason: 'old', flags: [battery] })).toBeNull();
    expect(flagReasonOf({ flagged: true, flagReason: null, flags: [] })).toBeNull();
  });
});
