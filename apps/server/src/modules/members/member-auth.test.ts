import type { TokenResult } from '@portal/contracts/auth';
import { ACCOUNT_STATUS, type AccountStatus } from '@portal/contracts/statuses';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../config.js';
import { newReferralCode } from '../../db/seed/seed.js';
import { hashPassword } from '../../lib/password.js';
import { call, lastSmsCode, memberToken, newIp, newMobile, registerMember, requestSmsCode } from '../../test/auth-helpers.js';
import { passCaptcha } from '../../test/captcha-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { hashToken } from '../sessions/session.service.js';

const login = (t: TestApp, body: object, options: { locale?: string; ip?: string } = {}) =>
  call<TokenResult>(t.app, 'POST', '/app-api/member/login', { body, ip: options.ip ?? newIp(), ...(options.locale ? { locale: options.locale } : {}) });

const profile = (t: TestApp, token: string) => call<{ mobile: string; nickname: string }>(t.app, 'GET', '/app-api/member/user/get', { token });

async function addMember(t: TestApp, areaCode: string, mobile: string, password: string, status: AccountStatus = ACCOUNT_STATUS.active) {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('member_user')
    .values({
      area_code: areaCode,
      mobile,
      password_hash: await hashPassword(password),
      nickname: 'test',
      status,
      referral_code: newReferralCode(),
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeEachDb('member password login', (ctx) => {
  it('signs the demo member in with mobile and password, the mobile trimmed', async () => {
    const res = await login(ctx(), { mobile: ` ${DEMO_MEMBER.mobile} `, password: DEMO_MEMBER.password });
    expect(res).toMatchObject({ status: 200, code: 0, data: { token: expect.any(String), expiresAt: expect.any(String) } });
    expect((await profile(ctx(), res.data.token)).data.mobile).toBe(DEMO_MEMBER.mobile);
    const row = await ctx().database.db.selectFrom('member_user').select(['login_ip', 'login_at']).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow();
    expect(row.login_ip).toBeTruthy();
    expect(row.login_at).toBeTruthy();
  });

  it('answers a wrong password and an unknown mobile identically', async () => {
    const wrong = await login(ctx(), { mobile: DEMO_MEMBER.mobile, password: 'wrong123' });
    const unknown = await login(ctx(), { mobile: '13999999999', password: 'wrong123' });
    expect(wrong).toEqual({ status: 400, code: 1_001_001, msg: '账号或密码不正确', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('speaks the caller language', async () => {
    const body = { mobile: DEMO_MEMBER.mobile, password: 'wrong123' };
    expect((await login(ctx(), body, { locale: 'en_US' })).msg).toBe('Account or password incorrect');
    expect((await login(ctx(), body, { locale: 'fr-FR,fr;q=0.9' })).msg).toBe('Compte ou mot de passe incorrect');
  });

  it('takes the area code when given, and refuses it when it is not the member one', async () => {
    expect((await login(ctx(), { ...DEMO_MEMBER })).code).toBe(0);
    expect((await login(ctx(), { ...DEMO_MEMBER, areaCode: '33' })).code).toBe(1_001_001);
  });

  it('asks for the area code when the mobile exists under several', async () => {
    const mobile = newMobile();
    await addMember(ctx(), '86', mobile, 'first123');
    await addMember(ctx(), '852', mobile, 'second123');
    const res = await login(ctx(), { mobile, password: 'first123' }, { locale: 'en_US' });
    expect(res).toMatchObject({ status: 400, code: 1_001_003, msg: expect.stringContaining('area code') });
    expect((await login(ctx(), { mobile, password: 'first123', areaCode: '86' })).code).toBe(0);
    expect((await login(ctx(), { mobile, password: 'second123', areaCode: '852' })).code).toBe(0);
  });

  it('accepts a national number typed with its trunk prefix', async () => {
    await addMember(ctx(), '33', '612345678', 'paris1234');
    expect((await login(ctx(), { mobile: '0612345678', password: 'paris1234' })).code).toBe(0);
    expect((await login(ctx(), { mobile: '0612345678', password: 'paris1234', areaCode: '33' })).code).toBe(0);
  });

  it('refuses a disabled account, but only to who knows its password', async () => {
    const mobile = newMobile();
    await addMember(ctx(), '86', mobile, 'disabled1', ACCOUNT_STATUS.disabled);
    expect((await login(ctx(), { mobile, password: 'wrong123' })).code).toBe(1_001_001);
    expect(await login(ctx(), { mobile, password: 'disabled1' }, { locale: 'en_US' })).toMatchObject({
      status: 403,
      code: 1_001_004,
      msg: 'This account is disabled, please contact customer service',
    });
  });

  it('answers empty fields with their own texts and field names', async () => {
    const res = await call<{ fields: { field: string; message: string }[] }>(ctx().app, 'POST', '/app-api/member/login', {
      body: { mobile: ' ', password: '' },
      locale: 'en_US',
    });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual([
      { field: 'mobile', rule: 'v.mobile.required', message: 'Phone number cannot be empty' },
      { field: 'password', rule: 'v.password.required', message: 'Password cannot be empty' },
    ]);
  });
});

// Wrong passwords make an account's next tries need a slider check (docs/sign-in-abuse.md);
// what a stranger cannot do with that is in sign-in-abuse.test.ts.
describeEachDb(
  'brute-force check',
  (ctx) => {
    const CHECK = 1_001_022;
    async function fail(mobile: string, times: number) {
      for (let i = 0; i < times; i++) expect((await login(ctx(), { mobile, password: `wrong${i}xx` })).code).toBe(1_001_001);
    }
    const withCheck = async (body: object) => login(ctx(), { ...body, captchaVerification: await passCaptcha(ctx()) });

    it('asks for the check after 5 wrong passwords within 15 minutes, and not once they are older', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      await fail(mobile, 5);
      expect(await login(ctx(), { mobile, password: 'right1234' }, { locale: 'en_US' })).toEqual({
        status: 400,
        code: CHECK,
        msg: 'Several wrong passwords were tried for this account, please complete the security check',
        data: null,
      });
      // Another account is not affected.
      expect((await login(ctx(), { ...DEMO_MEMBER })).code).toBe(0);
      const longAgo = new Date(Date.now() - 16 * 60_000).toISOString();
      await ctx().database.db.updateTable('login_attempt').set({ created_at: longAgo }).where('account_key', '=', `member:${mobile}`).execute();
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(0);
    });

    it('counts whatever way the mobile is typed, from any address', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      await fail(mobile, 3);
      for (let i = 0; i < 2; i++) expect((await login(ctx(), { mobile, areaCode: '86', password: `bad${i}xxx` })).code).toBe(1_001_001);
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(CHECK);
      expect((await withCheck({ mobile, password: 'right1234' })).code).toBe(0);
    });

    it('starts counting again after a successful login', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      await fail(mobile, 4);
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(0);
      await fail(mobile, 4);
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(0);
    });

    it('holds when many wrong tries arrive at once', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => login(ctx(), { mobile, password: `par${i}xxxx` })));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === 1_001_001)).toHaveLength(5);
      expect(codes.filter((c) => c === CHECK)).toHaveLength(9);
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(CHECK);
    });

    it('is lifted by a password reset', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      await fail(mobile, 5);
      const sent = await call(ctx().app, 'POST', '/app-api/member/send-sms-code', {
        body: { areaCode: '86', mobile, scene: 'reset-password', captchaVerification: await passCaptcha(ctx()) },
        ip: newIp(),
      });
      expect(sent.code).toBe(0);
      const code = await lastSmsCode(ctx(), mobile);
      const reset = await call(ctx().app, 'POST', '/app-api/member/reset-password', {
        body: { areaCode: '86', mobile, code, password: 'fresh1234', confirmPassword: 'fresh1234' },
        ip: newIp(),
      });
      expect(reset.code).toBe(0);
      expect((await login(ctx(), { mobile, password: 'fresh1234' })).code).toBe(0);
    });
  },
  { captchaEnabled: true },
);

