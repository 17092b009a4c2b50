import type { TokenResult } from '@portal/contracts/auth';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../config.js';
import type { Answer } from '../../test/auth-helpers.js';
import { lastSmsCode, newIp, newMobile, newNetworkIp, registerMember, requestSmsCode } from '../../test/auth-helpers.js';
import { passCaptcha } from '../../test/captcha-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../../lib/password.js';
import { newReferralCode } from '../../db/seed/seed.js';

// A stranger must not be able to lock a member out of their account by spending the limits
// that protect it, nor learn which numbers have accounts (docs/sign-in-abuse.md).

const DEVICE = 'portal-device';

interface Sent<T> extends Answer<T> {
  // The `portal-device` cookie the answer set, if any.
  device: string | undefined;
}

async function post<T = unknown>(t: TestApp, url: string, body: object, options: { ip?: string; device?: string | undefined; locale?: string } = {}): Promise<Sent<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: options.ip ?? newIp(),
    headers: { 'accept-language': options.locale ?? 'en_US' },
    ...(options.device ? { cookies: { [DEVICE]: options.device } } : {}),
  });
  const json = res.json() as { code: number; msg: string; data: T };
  const device = res.cookies.find((c) => c.name === DEVICE);
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, device: device?.value };
}

const sendCode = (t: TestApp, mobile: string, scene: string, options: { ip?: string; device?: string | undefined; captchaVerification?: string } = {}) =>
  post(t, '/app-api/member/send-sms-code', { areaCode: '86', mobile, scene, ...(options.captchaVerification ? { captchaVerification: options.captchaVerification } : {}) }, options);

const login = (t: TestApp, body: object, options: { ip?: string; device?: string | undefined } = {}) =>
  post<TokenResult>(t, '/app-api/member/login', body, options);

async function addMember(t: TestApp, areaCode: string, mobile: string, password: string) {
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('member_user')
    .values({ area_code: areaCode, mobile, password_hash: await hashPassword(password), nickname: 'test', status: 0, referral_code: newReferralCode(), password_changed_at: now, created_at: now, updated_at: now })
    .execute();
}

// Moves a number's codes back past the 60 s resend wait.
async function pastResendWait(t: TestApp, mobile: string) {
  const at = new Date(Date.now() - 61_000).toISOString();
  await t.database.db.updateTable('verification_code').set({ created_at: at }).where('recipient', '=', `+86 ${mobile}`).where('created_at', '>', at).execute();
}

