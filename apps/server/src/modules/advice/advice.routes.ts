import {
  adviceCreateBody,
  adviceDetail,
  adviceIdQuery,
  advicePage,
  advicePageQuery,
  advicePublishBody,
  adviceRateBody,
  adviceReplyBody,
  serviceContact,
  staffAdviceDetail,
  staffAdvicePage,
  staffAdvicePageQuery,
  staffAdviceReplyBody,
} from '@portal/contracts/advice';
import { envelope } from '@portal/contracts/envelope';
import { fileIdParams } from '@portal/contracts/files';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import { sendFile } from '../files/file-reply.js';
import type { AdviceService } from './advice.service.js';

// Consultations, suggestions and complaints (docs/advice.md): the member's calls under
// /app-api/member/advice, the staff's (role service) under /admin-api/member/advice, and the
// member's assigned customer-service contact.
export async function adviceRoutes(app: App, { advice }: { advice: AdviceService }) {
  const tags = ['advice'];
  const member = { auth: 'member' } as const;
  const staff = { auth: 'staff', roles: ['service'] } as const;

  app.post(
    '/app-api/member/advice/create',
    { config: member, schema: { tags, body: adviceCreateBody, response: { 200: envelope(adviceDetail) } } },
    async (request) => ok(await advice.create(memberId(request), request.body)),
  );

  app.get(
    '/app-api/member/advice/page',
    { config: member, schema: { tags, querystring: advicePageQuery, response: { 200: envelope(advicePage) } } },
    async (request) => ok(await advice.page(memberId(request), request.query)),
  );

  app.get(
    '/app-api/member/advice/get',
    { config: member, schema: { tags, querystring: adviceIdQuery, response: { 200: envelope(adviceDetail) } } },
    async (request) => ok(await advice.get(memberId(request), request.query.id)),
  );

  app.post(
    '/app-api/member/advice/reply',
    { config: member, schema: { tags, body: adviceReplyBody, response: { 200: envelope(adviceDetail) } } },
    async (request) => ok(await advice.reply(memberId(request), request.body)),
  );

  app.post(
    '/app-api/member/advice/cancel',
    { config: member, schema: { tags, querystring: adviceIdQuery, response: { 200: envelope(adviceDetail) } } },
    async (request) => ok(await advice.cancel(memberId(request), request.query.id)),
  );

  app.post(
    '/app-api/member/advice/rate',
    { config: member, schema: { tags, body: adviceRateBody, response: { 200: envelope(adviceDetail) } } },
    async (request) => ok(await advice.rate(memberId(request), request.body)),
  );

  app.get(
    '/app-api/member/advice/file/:id',
    { config: member, schema: { tags, params: fileIdParams } },
    async (request, reply) => sendFile(reply, await advice.openFile(memberId(request), request.params.id)),
  );

  app.get(
    '/app-api/member/user/getContact',
    { config: member, schema: { tags, response: { 200: envelope(serviceContact.nullable()) } } },
    async (request) => ok(await advice.contact(memberId(request))),
  );

  app.get(
    '/admin-api/member/advice/page',
    { config: staff, schema: { tags, querystring: staffAdvicePageQuery, response: { 200: envelope(staffAdvicePage) } } },
    async (request) => ok(await advice.staffPage(request.query)),
  );

  app.get(
    '/admin-api/member/advice/get',
    { config: staff, schema: { tags, querystring: adviceIdQuery, response: { 200: envelope(staffAdviceDetail) } } },
    async (request) => ok(await advice.staffGet(request.query.id)),
  );

  app.post(
    '/admin-api/member/advice/reply',
    { config: staff, schema: { tags, body: staffAdviceReplyBody, response: { 200: envelope(staffAdviceDetail) } } },
    async (request) => ok(await advice.staffReply(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/member/advice/close',
    { config: staff, schema: { tags, querystring: adviceIdQuery, response: { 200: envelope(staffAdviceDetail) } } },
    async (request) => ok(await advice.close(staffId(request), request.query.id)),
  );

  app.post(
    '/admin-api/member/advice/publish',
    { config: staff, schema: { tags, body: advicePublishBody, response: { 200: envelope(staffAdviceDetail) } } },
    async (request) => ok(await advice.publish(staffId(request), request.body)),
  );
}