describeEachDb('SMS login', (ctx) => {
  it('signs a member in with a login code', async () => {
    const { mobile } = await registerMember(ctx());
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    const res = await call<TokenResult>(ctx().app, 'POST', '/app-api/member/sms-login', { body: { areaCode: '86', mobile, code } });
    expect(res.code).toBe(0);
    expect((await profile(ctx(), res.data.token)).data.mobile).toBe(mobile);
  });

  it('answers an unknown number like a wrong code and creates no account', async () => {
    const mobile = newMobile();
    const sent = await call(ctx().app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'login' }, ip: newIp() });
    expect(sent.code).toBe(0);
    const res = await call(ctx().app, 'POST', '/app-api/member/sms-login', { body: { areaCode: '86', mobile, code: '123456' }, locale: 'en_US' });
    expect(res).toMatchObject({ status: 400, code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one' });
    const count = await ctx().database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).execute();
    expect(count).toEqual([]);
  });

  it('refuses a disabled member even with the right code', async () => {
    const { mobile } = await registerMember(ctx());
    await ctx().database.db.updateTable('member_user').set({ status: 1 }).where('mobile', '=', mobile).execute();
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    expect((await call(ctx().app, 'POST', '/app-api/member/sms-login', { body: { areaCode: '86', mobile, code } })).code).toBe(1_001_004);
  });
});

