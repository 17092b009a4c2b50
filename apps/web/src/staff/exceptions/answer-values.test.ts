import { issueText } from '@portal/contracts/validation';
import { describe, expect, it } from 'vitest';
import { claimAnswerSchema, claimBodyOf, disputeAnswerSchema, disputeBodyOf } from './answer-values';

// A claim of USD 60.00: what the form sends and what it refuses before asking to confirm, in the
// reader's language, on the field it concerns.
const schema = claimAnswerSchema(6_000, '$60.00');
const problems = (values: Parameters<typeof claimBodyOf>[1], locale: 'en_US' | 'fr_FR' | 'zh_CN' = 'en_US') =>
  (schema.safeParse(claimBodyOf(7, values)).error?.issues ?? []).map((issue) => [issue.path.join('.'), issueText(issue, locale)]);

describe('claim answer', () => {
  it('grants the amount typed in dollars as cents, or the amount claimed when left empty', () => {
    expect(claimBodyOf(7, { answer: 'accept', compensation: 45.5, remarks: 'Padding missing' })).toEqual({ id: 7, answer: 'accept', compensation: 4_550, remarks: 'Padding missing', files: [] });
    expect(claimBodyOf(7, { answer: 'accept', compensation: 0.1 + 0.2 })).toMatchObject({ compensation: 30 });
    expect(claimBodyOf(7, { answer: 'accept', compensation: null })).toMatchObject({ compensation: undefined });
    expect(claimBodyOf(7, { answer: 'accept', compensation: '' })).toMatchObject({ compensation: undefined });
    expect(problems({ answer: 'accept', compensation: 60 })).toEqual([]);
  });

  it('sends no compensation with a rejection, whatever the hidden field still holds', () => {
    expect(claimBodyOf(7, { answer: 'reject', compensation: 60, remarks: 'Outer package intact on arrival' })).toMatchObject({ compensation: undefined });
    expect(problems({ answer: 'reject', compensation: 60, remarks: 'Outer package intact on arrival' })).toEqual([]);
  });

  it('refuses more than claimed, naming the amount claimed', () => {
    expect(problems({ answer: 'accept', compensation: 60.01 })).toEqual([['compensation', 'At most the amount claimed, $60.00']]);
    expect(problems({ answer: 'accept', compensation: 80 }, 'fr_FR')).toEqual([['compensation', 'Au plus le montant réclamé, $60.00']]);
  });

  it('refuses more than the USD 100 per consignment even on a larger claim', () => {
    const large = claimAnswerSchema(20_000, '$200.00');
    const issues = large.safeParse(claimBodyOf(7, { answer: 'accept', compensation: 150 })).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issueText(issue, 'en_US')])).toEqual([['compensation', 'Compensation is at most USD 100 per consignment']]);
  });

  it('asks for a decision, and for the reason of a rejection', () => {
    expect(problems({})).toEqual([['answer', expect.any(String)]]);
    expect(problems({ answer: 'reject', remarks: '  ' }, 'zh_CN')).toEqual([['remarks', expect.stringMatching(/理由|原因/)]]);
  });
});

describe('dispute answer', () => {
  it('sends the decision and the optional note', () => {
    expect(disputeAnswerSchema.parse(disputeBodyOf(9, { answer: 'uphold' }))).toEqual({ id: 9, answer: 'uphold', files: [] });
    expect(disputeAnswerSchema.parse(disputeBodyOf(9, { answer: 'maintain', remarks: 'Scale checked twice' }))).toMatchObject({ answer: 'maintain', remarks: 'Scale checked twice' });
    expect(disputeAnswerSchema.safeParse(disputeBodyOf(9, {})).success).toBe(false);
  });
});
