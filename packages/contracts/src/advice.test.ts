import { describe, expect, it } from 'vitest';
import { addWorkingHours, adviceKindOf, advicePhoneProblem, memberMayCancel, memberMayRate, statusAfterMemberReply } from './advice.js';

describe('advice phone rule', () => {
  it('takes a Chinese mobile or a landline with its area code, digits only', () => {
    expect(advicePhoneProblem('86', '13800138000')).toBeNull();
    expect(advicePhoneProblem('86', '02012345678')).toBeNull();
    expect(advicePhoneProblem('86', '12345678')).toBe('v.advice.phone.landline');
    expect(advicePhoneProblem('86', '020-1234567')).toBe('v.advice.phone.digits');
    expect(advicePhoneProblem('86', '2345678901')).toBe('v.advice.phone.format');
    expect(advicePhoneProblem('86', '  ')).toBe('v.advice.phone.required');
    expect(advicePhoneProblem('225', '0707123456')).toBeNull();
    expect(advicePhoneProblem('225', '12345')).toBe('v.advice.phone.format');
  });
});

describe('promised reply in staff hours (Mon-Sat 9:00-18:00 China time)', () => {
  it('counts only staff hours', () => {
    // Friday 17:00 China time (09:00 UTC) + 3 working hours: Friday's last hour, then Saturday 9:00-11:00.
    expect(addWorkingHours(new Date('2026-11-27T09:00:00Z'), 3).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    // Saturday 17:00 + 2: Sunday skipped, Monday 10:00.
    expect(addWorkingHours(new Date('2026-11-28T09:00:00Z'), 2).toISOString()).toBe('2026-11-30T02:00:00.000Z');
    // Sent at night (Tuesday 02:00 China time) + 24: Tuesday, Wednesday 9 h each, Thursday 15:00.
    expect(addWorkingHours(new Date('2026-11-23T18:00:00Z'), 24).toISOString()).toBe('2026-11-26T07:00:00.000Z');
  });
});

describe('thread rules', () => {
  it('reads the kind from the page query, and lets the member cancel and rate at the right times', () => {
    expect([adviceKindOf('consult', '1'), adviceKindOf('consult', '2'), adviceKindOf('complaint', '{0}'), adviceKindOf(null, null)]).toEqual([
      'consult',
      'suggestion',
      'complaint',
      'consult',
    ]);
    expect(memberMayCancel({ kind: 'complaint', status: 2, closed: false })).toBe(true);
    expect(memberMayCancel({ kind: 'complaint', status: 3, closed: false })).toBe(false);
    expect(memberMayCancel({ kind: 'consult', status: 1, closed: false })).toBe(false);
    expect(memberMayRate({ status: 3, rating: null })).toBe(true);
    expect(memberMayRate({ status: 3, rating: 4 })).toBe(false);
    expect(memberMayRate({ status: 2, rating: null })).toBe(false);
    expect(statusAfterMemberReply(3)).toBe(2);
    expect(statusAfterMemberReply(1)).toBe(1);
  });
});
