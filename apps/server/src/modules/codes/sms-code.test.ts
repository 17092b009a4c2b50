import type { TokenResult } from '@portal/contracts/auth';
import { expect, it } from 'vitest';
import { call, newIp, newMobile, newNetworkIp, registerMember, requestSmsCode } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { smsRecipient } from './verification-code.repository.js';

const send = (t: TestApp, body: { mobile: string; scene: string; areaCode?: string }, options: { ip?: string; locale?: string } = {}) =>
  call<{ seconds?: number; fields?: unknown[] }>(t.app, 'POST', '/app-api/member/send-sms-code', {
    body: { areaCode: '86', ...body },
    ip: options.ip ?? newIp(),
    ...(options.locale ? { locale: options.locale } : {}),
  });

const smsLogin = (t: TestApp, mobile: string, code: string, locale = 'en_US') =>
  call<TokenResult>(t.app, 'POST', '/app-api/member/sms-login', { body: { areaCode: '86', mobile, code }, locale });

// Moves a number's codes back in time instead of waiting.
async function age(t: TestApp, mobile: string, ms: number) {
  const at = new Date(Date.now() - ms).toISOString();
  await t.database.db.updateTable('verification_code').set({ created_at: at }).where('recipient', '=', smsRecipient('86', mobile)).execute();
}

const SECOND = 1000;

