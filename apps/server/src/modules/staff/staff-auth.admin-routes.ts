import { staffLoginBody, staffSignInWorkBody, tokenResult } from '@portal/contracts/auth';
import { signInWorkChallenge } from '@portal/contracts/sign-in-work';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { ANY_STAFF, staffMe } from '@portal/contracts/staff';
import { clientOf, signInLimit } from '../../lib/client.js';
import { ok, type App } from '../../lib/http.js';
import type { SessionService } from '../sessions/session.service.js';
import type { StaffAuthService } from './staff-auth.service.js';

// Staff sign in and out, and read who they are; neither needs a particular role.
export function staffAuthAdminRoutes(app: App, { staffAuth: auth, sessions }: { staffAuth: StaffAuthService; sessions: SessionService }) {
  const tags = ['staff'];

  // The proof of work the next sign-in try must bring (null: none; docs/sign-in-abuse.md).
  app.post(
    '/admin-api/system/auth/sign-in-work',
    {
      config: { auth: 'public', rateLimit: signInLimit(app.config) },
      schema: { tags, body: staffSignInWorkBody, response: { 200: envelope(signInWorkChallenge.nullable()) } },
    },
    async (request) => ok(await auth.signInWork(request.body, clientOf(request))),
  );

  app.post(
    '/admin-api/system/auth/login',
    {
      config: { auth: 'public', rateLimit: signInLimit(app.config) },
      schema: { tags, body: staffLoginBody, response: { 200: envelope(tokenResult) } },
    },
    async (request) => ok(await auth.login(request.body, clientOf(request))),
  );

  app.post(
    '/admin-api/system/auth/logout',
    { config: { auth: 'staff', roles: ANY_STAFF }, schema: { tags, response: { 200: emptyEnvelope } } },
    async (request) => {
      await sessions.revoke(request.session!.id, 'logout');
      return ok(null);
    },
  );

  // The staff console's header and menu: name and roles as they stand now.
  app.get(
    '/admin-api/system/auth/me',
    { config: { auth: 'staff', roles: ANY_STAFF }, schema: { tags, response: { 200: envelope(staffMe) } } },
    async (request) => ok(await auth.me(request.session!.subjectId)),
  );
}