describeEachDb('registration', (ctx) => {
  const reg = (body: object, locale?: string) =>
    call<{ fields: { field: string; rule: string; message: string }[] } & TokenResult>(ctx().app, 'POST', '/app-api/member/reg', {
      body,
      ip: newIp(),
      ...(locale ? { locale } : {}),
    });
  const form = (mobile: string, code: string) => ({ areaCode: '86', mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true });

  it('registers with a register code and signs the new member in', async () => {
    const mobile = newMobile();
    const code = await requestSmsCode(ctx(), { mobile, scene: 'register' });
    const res = await reg(form(mobile, code));
    expect(res.code).toBe(0);
    const me = await call<{ nickname: string; referralCode: string; areaCode: string }>(ctx().app, 'GET', '/app-api/member/user/get', {
      token: res.data.token,
    });
    expect(me.data).toMatchObject({ nickname: `user${mobile.slice(-4)}`, areaCode: '86', referralCode: expect.stringMatching(/^[0-9A-F]{10}$/) });
    // And the password works.
    expect((await login(ctx(), { mobile, password: 'kite4sail' })).code).toBe(0);
  });

  it('refuses a registered mobile once its code is proven', async () => {
    // A registered number gets its code like any other (sign-in-abuse.test.ts); the right
    // code then answers that the number is registered.
    const demoCode = await requestSmsCode(ctx(), { mobile: DEMO_MEMBER.mobile, scene: 'register' });
    expect(await reg(form(DEMO_MEMBER.mobile, demoCode), 'en_US')).toMatchObject({ status: 409, code: 1_001_005, msg: 'This mobile number is already registered' });

    // Registered by someone else between the code and the form.
    const mobile = newMobile();
    const code = await requestSmsCode(ctx(), { mobile, scene: 'register' });
    await addMember(ctx(), '86', mobile, 'other1234');
    const res = await reg(form(mobile, code));
    expect(res.code).toBe(1_001_005);
  });

  it('names the field and the rule of a bad form, in the caller language', async () => {
    const mobile = newMobile();
    const mismatch = await reg({ ...form(mobile, '123456'), confirmPassword: 'abc12346' }, 'en_US');
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.fields).toEqual([{ field: 'confirmPassword', rule: 'v.password.mismatch', message: 'The two passwords do not match' }]);
    expect(mismatch.msg).toContain('confirmPassword: The two passwords do not match');

    const short = await reg({ ...form(mobile, '123456'), password: 'abc', confirmPassword: 'abc' });
    expect(short.data.fields).toContainEqual({ field: 'password', rule: 'v.password.min', message: '密码不能少于6位' });

    const symbols = await reg({ ...form(mobile, '123456'), password: 'abc-123', confirmPassword: 'abc-123' }, 'fr_FR');
    expect(symbols.data.fields).toContainEqual({
      field: 'password',
      rule: 'v.password.chars',
      message: 'Le mot de passe doit comporter de 6 à 32 lettres et chiffres',
    });

    const { agreement: _, ...noAgreement } = form(mobile, '123456');
    const missing = await reg(noAgreement, 'en_US');
    expect(missing.data.fields).toEqual([{ field: 'agreement', rule: 'v.agreement.required', message: 'Please read and accept the service agreement' }]);
    expect((await reg({ ...form(mobile, '123456'), agreement: false })).data.fields[0]?.field).toBe('agreement');
  });

  it('refuses a phone number that is not valid for its area code', async () => {
    const res = await reg(form('12345678901', '123456'), 'en_US');
    expect(res).toMatchObject({
      status: 400,
      code: 1_001_007,
      msg: 'Phone format wrong',
      data: { fields: [{ field: 'mobile', rule: 'v.mobile.format', message: 'Phone format wrong' }] },
    });
  });

  it('links the referrer of a known referral code and refuses an unknown one', async () => {
    const demo = await ctx().database.db.selectFrom('member_user').select(['id', 'referral_code']).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow();
    const mobile = newMobile();
    const code = await requestSmsCode(ctx(), { mobile, scene: 'register' });
    const unknown = await reg({ ...form(mobile, code), referralCode: 'NOSUCHCODE' }, 'en_US');
    expect(unknown).toMatchObject({ status: 400, code: 1_001_006, msg: 'Referral code not found' });
    // The code was not spent by the refused form.
    const res = await reg({ ...form(mobile, code), referralCode: demo.referral_code.toLowerCase() });
    expect(res.code).toBe(0);
    const row = await ctx().database.db.selectFrom('member_user').select('referrer_id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.referrer_id).toBe(demo.id);
  });

  it('refuses a wrong code, and a form sent without asking for a code', async () => {
    const mobile = newMobile();
    const code = await requestSmsCode(ctx(), { mobile, scene: 'register' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await reg(form(mobile, wrong), 'en_US')).toMatchObject({ code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one' });
    expect(await reg(form(newMobile(), '123456'), 'en_US')).toMatchObject({ code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one' });
  });
});

describeEachDb('password reset, logout and tokens', (ctx) => {
  const reset = (mobile: string, code: string, password: string) =>
    call(ctx().app, 'POST', '/app-api/member/reset-password', {
      body: { areaCode: '86', mobile, code, password, confirmPassword: password },
      ip: newIp(),
    });

  it('sets the new password and ends every old session', async () => {
    const { mobile, password, token: first } = await registerMember(ctx());
    const second = await memberToken(ctx(), { mobile, password });
    const code = await requestSmsCode(ctx(), { mobile, scene: 'reset-password' });
    const res = await reset(mobile, code, 'newpass99');
    expect(res).toMatchObject({ status: 200, code: 0, data: null });
    for (const token of [first, second]) {
      expect(await profile(ctx(), token)).toMatchObject({ status: 401, code: 50012 });
    }
    expect((await login(ctx(), { mobile, password })).code).toBe(1_001_001);
    expect((await login(ctx(), { mobile, password: 'newpass99' })).code).toBe(0);
    const row = await ctx().database.db.selectFrom('member_user').select(['password_changed_at', 'created_at']).where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(Date.parse(row.password_changed_at)).toBeGreaterThan(Date.parse(row.created_at));
  });

  it('sends nothing for an unknown number but answers the same', async () => {
    const mobile = newMobile();
    const res = await call(ctx().app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode: '86', mobile, scene: 'reset-password' }, ip: newIp() });
    expect(res).toEqual({ status: 200, code: 0, msg: '', data: { resendSeconds: 60, expiresInSeconds: 300 } });
    const outbox = await ctx().database.db.selectFrom('sms_log').select('id').where('mobile', '=', mobile).execute();
    expect(outbox).toEqual([]);
    expect((await reset(mobile, '123456', 'fresh1234')).code).toBe(1_001_023);
  });

  it('logs out: the token then answers 50012', async () => {
    const token = await memberToken(ctx());
    expect((await call(ctx().app, 'POST', '/app-api/member/logout', { token })).code).toBe(0);
    expect(await profile(ctx(), token)).toMatchObject({ status: 401, code: 50012 });
    expect((await call(ctx().app, 'POST', '/app-api/member/logout', { token })).code).toBe(50012);
  });

  it('answers 50014 for an expired token and 50008 for garbage or none', async () => {
    const token = await memberToken(ctx());
    await ctx()
      .database.db.updateTable('auth_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await profile(ctx(), token)).toMatchObject({ status: 401, code: 50014 });
    expect(await profile(ctx(), 'garbage')).toMatchObject({ status: 401, code: 50008 });
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get')).toMatchObject({ status: 401, code: 50008 });
  });

  it('stops the sessions of an account disabled or deleted after it signed in', async () => {
    const { mobile, token } = await registerMember(ctx());
    const db = ctx().database.db;
    await db.updateTable('member_user').set({ status: 1 }).where('mobile', '=', mobile).execute();
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get', { token, locale: 'en_US' })).toMatchObject({
      status: 403,
      code: 1_001_004,
      msg: 'This account is disabled, please contact customer service',
    });
    await db.updateTable('member_user').set({ status: 0 }).where('mobile', '=', mobile).execute();
    expect((await profile(ctx(), token)).code).toBe(0);

    const member = await db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    await db.deleteFrom('member_user').where('id', '=', member.id).execute();
    expect(await profile(ctx(), token)).toMatchObject({ status: 401, code: 50008 });
  });
});
