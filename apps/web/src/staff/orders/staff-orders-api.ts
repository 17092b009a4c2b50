import type { OrderFees } from '@portal/contracts/balance';
import type { CursorPage } from '@portal/contracts/cursor';
import type { WarehouseCountry } from '@portal/contracts/ecw';
import type { OrderFlagBody, OrderTransitionBody, OrderTransitionResult, StaffOrderDetail, StaffOrderFilters, StaffOrderItem } from '@portal/contracts/order';
import type { RefundStaffItem } from '@portal/contracts/refund';
import type { ScanAnswer } from '@portal/contracts/warehouse';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The operator's order desk (docs/staff-console.md, "Order desk"): the list (GET
// /admin-api/order/page) with its filters as the server takes them, a cursor page at a time;
// one order with its fees and refunds; the scan lookup; moves (one order or a batch, with a dry
// run first) and flags. Every call is an operator's.

export type { StaffOrderFilters };

export const STAFF_ORDER_PAGE_SIZE = 20;

export const staffOrderKeys = {
  all: ['staff', 'orders'] as const,
  list: (filters: StaffOrderFilters) => ['staff', 'orders', 'list', filters] as const,
  detail: (id: number) => ['staff', 'orders', 'detail', id] as const,
  fees: (id: number) => ['staff', 'orders', 'detail', id, 'fees'] as const,
  refunds: (id: number) => ['staff', 'orders', 'detail', id, 'refunds'] as const,
  places: (type: 'start' | 'dest') => ['staff', 'orders', 'places', type] as const,
};

export function useStaffOrders(filters: StaffOrderFilters) {
  return useInfiniteQuery({
    queryKey: staffOrderKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffOrderItem>>('/admin-api/order/page', { ...filters, cursor: pageParam, pageSize: STAFF_ORDER_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useStaffOrder(id: number) {
  return useQuery({
    queryKey: staffOrderKeys.detail(id),
    queryFn: ({ signal }) => staffApi.get<StaffOrderDetail>('/admin-api/order/get', { id }, { signal, silent: true }),
  });
}

export function useStaffOrderFees(id: number) {
  return useQuery({
    queryKey: staffOrderKeys.fees(id),
    queryFn: ({ signal }) => staffApi.get<OrderFees>('/admin-api/order/fee/list', { orderId: id }, { signal, silent: true }),
  });
}

// An order holds at most one open refund; its closed ones are few.
export function useStaffOrderRefunds(id: number) {
  return useQuery({
    queryKey: staffOrderKeys.refunds(id),
    queryFn: ({ signal }) => staffApi.get<CursorPage<RefundStaffItem>>('/admin-api/order/refund/page', { orderId: id, pageSize: 20 }, { signal, silent: true }),
  });
}

// Countries, cities and warehouses of departure or destination (the public reference read the
// shipping form uses): the list's route and warehouse filters.
export function useOrderPlaces(type: 'start' | 'dest') {
  return useQuery({
    queryKey: staffOrderKeys.places(type),
    queryFn: ({ signal }) => staffApi.get<WarehouseCountry[]>('/app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList', { type }, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}

// The scan-anything lookup: what a typed or scanned code names. Failures are said in the box.
export function scanCode(code: string): Promise<ScanAnswer> {
  return staffApi.get<ScanAnswer>('/admin-api/order/scan', { code }, { silent: true });
}

// One order or a batch one step along the chain; `dryRun` only asks. The list and the orders
// moved are read again afterwards.
export function useTransition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderTransitionBody) => staffApi.post<OrderTransitionResult>('/admin-api/order/transition', body),
    onSuccess: (_result, body) => {
      if (!body.dryRun) void client.invalidateQueries({ queryKey: staffOrderKeys.all });
    },
  });
}

export function useFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderFlagBody) => staffApi.post<StaffOrderDetail>('/admin-api/order/flag', body),
    onSuccess: (order) => {
      client.setQueryData(staffOrderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: [...staffOrderKeys.all, 'list'] });
    },
  });
}
