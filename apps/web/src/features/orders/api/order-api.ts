import type { CursorPage } from '@portal/contracts/cursor';
import type { ProductAttrItem, UnitItem } from '@portal/contracts/ecw';
import type {
  OrderDetail,
  OrderDraftBody,
  OrderListItem,
  OrderPageQuery,
  OrderSaved,
  OrderStatusCount,
  OrderStatusCountQuery,
  OrderSubmitResult,
  OrderSubmitBody,
  OrderUpdateBody,
  PackingListFile,
} from '@portal/contracts/order';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/constants';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client';
import { getToken } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';

// The member's order calls (docs/orders.md) and their query hooks, shared by the shipping
// flow, the order lists, the detail page and the print views.

const BASE = '/app-api/order/order';

// Query keys: every order query starts with 'orders', so a change invalidates them all.
export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  page: (query: Partial<OrderPageQuery>) => ['orders', 'page', query] as const,
  statusCount: (query: OrderStatusCountQuery) => ['orders', 'status-count', query] as const,
  // The keyset list as "Load more" pages (docs/lists.md).
  list: (query: Partial<OrderPageQuery>) => ['orders', 'list', query] as const,
};

// One order, as `get` answers it; `silent` when the screen shows the failure itself.
export function orderDetailQuery(id: number, { silent = false }: { silent?: boolean } = {}) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<OrderDetail>(`${BASE}/get`, { id }, { signal, silent }),
  });
}

// The order a first visit of the detail page opens (`jd-orderdetail?id=`), requested as the route
// matches, beside the page's code rather than after the member's record and the page's first
// render (app/member/routes/member-routes.ts, `parts`); the page's query finds it (same key). Only when
// the address is already the detail's: a route's parts run once, and on a later visit the
// address still shows the page the member is leaving.
export async function prefetchOrderDetail(): Promise<void> {
  const { pathname, search } = window.location;
  const id = Number(new URLSearchParams(search).get('id'));
  if (!pathname.endsWith('/jd-orderdetail') || !Number.isInteger(id) || id <= 0 || !getToken()) return;
  await queryClient.prefetchQuery(orderDetailQuery(id, { silent: true }));
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

// Under the list's filters (but the status), so the tabs count what the list shows.
export function orderStatusCountQuery(query: OrderStatusCountQuery) {
  return queryOptions({
    queryKey: orderKeys.statusCount(query),
    queryFn: ({ signal }) => api.get<OrderStatusCount>(`${BASE}/status-count`, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderStatusCount(query: OrderStatusCountQuery) {
  return useQuery(orderStatusCountQuery(query));
}

// The list pages: each "Load more" asks for the page after the last one's cursor. The total
// comes with the first page only (docs/lists.md).
export function orderListQuery(query: Omit<Partial<OrderPageQuery>, 'cursor'>) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal, pageParam }) =>
      api.get<CursorPage<OrderListItem>>(`${BASE}/page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(query: Omit<Partial<OrderPageQuery>, 'cursor'>) {
  return useInfiniteQuery(orderListQuery(query));
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

// The deleted order's own detail is not asked for again (it would answer "not found" while
// its page is still on screen); everything else about orders is.
export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/delete`, { id }),
    onSuccess: (_answer, id) => {
      const gone = orderKeys.detail(id);
      return client.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (query) => !gone.every((part, index) => query.queryKey[index] === part),
      });
    },
  });
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

// Packing-list files of an order (purpose packing-list, uploaded through lib/file-api.ts
// first). Both answer the order's files as they now are.
export function useAddPackingFile() {
  return useOrderMutation((body: { orderId: number; url: string }) => api.post<{ list: PackingListFile[] }>(`${BASE}/packing-list/add`, body));
}

export function useDeletePackingFile() {
  return useOrderMutation((query: { orderId: number; fileId: number }) => api.delete<{ list: PackingListFile[] }>(`${BASE}/packing-list/delete`, query));
}

// Reference lists the order screens name things from: units of goods lines and product
// attributes (both change rarely).
export function useUnits() {
  return useQuery({
    queryKey: ['ecw', 'units'],
    queryFn: ({ signal }) => api.get<UnitItem[]>('/app-api/app/unit/list', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useProductAttrs() {
  return useQuery({
    queryKey: ['ecw', 'product-attrs'],
    queryFn: ({ signal }) => api.get<ProductAttrItem[]>('/app-api/ecw/product-attr/list', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

// A new random key for one submission.
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
