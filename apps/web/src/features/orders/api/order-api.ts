import type { CursorPage } from '@portal/contracts/cursor';
import type {
  OrderDetail,
  OrderDraftBody,
  OrderListItem,
  OrderPageQuery,
  OrderRole,
  OrderSaved,
  OrderStatusCount,
  OrderSubmitResult,
  OrderSubmitBody,
  OrderUpdateBody,
} from '@portal/contracts/order';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/order';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';

// The member's order calls (docs/orders.md) and their query hooks, shared by the shipping
// flow, the order lists, the detail page and the print views.

const BASE = '/app-api/order/order';

// Query keys: every order query starts with 'orders', so a change invalidates them all.
export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  page: (query: Partial<OrderPageQuery>) => ['orders', 'page', query] as const,
  statusCount: (role: OrderRole) => ['orders', 'status-count', role] as const,
};

// One order, as `get` answers it; `silent` when the screen shows the failure itself.
export function orderDetailQuery(id: number, { silent = false }: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`${BASE}/get`, { id }, { signal, silent }),
  });
}

export function useOrder(id: number | undefined) {
  return useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== undefined });
}

export function useOrderPage(query: Partial<OrderPageQuery>) {
  return useQuery({
    queryKey: orderKeys.page(query),
    queryFn: ({ signal }) => api.get<CursorPage<OrderListItem>>(`${BASE}/page`, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderStatusCount(role: OrderRole) {
  return useQuery({
    queryKey: orderKeys.statusCount(role),
    queryFn: ({ signal }) => api.get<OrderStatusCount>(`${BASE}/status-count`, { role }, { signal }),
  });
}

function useOrderMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }) });
}

// Submit a complete order (with `id`: submit that draft). The key is made once per form
// session by the caller, so a retried or double-clicked submit creates one order.
export function useSubmitOrder() {
  return useOrderMutation(({ body, idempotencyKey }: { body: OrderSubmitBody; idempotencyKey: string }) =>
    api.post<OrderSaved>(`${BASE}/create`, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  );
}

export function useSaveDraft() {
  return useOrderMutation((body: OrderDraftBody) => api.post<OrderSaved>(`${BASE}/draft`, body));
}

export function useUpdateOrder() {
  return useOrderMutation((body: OrderUpdateBody) => api.put<OrderSaved>(`${BASE}/update`, body));
}

export function useCancelOrder() {
  return useOrderMutation((id: number) => request<null>({ method: 'POST', url: `${BASE}/cancel`, params: { id } }));
}

export function useDeleteOrder() {
  return useOrderMutation((id: number) => api.delete<null>(`${BASE}/delete`, { id }));
}

export function useCopyOrder() {
  return useOrderMutation((id: number) => request<OrderSaved>({ method: 'POST', url: `${BASE}/copy`, params: { id } }));
}

// Submit several drafts (imported ones): each is submitted or refused on its own.
export function useSubmitOrders() {
  return useOrderMutation((ids: number[]) =>
    api.post<OrderSubmitResult>(`${BASE}/submit`, { ids }),
  );
}

// A new random key for one submission.
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
