import { z } from 'zod';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { staffCreateBody, staffCreated, staffItem, staffPageQuery, staffPasswordBody, staffRolesBody } from '@portal/contracts/staff';
import { idSchema } from '@portal/contracts/id';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { StaffService } from './staff.service.js';

const idParams = z.object({ id: idSchema() });

// Staff accounts: administrators only (docs/staff-roles.md).
export function staffAdminRoutes(app: App, staff: StaffService) {
  const tags = ['staff'];
  const config = { auth: 'staff', roles: ['administrator'] } as const;

  app.get(
    '/admin-api/system/staff/page',
    { config, schema: { tags, querystring: staffPageQuery, response: { 200: envelope(pageResult(staffItem)) } } },
    async (request) => ok(await staff.page(request.query)),
  );

  app.post(
    '/admin-api/system/staff/create',
    { config, schema: { tags, body: staffCreateBody, response: { 200: envelope(staffCreated) } } },
    async (request) => ok(await staff.create(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/staff/:id/set-roles',
    { config, schema: { tags, params: idParams, body: staffRolesBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await staff.setRoles(staffId(request), request.params.id, request.body.roles);
      return ok(null);
    },
  );

  app.post(
    '/admin-api/system/staff/:id/disable',
    { config, schema: { tags, params: idParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await staff.disable(staffId(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/admin-api/system/staff/:id/enable',
    { config, schema: { tags, params: idParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await staff.enable(staffId(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    '/admin-api/system/staff/:id/reset-password',
    { config, schema: { tags, params: idParams, body: staffPasswordBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await staff.resetPassword(staffId(request), request.params.id, request.body.password);
      return ok(null);
    },
  );
}
