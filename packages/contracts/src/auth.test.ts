import { describe, expect, it } from 'vitest';
import { loginBody, passwordStrength, registerBody, resetPasswordBody, sendSmsCodeBody, smsLoginBody } from './auth.js';
import { issueText } from './validation.js';

const validRegistration = {
  areaCode: '86',
  mobile: '13800138000',
  code: '123456',
  password: 'abc123',
  confirmPassword: 'abc123',
  agreement: true as const,
};

function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('login (phone, code, account and password cannot be empty)', () => {
  it('accepts a mobile and password, trimming the mobile', () => {
    const r = loginBody.parse({ mobile: ' 13800138000 ', password: 'x' });
    expect(r.mobile).toBe('13800138000');
  });
  it('rejects empty mobile and password with their own texts', () => {
    expect(problems(loginBody.safeParse({ mobile: '  ', password: '' }))).toEqual(['mobile:v.mobile.required', 'password:v.password.required']);
    expect(problems(loginBody.safeParse({}))).toEqual(['mobile:v.mobile.required', 'password:v.password.required']);
  });
  it('requires the SMS code for SMS login, 6 digits', () => {
    expect(smsLoginBody.safeParse({ areaCode: '86', mobile: '13800138000', code: '123456' }).success).toBe(true);
    expect(problems(smsLoginBody.safeParse({ areaCode: '86', mobile: '13800138000', code: '' }))).toEqual(['code:v.code.required']);
    expect(problems(smsLoginBody.safeParse({ areaCode: '86', mobile: '13800138000', code: '12a456' }))).toEqual(['code:v.code.format']);
  });
});

describe('registration', () => {
  it('accepts 6 to 32 letters and digits, with or without a referral code', () => {
    expect(registerBody.safeParse(validRegistration).success).toBe(true);
    const long = 'a1'.repeat(16);
    expect(registerBody.safeParse({ ...validRegistration, password: long, confirmPassword: long, referralCode: 'ABC' }).success).toBe(true);
  });
  it("says 'password cannot be less than 6' under 6", () => {
    expect(problems(registerBody.safeParse({ ...validRegistration, password: 'ab12', confirmPassword: 'ab12' }))).toEqual(['password:v.password.min']);
    expect(issueText({ code: 'too_small', message: 'v.password.min', path: ['password'] }, 'en_US')).toBe('Password cannot be less than 6');
  });
  it('refuses more than 32, and anything but letters and digits', () => {
    const long = 'a1'.repeat(17);
    expect(problems(registerBody.safeParse({ ...validRegistration, password: long, confirmPassword: long }))).toEqual(['password:v.password.max']);
    expect(problems(registerBody.safeParse({ ...validRegistration, password: 'abc 123!', confirmPassword: 'abc 123!' }))).toEqual(['password:v.password.chars']);
  });
  it("says 'the two passwords do not match' on the confirmation", () => {
    expect(problems(registerBody.safeParse({ ...validRegistration, confirmPassword: 'abc124' }))).toEqual(['confirmPassword:v.password.mismatch']);
  });
  it('requires the service agreement to be ticked', () => {
    expect(problems(registerBody.safeParse({ ...validRegistration, agreement: false }))).toEqual(['agreement:v.agreement.required']);
  });
  it('requires the area code and a numeric phone', () => {
    expect(problems(registerBody.safeParse({ ...validRegistration, areaCode: '' }))).toEqual(['areaCode:v.areaCode.required']);
    expect(problems(registerBody.safeParse({ ...validRegistration, mobile: '138-0013' }))).toEqual(['mobile:v.mobile.numeric']);
  });
  it('applies the same password rules to a reset', () => {
    const { agreement: _agreement, ...reset } = validRegistration;
    expect(resetPasswordBody.safeParse(reset).success).toBe(true);
    expect(problems(resetPasswordBody.safeParse({ ...reset, password: 'ab1', confirmPassword: 'ab1' }))).toEqual(['password:v.password.min']);
  });
});

describe('sending a code', () => {
  it('knows the scenes of docs/product/identity.md and nothing else', () => {
    expect(sendSmsCodeBody.safeParse({ areaCode: '86', mobile: '13800138000', scene: 'register' }).success).toBe(true);
    expect(sendSmsCodeBody.safeParse({ areaCode: '86', mobile: '13800138000', scene: 'hack' }).success).toBe(false);
  });
});

describe('password strength meter', () => {
  it('grades weak, medium and strong', () => {
    expect(passwordStrength('123456')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abc123')).toBe('weak');
    expect(passwordStrength('abcd1234')).toBe('medium');
    expect(passwordStrength('Abcde12345')).toBe('strong');
  });
});
