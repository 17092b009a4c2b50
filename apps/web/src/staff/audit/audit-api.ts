import type { AuditEntry } from '@portal/contracts/audit';
import type { CursorPage } from '@portal/contracts/cursor';
import { useInfiniteQuery } from '@tanstack/react-query';
import { staffApi } from '../staff-api';
import type { AuditFilters } from './audit-filters';

// The staff audit log: GET /admin-api/system/audit/page (docs/audit.md), administrators only.
export const AUDIT_PAGE_SIZE = 50;

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['staff', 'audit', 'list', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<AuditEntry>>('/admin-api/system/audit/page', { ...filters, cursor: pageParam, pageSize: AUDIT_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
