import type { SignInWorkProof } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import { expect, it } from 'vitest';
import type { Answer } from '../../test/auth-helpers.js';
import { newMobile, newNetworkIp, registerMember, requestSmsCode } from '../../test/auth-helpers.js';
import { solvePow } from '../../test/captcha-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// The proof of work of sign-in and what members are told (docs/sign-in-abuse.md, "Proof of
// work", "What the member is told"). The work is made tiny here (2 derivations of 1 round at
// level 1): what is tested is who pays, how the level moves, and that a proof holds once.

const AUTH_BAD_CREDENTIALS = 1_001_001;
const AUTH_WORK_REQUIRED = 1_001_024;
const SMS_CODE_INVALID = 1_001_023;

interface Sent<T> extends Answer<T> {
  device: string | undefined;
}
interface From {
  ip: string;
  device?: string | undefined;
}

async function post<T = unknown>(t: TestApp, url: string, body: object, from: From): Promise<Sent<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: from.ip,
    headers: { 'accept-language': 'en_US' },
    ...(from.device ? { cookies: { 'portal-device': from.device } } : {}),
  });
  const json = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, device: res.cookies.find((c) => c.name === 'portal-device')?.value };
}

const memberWork = (t: TestApp, body: object, from: From) => post<SignInWorkChallenge | null>(t, '/app-api/member/sign-in-work', body, from);

async function solve(challenge: SignInWorkChallenge): Promise<SignInWorkProof> {
  return { challengeId: challenge.challengeId, ...(await solvePow(challenge.pow)) };
}

// What a password try would cost now: null, or the derivations of its proof on average.
async function passwordCost(t: TestApp, mobile: string, from: From): Promise<number | null> {
  const answer = await memberWork(t, { method: 'password', mobile }, from);
  expect(answer.code).toBe(0);
  return answer.data?.work ?? null;
}

// A password try that pays what the server asks, as the web does.
async function login(t: TestApp, body: { mobile: string; password: string }, from: From) {
  const challenge = (await memberWork(t, { method: 'password', mobile: body.mobile }, from)).data;
  return post(t, '/app-api/member/login', { ...body, ...(challenge ? { work: await solve(challenge) } : {}) }, from);
}

// The notifications of one template a member was sent, one row per channel.
async function noticesOf(t: TestApp, memberId: number, template: string) {
  const rows = await t.database.db
    .selectFrom('notification as n')
    .innerJoin('notification_delivery as d', 'd.notification_id', 'n.id')
    .select(['n.id', 'n.params', 'd.channel'])
    .where('n.member_id', '=', memberId)
    .where('n.template', '=', template)
    .orderBy('n.id')
    .orderBy('d.channel')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), params: JSON.parse(row.params) as Record<string, unknown>, channel: row.channel }));
}

