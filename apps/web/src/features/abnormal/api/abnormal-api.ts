import type {
  AbnormalDetail,
  AbnormalHandleBody,
  AbnormalItem,
  AbnormalPageQuery,
  ClaimCheck,
  ClaimCreateBody,
} from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The member's abnormal-item calls (docs/abnormal-items.md) and their query hooks.

const BASE = '/app-api/order/abnormal';
type ListQuery = Pick<AbnormalPageQuery, 'status' | 'orderId'>;

// Every key starts with 'abnormal', so a handled item refreshes lists and details at once.
export const abnormalKeys = {
  all: ['abnormal'] as const,
  list: (query: ListQuery) => ['abnormal', 'list', query] as const,
  detail: (id: number) => ['abnormal', 'detail', id] as const,
  claimCheck: (orderId: number) => ['abnormal', 'claim-check', orderId] as const,
};

// The keyset list as "Load more" pages (docs/lists.md).
export function useAbnormalList(query: ListQuery) {
  return useInfiniteQuery({
    queryKey: abnormalKeys.list(query),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<AbnormalItem>>(`${BASE}/page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// Silent: the drawer shows a failure itself.
export function useAbnormal(id: number | undefined) {
  return useQuery({
    queryKey: abnormalKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<AbnormalDetail>(`${BASE}/get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

// Handling changes the item, its lists, and the order it belongs to (its detail shows it).
export function useHandleAbnormal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AbnormalHandleBody) => api.post<AbnormalDetail>(`${BASE}/handle`, body),
    onSuccess: (detail) => {
      client.setQueryData(abnormalKeys.detail(detail.id), detail);
      return Promise.all([client.invalidateQueries({ queryKey: abnormalKeys.all }), client.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}

// Stable loader for useZodFields; the page's chunk carries the contract already.
// The rules (zod) load with the form's first check, not with the list.
export const loadHandleBody = () => import('@portal/contracts/abnormal').then((module) => module.abnormalHandleBody);

// Whether an order takes a claim now, and its insurance deadline. Silent: the dialog shows a
// failure itself; asked afresh each time (the order may have moved on).
export function useClaimCheck(orderId: number) {
  return useQuery({
    queryKey: abnormalKeys.claimCheck(orderId),
    queryFn: ({ signal }) => api.get<ClaimCheck>(`${BASE}/claim/check`, { orderId }, { signal, silent: true }),
    staleTime: 0,
  });
}

// A claim adds an item to the lists and to the order's detail.
export function useFileClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimCreateBody) => api.post<AbnormalDetail>(`${BASE}/claim/create`, body),
    onSuccess: (detail) => {
      client.setQueryData(abnormalKeys.detail(detail.id), detail);
      return Promise.all([client.invalidateQueries({ queryKey: abnormalKeys.all }), client.invalidateQueries({ queryKey: ['orders'] })]);
    },
  });
}

export const loadClaimBody = () => import('@portal/contracts/abnormal').then((module) => module.claimCreateBody);
