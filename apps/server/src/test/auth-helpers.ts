import type { TokenResult } from '@portal/contracts/auth';
import type { SmsScene } from '@portal/contracts/codes';
import { DEMO_MEMBER } from '../config.js';
import type { App } from '../lib/http.js';
import type { TestApp } from './harness.js';

// Calls and fixtures for tests that need signed-in members or staff, or SMS codes. Codes
// are read back from the sms_log outbox, the way a local install delivers them.

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  // Accept-Language, e.g. 'en_US'
  locale?: string;
  ip?: string;
}

export async function call<T = unknown>(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['accept-language'] = options.locale;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}

let counter = 0;
// A fresh valid Chinese mobile (national form) for each call within a test file.
export function newMobile(): string {
  counter += 1;
  return `139${String(counter).padStart(8, '0')}`;
}
// A fresh client address in a /24 of its own, so per-network limits of one test do not touch
// another.
export function newIp(): string {
  counter += 1;
  return `10.${(counter >> 8) & 255}.${counter & 255}.1`;
}

let networks = 0;
// An address in a network (/24) no other call of this file used, for limits per network.
export function newNetworkIp(): string {
  networks += 1;
  return `172.${16 + ((networks >> 8) & 15)}.${networks & 255}.7`;
}

// The newest code the outbox holds for a mobile.
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('sms_log')
    .select('content')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\d{6}/.exec(row.content)?.[0];
  if (!code) throw new Error(`no code in "${row.content}"`);
  return code;
}

// Sends a code (with the slider check off, as in testConfig) and reads it from the outbox.
export async function requestSmsCode(t: TestApp, number: { areaCode?: string; mobile: string; scene: SmsScene; ip?: string }): Promise<string> {
  const answer = await call(t.app, 'POST', '/app-api/member/send-sms-code', {
    body: { areaCode: number.areaCode ?? '86', mobile: number.mobile, scene: number.scene },
    ip: number.ip ?? newIp(),
  });
  if (answer.code !== 0) throw new Error(`send-sms-code answered ${answer.code} ${answer.msg}`);
  return lastSmsCode(t, number.mobile);
}

export async function registerMember(
  t: TestApp,
  member: { areaCode?: string; mobile?: string; password?: string } = {},
): Promise<{ token: string; areaCode: string; mobile: string; password: string }> {
  const areaCode = member.areaCode ?? '86';
  const mobile = member.mobile ?? newMobile();
  const password = member.password ?? 'kite4sail';
  const code = await requestSmsCode(t, { areaCode, mobile, scene: 'register' });
  const answer = await call<TokenResult>(t.app, 'POST', '/app-api/member/reg', {
    body: { areaCode, mobile, code, password, confirmPassword: password, agreement: true },
    ip: newIp(),
  });
  if (answer.code !== 0) throw new Error(`reg answered ${answer.code} ${answer.msg}`);
  return { token: answer.data.token, areaCode, mobile, password };
}

export async function memberToken(t: TestApp, login: { mobile: string; password: string; areaCode?: string } = DEMO_MEMBER): Promise<string> {
  const answer = await call<TokenResult>(t.app, 'POST', '/app-api/member/login', { body: login, ip: newIp() });
  if (answer.code !== 0) throw new Error(`login answered ${answer.code} ${answer.msg}`);
  return answer.data.token;
}

export async function staffToken(t: TestApp, username = 'admin', password = t.config.demo.adminPassword): Promise<string> {
  const answer = await call<TokenResult>(t.app, 'POST', '/admin-api/system/auth/login', { body: { username, password }, ip: newIp() });
  if (answer.code !== 0) throw new Error(`staff login answered ${answer.code} ${answer.msg}`);
  return answer.data.token;
}