async function memberIdOf(t: TestApp, mobile: string): Promise<number> {
  return Number((await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id);
}

// Moved forward by tests that need time to pass.
let clockOffset = 0;

describeEachDb(
  'the proof of work of sign-in, and what members are told',
  (ctx) => {
    it('makes each password try on an account cost more after three failures, refusing a try without its proof uncounted', async () => {
      const t = ctx();
      const { mobile, password } = await registerMember(t);
      const from = { ip: newNetworkIp() };
      expect(await passwordCost(t, mobile, from)).toBeNull();
      for (let i = 0; i < 3; i++) expect((await login(t, { mobile, password: `wrong${i}xx` }, from)).code).toBe(AUTH_BAD_CREDENTIALS);

      expect(await passwordCost(t, mobile, from)).toBe(2);
      expect(await post(t, '/app-api/member/login', { mobile, password }, from)).toMatchObject({ status: 400, code: AUTH_WORK_REQUIRED });
      const costs = [];
      for (let i = 0; i < 3; i++) {
        costs.push(await passwordCost(t, mobile, from));
        expect((await login(t, { mobile, password: `again${i}xx` }, from)).code).toBe(AUTH_BAD_CREDENTIALS);
      }
      expect(costs).toEqual([2, 4, 8]);
      // From another network the account's failures cost as much.
      expect(await passwordCost(t, mobile, { ip: newNetworkIp() })).toBe(16);

      // The right password with its proof signs in, and a success starts the count again.
      expect((await login(t, { mobile, password }, from)).code).toBe(0);
      expect(await passwordCost(t, mobile, from)).toBeNull();
    });

    it('makes every account cost more from a network with many failures, however its addresses rotate, and not from another', async () => {
      const t = ctx();
      const network = newNetworkIp().replace(/\.7$/, '');
      // Thirteen accounts, one wrong password each: the network's first ten failures are free,
      // each three more raise the level by one.
      for (let i = 0; i < 13; i++) {
        expect((await login(t, { mobile: newMobile(), password: 'guess1234' }, { ip: `${network}.${i + 1}` })).code).toBe(AUTH_BAD_CREDENTIALS);
      }
      expect(await passwordCost(t, newMobile(), { ip: `${network}.200` })).toBe(2);
      expect(await passwordCost(t, newMobile(), { ip: newNetworkIp() })).toBeNull();
    });

    it('asks nothing of a browser the member signed in from before, however many failures', async () => {
      const t = ctx();
      const { mobile, password } = await registerMember(t);
      const owner = { ip: newNetworkIp() };
      const { device } = await login(t, { mobile, password }, owner);
      const stranger = { ip: newNetworkIp() };
      for (let i = 0; i < 6; i++) await login(t, { mobile, password: `wrong${i}xx` }, stranger);

      expect(await passwordCost(t, mobile, { ...owner, device })).toBeNull();
      expect(await post(t, '/app-api/member/login', { mobile, password }, { ...owner, device })).toMatchObject({ code: 0, device });
      // The same owner on a browser new to them pays what the account's failures cost.
      for (let i = 0; i < 6; i++) await login(t, { mobile, password: `wrong${i}xx` }, stranger);
      expect(await passwordCost(t, mobile, owner)).toBe(16);
    });

    it('takes a proof once, for its own account and network, before it expires, and not below the level reached since', async () => {
      const t = ctx();
      const { mobile, password } = await registerMember(t);
      const from = { ip: newNetworkIp() };
      for (let i = 0; i < 3; i++) await login(t, { mobile, password: `wrong${i}xx` }, from);
      const ask = async () => solve((await memberWork(t, { method: 'password', mobile }, from)).data!);
      const tryWith = (work: SignInWorkProof, at = from) => post(t, '/app-api/member/login', { mobile, password: 'wrong1234', work }, at);

      const proof = await ask();
      expect((await tryWith(proof, { ip: newNetworkIp() })).code).toBe(AUTH_WORK_REQUIRED);
      expect((await tryWith({ ...proof, counter: proof.counter + 1 })).code).toBe(AUTH_WORK_REQUIRED);
      expect((await tryWith(proof)).code).toBe(AUTH_BAD_CREDENTIALS);
      expect((await tryWith(proof)).code).toBe(AUTH_WORK_REQUIRED);

      // Two proofs of one level: spending the first raises the level past the second.
      const [first, second] = [await ask(), await ask()];
      expect((await tryWith(first)).code).toBe(AUTH_BAD_CREDENTIALS);
      expect((await tryWith(second)).code).toBe(AUTH_WORK_REQUIRED);

      const challenge = (await memberWork(t, { method: 'password', mobile }, from)).data!;
      const late = await solve(challenge);
      clockOffset = Date.parse(challenge.expiresAt) - Date.now() + 1000;
      try {
        expect((await tryWith(late)).code).toBe(AUTH_WORK_REQUIRED);
      } finally {
        clockOffset = 0;
      }
      expect((await post(t, '/app-api/member/login', { mobile, password, work: await ask() }, from)).code).toBe(0);
    });

    it('counts SMS-code sign-in apart from passwords, with the same curve', async () => {
      const t = ctx();
      const { mobile } = await registerMember(t);
      const codeCost = async (from: From) => (await memberWork(t, { method: 'sms', areaCode: '86', mobile }, from)).data?.work ?? null;
      for (let i = 0; i < 5; i++) await login(t, { mobile, password: `wrong${i}xx` }, { ip: newNetworkIp() });
      const from = { ip: newNetworkIp() };
      expect(await codeCost(from)).toBeNull();

      for (let i = 0; i < 3; i++) {
        expect((await post(t, '/app-api/member/sms-login', { areaCode: '86', mobile, code: '000000' }, from)).code).toBe(SMS_CODE_INVALID);
      }
      expect(await codeCost(from)).toBe(2);
      const code = await requestSmsCode(t, { mobile, scene: 'login' });
      expect((await post(t, '/app-api/member/sms-login', { areaCode: '86', mobile, code }, from)).code).toBe(AUTH_WORK_REQUIRED);
      const challenge = (await memberWork(t, { method: 'sms', areaCode: '86', mobile }, from)).data!;
      expect((await post(t, '/app-api/member/sms-login', { areaCode: '86', mobile, code, work: await solve(challenge) }, from)).code).toBe(0);
    });

    it('makes staff tries cost more the same way, and the owner on another network pays nothing', async () => {
      const t = ctx();
      const from = { ip: newNetworkIp() };
      const staffCost = async (at: From) => (await post<SignInWorkChallenge | null>(t, '/admin-api/system/auth/sign-in-work', { username: 'admin' }, at)).data?.work ?? null;
      const staffLogin = async (password: string, at: From) => {
        const challenge = (await post<SignInWorkChallenge | null>(t, '/admin-api/system/auth/sign-in-work', { username: 'admin' }, at)).data;
        return post(t, '/admin-api/system/auth/login', { username: 'admin', password, ...(challenge ? { work: await solve(challenge) } : {}) }, at);
      };
      for (let i = 0; i < 3; i++) expect((await staffLogin(`wrong${i}xx`, from)).code).toBe(AUTH_BAD_CREDENTIALS);
      expect(await staffCost(from)).toBe(2);
      expect((await post(t, '/admin-api/system/auth/login', { username: 'admin', password: t.config.demo.adminPassword }, from)).code).toBe(AUTH_WORK_REQUIRED);
      // The account's failures count from anywhere: the owner pays as much on their own network,
      // and signs in.
      const owner = { ip: newNetworkIp() };
      expect(await staffCost(owner)).toBe(2);
      expect((await staffLogin(t.config.demo.adminPassword, owner)).code).toBe(0);
      expect(await staffCost(owner)).toBeNull();
    });

    // What members are told of sign-ins.
    it('tells the member of a sign-in from a browser new to them, in the portal and by e-mail when one is bound', async () => {
      const t = ctx();
      const home = { ip: newNetworkIp() };
      const mobile = newMobile();
      const password = 'kite4sail';
      const code = await requestSmsCode(t, { mobile, scene: 'register' });
      const { device } = await post(t, '/app-api/member/reg', { areaCode: '86', mobile, code, password, confirmPassword: password, agreement: true }, home);
      const memberId = await memberIdOf(t, mobile);
      await t.database.db.updateTable('member_user').set({ email: 'li.wei@example.com' }).where('id', '=', memberId).execute();
      expect((await login(t, { mobile, password }, { ...home, device })).code).toBe(0);
      // Registration and the sign-in above were on the member's first browser: nothing to tell.
      expect(await noticesOf(t, memberId, 'signIn.newDevice')).toEqual([]);

      const elsewhere = { ip: '198.51.100.23' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/app-api/member/login',
        payload: { mobile, password },
        remoteAddress: elsewhere.ip,
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' },
      });
      expect(res.statusCode).toBe(200);
      const notices = await noticesOf(t, memberId, 'signIn.newDevice');
      expect(notices.map((n) => n.channel)).toEqual(['email', 'portal']);
      expect(notices[0]!.params).toEqual({ device: 'Chrome (Windows)', ip: '198.51.100.23' });
    });

    it('tells the member of repeated failed sign-ins once a day, not at each failure', async () => {
      const t = ctx();
      const { mobile } = await registerMember(t);
      const memberId = await memberIdOf(t, mobile);
      const fail = async (times: number) => {
        for (let i = 0; i < times; i++) expect((await login(t, { mobile, password: 'wrong1234' }, { ip: newNetworkIp() })).code).toBe(AUTH_BAD_CREDENTIALS);
      };
      await fail(4);
      expect(await noticesOf(t, memberId, 'signIn.failures')).toEqual([]);
      await fail(1);
      expect(await noticesOf(t, memberId, 'signIn.failures')).toEqual([expect.objectContaining({ channel: 'portal', params: { count: 5 } })]);
      await fail(3);
      expect(await noticesOf(t, memberId, 'signIn.failures')).toHaveLength(1);

      clockOffset = 25 * 3_600_000;
      try {
        await fail(1);
      } finally {
        clockOffset = 0;
      }
      expect((await noticesOf(t, memberId, 'signIn.failures')).map((n) => n.params)).toEqual([{ count: 5 }, { count: 9 }]);
    });
  },
  { signInWork: { enabled: true, unit: 2, rounds: 1 } },
  { clock: () => new Date(Date.now() + clockOffset) },
);
