import { envelope, pageResult } from '@portal/contracts/envelope';
import { priceCheckBody, priceCheckResult, productGetQuery, productItem, productPageQuery } from '@portal/contracts/price';
import { AppError } from '../../lib/app-error.js';
import { ok, type App } from '../../lib/http.js';
import { priceAdminRoutes } from './price.admin-routes.js';
import type { PriceService } from './price.service.js';

// Price check (docs/price-check.md): products are public reference data like the rest of
// /app-api/ecw; a quote needs a signed-in member. Staff keep the lines in price.admin-routes.ts.
export async function priceRoutes(app: App, { price }: { price: PriceService }) {
  const tags = ['price'];

  app.get(
    '/app-api/ecw/product/page',
    { config: { auth: 'public' }, schema: { tags, querystring: productPageQuery, response: { 200: envelope(pageResult(productItem)) } } },
    async (request) => ok(await price.productPage(request.query)),
  );
  app.get(
    '/app-api/ecw/product/get',
    { config: { auth: 'public' }, schema: { tags, querystring: productGetQuery, response: { 200: envelope(productItem) } } },
    async (request) => ok(await price.product(request.query.id)),
  );

  app.post(
    '/app-api/product/line/price/calculation',
    { config: { auth: 'member' }, schema: { tags, body: priceCheckBody, response: { 200: envelope(priceCheckResult) } } },
    async (request) => {
      if (!app.config.priceCheckEnabled) throw new AppError('NOT_FOUND');
      return ok(await price.check(request.body));
    },
  );

  priceAdminRoutes(app, price);
}
