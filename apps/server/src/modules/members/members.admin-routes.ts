import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { memberEnableBody, memberSearchItem, memberSearchQuery, memberStatusBody } from '@portal/contracts/members';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { MemberAdminService } from './member-admin.service.js';

// Members as staff see them (docs/staff-roles.md, "Members"): customer service, reviewers and
// finance find them; only administrators disable and enable them.
export function memberAdminRoutes(app: App, members: MemberAdminService) {
  const tags = ['member'];
  const readers = { auth: 'staff', roles: ['service', 'reviewer', 'finance'] } as const;
  const administrators = { auth: 'staff', roles: ['administrator'] } as const;

  app.get(
    '/admin-api/member/user/page',
    { config: readers, schema: { tags, querystring: memberSearchQuery, response: { 200: envelope(pageResult(memberSearchItem)) } } },
    async (request) => ok(await members.search(request.query)),
  );

  app.post(
    '/admin-api/member/user/disable',
    { config: administrators, schema: { tags, body: memberStatusBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await members.disable(staffId(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/admin-api/member/user/enable',
    { config: administrators, schema: { tags, body: memberEnableBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await members.enable(staffId(request), request.body.id);
      return ok(null);
    },
  );
}
