import { describe, expect, it } from 'vitest';
import { exchangeCost, expectedDispatch, giftRedeemBody } from './gifts.js';

// China time (UTC+8): a UTC instant and the day it is in China.
const at = (iso: string) => new Date(iso);

describe('expected dispatch: on or before the 25th (China time) within a week, after it next month', () => {
  it('gives a week on the 25th itself, up to its last second in China', () => {
    expect(expectedDispatch(at('2026-11-25T00:00:00+08:00'))).toEqual({ rule: 'withinWeek', date: '2026-12-02' });
    expect(expectedDispatch(at('2026-11-25T23:59:59+08:00'))).toEqual({ rule: 'withinWeek', date: '2026-12-02' });
    // 15:59 UTC on the 25th is still the 25th in China; 16:00 UTC is the 26th there.
    expect(expectedDispatch(at('2026-11-25T15:59:59Z')).rule).toBe('withinWeek');
    expect(expectedDispatch(at('2026-11-25T16:00:00Z'))).toEqual({ rule: 'nextMonth', date: '2026-12-01' });
  });

  it('counts the China day, not the member\'s: the 25th evening in Lagos is the 26th in China', () => {
    expect(expectedDispatch(at('2026-11-25T20:00:00+01:00'))).toEqual({ rule: 'nextMonth', date: '2026-12-01' });
    // and the 1st early morning in China is still the previous month's last day in UTC
    expect(expectedDispatch(at('2026-11-30T17:00:00Z'))).toEqual({ rule: 'withinWeek', date: '2026-12-08' });
  });

  it('crosses month and year ends', () => {
    expect(expectedDispatch(at('2026-12-25T12:00:00+08:00'))).toEqual({ rule: 'withinWeek', date: '2027-01-01' });
    expect(expectedDispatch(at('2026-12-26T00:00:00+08:00'))).toEqual({ rule: 'nextMonth', date: '2027-01-01' });
    expect(expectedDispatch(at('2026-12-31T23:59:59+08:00'))).toEqual({ rule: 'nextMonth', date: '2027-01-01' });
    expect(expectedDispatch(at('2027-01-31T10:00:00+08:00'))).toEqual({ rule: 'nextMonth', date: '2027-02-01' });
    expect(expectedDispatch(at('2028-02-24T10:00:00+08:00'))).toEqual({ rule: 'withinWeek', date: '2028-03-02' });
    expect(expectedDispatch(at('2027-02-22T10:00:00+08:00'))).toEqual({ rule: 'withinWeek', date: '2027-03-01' });
    expect(expectedDispatch(at('2026-01-01T00:00:00+08:00'))).toEqual({ rule: 'withinWeek', date: '2026-01-08' });
  });
});

describe('redemption form', () => {
  const form = { giftId: 1, quantity: 1, method: 1, outletId: 2, recipient: 'Li', areaCode: '86', phone: '13912345678', notesRead: true };

  it('costs the price times the quantity plus the outlet surcharge once', () => {
    expect(exchangeCost(120, 3, 40)).toBe(400);
    expect(exchangeCost(120, 1, 0)).toBe(120);
  });

  it('takes a remark of 100 characters, not 101, and needs the notes read', () => {
    expect(giftRedeemBody.safeParse({ ...form, remark: 'x'.repeat(100) }).success).toBe(true);
    const long = giftRedeemBody.safeParse({ ...form, remark: 'x'.repeat(101) });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['remark', 'v.gift.remark.max']]);
    const unread = giftRedeemBody.safeParse({ ...form, notesRead: false });
    expect(unread.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['notesRead', 'v.gift.notes.required']]);
    expect(giftRedeemBody.safeParse({ ...form, quantity: 1.5 }).success).toBe(false);
    expect(giftRedeemBody.safeParse({ ...form, method: 3 }).success).toBe(false);
  });
});
