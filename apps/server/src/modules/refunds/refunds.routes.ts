import { z } from 'zod';
import { envelope } from '@portal/contracts/envelope';
import { IDEMPOTENCY_HEADER, idempotencyKeyField } from '@portal/contracts/order';
import { refundApproveBody, refundCreateBody, refundItem, refundPage, refundPageQuery, refundRejectBody, refundReturnBody, refundStaffPage } from '@portal/contracts/refund';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import type { RefundService } from './refund.service.js';

// Other headers pass through untouched; only the key is read.
const createHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });

// Warehouse refunds: the shipper applies and follows them; finance decides (operators read).
export async function refundsRoutes(app: App, { refunds }: { refunds: RefundService }) {
  const tags = ['refunds'];
  const member = { auth: 'member' } as const;

  app.post(
    '/app-api/order/refund/create',
    { config: member, schema: { tags, headers: createHeaders, body: refundCreateBody, response: { 200: envelope(refundItem) } } },
    async (request) => ok(await refunds.create(memberId(request), request.body, request.headers[IDEMPOTENCY_HEADER], request.locale)),
  );
  app.get(
    '/app-api/order/refund/page',
    { config: member, schema: { tags, querystring: refundPageQuery, response: { 200: envelope(refundPage) } } },
    async (request) => ok(await refunds.page(memberId(request), request.query)),
  );

  const readers = { auth: 'staff', roles: ['finance', 'operator'] } as const;
  const deciders = { auth: 'staff', roles: ['finance'] } as const;
  app.get(
    '/admin-api/order/refund/page',
    { config: readers, schema: { tags, querystring: refundPageQuery, response: { 200: envelope(refundStaffPage) } } },
    async (request) => ok(await refunds.staffPage(request.query)),
  );
  app.post(
    '/admin-api/order/refund/approve',
    { config: deciders, schema: { tags, body: refundApproveBody, response: { 200: envelope(refundItem) } } },
    async (request) => ok(await refunds.decide(request.body.id, staffId(request), 'approved', request.body.answer ?? null)),
  );
  app.post(
    '/admin-api/order/refund/reject',
    { config: deciders, schema: { tags, body: refundRejectBody, response: { 200: envelope(refundItem) } } },
    async (request) => ok(await refunds.decide(request.body.id, staffId(request), 'rejected', request.body.answer)),
  );
  // The warehouse records the goods handed back (docs/money.md): operators, who hand them over.
  const warehouse = { auth: 'staff', roles: ['operator'] } as const;
  app.post(
    '/admin-api/order/refund/return',
    { config: warehouse, schema: { tags, body: refundReturnBody, response: { 200: envelope(refundItem) } } },
    async (request) => ok(await refunds.markReturned(request.body.id, staffId(request), request.body, request.locale)),
  );
}