describeEachDb('SMS codes a stranger cannot use up', (ctx) => {
  it('counts sends per number, scene and network: a stranger spends only their own network allowance', async () => {
    const { mobile } = await registerMember(ctx());
    const stranger = newNetworkIp();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(ctx(), mobile, 'login', { ip: stranger })).code).toBe(0);
      await pastResendWait(ctx(), mobile);
    }
    expect(await sendCode(ctx(), mobile, 'login', { ip: stranger })).toMatchObject({ status: 429, code: 1_001_015 });
    // Another address of the same /24 is the same network.
    expect((await sendCode(ctx(), mobile, 'login', { ip: stranger.replace(/\.7$/, '.8') })).code).toBe(1_001_015);
    // The member, from their own network, still gets a login code and a reset code.
    const owner = newNetworkIp();
    expect((await sendCode(ctx(), mobile, 'login', { ip: owner })).code).toBe(0);
    expect((await sendCode(ctx(), mobile, 'reset-password', { ip: owner })).code).toBe(0);
    expect(await lastSmsCode(ctx(), mobile)).toMatch(/^\d{6}$/);
  });

  it('keeps an overall ceiling per number, which a known device of the member does not need', async () => {
    const { mobile, password } = await registerMember(ctx());
    const signedIn = await login(ctx(), { mobile, password });
    expect(signedIn.device).toMatch(/^[\w-]{43}$/);
    // The registration code and 19 more from 19 networks reach the ceiling of 20.
    await pastResendWait(ctx(), mobile);
    for (let i = 0; i < 19; i++) {
      expect((await sendCode(ctx(), mobile, i % 2 ? 'login' : 'reset-password', { ip: newNetworkIp() })).code).toBe(0);
      await pastResendWait(ctx(), mobile);
    }
    expect((await sendCode(ctx(), mobile, 'login', { ip: newNetworkIp() })).code).toBe(1_001_015);
    // A browser the member signed in from before still gets codes.
    expect((await sendCode(ctx(), mobile, 'login', { ip: newNetworkIp(), device: signedIn.device })).code).toBe(0);
    await pastResendWait(ctx(), mobile);
    // Another member's device, or a made-up token, does not count.
    const other = await login(ctx(), { ...DEMO_MEMBER });
    expect((await sendCode(ctx(), mobile, 'login', { ip: newNetworkIp(), device: other.device })).code).toBe(1_001_015);
    expect((await sendCode(ctx(), mobile, 'login', { ip: newNetworkIp(), device: 'x'.repeat(43) })).code).toBe(1_001_015);
  });

  it('gives a browser one device token, kept across sign-ins and members', async () => {
    const { mobile, password } = await registerMember(ctx());
    const first = await login(ctx(), { mobile, password });
    const again = await login(ctx(), { mobile, password }, { device: first.device });
    expect(again.device).toBe(first.device);
    const demo = await login(ctx(), { ...DEMO_MEMBER }, { device: first.device });
    expect(demo.device).toBe(first.device);
    const rows = await ctx().database.db.selectFrom('member_device').select(['member_id', 'token_hash']).execute();
    expect(JSON.stringify(rows)).not.toContain(first.device);
    // The cookie is httpOnly, SameSite=Lax, and sent to the sign-in routes only.
    const res = await ctx().app.inject({ method: 'POST', url: '/app-api/member/login', payload: { mobile, password } });
    expect(res.headers['set-cookie']).toMatch(/^portal-device=[\w-]{43}; Max-Age=31536000; Path=\/app-api\/member\/; HttpOnly; SameSite=Lax$/);
  });
});

