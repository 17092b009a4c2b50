import { z } from 'zod';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyField,
  orderDetail,
  orderDraftBody,
  orderIdQuery,
  orderIdsBody,
  orderMarksAnswer,
  orderMarksQuery,
  orderPage,
  orderPageQuery,
  orderSaved,
  orderStatusCount,
  orderStatusCountQuery,
  orderSubmitBody,
  orderSubmitResult,
  orderUpdateBody,
  packingListAddBody,
  packingListAnswer,
  packingListDeleteQuery,
  packingListQuery,
  trackAnswer,
  trackQuery,
} from '@portal/contracts/order';
import { perMinute } from '../../lib/client.js';
import { ok, type App } from '../../lib/http.js';
import { memberId, signedInMember } from '../../plugins/auth.js';
import type { SessionService } from '../sessions/session.service.js';
import type { OrderFilesService } from './order-files.service.js';
import type { OrderStaffService } from './order-staff.service.js';
import type { OrderDocumentsService } from './documents/order-documents.service.js';
import { orderAdminRoutes } from './orders.admin-routes.js';
import type { OrderQueryService } from './order-query.service.js';
import type { OrderService } from './order.service.js';

export interface OrdersRouteDeps {
  orders: OrderService;
  orderQueries: OrderQueryService;
  orderFiles: OrderFilesService;
  sessions: SessionService;
  orderStaff: OrderStaffService;
  orderDocuments: OrderDocumentsService;
}

// Other headers pass through untouched; only the key is read.
const createHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });

// The member's shipping orders (docs/orders.md) and the public tracking lookup; the staff
// steps in orders.admin-routes.ts.
export async function ordersRoutes(app: App, { orders, orderQueries, orderFiles, sessions, orderStaff, orderDocuments }: OrdersRouteDeps) {
  const tags = ['orders'];
  const config = { auth: 'member' } as const;
  const base = '/app-api/order/order';
  const saved = { 200: envelope(orderSaved) };
  const files = { 200: envelope(packingListAnswer) };

  app.post(
    `${base}/create`,
    { config, schema: { tags, headers: createHeaders, body: orderSubmitBody, response: saved } },
    async (request) => ok(await orders.create(memberId(request), request.body, request.headers[IDEMPOTENCY_HEADER], request.locale)),
  );

  app.post(`${base}/draft`, { config, schema: { tags, body: orderDraftBody, response: saved } }, async (request) =>
    ok(await orders.draft(memberId(request), request.body, request.locale)),
  );

  app.put(`${base}/update`, { config, schema: { tags, body: orderUpdateBody, response: saved } }, async (request) =>
    ok(await orders.update(memberId(request), request.body, request.locale)),
  );

  app.get(`${base}/get`, { config, schema: { tags, querystring: orderIdQuery, response: { 200: envelope(orderDetail) } } }, async (request) =>
    ok(await orderQueries.get(memberId(request), request.query.id, request.locale)),
  );

  app.get(`${base}/page`, { config, schema: { tags, querystring: orderPageQuery, response: { 200: envelope(orderPage) } } }, async (request) =>
    ok(await orderQueries.page(memberId(request), request.query)),
  );

  app.get(
    `${base}/status-count`,
    { config, schema: { tags, querystring: orderStatusCountQuery, response: { 200: envelope(orderStatusCount) } } },
    async (request) => ok(await orderQueries.statusCount(memberId(request), request.query)),
  );

  app.get(`${base}/marks-in-use`, { config, schema: { tags, querystring: orderMarksQuery, response: { 200: envelope(orderMarksAnswer) } } }, async (request) =>
    ok(await orderQueries.marksInUse(memberId(request), request.query.marks, request.query.exceptId)),
  );

  app.post(`${base}/cancel`, { config, schema: { tags, querystring: orderIdQuery, response: { 200: emptyEnvelope } } }, async (request) => {
    await orders.cancel(memberId(request), request.query.id, request.locale);
    return ok(null);
  });

  app.delete(`${base}/delete`, { config, schema: { tags, querystring: orderIdQuery, response: { 200: emptyEnvelope } } }, async (request) => {
    await orders.delete(memberId(request), request.query.id, request.locale);
    return ok(null);
  });

  app.post(`${base}/copy`, { config, schema: { tags, querystring: orderIdQuery, response: saved } }, async (request) =>
    ok(await orders.copy(memberId(request), request.query.id, request.locale)),
  );

  app.post(`${base}/submit`, { config, schema: { tags, body: orderIdsBody, response: { 200: envelope(orderSubmitResult) } } }, async (request) =>
    ok(await orders.submitMany(memberId(request), request.body.ids, request.locale)),
  );

  // Packing list: files uploaded with purpose packing-list (POST /app-api/file/upload).
  app.get(`${base}/packing-list/list`, { config, schema: { tags, querystring: packingListQuery, response: files } }, async (request) =>
    ok({ list: await orderFiles.list(memberId(request), request.query.orderId, request.locale) }),
  );

  app.post(`${base}/packing-list/add`, { config, schema: { tags, body: packingListAddBody, response: files } }, async (request) =>
    ok({ list: await orderFiles.add(memberId(request), request.body.orderId, request.body.url, request.locale) }),
  );

  app.delete(`${base}/packing-list/delete`, { config, schema: { tags, querystring: packingListDeleteQuery, response: files } }, async (request) =>
    ok({ list: await orderFiles.remove(memberId(request), request.query.orderId, request.query.fileId, request.locale) }),
  );

  // Public, limited per client address (shared through Redis when configured): an order
  // number for anyone; a shipping mark among the signed-in member's own orders.
  app.get(
    '/app-api/order/track',
    { config: { auth: 'public', rateLimit: perMinute(app.config.rateLimits.trackPerMinute) }, schema: { tags, querystring: trackQuery, response: { 200: envelope(trackAnswer) } } },
    async (request) => ok({ list: await orderQueries.track(request.query.no, await signedInMember(request, sessions)) }),
  );

  orderAdminRoutes(app, orderStaff, orderDocuments);
}
