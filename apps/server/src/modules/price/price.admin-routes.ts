import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import {
  priceLineBody,
  priceLineCreated,
  priceLineHistoryPage,
  priceLineHistoryQuery,
  priceLineIdQuery,
  priceLineItem,
  priceLinePageQuery,
  priceLineUpdateBody,
} from '@portal/contracts/price';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { PriceService } from './price.service.js';

// Staff upkeep of price lines: finance (docs/staff-roles.md). Each change is audited.
export function priceAdminRoutes(app: App, price: PriceService) {
  const tags = ['price'];
  const staff = { auth: 'staff', roles: ['finance'] } as const;

  app.get(
    '/admin-api/product/line/page',
    { config: staff, schema: { tags, querystring: priceLinePageQuery, response: { 200: envelope(pageResult(priceLineItem)) } } },
    async (request) => ok(await price.linePage(request.query)),
  );

  // Who changed a line, what and when (the staff audit log), newest first.
  app.get(
    '/admin-api/product/line/history',
    { config: staff, schema: { tags, querystring: priceLineHistoryQuery, response: { 200: envelope(priceLineHistoryPage) } } },
    async (request) => ok(await price.lineHistory(request.query)),
  );

  app.post(
    '/admin-api/product/line/create',
    { config: staff, schema: { tags, body: priceLineBody, response: { 200: envelope(priceLineCreated) } } },
    async (request) => ok({ id: await price.createLine(request.body, staffId(request)) }),
  );

  app.put(
    '/admin-api/product/line/update',
    { config: staff, schema: { tags, body: priceLineUpdateBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      const { id, ...line } = request.body;
      await price.updateLine(id, line, staffId(request));
      return ok(null);
    },
  );

  app.delete(
    '/admin-api/product/line/delete',
    { config: staff, schema: { tags, querystring: priceLineIdQuery, response: { 200: emptyEnvelope } } },
    async (request) => {
      await price.deleteLine(request.query.id, staffId(request));
      return ok(null);
    },
  );
}
