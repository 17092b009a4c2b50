import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.js';
import { bindEmailBody, companyInfoBody, currentPasswordField, resetControlPasswordBody, updatePasswordBody, updateUserBody } from './account.js';
import { VALIDATION_MESSAGES, issueText } from './validation.js';

function rulesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('nickname', () => {
  it('is trimmed, required and at most 50 characters', () => {
    expect(updateUserBody.parse({ nickname: '  Awa ' })).toEqual({ nickname: 'Awa' });
    expect(rulesOf(updateUserBody.safeParse({ nickname: '   ' }))).toEqual([['nickname', 'v.nickname.required']]);
    expect(updateUserBody.safeParse({ nickname: 'x'.repeat(50) }).success).toBe(true);
    expect(rulesOf(updateUserBody.safeParse({ nickname: 'x'.repeat(51) }))).toEqual([['nickname', 'v.nickname.max']]);
  });
});

describe('change password', () => {
  it('names each empty field in its own text, in every language', () => {
    const issues = [
      ...(currentPasswordField.safeParse('').error?.issues ?? []),
      ...(updatePasswordBody.safeParse({ oldPassword: 'x', password: '' }).error?.issues ?? []),
    ];
    expect(issues.map((issue) => issue.message)).toEqual(['v.password.current.required', 'v.password.new.required', 'v.password.confirm.required']);
    for (const locale of LOCALES) {
      const texts = issues.map((issue) => issueText(issue, locale));
      expect(new Set(texts).size, texts.join(' | ')).toBe(3);
    }
    expect(VALIDATION_MESSAGES['v.password.confirm.required'].en_US).toBe('Password confirmation cannot be empty');
    expect(rulesOf(resetControlPasswordBody.safeParse({ code: '123456', password: '', confirmPassword: '' }))[0]).toEqual([
      'password',
      'v.controlPassword.required',
    ]);
  });

  it('takes the current password or a code, and a matching new password by the registration rule', () => {
    expect(updatePasswordBody.safeParse({ oldPassword: 'old123', password: 'new12345', confirmPassword: 'new12345' }).success).toBe(true);
    expect(updatePasswordBody.safeParse({ code: '123456', password: 'new12345', confirmPassword: 'new12345' }).success).toBe(true);
    expect(rulesOf(updatePasswordBody.safeParse({ password: 'new12345', confirmPassword: 'new12345' }))).toEqual([['oldPassword', 'v.password.oldOrCode']]);
    expect(rulesOf(updatePasswordBody.safeParse({ oldPassword: 'old123', password: 'new-1234', confirmPassword: 'new-1234' }))).toEqual([
      ['password', 'v.password.chars'],
    ]);
    expect(rulesOf(updatePasswordBody.safeParse({ oldPassword: 'old123', password: 'new12345', confirmPassword: 'new12346' }))).toEqual([
      ['confirmPassword', 'v.password.mismatch'],
    ]);
  });
});

describe('e-mail', () => {
  it('is checked and lower-cased', () => {
    expect(bindEmailBody.parse({ email: ' Awa.Diop@Example.COM ', code: '123456' }).email).toBe('awa.diop@example.com');
    expect(rulesOf(bindEmailBody.safeParse({ email: 'awa@', code: '123456' }))).toEqual([['email', 'v.email.format']]);
    expect(rulesOf(bindEmailBody.safeParse({ email: '', code: '123456' }))).toEqual([['email', 'v.email.required']]);
  });
});

describe('company information', () => {
  it('needs a name; optional fields become null; a phone needs its area code', () => {
    expect(companyInfoBody.parse({ companyName: ' Sahel ', email: '', contactPhone: '' })).toEqual({
      companyName: 'Sahel',
      companyNameEn: null,
      taxNumber: null,
      contactName: null,
      contactAreaCode: null,
      contactPhone: null,
      email: null,
      address: null,
    });
    expect(rulesOf(companyInfoBody.safeParse({ companyName: '' }))).toEqual([['companyName', 'v.company.name.required']]);
    expect(rulesOf(companyInfoBody.safeParse({ companyName: 'S', contactPhone: '338211234' }))).toEqual([['contactAreaCode', 'v.areaCode.required']]);
    expect(rulesOf(companyInfoBody.safeParse({ companyName: 'S', contactPhone: '33-82' }))[0]).toEqual(['contactPhone', 'v.mobile.numeric']);
    expect(rulesOf(companyInfoBody.safeParse({ companyName: 'S', email: 'nope' }))).toEqual([['email', 'v.email.format']]);
  });
});
