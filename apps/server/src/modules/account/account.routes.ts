import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  angleMark,
  bindEmailBody,
  companyInfo,
  companyInfoBody,
  controlPasswordState,
  resetControlPasswordBody,
  sendEmailCodeBody,
  sendOwnSmsCodeBody,
  updateMobileBody,
  updatePasswordBody,
  updateUserBody,
} from '@portal/contracts/account';
import { sendSmsCodeResult } from '@portal/contracts/auth';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { fileUrl, fileUrlField } from '@portal/contracts/files';
import { idSchema } from '@portal/contracts/id';
import { AppError } from '../../lib/app-error.js';
import { clientOf, perMinute, signInLimit } from '../../lib/client.js';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { FileService } from '../files/file.service.js';
import type { AccountService, Caller } from './account.service.js';

function callerOf(request: FastifyRequest): Caller {
  const id = memberId(request);
  if (!request.session) throw new AppError('TOKEN_INVALID');
  return { memberId: id, sessionId: request.session.id, client: clientOf(request) };
}

// The member's own account (docs/product/api.md calls; docs/product/identity.md).
export async function accountRoutes(app: App, { account, files }: { account: AccountService; files: FileService }) {
  const tags = ['account'];
  const member = { auth: 'member' } as const;
  // Routes that check a password or a code share the sign-in limit; those that send share the SMS one.
  const checking = { auth: 'member', rateLimit: signInLimit(app.config) } as const;
  const sending = { auth: 'member', rateLimit: perMinute(app.config.rateLimits.smsPerMinute) } as const;

  app.put(
    '/app-api/member/user/update',
    { config: member, schema: { tags, body: updateUserBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await account.updateNickname(memberId(request), request.body.nickname);
      return ok(null);
    },
  );

  // The avatar is a file the member uploaded with purpose avatar, given as its url.
  app.put(
    '/app-api/member/user/new/update-Avatar',
    { config: member, schema: { tags, querystring: z.object({ avatar: fileUrlField }), response: { 200: envelope(z.string()) } } },
    async (request) => {
      const id = memberId(request);
      const file = await files.requireOwned(id, request.query.avatar, { field: 'avatar', purposes: ['avatar'] });
      const url = fileUrl(file.public_id);
      await account.updateAvatar(id, url);
      await files.markUsed([file]);
      return ok(url);
    },
  );

  app.post(
    '/app-api/member/update-password',
    { config: checking, schema: { tags, body: updatePasswordBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await account.updatePassword(callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/app-api/member/user/send-sms-code',
    { config: sending, schema: { tags, body: sendOwnSmsCodeBody, response: { 200: envelope(sendSmsCodeResult) } } },
    async (request) => ok(await account.sendOwnSmsCode(callerOf(request), request.body)),
  );

  app.post(
    '/app-api/member/user/update-mobile',
    { config: checking, schema: { tags, body: updateMobileBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await account.updateMobile(callerOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/app-api/member/send-email-code',
    { config: sending, schema: { tags, body: sendEmailCodeBody, response: { 200: envelope(sendSmsCodeResult) } } },
    async (request) => ok(await account.sendEmailCode(callerOf(request), request.body)),
  );

  app.post(
    '/app-api/member/user/bind-email',
    { config: checking, schema: { tags, body: bindEmailBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await account.bindEmail(memberId(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/app-api/member/reset-control-password',
    { config: checking, schema: { tags, body: resetControlPasswordBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await account.resetControlPassword(memberId(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/app-api/order/order-cargo-control/controlPassword/:id',
    {
      config: member,
      schema: { tags, params: z.object({ id: idSchema() }), response: { 200: envelope(controlPasswordState) } },
    },
    async (request) => ok(await account.controlPasswordState(memberId(request), request.params.id)),
  );

  app.get(
    '/app-api/member/user/getCompanyInfo',
    { config: member, schema: { tags, response: { 200: envelope(companyInfo.nullable()) } } },
    async (request) => ok(await account.companyInfo(memberId(request))),
  );

  app.post(
    '/app-api/member/user/createCompanyInfo',
    { config: member, schema: { tags, body: companyInfoBody, response: { 200: envelope(companyInfo.nullable()) } } },
    async (request) => {
      const id = memberId(request);
      await account.createCompanyInfo(id, request.body);
      return ok(await account.companyInfo(id));
    },
  );

  app.put(
    '/app-api/member/user/updateCompanyInfo',
    { config: member, schema: { tags, body: companyInfoBody, response: { 200: envelope(companyInfo.nullable()) } } },
    async (request) => {
      const id = memberId(request);
      await account.updateCompanyInfo(id, request.body);
      return ok(await account.companyInfo(id));
    },
  );

  app.get(
    '/app-api/member/user/angle-mark',
    { config: member, schema: { tags, response: { 200: envelope(angleMark) } } },
    async (request) => ok(await account.angleMark(memberId(request))),
  );
}