describeEachDb('SMS codes', (ctx) => {
  it('sends 6 digits in the caller language and keeps only a hash of them', async () => {
    const zh = newMobile();
    expect(await send(ctx(), { mobile: zh, scene: 'register' })).toEqual({
      status: 200,
      code: 0,
      msg: '',
      data: { resendSeconds: 60, expiresInSeconds: 300 },
    });
    const code = await requestSmsCode(ctx(), { mobile: newMobile(), scene: 'register' });
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await ctx().database.db.selectFrom('sms_log').selectAll().where('mobile', '=', zh).executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ area_code: '86', scene: 'register', status: 'outbox' });
    expect(outbox.content).toMatch(/^【捷道物流】您的验证码为\d{6}，5分钟内有效。$/);

    const en = newMobile();
    await send(ctx(), { mobile: en, scene: 'register' }, { locale: 'en_US' });
    const enRow = await ctx().database.db.selectFrom('sms_log').select('content').where('mobile', '=', en).executeTakeFirstOrThrow();
    expect(enRow.content).toMatch(/^\[Jiedao Logistics\] Your verification code is \d{6}, valid for 5 minutes\.$/);
    const fr = newMobile();
    await send(ctx(), { mobile: fr, scene: 'register' }, { locale: 'fr_FR' });
    const frRow = await ctx().database.db.selectFrom('sms_log').select('content').where('mobile', '=', fr).executeTakeFirstOrThrow();
    expect(frRow.content).toContain('Votre code de vérification est');

    const sent = /\d{6}/.exec(enRow.content)![0];
    const stored = await ctx().database.db.selectFrom('verification_code').selectAll().where('recipient', '=', smsRecipient('86', en)).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(sent);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the mobile against its area code, naming the field', async () => {
    expect(await send(ctx(), { mobile: '12345678901', scene: 'register' }, { locale: 'en_US' })).toMatchObject({
      status: 400,
      code: 1_001_007,
      msg: 'Phone format wrong',
      data: { fields: [{ field: 'mobile', rule: 'v.mobile.format', message: 'Phone format wrong' }] },
    });
    expect((await send(ctx(), { mobile: '1380013800', scene: 'register' })).msg).toBe('手机号格式错误');
    // A Beijing landline is a valid number, but cannot receive a code.
    expect((await send(ctx(), { mobile: '1062345678', scene: 'register' })).code).toBe(1_001_007);
    const letters = await send(ctx(), { mobile: '13a00138000', scene: 'register' }, { locale: 'en_US' });
    expect(letters).toMatchObject({ status: 400, code: 400, data: { fields: [{ field: 'mobile', rule: 'v.mobile.numeric' }] } });
    // A French mobile, typed with or without its trunk 0.
    expect((await send(ctx(), { areaCode: '33', mobile: '0612345678', scene: 'register' })).code).toBe(0);
    expect((await send(ctx(), { areaCode: '33', mobile: '612345678', scene: 'register' })).code).toBe(1_001_014);
  });

  it('refuses scenes whose codes are not requested here', async () => {
    expect((await send(ctx(), { mobile: newMobile(), scene: 'release-goods' })).code).toBe(1_001_017);
    expect((await send(ctx(), { mobile: newMobile(), scene: 'bind-email' })).code).toBe(1_001_017);
    expect((await send(ctx(), { mobile: newMobile(), scene: 'nope' })).code).toBe(400);
  });

  it('waits 60 seconds between codes for one number and scene', async () => {
    const mobile = newMobile();
    expect((await send(ctx(), { mobile, scene: 'register' })).code).toBe(0);
    const again = await send(ctx(), { mobile, scene: 'register' }, { locale: 'en_US' });
    expect(again).toMatchObject({ status: 429, code: 1_001_014 });
    expect(again.data.seconds).toBeGreaterThanOrEqual(58);
    expect(again.data.seconds).toBeLessThanOrEqual(60);
    expect(again.msg).toBe(`Please wait ${again.data.seconds} s before requesting another code`);
    // Another scene has its own countdown.
    expect((await send(ctx(), { mobile, scene: 'login' })).code).toBe(0);
    await age(ctx(), mobile, 45 * SECOND);
    expect((await send(ctx(), { mobile, scene: 'register' })).data).toEqual({ seconds: 15 });
    await age(ctx(), mobile, 61 * SECOND);
    expect((await send(ctx(), { mobile, scene: 'register' })).code).toBe(0);
  });

  it('sends one code when the same request arrives several times at once', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(ctx(), { mobile, scene: 'register' })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1_001_014, 1_001_014, 1_001_014, 1_001_014, 1_001_014]);
    const outbox = await ctx().database.db.selectFrom('sms_log').select('id').where('mobile', '=', mobile).execute();
    expect(outbox).toHaveLength(1);
  });

  // Sign-in answers every refusal alike (SMS_CODE_INVALID, no tries left: docs/sign-in-abuse.md);
  // the tries still count (verification-code.test.ts has each answer of the service).
  it('kills a code after 5 wrong tries', async () => {
    const { mobile } = await registerMember(ctx());
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries++) {
      expect(await smsLogin(ctx(), mobile, wrong)).toMatchObject({ status: 400, code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one', data: null });
    }
    expect((await smsLogin(ctx(), mobile, code)).code).toBe(1_001_023);
    // A new code works.
    await age(ctx(), mobile, 61 * SECOND);
    const next = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    expect((await smsLogin(ctx(), mobile, next)).code).toBe(0);
  });

  it('expires a code after 5 minutes', async () => {
    const { mobile } = await registerMember(ctx());
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    const row = await ctx().database.db.selectFrom('verification_code').selectAll().where('recipient', '=', smsRecipient('86', mobile)).where('scene', '=', 'login').executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(300 * SECOND);
    await ctx().database.db.updateTable('verification_code').set({ expires_at: new Date(Date.now() - SECOND).toISOString() }).where('id', '=', row.id).execute();
    expect(await smsLogin(ctx(), mobile, code)).toMatchObject({ code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one' });
  });

  it('takes a code once', async () => {
    const { mobile } = await registerMember(ctx());
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    expect((await smsLogin(ctx(), mobile, code)).code).toBe(0);
    expect((await smsLogin(ctx(), mobile, code)).code).toBe(1_001_023);
  });

  it('takes only the newest code of a number', async () => {
    const { mobile } = await registerMember(ctx());
    const first = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    await age(ctx(), mobile, 61 * SECOND);
    let second = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    if (second === first) {
      await age(ctx(), mobile, 61 * SECOND);
      second = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    }
    expect((await smsLogin(ctx(), mobile, first)).code).toBe(1_001_023);
    expect((await smsLogin(ctx(), mobile, second)).code).toBe(0);
  });

  it('binds a code to its scene', async () => {
    const { mobile } = await registerMember(ctx());
    const loginCode = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    const reset = await call(ctx().app, 'POST', '/app-api/member/reset-password', {
      body: { areaCode: '86', mobile, code: loginCode, password: 'other1234', confirmPassword: 'other1234' },
      locale: 'en_US',
    });
    expect(reset).toMatchObject({ code: 1_001_023, msg: 'The verification code is wrong or no longer valid: check it, or get a new one' });
    const newcomer = newMobile();
    const registerCode = await requestSmsCode(ctx(), { mobile: newcomer, scene: 'register' });
    expect((await smsLogin(ctx(), newcomer, registerCode)).code).toBe(1_001_023);
    // Both codes still work for their own scene.
    expect((await smsLogin(ctx(), mobile, loginCode)).code).toBe(0);
  });

  it('sends at most 5 codes a day to one number and scene from one network, and 20 in all', async () => {
    const mobile = newMobile();
    const network = newNetworkIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(ctx(), { mobile, scene: 'register' }, { ip: network })).code).toBe(0);
      await age(ctx(), mobile, 61 * SECOND);
    }
    expect(await send(ctx(), { mobile, scene: 'register' }, { ip: network, locale: 'en_US' })).toMatchObject({
      status: 429,
      code: 1_001_015,
      msg: 'Too many codes were sent to this number today, please try again tomorrow',
    });
    // Another scene from that network, and the scene from other networks, go on to 20 in all.
    expect((await send(ctx(), { mobile, scene: 'login' }, { ip: network })).code).toBe(0);
    for (let i = 0; i < 14; i++) {
      await age(ctx(), mobile, 61 * SECOND);
      expect((await send(ctx(), { mobile, scene: 'register' }, { ip: newNetworkIp() })).code).toBe(0);
    }
    await age(ctx(), mobile, 61 * SECOND);
    expect((await send(ctx(), { mobile, scene: 'login' }, { ip: newNetworkIp() })).code).toBe(1_001_015);
    await age(ctx(), mobile, 25 * 3600 * SECOND);
    expect((await send(ctx(), { mobile, scene: 'register' }, { ip: network })).code).toBe(0);
  });
});

