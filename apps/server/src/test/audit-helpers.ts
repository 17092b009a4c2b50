import type { AuditEntity } from '@portal/contracts/audit';
import type { TestApp } from './harness.js';

// The staff audit log as tests read it (docs/audit.md): an entity's rows, oldest first, with
// the JSON columns parsed, and how many rows an entity has in all.

export interface AuditTrailRow {
  action: string;
  who: string;
  roles: string[] | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

const parse = (value: unknown) => (value === null ? null : typeof value === 'string' ? JSON.parse(value) : value);

export async function auditTrail(t: TestApp, entity: AuditEntity, entityId: number): Promise<AuditTrailRow[]> {
  const rows = await t.database.db
    .selectFrom('staff_audit')
    .select(['action', 'staff_username', 'staff_roles', 'before', 'after', 'reason'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, who: r.staff_username, roles: parse(r.staff_roles), before: parse(r.before), after: parse(r.after), reason: r.reason }));
}

export async function auditCount(t: TestApp, entity: AuditEntity): Promise<number> {
  const row = await t.database.db.selectFrom('staff_audit').select((eb) => eb.fn.countAll<string | number>().as('n')).where('entity', '=', entity).executeTakeFirstOrThrow();
  return Number(row.n);
}
