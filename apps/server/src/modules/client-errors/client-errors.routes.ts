import { CLIENT_ERROR_BODY_MAX, clientErrorBody, clientErrorPage, clientErrorPageQuery } from '@portal/contracts/client-errors';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { clientOf, perMinute } from '../../lib/client.js';
import { ok, type App } from '../../lib/http.js';
import { signedInMember } from '../../plugins/auth.js';
import type { SessionService } from '../sessions/session.service.js';
import type { ClientErrorService } from './client-errors.service.js';

// Client error reports (docs/client-errors.md): any browser may send one, signed in or not,
// a few a minute per address and a few KB each; administrators read them.
export async function clientErrorsRoutes(app: App, { clientErrors, sessions }: { clientErrors: ClientErrorService; sessions: SessionService }) {
  const tags = ['system'];

  app.post(
    '/app-api/system/client-error',
    {
      config: { auth: 'public', rateLimit: perMinute(app.config.clientErrors.perMinute) },
      bodyLimit: CLIENT_ERROR_BODY_MAX,
      schema: { tags, body: clientErrorBody, response: { 200: emptyEnvelope } },
    },
    async (request) => {
      await clientErrors.record(await signedInMember(request, sessions), request.body, clientOf(request));
      return ok(null);
    },
  );

  app.get(
    '/admin-api/system/client-error/page',
    { config: { auth: 'staff', roles: ['administrator'] }, schema: { tags, querystring: clientErrorPageQuery, response: { 200: envelope(clientErrorPage) } } },
    async (request) => ok(await clientErrors.page(request.query)),
  );
}
