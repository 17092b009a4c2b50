import { memberContext, memberContextQuery } from '@portal/contracts/care';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import type { CareService } from './care.service.js';

// The care desk's member context (docs/staff-console.md, "Care desk"): read only, role service
// (an administrator passes), like the threads it sits beside.
export async function careRoutes(app: App, { care }: { care: CareService }) {
  app.get(
    '/admin-api/member/context',
    { config: { auth: 'staff', roles: ['service'] }, schema: { tags: ['advice'], querystring: memberContextQuery, response: { 200: envelope(memberContext) } } },
    async (request) => ok(await care.memberContext(request.query.memberId)),
  );
}
