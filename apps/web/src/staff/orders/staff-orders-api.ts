import type { StaffOrderItem } from '@portal/contracts/order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The operator's order list (GET /admin-api/order/page, operator): filters as the server
// takes them, a cursor page at a time.
export interface StaffOrderFilters {
  keyword?: string;
  status?: number;
  flagged?: 'true' | 'false';
}

interface StaffOrderPage {
  list: StaffOrderItem[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
}

export const STAFF_ORDER_PAGE_SIZE = 20;

export const staffOrderKeys = {
  all: ['staff', 'orders'] as const,
  list: (filters: StaffOrderFilters) => ['staff', 'orders', 'list', filters] as const,
};

export function useStaffOrders(filters: StaffOrderFilters) {
  return useInfiniteQuery({
    queryKey: staffOrderKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<StaffOrderPage>('/admin-api/order/page', { ...filters, cursor: pageParam, pageSize: STAFF_ORDER_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
