import { z } from 'zod';
import { cityListByParentQuery, regionItem, staffCountryItem, tradeCityQuery, tradeCountryItem } from '@portal/contracts/ecw';
import { envelope } from '@portal/contracts/envelope';
import { ANY_STAFF } from '@portal/contracts/staff';
import { ok, type App } from '../../lib/http.js';
import type { EcwService } from './ecw.service.js';

// Reads of shipping reference data on /admin-api: every staff form (orders, price lines) picks
// countries and cities, so any staff role may read them (docs/staff-roles.md); the member
// portal reads the same paths, so a signed-in member may too (read only).
export function ecwAdminRoutes(app: App, service: EcwService) {
  const tags = ['ecw'];
  const list = <T extends z.ZodType>(item: T) => ({ 200: envelope(z.array(item)) });
  const config = { auth: 'memberOrStaff', roles: ANY_STAFF } as const;

  app.get(
    '/admin-api/ecw/country/list-all',
    { config, schema: { tags, response: list(staffCountryItem) } },
    async () => ok(await service.staffCountries()),
  );

  app.get(
    '/admin-api/ecw/region/getCityListByParent',
    { config, schema: { tags, querystring: cityListByParentQuery, response: list(regionItem) } },
    async (request) => ok(await service.citiesUnder(request.query.parentId)),
  );

  app.get(
    '/admin-api/ecw/region/getTradeCountryList',
    { config, schema: { tags, querystring: tradeCityQuery, response: list(tradeCountryItem) } },
    async (request) => ok(await service.tradeCountries(request.query.type)),
  );
}
