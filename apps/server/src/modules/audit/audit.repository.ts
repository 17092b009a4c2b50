import type { Kysely } from 'kysely';
import type { AuditPageQuery } from '@portal/contracts/audit';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';

const DAY_MS = 86_400_000;

// Reads of the staff audit log; it has no update or delete (modules/audit/audit.ts writes it).
export class AuditRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Newest first by (created_at, id); each filter is served by one of the log's indexes.
  async page(filter: Omit<AuditPageQuery, 'pageSize' | 'cursor'>, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('staff_audit as a').selectAll('a');
    if (filter.staffId !== undefined) query = query.where('a.staff_id', '=', filter.staffId);
    if (filter.entity !== undefined) query = query.where('a.entity', '=', filter.entity);
    if (filter.entityId !== undefined) query = query.where('a.entity_id', '=', filter.entityId);
    if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
    if (filter.dateFrom) query = query.where('a.created_at', '>=', `${filter.dateFrom}T00:00:00.000Z`);
    if (filter.dateTo) query = query.where('a.created_at', '<', new Date(Date.parse(`${filter.dateTo}T00:00:00.000Z`) + DAY_MS).toISOString());
    const count = after === null ? await cappedCount(query) : null;
    const paged = after === null ? query : query.where(keysetBefore('a.created_at', 'a.id', after));
    const rows = await paged.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(pageSize + 1).execute();
    return { ...keysetResult(rows, pageSize, (r) => ({ sort: r.created_at, id: r.id })), count };
  }
}
