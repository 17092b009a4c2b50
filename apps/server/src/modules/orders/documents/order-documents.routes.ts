import { documentHeaders, orderIdQuery, warehouseReceiptQuery } from '@portal/contracts/order';
import { TIME_ZONE_HEADER } from '@portal/contracts/time-zone';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../lib/http.js';
import { memberId } from '../../../plugins/auth.js';
import type { OrderDocumentsService, PrintedDocument } from './order-documents.service.js';

// GET /app-api/order/order/lading-bill?id= and …/warehouse-receipt?id=[&format=label]: PDF in
// the caller's language, times in the zone the `x-time-zone` header names (an IANA zone; a bad
// one is refused like any bad field), else the company's. Refusals answer the usual envelope.
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
  const zone = (request: FastifyRequest) => {
    const value = request.headers[TIME_ZONE_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  const send = (reply: FastifyReply, { pdf, filename }: PrintedDocument) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  app.get(`${base}/lading-bill`, { config, onRequest, schema: { tags, headers: documentHeaders, querystring: orderIdQuery } }, async (request, reply) =>
    send(reply, await documents.render(memberId(request), request.query.id, 'lading-bill', request.locale, origin(request), zone(request))),
  );

  app.get(`${base}/warehouse-receipt`, { config, onRequest, schema: { tags, headers: documentHeaders, querystring: warehouseReceiptQuery } }, async (request, reply) => {
    const kind = request.query.format === 'label' ? 'receipt-label' : 'warehouse-receipt';
    return send(reply, await documents.render(memberId(request), request.query.id, kind, request.locale, origin(request), zone(request)));
  });
}
