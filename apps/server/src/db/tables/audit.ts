import type { Generated } from 'kysely';
import type { AuditEntity } from '@portal/contracts/audit';

// The one log of staff actions (migration 20261130100000_staff_audit; docs/audit.md).
// Written only by modules/audit/audit.ts; no route changes or deletes a row.
export interface StaffAuditTable {
  id: Generated<number>;
  staff_id: number;
  staff_username: string;
  // JSON array of roles when they acted; null on rows copied from the older tables
  staff_roles: string | null;
  action: string;
  entity: AuditEntity;
  entity_id: number;
  // JSON of the changed fields, as they were and as they became
  before: string | null;
  after: string | null;
  reason: string | null;
  request_id: string | null;
  created_at: string;
}

export interface AuditTables {
  staff_audit: StaffAuditTable;
}
