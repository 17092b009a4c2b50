import { ecashIdQuery, ecashItem, ecashPageQuery, ecashRateBody, ecashStaffItem } from '@portal/contracts/ecash';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { EcashService } from './ecash.service.js';

// E-cash rates: the public page of rates in effect (no token: /jd-erate shows it to anyone) and
// the finance staff's history, new rates and withdrawals of rates still to come.
export async function ecashRoutes(app: App, { ecash }: { ecash: EcashService }) {
  const tags = ['ecash'];
  app.get(
    '/app-api/ecw/currency-ecash/page',
    { config: { auth: 'public' }, schema: { tags, querystring: ecashPageQuery, response: { 200: envelope(pageResult(ecashItem)) } } },
    async (request) => ok(await ecash.page(request.query)),
  );

  const finance = { auth: 'staff', roles: ['finance'] } as const;
  app.get(
    '/admin-api/ecw/currency-ecash/page',
    { config: finance, schema: { tags, querystring: ecashPageQuery, response: { 200: envelope(pageResult(ecashStaffItem)) } } },
    async (request) => ok(await ecash.history(request.query)),
  );
  app.post(
    '/admin-api/ecw/currency-ecash/create',
    { config: finance, schema: { tags, body: ecashRateBody, response: { 200: envelope(ecashItem) } } },
    async (request) => ok(await ecash.create(staffId(request), request.body)),
  );
  app.delete(
    '/admin-api/ecw/currency-ecash/delete',
    { config: finance, schema: { tags, querystring: ecashIdQuery, response: { 200: emptyEnvelope } } },
    async (request) => {
      await ecash.remove(staffId(request), request.query.id);
      return ok(null);
    },
  );
}
