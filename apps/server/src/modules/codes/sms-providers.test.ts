import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenResult } from '@portal/contracts/auth';
import type { NotificationSettings } from '@portal/contracts/notifications';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig, type SmsProviderSettings } from '../../config.js';
import type { SmsLogItem } from '@portal/contracts/auth';
import { call, newIp, newMobile, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { rpcSignature } from './aliyun-signature.js';
import { AliyunSms, type AliyunSettings } from './aliyun-sms.js';
import { SmsRefused } from './sms-provider.js';
import { twilioSignature } from './twilio-signature.js';

// Text messages through Twilio and Aliyun SMS, each sent over HTTP to a server this file
// starts on this machine, which checks every request as the provider would (method, path,
// Basic auth or the AccessKey signature, the form or query parameters) and answers like it:
// a message id, an invalid number (Twilio 400 / 21211, Aliyun isv.MOBILE_NUMBER_ILLEGAL), or a
// 503. A request that fails a check is answered with the provider's authentication error, so a
// wrong request shows as a message that did not go. The Aliyun signature is recomputed here
// with aliyun-signature.ts, whose own test holds it to Alibaba Cloud's published example.

// The portal's public address: Twilio's StatusCallback goes there.
const PUBLIC = 'https://portal.example.com';
const TWILIO = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'twilio-auth-token', from: '+15005550006' };
const ALIYUN = { accessKeyId: 'LTAI-test-id', accessKeySecret: 'aliyun-test-secret', signName: '捷道物流', templateCode: 'SMS_100001', notificationTemplateCode: 'SMS_100002' };

interface Received {
  provider: 'twilio' | 'aliyun';
  // as the provider got it: '+8613900000001' (Twilio), '13900000001' or '33612345678' (Aliyun)
  to: string;
  // Twilio's Body; Aliyun's template and its parameters
  body?: string;
  template?: string;
  params?: Record<string, string>;
  id: string;
}

