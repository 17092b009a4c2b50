import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { AuditEntity } from '@portal/contracts/audit';
import type { Executor } from '../../db/executor.js';
import { toJson } from '../../db/sql.js';

// The one writer of the staff audit log (docs/audit.md). Every staff write calls it with its
// own transaction, so the row is written with the change or not at all. Who acted comes from
// the caller; their username and roles are read in the same transaction, the request id from
// the request being served (none for a background job).
export interface AuditRecord {
  staffId: number;
  action: string;
  entity: AuditEntity;
  entityId: number;
  // The changed fields as they were and as they became (null: nothing before, or nothing left)
  before?: unknown;
  after?: unknown;
  // What the staff member was asked to give, where a screen asks for one
  reason?: string | null;
  // ISO time of the change (the service's clock); now if absent
  at?: string;
}

// The request a staff write is made for: the auth plugin opens it for every request.
const current = new AsyncLocalStorage<FastifyRequest>();

export function runInRequest(request: FastifyRequest, next: () => void): void {
  current.run(request, next);
}

const INSERT_CHUNK = 500;

export async function writeAudit(tx: Executor, records: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const list: readonly AuditRecord[] = Array.isArray(records) ? records : [records as AuditRecord];
  if (!list.length) return;
  const ids = [...new Set(list.map((r) => r.staffId))];
  const staff = await tx.selectFrom('staff_user').select(['id', 'username', 'roles']).where('id', 'in', ids).execute();
  const byId = new Map(staff.map((s) => [Number(s.id), s]));
  const requestId = current.getStore()?.id ?? null;
  const now = new Date().toISOString();
  const rows = list.map((r) => {
    const who = byId.get(r.staffId);
    if (!who) throw new Error(`audit: no staff account ${r.staffId}`);
    return {
      staff_id: r.staffId,
      staff_username: who.username,
      staff_roles: who.roles,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before === undefined || r.before === null ? null : toJson(r.before),
      after: r.after === undefined || r.after === null ? null : toJson(r.after),
      reason: r.reason ?? null,
      request_id: requestId === null ? null : String(requestId).slice(0, 64),
      created_at: r.at ?? now,
    };
  });
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) await tx.insertInto('staff_audit').values(rows.slice(at, at + INSERT_CHUNK)).execute();
}

// The fields of `after` whose value differs from `before`, each side limited to them: what an
// update changed, for the log's before and after.
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (toJson(before[key] ?? null) !== toJson(after[key] ?? null)) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
