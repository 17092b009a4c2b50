import { describe, expect, it } from 'vitest';
import { registerBody } from './auth.js';
import { realNameBody } from './kyc.js';

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('rules across fields', () => {
  it('run while fields they do not read fail, so all problems are listed at once', () => {
    const result = realNameBody.safeParse({ cardType: 'mainland_id', cardNumber: '110101199003071234' });
    expect(problems(result)).toEqual([
      ['name', 'v.kyc.name.required'],
      ['img1', 'v.kyc.img1.required'],
      ['img2', 'v.kyc.img2.required'],
      ['cardNumber', 'v.kyc.cardNumber.format'],
    ]);
  });

  it('wait for the fields they read', () => {
    const result = realNameBody.safeParse({ cardType: 'mainland_id' });
    expect(problems(result)).toContainEqual(['cardNumber', 'v.kyc.cardNumber.required']);
    expect(problems(result)).not.toContainEqual(['cardNumber', 'v.kyc.cardNumber.format']);
  });

  it('ask for the confirmation on its own, then for it to match', () => {
    const body = { areaCode: '86', mobile: '13800138000', code: '123456', password: 'abc12345', agreement: true };
    expect(problems(registerBody.safeParse({ ...body, confirmPassword: '' }))).toEqual([['confirmPassword', 'v.password.confirm.required']]);
    expect(problems(registerBody.safeParse({ ...body, confirmPassword: 'abc12346' }))).toEqual([['confirmPassword', 'v.password.mismatch']]);
  });
});
