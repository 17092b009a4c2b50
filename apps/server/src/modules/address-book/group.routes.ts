import { z } from 'zod';
import { groupBody, groupDeleteQuery, groupItem, groupUpdateBody } from '@portal/contracts/address-book';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { GroupService } from './group.service.js';

// Customer groups, shared by the customer and supplier lists.
export function groupRoutes(app: App, groups: GroupService) {
  const tags = ['address-book'];
  const config = { auth: 'member' } as const;

  app.get(
    '/app-api/member/customer-group/list',
    { config, schema: { tags, response: { 200: envelope(z.array(groupItem)) } } },
    async (request) => ok(await groups.list(memberId(request))),
  );
  app.post(
    '/app-api/member/customer-group/create',
    { config, schema: { tags, body: groupBody, response: { 200: envelope(groupItem) } } },
    async (request) => ok(await groups.create(memberId(request), request.body)),
  );
  app.put(
    '/app-api/member/customer-group/update',
    { config, schema: { tags, body: groupUpdateBody, response: { 200: envelope(groupItem) } } },
    async (request) => ok(await groups.update(memberId(request), request.body)),
  );
  // A group with contacts answers GROUP_NOT_EMPTY unless `contacts` says move (to
  // targetGroupId) or ungroup.
  app.delete(
    '/app-api/member/customer-group/delete',
    { config, schema: { tags, querystring: groupDeleteQuery, response: { 200: emptyEnvelope } } },
    async (request) => {
      await groups.delete(memberId(request), request.query);
      return ok(null);
    },
  );
}
