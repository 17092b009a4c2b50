import {
  abnormalAnswerBody,
  abnormalCreateBody,
  abnormalDetail,
  abnormalHandleBody,
  abnormalIdQuery,
  abnormalPage,
  abnormalPageQuery,
  claimAnswerBody,
  claimCheck,
  claimCheckQuery,
  claimCreateBody,
  staffAbnormalDetail,
  staffAbnormalPage,
  staffAbnormalPageQuery,
} from '@portal/contracts/abnormal';
import { envelope } from '@portal/contracts/envelope';
import { fileIdParams } from '@portal/contracts/files';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import { sendFile } from '../files/file-reply.js';
import type { AbnormalService } from './abnormal.service.js';

// Abnormal items (docs/abnormal-items.md): the shipper's calls under /app-api/order/abnormal,
// the staff's (role operator) under /admin-api/order/abnormal.
export async function abnormalRoutes(app: App, { abnormal }: { abnormal: AbnormalService }) {
  const tags = ['abnormal'];
  const member = { auth: 'member' } as const;
  const staff = { auth: 'staff', roles: ['operator'] } as const;

  app.get(
    '/app-api/order/abnormal/page',
    { config: member, schema: { tags, querystring: abnormalPageQuery, response: { 200: envelope(abnormalPage) } } },
    async (request) => ok(await abnormal.page(memberId(request), request.query)),
  );

  app.get(
    '/app-api/order/abnormal/get',
    { config: member, schema: { tags, querystring: abnormalIdQuery, response: { 200: envelope(abnormalDetail) } } },
    async (request) => ok(await abnormal.get(memberId(request), request.query.id)),
  );

  app.post(
    '/app-api/order/abnormal/handle',
    { config: member, schema: { tags, body: abnormalHandleBody, response: { 200: envelope(abnormalDetail) } } },
    async (request) => ok(await abnormal.handle(memberId(request), request.body)),
  );

  app.get(
    '/app-api/order/abnormal/file/:id',
    { config: member, schema: { tags, params: fileIdParams } },
    async (request, reply) => sendFile(reply, await abnormal.openFile(memberId(request), request.params.id)),
  );

  // Claims (docs/abnormal-items.md, "Claims"): whether an order takes one, and filing it.
  app.get(
    '/app-api/order/abnormal/claim/check',
    { config: member, schema: { tags, querystring: claimCheckQuery, response: { 200: envelope(claimCheck) } } },
    async (request) => ok(await abnormal.claimCheck(memberId(request), request.query.orderId)),
  );

  app.post(
    '/app-api/order/abnormal/claim/create',
    { config: member, schema: { tags, body: claimCreateBody, response: { 200: envelope(abnormalDetail) } } },
    async (request) => ok(await abnormal.fileClaim(memberId(request), request.body)),
  );

  app.get(
    '/admin-api/order/abnormal/page',
    { config: staff, schema: { tags, querystring: staffAbnormalPageQuery, response: { 200: envelope(staffAbnormalPage) } } },
    async (request) => ok(await abnormal.staffPage(request.query)),
  );

  app.get(
    '/admin-api/order/abnormal/get',
    { config: staff, schema: { tags, querystring: abnormalIdQuery, response: { 200: envelope(staffAbnormalDetail) } } },
    async (request) => ok(await abnormal.staffGet(request.query.id)),
  );

  app.post(
    '/admin-api/order/abnormal/create',
    { config: staff, schema: { tags, body: abnormalCreateBody, response: { 200: envelope(staffAbnormalDetail) } } },
    async (request) => ok(await abnormal.create(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/order/abnormal/answer',
    { config: staff, schema: { tags, body: abnormalAnswerBody, response: { 200: envelope(staffAbnormalDetail) } } },
    async (request) => ok(await abnormal.answer(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/order/abnormal/claim/answer',
    { config: staff, schema: { tags, body: claimAnswerBody, response: { 200: envelope(staffAbnormalDetail) } } },
    async (request) => ok(await abnormal.answerClaim(staffId(request), request.body)),
  );
}

