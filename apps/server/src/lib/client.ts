import type { FastifyRequest } from 'fastify';
import type { Locale } from '@portal/contracts/locale';
import type { Config } from '../config.js';

// The httpOnly cookie that marks a browser a member signed in from (modules/sessions,
// known-devices.ts).
export const DEVICE_COOKIE = 'portal-device';

// Who sent a request: what sign-in limits, sessions and code sends record about the caller.
export interface Client {
  ip: string;
  userAgent: string | null;
  locale: Locale;
  // The browser's `portal-device` token, when it sent one.
  deviceToken: string | null;
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, locale: request.locale, deviceToken: request.cookies?.[DEVICE_COOKIE] ?? null };
}

// Per-IP limits of the sign-in routes, from config (raised in tests that do not test them).
export function perMinute(max: number) {
  return { max, timeWindow: 60_000 };
}

export function signInLimit(config: Config) {
  return perMinute(config.rateLimits.signInPerMinute);
}
