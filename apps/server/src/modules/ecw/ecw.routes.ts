import { z } from 'zod';
import {
  channelItem,
  channelQuery,
  countryItem,
  currencyItem,
  destCurrencyQuery,
  destCurrencyResult,
  openedRouteItem,
  openedRouteQuery,
  productAttrItem,
  regionGetQuery,
  regionItem,
  regionNode,
  tradeCityItem,
  tradeCityQuery,
  unitItem,
  warehouseCountry,
  warehouseTreeQuery,
} from '@portal/contracts/ecw';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { ecwAdminRoutes } from './ecw.admin-routes.js';
import type { EcwService } from './ecw.service.js';

// Shipping reference data (docs/product/api.md): public reads for the member screens; staff
// reads in ecw.admin-routes.ts.
export async function ecwRoutes(app: App, { ecw: service }: { ecw: EcwService }) {
  const tags = ['ecw'];
  const list = <T extends z.ZodType>(item: T) => ({ 200: envelope(z.array(item)) });

  app.get(
    '/app-api/ecw/country/list-all',
    { config: { auth: 'public' }, schema: { tags, response: list(countryItem) } },
    async () => ok(await service.countries()),
  );

  app.get(
    '/app-api/ecw/region/getListTree',
    { config: { auth: 'public' }, schema: { tags, response: list(regionNode) } },
    async () => ok(await service.regionTree()),
  );
  app.get(
    '/app-api/ecw/region/get',
    { config: { auth: 'public' }, schema: { tags, querystring: regionGetQuery, response: { 200: envelope(regionItem) } } },
    async (request) => ok(await service.region(request.query.id)),
  );
  app.get(
    '/app-api/ecw/region/getTradeCityList',
    { config: { auth: 'public' }, schema: { tags, querystring: tradeCityQuery, response: list(tradeCityItem) } },
    async (request) => ok(await service.tradeCities(request.query.type)),
  );
  // The product's path, trailing slash included.
  app.get(
    '/app-api/ecw/region/check/dest-currency/area-code/',
    { config: { auth: 'public' }, schema: { tags, querystring: destCurrencyQuery, response: { 200: envelope(destCurrencyResult) } } },
    async (request) => ok(await service.destCurrency(request.query)),
  );

  app.get(
    '/app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList',
    { config: { auth: 'public' }, schema: { tags, querystring: warehouseTreeQuery, response: list(warehouseCountry) } },
    async (request) => ok(await service.warehouseTree(request.query.type)),
  );
  app.post(
    '/app-api/ecw/warehouse/openedRouterList',
    { config: { auth: 'public' }, schema: { tags, body: openedRouteQuery.nullish(), response: list(openedRouteItem) } },
    async (request) => ok(await service.openedRoutes(request.body ?? {})),
  );

  app.get(
    '/app-api/ecw/currency/list',
    { config: { auth: 'public' }, schema: { tags, response: list(currencyItem) } },
    async () => ok(await service.currencies()),
  );
  app.get(
    '/app-api/app/unit/list',
    { config: { auth: 'public' }, schema: { tags, response: list(unitItem) } },
    async () => ok(await service.units()),
  );
  app.get(
    '/app-api/ecw/product-attr/list',
    { config: { auth: 'public' }, schema: { tags, response: list(productAttrItem) } },
    async () => ok(await service.productAttrs()),
  );
  app.get(
    '/app-api/ecw/channel/select',
    { config: { auth: 'public' }, schema: { tags, querystring: channelQuery, response: list(channelItem) } },
    async (request) => ok(await service.channels(request.query.transportType)),
  );

  ecwAdminRoutes(app, service);
}
