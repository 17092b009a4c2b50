import { memberProfile } from '@portal/contracts/auth';
import { legacyLink } from '@portal/contracts/client-config';
import { envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { MemberProfileService } from './member-profile.service.js';

export function memberProfileRoutes(app: App, profiles: MemberProfileService) {
  const tags = ['member'];

  app.get(
    '/app-api/member/user/get',
    { config: { auth: 'member' }, schema: { tags, response: { 200: envelope(memberProfile) } } },
    async (request) => ok(await profiles.profile(memberId(request), request.locale)),
  );

  // The sidebar's old-orders link; 404 when no legacy backend is configured.
  app.get(
    '/app-api/member/user/legacy-link',
    { config: { auth: 'member' }, schema: { tags, response: { 200: envelope(legacyLink) } } },
    async (request) => ok(await profiles.legacyLink(memberId(request))),
  );
}