describeEachDb('registered numbers cannot be enumerated', (ctx) => {
  const reg = (mobile: string, code: string, ip = newIp()) =>
    post<TokenResult>(ctx(), '/app-api/member/reg', { areaCode: '86', mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true }, { ip });

  it('answers a register code for a registered number like one for a new number', async () => {
    const mobile = newMobile();
    await addMember(ctx(), '86', mobile, 'kite4sail');
    const fresh = newMobile();
    const registered = await sendCode(ctx(), mobile, 'register');
    expect(registered).toEqual({ ...(await sendCode(ctx(), fresh, 'register')), device: undefined });
    expect(registered).toMatchObject({ status: 200, code: 0 });
    // The code goes out: only the owner of the number can go further.
    expect(await lastSmsCode(ctx(), mobile)).toMatch(/^\d{6}$/);
  });

  it('answers /reg alike for both until the code is proven, then says registered', async () => {
    const mobile = newMobile();
    await addMember(ctx(), '86', mobile, 'kite4sail');
    const fresh = newMobile();
    // No code asked for.
    const noCode = await reg(mobile, '123456');
    expect(noCode).toEqual(await reg(fresh, '123456'));
    expect(noCode.code).toBe(1_001_023);
    // A wrong code.
    const code = await requestSmsCode(ctx(), { mobile, scene: 'register' });
    const freshCode = await requestSmsCode(ctx(), { mobile: fresh, scene: 'register' });
    const wrong = (c: string) => (c === '000000' ? '111111' : '000000');
    const wrongForRegistered = await reg(mobile, wrong(code));
    expect(wrongForRegistered).toEqual(await reg(fresh, wrong(freshCode)));
    expect(wrongForRegistered.code).toBe(1_001_023);
    // The right code proves the number: now it may say so.
    expect(await reg(mobile, code)).toMatchObject({ status: 409, code: 1_001_005 });
    expect((await reg(fresh, freshCode)).code).toBe(0);
  });

  it('answers a wrong code alike whether or not the number asked for one lately (reg, SMS sign-in, reset)', async () => {
    const t = ctx();
    const wrongFor = (c: string) => (c === '000000' ? '111111' : '000000');
    const kill = (mobile: string, scene: string) =>
      t.database.db.updateTable('verification_code').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('recipient', 'like', `%${mobile}`).where('scene', '=', scene).execute();
    const registered = newMobile();
    await addMember(t, '86', registered, 'kite4sail');
    const routes = [
      { scene: 'register', url: '/app-api/member/reg', body: (mobile: string, code: string) => ({ areaCode: '86', mobile, code, password: 'kite4sail', confirmPassword: 'kite4sail', agreement: true }) },
      { scene: 'login', url: '/app-api/member/sms-login', body: (mobile: string, code: string) => ({ areaCode: '86', mobile, code }) },
      { scene: 'reset-password', url: '/app-api/member/reset-password', body: (mobile: string, code: string) => ({ areaCode: '86', mobile, code, password: 'new12345', confirmPassword: 'new12345' }) },
    ] as const;
    for (const route of routes) {
      const ask = (mobile: string, code: string) => post(t, route.url, route.body(mobile, code), { locale: 'en_US', ip: newIp() });
      const never = await ask(newMobile(), '123456');
      expect(never, route.url).toMatchObject({ status: 400, code: 1_001_023, data: null });
      // Asked for a code: a wrong try, an expired code, a killed one.
      const sent = await requestSmsCode(t, { mobile: registered, scene: route.scene });
      expect(await ask(registered, wrongFor(sent)), route.url).toEqual(never);
      for (let i = 0; i < 5; i++) await ask(registered, wrongFor(sent));
      expect(await ask(registered, sent), route.url).toEqual(never);
      await kill(registered, route.scene);
      expect(await ask(registered, wrongFor(sent)), route.url).toEqual(never);
    }
  });

  it('answers a login without area code alike for unknown numbers and wrong passwords, also when the number has several', async () => {
    const mobile = newMobile();
    await addMember(ctx(), '86', mobile, 'first123');
    await addMember(ctx(), '852', mobile, 'second123');
    const wrong = await login(ctx(), { mobile, password: 'nothing1' });
    expect(wrong).toMatchObject({ status: 400, code: 1_001_001 });
    expect(await login(ctx(), { mobile: newMobile(), password: 'nothing1' })).toEqual(wrong);
    // Only a password that matched one of them asks for the area code.
    expect((await login(ctx(), { mobile, password: 'second123' })).code).toBe(1_001_003);
  });
});

