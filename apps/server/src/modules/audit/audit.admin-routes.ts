import { auditPage, auditPageQuery, type AuditEntry } from '@portal/contracts/audit';
import { envelope } from '@portal/contracts/envelope';
import { decodeCursor } from '../../db/keyset.js';
import { fromJson, toIso } from '../../db/sql.js';
import { ok, type App } from '../../lib/http.js';
import type { AuditRepository } from './audit.repository.js';

// The staff audit log, for administrators only (docs/audit.md). Read only: no route changes
// or deletes a row.
export function auditAdminRoutes(app: App, { audit }: { audit: AuditRepository }) {
  app.get(
    '/admin-api/system/audit/page',
    { config: { auth: 'staff', roles: ['administrator'] }, schema: { tags: ['staff'], querystring: auditPageQuery, response: { 200: envelope(auditPage) } } },
    async (request) => {
      const { pageSize, cursor, ...filter } = request.query;
      const { rows, nextCursor, count } = await audit.page(filter, pageSize, decodeCursor(cursor));
      const list: AuditEntry[] = rows.map((r) => ({
        id: r.id,
        staffId: r.staff_id,
        staffUsername: r.staff_username,
        staffRoles: r.staff_roles === null ? null : fromJson<string[]>(r.staff_roles, []),
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        before: fromJson<unknown>(r.before, null),
        after: fromJson<unknown>(r.after, null),
        reason: r.reason,
        requestId: r.request_id,
        time: toIso(r.created_at),
      }));
      return ok({ list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false });
    },
  );
}
