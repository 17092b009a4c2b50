import type {
  AdviceCreateBody,
  AdviceDetail,
  AdviceItem,
  AdviceRateBody,
  AdviceReplyBody,
} from '@portal/contracts/advice';
import type { AdviceKind } from '@portal/contracts/advice-status';
import type { CursorPage } from '@portal/contracts/cursor';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The member's consultation, suggestion and complaint calls (docs/advice.md) and their hooks.

const BASE = '/app-api/member/advice';
interface ListQuery {
  kind: AdviceKind;
  status?: number | undefined;
}

// Every key starts with 'advice', so a change refreshes lists and the thread at once.
export const adviceKeys = {
  all: ['advice'] as const,
  list: (query: ListQuery) => ['advice', 'list', query] as const,
  detail: (id: number) => ['advice', 'detail', id] as const,
};

// The keyset list as "Load more" pages (docs/lists.md).
export function useAdviceList(query: ListQuery) {
  return useInfiniteQuery({
    queryKey: adviceKeys.list(query),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<AdviceItem>>(`${BASE}/page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// Silent: the drawer shows a failure itself.
export function useAdvice(id: number | undefined) {
  return useQuery({
    queryKey: adviceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<AdviceDetail>(`${BASE}/get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

function useThreadChange<B>(call: (body: B) => Promise<AdviceDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData(adviceKeys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: adviceKeys.all });
    },
  });
}

export const useCreateAdvice = () => useThreadChange((body: AdviceCreateBody) => api.post<AdviceDetail>(`${BASE}/create`, body));
export const useReplyAdvice = () => useThreadChange((body: AdviceReplyBody) => api.post<AdviceDetail>(`${BASE}/reply`, body));
export const useRateAdvice = () => useThreadChange((body: AdviceRateBody) => api.post<AdviceDetail>(`${BASE}/rate`, body));
export const useCancelAdvice = () => useThreadChange((id: number) => api.post<AdviceDetail>(`${BASE}/cancel?id=${id}`));

// Stable loaders for useZodFields; the page's chunk carries the contract already.
// The forms' schemas (with zod) come with the form, not with the list.
export const loadCreateBody = () => import('@portal/contracts/advice').then((module) => module.adviceCreateBody);
export const loadReplyBody = () => import('@portal/contracts/advice').then((module) => module.adviceReplyBody);