describeEachDb(
  'password tries a stranger cannot turn into a lock',
  (ctx) => {
    // Wrong passwords: "incorrect" for the first 5, then "complete the check".
    const fail = async (mobile: string, times: number, options: { ip?: string } = {}) => {
      for (let i = 0; i < times; i++) {
        expect([1_001_001, 1_001_022]).toContain((await login(ctx(), { mobile, password: `wrong${i}xx` }, options)).code);
      }
    };

    it('asks for a slider check after 5 wrong passwords instead of locking the account', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      for (let i = 0; i < 5; i++) expect((await login(ctx(), { mobile, password: `bad${i}xxx` })).code).toBe(1_001_001);
      // Right or wrong, a try without the check is answered alike.
      const right = await login(ctx(), { mobile, password: 'right1234' });
      expect(right).toMatchObject({ status: 400, code: 1_001_022, msg: 'Several wrong passwords were tried for this account, please complete the security check' });
      expect(await login(ctx(), { mobile, password: 'wrong1234' })).toEqual(right);
      expect(await login(ctx(), { mobile, password: 'right1234', captchaVerification: 'made-up' })).toEqual(right);
      // With a passed check the password is judged as usual, however many tries came before.
      await fail(mobile, 10);
      expect((await login(ctx(), { mobile, password: 'wrong1234', captchaVerification: await passCaptcha(ctx()) })).code).toBe(1_001_001);
      expect((await login(ctx(), { mobile, password: 'right1234', captchaVerification: await passCaptcha(ctx()) })).code).toBe(0);
      // A success starts the count again.
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(0);
    });

    it('lets the right password from a known device of the member through without the check', async () => {
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      const { device } = await login(ctx(), { mobile, password: 'right1234' });
      await fail(mobile, 8);
      expect((await login(ctx(), { mobile, password: 'wrong1234' }, { device })).code).toBe(1_001_022);
      const back = await login(ctx(), { mobile, password: 'right1234' }, { device });
      expect(back).toMatchObject({ status: 200, code: 0, device });
    });

    it('treats unknown numbers the same way', async () => {
      const unknown = newMobile();
      await fail(unknown, 5);
      expect((await login(ctx(), { mobile: unknown, password: 'whatever1' })).code).toBe(1_001_022);
    });

    it('refuses a network with 30 wrong passwords, however its addresses rotate, and only that network', async () => {
      const network = newNetworkIp().replace(/\.7$/, '');
      for (let i = 0; i < 6; i++) await fail(newMobile(), 5, { ip: `${network}.${i + 1}` });
      const mobile = newMobile();
      await addMember(ctx(), '86', mobile, 'right1234');
      expect(await login(ctx(), { mobile, password: 'right1234' }, { ip: `${network}.99` })).toMatchObject({ status: 429, code: 1_001_002, data: { minutes: 15 } });
      expect((await login(ctx(), { mobile, password: 'right1234' })).code).toBe(0);
    });
  },
  { captchaEnabled: true },
);

describeEachDb('member session length', (ctx) => {
  const HOUR = 3_600_000;
  const limitsOf = async (token: string) => {
    const { hashToken } = await import('../sessions/session.service.js');
    const row = await ctx().database.db.selectFrom('auth_session').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const created = Date.parse(row.created_at);
    return { idleHours: (Date.parse(row.idle_expires_at) - created) / HOUR, absoluteHours: (Date.parse(row.expires_at) - created) / HOUR };
  };

  it('lasts 2 hours idle and 12 hours in all, or 7 and 30 days when kept', async () => {
    const { mobile, password } = await registerMember(ctx());
    const short = await login(ctx(), { mobile, password });
    expect(await limitsOf(short.data.token)).toEqual({ idleHours: 2, absoluteHours: 12 });
    const kept = await login(ctx(), { mobile, password, keepSignedIn: true });
    expect(await limitsOf(kept.data.token)).toEqual({ idleHours: 7 * 24, absoluteHours: 30 * 24 });
    const code = await requestSmsCode(ctx(), { mobile, scene: 'login' });
    const bySms = await post<TokenResult>(ctx(), '/app-api/member/sms-login', { areaCode: '86', mobile, code, keepSignedIn: true });
    expect(await limitsOf(bySms.data.token)).toEqual({ idleHours: 7 * 24, absoluteHours: 30 * 24 });
  });

  it('extends a kept session by its own idle time', async () => {
    const { mobile, password } = await registerMember(ctx());
    const { hashToken } = await import('../sessions/session.service.js');
    const kept = await login(ctx(), { mobile, password, keepSignedIn: true });
    const db = ctx().database.db;
    const longAgo = new Date(Date.now() - 3 * HOUR).toISOString();
    await db.updateTable('auth_session').set({ last_seen_at: longAgo }).where('token_hash', '=', hashToken(kept.data.token)).execute();
    const res = await ctx().app.inject({ method: 'GET', url: '/app-api/member/user/get', headers: { authorization: `Bearer ${kept.data.token}` } });
    expect(res.statusCode).toBe(200);
    const row = await db.selectFrom('auth_session').select('idle_expires_at').where('token_hash', '=', hashToken(kept.data.token)).executeTakeFirstOrThrow();
    expect(Date.parse(row.idle_expires_at) - Date.now()).toBeGreaterThan(6 * 24 * HOUR);
  });
});