describeEachDb(
  'SMS codes per client network',
  (ctx) => {
    it('sends at most 30 codes an hour for one network, however its addresses rotate', async () => {
      const network = newNetworkIp().replace(/\.7$/, '');
      for (let i = 0; i < 30; i++) expect((await send(ctx(), { mobile: newMobile(), scene: 'register' }, { ip: `${network}.${i + 1}` })).code).toBe(0);
      expect(await send(ctx(), { mobile: newMobile(), scene: 'login' }, { ip: `${network}.200`, locale: 'en_US' })).toMatchObject({
        status: 429,
        code: 1_001_016,
        msg: 'Too many codes requested from your network, please try again later',
      });
      expect((await send(ctx(), { mobile: newMobile(), scene: 'register' })).code).toBe(0);
    });
  },
  { sms: { dailyPerNumberNetwork: 5, dailyPerNumber: 20, hourlyPerIp: 30 } },
);

describeEachDb(
  'request limits of the sign-in routes',
  (ctx) => {
    it('answers 429 past the per-minute limit of one address', async () => {
      const ip = newIp();
      for (let i = 0; i < 2; i++) expect((await send(ctx(), { mobile: newMobile(), scene: 'register' }, { ip })).code).toBe(0);
      const limited = await send(ctx(), { mobile: newMobile(), scene: 'register' }, { ip, locale: 'en_US' });
      expect(limited).toMatchObject({ status: 429, code: 429, msg: expect.stringMatching(/^Too many requests, retry in \d+ s$/) });
    });

    it('limits password attempts of one address, whatever the account', async () => {
      const ip = newIp();
      const login = (mobile: string) => call(ctx().app, 'POST', '/app-api/member/login', { body: { mobile, password: 'x' }, ip });
      for (let i = 0; i < 3; i++) expect((await login(newMobile())).code).toBe(1_001_001);
      expect(await login(newMobile())).toMatchObject({ status: 429, code: 429 });
    });
  },
  { rateLimits: { signInPerMinute: 3, smsPerMinute: 2, captchaPerMinute: 10_000, trackPerMinute: 10_000, defaultPerMinute: 1_000_000 } },
);
