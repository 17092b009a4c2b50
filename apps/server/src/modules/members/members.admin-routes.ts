import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { memberEnableBody, memberSearchItem, memberSearchQuery, memberStatusBody, memberView, memberViewQuery } from '@portal/contracts/members';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { MemberAdminService } from './member-admin.service.js';
import type { MemberViewService } from './member-view.service.js';

// Members as staff see them (docs/staff-roles.md, "Members"): customer service, reviewers and
// finance find them; only administrators disable and enable them.
export function memberAdminRoutes(app: App, { members, view }: { members: MemberAdminService; view: MemberViewService }) {
  const tags = ['member'];
  const readers = { auth: 'staff', roles: ['service', 'reviewer', 'finance'] } as const;
  const administrators = { auth: 'staff', roles: ['administrator'] } as const;

  app.get(
    '/admin-api/member/user/page',
    { config: readers, schema: { tags, querystring: memberSearchQuery, response: { 200: envelope(pageResult(memberSearchItem)) } } },
    async (request) => ok(await members.search(request.query)),
  );

  // One member on one page: profile, verification, orders, cargo control, what is owed, points
  // and levels, coupons, redemptions, consultations and messages.
  app.get(
    '/admin-api/member/user/get',
    { config: readers, schema: { tags, querystring: memberViewQuery, response: { 200: envelope(memberView) } } },
    async (request) => ok(await view.view(request.query.id, request.locale)),
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
