import { describe, expect, it } from 'vitest';
import { pointAdjustBody, SCORE_RULE, scoreRuleBody } from './points.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('points contracts', () => {
  it('needs a currency and a lowest amount for order amount rules, and a range that goes up', () => {
    expect(scoreRuleBody.safeParse({ type: SCORE_RULE.shareClick, title: 'Share', points: 10 }).success).toBe(true);
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.orderAmount, title: 'Orders', points: 10 }))).toEqual([
      ['currency', 'v.points.currency.required'],
      ['amountMin', 'v.points.amountMin.required'],
    ]);
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.orderAmount, title: 'Orders', points: 10, currency: 'USD', amountMin: 500, amountMax: 500 }))).toEqual([
      ['amountMax', 'v.points.amountMax.order'],
    ]);
    const open = scoreRuleBody.parse({ type: SCORE_RULE.orderAmount, title: 'Orders', points: 10, currency: 'USD', amountMin: 500, maxTotal: '' });
    expect(open).toMatchObject({ amountMin: 500, maxTotal: null, enabled: true });
  });

  it('refuses missing points, fractions, zero points and unknown rule types', () => {
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.registration, title: 'Welcome' }))).toEqual([['points', 'v.required']]);
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.registration, title: 'Welcome', points: '5' }))).toEqual([['points', 'v.points.integer']]);
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.registration, title: 'Welcome', points: 1.5 }))).toEqual([['points', 'v.points.integer']]);
    expect(issues(scoreRuleBody.safeParse({ type: SCORE_RULE.registration, title: 'Welcome', points: 0 }))).toEqual([['points', 'v.min']]);
    expect(issues(scoreRuleBody.safeParse({ type: 9, title: 'Other', points: 5 }))).toEqual([['type', 'v.points.ruleType.required']]);
  });

  it('takes a signed staff adjustment, never 0, with a reason', () => {
    expect(pointAdjustBody.parse({ memberId: 3, amount: -40, reason: ' Correction ' })).toEqual({ memberId: 3, amount: -40, reason: 'Correction' });
    expect(issues(pointAdjustBody.safeParse({ memberId: 3, amount: 0, reason: 'x' }))).toEqual([['amount', 'v.points.amount.nonZero']]);
    expect(issues(pointAdjustBody.safeParse({ memberId: 3, amount: 5, reason: '   ' }))).toEqual([['reason', 'v.required']]);
  });
});
