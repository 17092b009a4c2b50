import { describe, expect, it } from 'vitest';
import { addWorkingHours, adviceKindOf, replyClock, workingMsBetween, advicePhoneProblem, memberMayCancel, memberMayRate, statusAfterMemberReply } from './advice.js';

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

describe('staff working time between two instants', () => {
  const hours = (from: string, to: string) => workingMsBetween(new Date(from), new Date(to)) / 3_600_000;
  it('counts a weekday within staff hours as it is', () => {
    // Wednesday 10:00 to 15:30 China time.
    expect(hours('2026-11-25T02:00:00Z', '2026-11-25T07:30:00Z')).toBe(5.5);
  });
  it('skips the evening and the night', () => {
    // Wednesday 17:00 to Thursday 10:00: Wednesday's last hour and Thursday's first.
    expect(hours('2026-11-25T09:00:00Z', '2026-11-26T02:00:00Z')).toBe(2);
    // Sent Wednesday 20:00, looked at 23:00: nothing has counted yet.
    expect(hours('2026-11-25T12:00:00Z', '2026-11-25T15:00:00Z')).toBe(0);
  });
  it('counts whole days when it crosses several', () => {
    // Monday 9:00 to Wednesday 18:00: three full days of 9 h.
    expect(hours('2026-11-23T01:00:00Z', '2026-11-25T10:00:00Z')).toBe(27);
  });
  it('leaves Sunday out, and counts Saturday', () => {
    // All of Sunday 29 November.
    expect(hours('2026-11-28T16:00:00Z', '2026-11-29T16:00:00Z')).toBe(0);
    // Saturday 17:00 to Monday 10:00: Saturday's last hour and Monday's first.
    expect(hours('2026-11-28T09:00:00Z', '2026-11-30T02:00:00Z')).toBe(2);
  });
  it('is the reverse of addWorkingHours, and 0 backwards', () => {
    const from = new Date('2026-11-27T09:00:00Z');
    for (const h of [1, 3, 9, 18, 24, 50]) expect(workingMsBetween(from, addWorkingHours(from, h))).toBe(h * 3_600_000);
    expect(hours('2026-11-26T02:00:00Z', '2026-11-25T02:00:00Z')).toBe(0);
  });
});

describe('reply clock', () => {
  // A complaint sent Friday 17:00 China time, promised 24 working hours later: Friday 1 h, Saturday 9 h, Monday 9 h, Tuesday until 14:00.
  const thread = { status: 1, closed: false, replyDueAt: addWorkingHours(new Date('2026-11-27T09:00:00Z'), 24).toISOString() };
  it('shows the working time left, then the working time past the promise', () => {
    expect(thread.replyDueAt).toBe('2026-12-01T06:00:00.000Z');
    // Sunday noon: Sunday does not count, so Monday's 9 h and Tuesday's 5 h are left.
    expect(replyClock(thread, new Date('2026-11-29T04:00:00Z'))).toEqual({ state: 'within', minutes: 14 * 60 });
    // Wednesday 10:00: Tuesday's last 4 h and Wednesday's first.
    expect(replyClock(thread, new Date('2026-12-02T02:00:00Z'))).toEqual({ state: 'overdue', minutes: 5 * 60 });
  });
  it('stops once staff answered, or the thread is closed', () => {
    expect(replyClock({ ...thread, status: 3 }, new Date('2026-12-02T02:00:00Z'))).toBeNull();
    expect(replyClock({ ...thread, closed: true }, new Date('2026-12-02T02:00:00Z'))).toBeNull();
    expect(replyClock({ ...thread, status: 2 }, new Date('2026-12-02T02:00:00Z'))?.state).toBe('overdue');
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
