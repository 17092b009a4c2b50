import { orderIdQuery, warehouseReceiptQuery } from '@portal/contracts/order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../lib/http.js';
import { memberId } from '../../../plugins/auth.js';
import type { OrderDocumentsService, PrintedDocument } from './order-documents.service.js';

// GET /app-api/order/order/lading-bill?id= and …/warehouse-receipt?id=[&format=label]: PDF in
// the caller's language. Refusals answer the usual JSON envelope.
export async function orderDocumentsRoutes(app: App, { documents }: { documents: OrderDocumentsService }) {
  const base = '/app-api/order/order';
  const tags = ['orders'];
  const config = { auth: 'member' } as const;
  // Counted per member, after the member guard (auth.ts puts it first).
  const onRequest = app.rateLimit({
    max: app.config.documents.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `order-documents:${memberId(request)}`,
  });
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const send = (reply: FastifyReply, { pdf, filename }: PrintedDocument) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  app.get(`${base}/lading-bill`, { config, onRequest, schema: { tags, querystring: orderIdQuery } }, async (request, reply) =>
    send(reply, await documents.render(memberId(request), request.query.id, 'lading-bill', request.locale, origin(request))),
  );

  app.get(`${base}/warehouse-receipt`, { config, onRequest, schema: { tags, querystring: warehouseReceiptQuery } }, async (request, reply) => {
    const kind = request.query.format === 'label' ? 'receipt-label' : 'warehouse-receipt';
    return send(reply, await documents.render(memberId(request), request.query.id, kind, request.locale, origin(request)));
  });
}
