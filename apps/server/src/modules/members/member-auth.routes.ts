import { loginBody, memberSignInWorkBody, registerBody, resetPasswordBody, sendSmsCodeBody, sendSmsCodeResult, smsLoginBody, tokenResult } from '@portal/contracts/auth';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { signInWorkChallenge } from '@portal/contracts/sign-in-work';
import type { FastifyReply } from 'fastify';
import { ok, type App } from '../../lib/http.js';
import { DEVICE_COOKIE, clientOf, perMinute, signInLimit } from '../../lib/client.js';
import { DEVICE_TTL_DAYS } from '../sessions/known-devices.js';
import type { SessionService } from '../sessions/session.service.js';
import type { MemberAuthService, SignedIn } from './member-auth.service.js';

export function memberAuthRoutes(app: App, { memberAuth: auth, sessions }: { memberAuth: MemberAuthService; sessions: SessionService }) {
  const config = { auth: 'public' as const, rateLimit: signInLimit(app.config) };
  const tags = ['sign-in'];

  // The browser keeps its device token in an httpOnly cookie sent only to these routes
  // (docs/sign-in-abuse.md); the answer carries the session token as before.
  const signedIn = (reply: FastifyReply, result: SignedIn) => {
    void reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
      path: '/app-api/member/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.env === 'production',
      maxAge: DEVICE_TTL_DAYS * 24 * 3600,
    });
    return ok(result.session);
  };

  app.post(
    '/app-api/member/send-sms-code',
    {
      config: { auth: 'public', rateLimit: perMinute(app.config.rateLimits.smsPerMinute) },
      schema: { tags, body: sendSmsCodeBody, response: { 200: envelope(sendSmsCodeResult) } },
    },
    async (request) => ok(await auth.sendSignInCode(request.body, clientOf(request))),
  );

  // The proof of work the next sign-in try must bring (null: none; docs/sign-in-abuse.md). Under
  // /app-api/member/ so that the browser's `portal-device` cookie comes with it.
  app.post(
    '/app-api/member/sign-in-work',
    { config, schema: { tags, body: memberSignInWorkBody, response: { 200: envelope(signInWorkChallenge.nullable()) } } },
    async (request) => ok(await auth.signInWork(request.body, clientOf(request))),
  );

  app.post(
    '/app-api/member/login',
    { config, schema: { tags, body: loginBody, response: { 200: envelope(tokenResult) } } },
    async (request, reply) => signedIn(reply, await auth.login(request.body, clientOf(request))),
  );

  app.post(
    '/app-api/member/sms-login',
    { config, schema: { tags, body: smsLoginBody, response: { 200: envelope(tokenResult) } } },
    async (request, reply) => signedIn(reply, await auth.smsLogin(request.body, clientOf(request))),
  );

  app.post(
    '/app-api/member/reg',
    { config, schema: { tags, body: registerBody, response: { 200: envelope(tokenResult) } } },
    async (request, reply) => signedIn(reply, await auth.register(request.body, clientOf(request))),
  );

  // Does not sign in: every session of the member ends, and the client goes to /login.
  app.post(
    '/app-api/member/reset-password',
    { config, schema: { tags, body: resetPasswordBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await auth.resetPassword(request.body, clientOf(request));
      return ok(null);
    },
  );

  app.post(
    '/app-api/member/logout',
    { config: { auth: 'member' }, schema: { tags, response: { 200: emptyEnvelope } } },
    async (request) => {
      await sessions.revoke(request.session!.id, 'logout');
      return ok(null);
    },
  );
}