const received: Received[] = [];
// What the provider answers for a number: refuse it as invalid, or be down.
const trouble = new Map<string, 'refuse' | 'down'>();
const nonces = new Set<string>();
// Aliyun's delivery receipt of a BizId, as QuerySendDetails reports it (none: still waiting).
const receipts = new Map<string, { SendStatus: 2 | 3; ErrCode: string }>();
// The QuerySendDetails calls Aliyun answered, as asked.
const queried: { BizId: string; PhoneNumber: string; SendDate: string }[] = [];

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function twilio(req: IncomingMessage, res: ServerResponse) {
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`;
  const form = new URLSearchParams(await readBody(req));
  const ok =
    req.method === 'POST' &&
    req.url === `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json` &&
    req.headers.authorization === expectedAuth &&
    req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
    form.get('From') === TWILIO.from &&
    !form.has('MessagingServiceSid') &&
    form.get('StatusCallback') === `${PUBLIC}/app-api/sms/twilio/status` &&
    /^\+\d{8,15}$/.test(form.get('To') ?? '') &&
    !!form.get('Body');
  if (!ok) return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
  const to = form.get('To')!;
  if (trouble.get(to) === 'down') return answer(res, 503, { code: 20503, message: 'Service unavailable', status: 503 });
  if (trouble.get(to) === 'refuse') return answer(res, 400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
  const id = `SM${randomBytes(16).toString('hex')}`;
  received.push({ provider: 'twilio', to, body: form.get('Body')!, id });
  answer(res, 201, { sid: id, status: 'queued', to, from: TWILIO.from, body: form.get('Body') });
}

function aliyun(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const params = Object.fromEntries(url.searchParams);
  const { Signature: signature, ...signed } = params;
  const age = Math.abs(Date.now() - Date.parse(params.Timestamp ?? ''));
  const ok =
    req.method === 'GET' &&
    url.pathname === '/' &&
    signature === rpcSignature('GET', signed, ALIYUN.accessKeySecret) &&
    params.AccessKeyId === ALIYUN.accessKeyId &&
    params.Version === '2017-05-25' &&
    params.SignatureMethod === 'HMAC-SHA1' &&
    params.SignatureVersion === '1.0' &&
    params.Format === 'JSON' &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? '') &&
    age < 15 * 60_000 &&
    !!params.SignatureNonce &&
    !nonces.has(params.SignatureNonce) &&
    ((params.Action === 'SendSms' && params.SignName === ALIYUN.signName && /^\d{8,15}$/.test(params.PhoneNumbers ?? '')) ||
      (params.Action === 'QuerySendDetails' &&
        /^\d{8,15}$/.test(params.PhoneNumber ?? '') &&
        /^\d{8}$/.test(params.SendDate ?? '') &&
        !!params.BizId &&
        params.PageSize === '10' &&
        params.CurrentPage === '1'));
  if (!ok) return answer(res, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'req' });
  nonces.add(params.SignatureNonce!);
  if (params.Action === 'QuerySendDetails') return aliyunDetails(res, params);
  const to = params.PhoneNumbers!;
  if (trouble.get(to) === 'down') return answer(res, 503, { Code: 'ServiceUnavailable', Message: 'The request has failed due to a temporary failure of the server.' });
  if (trouble.get(to) === 'refuse') return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'req' });
  const id = `${Date.now()}^${randomBytes(4).toString('hex')}`;
  received.push({ provider: 'aliyun', to, template: params.TemplateCode!, params: JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>, id });
  answer(res, 200, { Code: 'OK', Message: 'OK', BizId: id, RequestId: 'req' });
}

// QuerySendDetails as the API reference shows its answer: the texts sent to the number that
// day with that BizId, each with SendStatus 1 (waiting for the receipt), 2 (failed) or 3.
function aliyunDetails(res: ServerResponse, params: Record<string, string>) {
  const { BizId, PhoneNumber, SendDate } = params as { BizId: string; PhoneNumber: string; SendDate: string };
  queried.push({ BizId, PhoneNumber, SendDate });
  const sent = received.find((item) => item.provider === 'aliyun' && item.id === BizId && item.to === PhoneNumber);
  const receipt = receipts.get(BizId) ?? { SendStatus: 1, ErrCode: '' };
  const details = sent
    ? [{ PhoneNum: PhoneNumber, TemplateCode: sent.template, Content: '【捷道物流】…', SendDate: '2026-11-29 10:00:00', ReceiveDate: '2026-11-29 10:00:05', OutId: '', ...receipt }]
    : [];
  answer(res, 200, { Code: 'OK', Message: 'OK', RequestId: 'req', TotalCount: details.length, SmsSendDetailDTOs: { SmsSendDetailDTO: details } });
}

const server = createServer((req, res) => {
  const handle = req.url?.startsWith('/2010-04-01/') ? twilio(req, res) : aliyun(req, res);
  void Promise.resolve(handle).catch(() => res.writeHead(500).end());
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PROVIDERS: Record<'twilio' | 'aliyun', SmsProviderSettings> = {
  twilio: { provider: 'twilio', apiUrl: base, ...TWILIO, messagingServiceSid: null },
  aliyun: { provider: 'aliyun', endpoint: base, ...ALIYUN },
};

// How each provider names a number, and where the code is in what it got.
const addressed = (provider: 'twilio' | 'aliyun', areaCode: string, mobile: string) =>
  provider === 'twilio' ? `+${areaCode}${mobile}` : areaCode === '86' ? mobile : `${areaCode}${mobile}`;

async function arrived(to: string): Promise<Received> {
  return vi.waitFor(
    () => {
      const message = received.findLast((item) => item.to === to);
      if (!message) throw new Error(`nothing for ${to} yet`);
      return message;
    },
    { timeout: 5_000, interval: 20 },
  );
}

const codeIn = (message: Received) => (message.provider === 'twilio' ? /\b(\d{6})\b/.exec(message.body ?? '')?.[1] : message.params?.code);

const sendCode = (t: TestApp, mobile: string, areaCode = '86') =>
  call(t.app, 'POST', '/app-api/member/send-sms-code', { body: { areaCode, mobile, scene: 'register' }, ip: newIp() });

const smsLog = (t: TestApp, mobile: string) =>
  t.database.db.selectFrom('sms_log').select(['status', 'content', 'provider_id', 'error', 'scene']).where('mobile', '=', mobile).orderBy('id').execute();

// A member signed up with a code that went through the provider.
async function signUp(t: TestApp, provider: 'twilio' | 'aliyun') {
  const mobile = newMobile();
  expect((await sendCode(t, mobile)).code).toBe(0);
  const code = codeIn(await arrived(addressed(provider, '86', mobile)));
  const password = 'kite4sail';
  const reg = await call<TokenResult>(t.app, 'POST', '/app-api/member/reg', { body: { areaCode: '86', mobile, code, password, confirmPassword: password, agreement: true }, ip: newIp() });
  expect(reg.code).toBe(0);
  const row = await t.database.db.selectFrom('member_user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { id: row.id, mobile, token: reg.data.token };
}

const OFF = { email: false, sms: false };

// A reminder by SMS for the member, and its SMS delivery row.
async function remind(t: TestApp, member: { id: number; token: string }) {
  const settings = await call<NotificationSettings>(t.app, 'PUT', '/app-api/member/user/notification-settings', {
    token: member.token,
    body: { order: OFF, delivery: OFF, reminder: { email: false, sms: true } },
    locale: 'en_US',
  });
  expect(settings.code).toBe(0);
  await t.database.db.transaction().execute((tx) => t.services.notifications.record(member.id, { type: 'reminder', template: 'kyc.realName.rejected', params: { reason: 'blurred' } }, tx));
}

const smsDelivery = (t: TestApp, memberId: number) =>
  t.database.db
    .selectFrom('notification_delivery as d')
    .innerJoin('notification as n', 'n.id', 'd.notification_id')
    .select(['d.state', 'd.attempts', 'd.last_error', 'd.next_attempt_at'])
    .where('n.member_id', '=', memberId)
    .where('d.channel', '=', 'sms')
    .executeTakeFirstOrThrow();

const MINUTE = 60_000;

for (const provider of ['twilio', 'aliyun'] as const) {
  describeEachDb(
    `SMS through ${provider}`,
    (ctx) => {
      it('sends the code to the provider, which signs the member up; the record keeps the provider’s id and only the masked text', async () => {
        const member = await signUp(ctx(), provider);
        const message = received.findLast((item) => item.to === addressed(provider, '86', member.mobile))!;
        const code = codeIn(message)!;
        if (provider === 'aliyun') expect(message).toMatchObject({ template: ALIYUN.templateCode, params: { code } });
        else expect(message.body).toMatch(/^【捷道物流】您的验证码为\d{6}，5分钟内有效。$/);

        // Not production, yet the code is masked: the provider has it, staff need not.
        const [record] = await smsLog(ctx(), member.mobile);
        expect(record).toMatchObject({ status: 'sent', scene: 'register', provider_id: message.id, error: null });
        expect(record?.content).not.toContain(code);
        expect(record?.content).toContain('••••••');

        // Outside mainland China the country code goes with the number (Twilio: E.164).
        expect((await sendCode(ctx(), '0612345678', '33')).code).toBe(0);
        expect(codeIn(await arrived(addressed(provider, '33', '612345678')))).toMatch(/^\d{6}$/);
      });

      it('records a number the provider refuses as failed with its reason, and the member may ask again at once', async () => {
        const mobile = newMobile();
        trouble.set(addressed(provider, '86', mobile), 'refuse');
        const first = await sendCode(ctx(), mobile);
        expect(first).toMatchObject({ status: 503, code: 1_003_007 });
        const [record] = await smsLog(ctx(), mobile);
        expect(record).toMatchObject({ status: 'failed', provider_id: null });
        expect(record?.error).toContain(provider === 'twilio' ? '21211' : 'isv.MOBILE_NUMBER_ILLEGAL');
        expect(record?.content).not.toMatch(/\d{6}/);
        // The reason names the number only in part (it goes to logs too).
        expect(record?.error).not.toContain(mobile);
        // No code waits out the resend time.
        expect((await sendCode(ctx(), mobile)).code).toBe(1_003_007);
        // Customer service read why.
        const staff = await staffToken(ctx(), 'service', 'service1234');
        const page = await call<{ list: SmsLogItem[] }>(ctx().app, 'GET', '/admin-api/system/sms-log/page', { token: staff, query: { mobile } });
        expect(page.data.list[0]).toMatchObject({ status: 'failed', error: record?.error });
        // A provider is configured: the code stays masked in what staff read, even on a local install.
        expect(page.data.list[0]?.content).toContain('••••••');
        expect(page.data.list[0]?.content).not.toMatch(/\d{6}/);
      });

      it('answers CODE_NOT_DELIVERED while the provider is down (5xx), recording why', async () => {
        const mobile = newMobile();
        trouble.set(addressed(provider, '86', mobile), 'down');
        expect(await sendCode(ctx(), mobile)).toMatchObject({ status: 503, code: 1_003_007 });
        expect((await smsLog(ctx(), mobile))[0]).toMatchObject({ status: 'failed', error: expect.stringContaining(`${provider} 503`) });
        // Back up: the member's next request goes through at once.
        trouble.delete(addressed(provider, '86', mobile));
        expect((await sendCode(ctx(), mobile)).code).toBe(0);
        expect(codeIn(await arrived(addressed(provider, '86', mobile)))).toMatch(/^\d{6}$/);
      });

      it('marks a notification to a refused number failed at once, and never sends it again', async () => {
        const member = await signUp(ctx(), provider);
        const to = addressed(provider, '86', member.mobile);
        trouble.set(to, 'refuse');
        await remind(ctx(), member);
        const now = new Date();
        await ctx().services.notificationDelivery.deliverDue(now);
        const row = await smsDelivery(ctx(), member.id);
        expect(row).toMatchObject({ state: 'failed', attempts: 1 });
        expect(row.last_error).toContain(provider === 'twilio' ? '21211' : 'isv.MOBILE_NUMBER_ILLEGAL');

        // Hours later the job still leaves it alone: the provider hears of it no more.
        trouble.delete(to);
        const count = received.filter((item) => item.to === to).length;
        await ctx().services.notificationDelivery.deliverDue(new Date(now.getTime() + 3 * 60 * MINUTE));
        expect(await smsDelivery(ctx(), member.id)).toMatchObject({ state: 'failed', attempts: 1 });
        expect(received.filter((item) => item.to === to)).toHaveLength(count);
        const logs = await smsLog(ctx(), member.mobile);
        expect(logs.at(-1)).toMatchObject({ status: 'failed', scene: 'notification-reminder' });
      });

      if (provider === 'twilio') {
        it('takes Twilio’s signed delivery reports, and no unsigned or wrongly signed one', async () => {
          const [delivered, lost] = [await signUp(ctx(), provider), await signUp(ctx(), provider)];
          const idOf = (mobile: string) => received.findLast((item) => item.to === addressed(provider, '86', mobile))!.id;
          const report = (params: Record<string, string>, signature?: string) =>
            ctx().app.inject({
              method: 'POST',
              url: '/app-api/sms/twilio/status',
              headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
              payload: new URLSearchParams(params).toString(),
            });
          const url = `${PUBLIC}/app-api/sms/twilio/status`;
          const deliveredReport = { MessageSid: idOf(delivered.mobile), MessageStatus: 'delivered', AccountSid: TWILIO.accountSid, To: `+86${delivered.mobile}`, ApiVersion: '2010-04-01' };

          // Unsigned, signed with another token, or signed for other parameters: refused, nothing changes.
          expect((await report(deliveredReport)).statusCode).toBe(403);
          expect((await report(deliveredReport, twilioSignature('not-the-token', url, deliveredReport))).statusCode).toBe(403);
          expect((await report(deliveredReport, twilioSignature(TWILIO.authToken, url, { ...deliveredReport, MessageStatus: 'sent' }))).statusCode).toBe(403);
          expect((await smsLog(ctx(), delivered.mobile))[0]).toMatchObject({ status: 'sent' });

          expect((await report(deliveredReport, twilioSignature(TWILIO.authToken, url, deliveredReport))).statusCode).toBe(204);
          expect((await smsLog(ctx(), delivered.mobile))[0]).toMatchObject({ status: 'delivered', error: null });

          const lostReport = { MessageSid: idOf(lost.mobile), MessageStatus: 'undelivered', ErrorCode: '30003', AccountSid: TWILIO.accountSid };
          expect((await report(lostReport, twilioSignature(TWILIO.authToken, url, lostReport))).statusCode).toBe(204);
          expect((await smsLog(ctx(), lost.mobile))[0]).toMatchObject({ status: 'failed', error: 'twilio undelivered 30003' });

          // A notification's text: the report lands on its SMS delivery row as well.
          await remind(ctx(), lost);
          await ctx().services.notificationDelivery.deliverDue(new Date());
          expect(await smsDelivery(ctx(), lost.id)).toMatchObject({ state: 'sent', last_error: null });
          const reminder = { MessageSid: idOf(lost.mobile), MessageStatus: 'undelivered', ErrorCode: '30005', AccountSid: TWILIO.accountSid };
          expect((await report(reminder, twilioSignature(TWILIO.authToken, url, reminder))).statusCode).toBe(204);
          expect(await smsDelivery(ctx(), lost.id)).toMatchObject({ state: 'failed', last_error: 'twilio undelivered 30005' });
          expect((await smsLog(ctx(), lost.mobile)).at(-1)).toMatchObject({ status: 'failed', scene: 'notification-reminder', error: 'twilio undelivered 30005' });
        });
      } else {
        it('asks Aliyun for the delivery reports of the texts it took, and marks the log and delivery rows', async () => {
          const [delivered, lost, waiting] = [await signUp(ctx(), provider), await signUp(ctx(), provider), await signUp(ctx(), provider)];
          for (const member of [delivered, lost, waiting]) await remind(ctx(), member);
          await ctx().services.notificationDelivery.deliverDue(new Date());
          const idOf = (mobile: string) => received.findLast((item) => item.to === mobile)!.id;
          receipts.set(idOf(delivered.mobile), { SendStatus: 3, ErrCode: 'DELIVERED' });
          receipts.set(idOf(lost.mobile), { SendStatus: 2, ErrCode: 'MK:0001' });

          // Asked a minute and more after sending; the sign-up codes get their answer as well.
          const later = new Date(Date.now() + 2 * MINUTE);
          await ctx().services.aliyunReports!.readReports(later);
          expect(await smsDelivery(ctx(), delivered.id)).toMatchObject({ state: 'delivered', last_error: null });
          expect(await smsDelivery(ctx(), lost.id)).toMatchObject({ state: 'failed', last_error: 'aliyun undelivered MK:0001' });
          expect(await smsDelivery(ctx(), waiting.id)).toMatchObject({ state: 'sent', last_error: null });
          expect((await smsLog(ctx(), delivered.mobile)).at(-1)).toMatchObject({ status: 'delivered', scene: 'notification-reminder' });
          expect((await smsLog(ctx(), lost.mobile)).at(-1)).toMatchObject({ status: 'failed', error: 'aliyun undelivered MK:0001' });
          // Each was asked for by its BizId, number and day of sending (China's date).
          const chinaDay = new Date(Date.now() + 8 * 60 * MINUTE).toISOString().slice(0, 10).replaceAll('-', '');
          expect(queried).toContainEqual({ BizId: idOf(lost.mobile), PhoneNumber: lost.mobile, SendDate: chinaDay });

          // The next run asks again only about the text still waiting; once it is delivered, no more.
          const before = queried.length;
          receipts.set(idOf(waiting.mobile), { SendStatus: 3, ErrCode: 'DELIVERED' });
          await ctx().services.aliyunReports!.readReports(later);
          const asked = queried.slice(before).map((q) => q.BizId);
          expect(asked).toContain(idOf(waiting.mobile));
          expect(asked).not.toContain(idOf(lost.mobile));
          expect(asked).not.toContain(idOf(delivered.mobile));
          expect(await smsDelivery(ctx(), waiting.id)).toMatchObject({ state: 'delivered' });
        });
      }

      it('leaves a notification the provider could not take (503) for the next try, which sends it', async () => {
        const member = await signUp(ctx(), provider);
        const to = addressed(provider, '86', member.mobile);
        trouble.set(to, 'down');
        await remind(ctx(), member);
        const now = new Date();
        await ctx().services.notificationDelivery.deliverDue(now);
        const waiting = await smsDelivery(ctx(), member.id);
        expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
        expect(waiting.last_error).toContain('503');
        expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(now.getTime());

        trouble.delete(to);
        await ctx().services.notificationDelivery.deliverDue(new Date(now.getTime() + 5 * MINUTE));
        expect(await smsDelivery(ctx(), member.id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
        const message = await arrived(to);
        if (provider === 'aliyun') expect(message).toMatchObject({ template: ALIYUN.notificationTemplateCode, params: { content: expect.stringContaining('blurred') } });
        else expect(message.body).toContain('blurred');
        const logs = await smsLog(ctx(), member.mobile);
        expect(logs.slice(-2)).toEqual([expect.objectContaining({ status: 'failed' }), expect.objectContaining({ status: 'sent', scene: 'notification-reminder', provider_id: message.id })]);
      });
    },
    { smsProvider: PROVIDERS[provider], publicBaseUrl: PUBLIC },
  );
}

it('reads SMS_PROVIDER and its credentials, refusing to start without them', () => {
  const env = { NODE_ENV: 'test' };
  expect(loadConfig(env).smsProvider).toBeNull();
  expect(loadConfig({ ...env, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' }).smsProvider).toEqual({
    provider: 'twilio',
    apiUrl: 'https://api.twilio.com',
    accountSid: 'AC1',
    authToken: 't',
    from: '+15005550006',
    messagingServiceSid: null,
  });
  expect(() => loadConfig({ ...env, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN');
  expect(() => loadConfig({ ...env, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).toThrow(/TWILIO_FROM .* or TWILIO_MESSAGING_SERVICE_SID/);
  expect(() => loadConfig({ ...env, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1', TWILIO_API_URL: 'ftp://x' })).toThrow(/TWILIO_API_URL/);
  expect(loadConfig({ ...env, SMS_PROVIDER: 'Aliyun', ALIYUN_ACCESS_KEY_ID: 'id', ALIYUN_ACCESS_KEY_SECRET: 's', ALIYUN_SMS_SIGN_NAME: '捷道物流', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1', ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/' }).smsProvider).toEqual({
    provider: 'aliyun',
    endpoint: 'http://127.0.0.1:9',
    accessKeyId: 'id',
    accessKeySecret: 's',
    signName: '捷道物流',
    templateCode: 'SMS_1',
    notificationTemplateCode: null,
  });
  expect(() => loadConfig({ ...env, SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' })).toThrow(
    'SMS_PROVIDER=aliyun needs ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
  );
  expect(() => loadConfig({ ...env, SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER: "nexmo"/);
});

it('refuses for good a notification Aliyun has no template for, before any request', async () => {
  const sms = new AliyunSms({ ...(PROVIDERS.aliyun as AliyunSettings), notificationTemplateCode: null });
  const before = received.length;
  await expect(sms.send({ areaCode: '86', mobile: '13900000000', scene: 'notification-order', text: 'Order: shipped' })).rejects.toBeInstanceOf(SmsRefused);
  // A code still goes, with the template's ${code} filled.
  await expect(sms.send({ areaCode: '86', mobile: '13900000000', scene: 'login', text: 'code 123456', secret: '123456' })).resolves.toEqual({ id: expect.any(String) });
  expect(received.slice(before)).toEqual([expect.objectContaining({ to: '13900000000', template: ALIYUN.templateCode, params: { code: '123456' } })]);
});
