import { envelope } from '@portal/contracts/envelope';
import { parseLocale } from '@portal/contracts/locale';
import { ANY_STAFF } from '@portal/contracts/staff';
import { memberSwitch, needKnowQuery } from '@portal/contracts/system';
import { ok, type App } from '../../lib/http.js';
import type { SystemService } from './system.service.js';

// Reads of system texts and switches on /admin-api, for staff (docs/staff-roles.md) and for
// the signed-in member, whose portal reads these paths too.
export function systemAdminRoutes(app: App, service: SystemService) {
  const tags = ['system'];

  // The text as a file, for customer service to keep, print or hand to a member, and for the
  // member to keep.
  app.get(
    '/admin-api/system/need-know/download',
    { config: { auth: 'memberOrStaff', roles: ['service'] }, schema: { tags, querystring: needKnowQuery } },
    async (request, reply) => {
      const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
      const text = await service.needKnow(request.query.key, locale);
      const filename = `${text.key}-${text.locale}.txt`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(`${text.title}\n\n${text.content}\n`);
    },
  );

  // Every staff screen may show or hide points entries by it; so does the member portal.
  app.get(
    '/admin-api/member/score-rule/switch/get',
    { config: { auth: 'memberOrStaff', roles: ANY_STAFF }, schema: { tags, response: { 200: envelope(memberSwitch) } } },
    async () => ok({ enabled: await service.memberSystemEnabled() }),
  );
}
