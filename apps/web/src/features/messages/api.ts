import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem, MessageQuery, ReadAllResult, UnreadCount } from '@portal/contracts/messages';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { sidebarCountersKey } from '../../lib/sidebar-counters';

// The member's message calls (docs/notices-and-coupons.md) and their query hooks.

const BASE = '/app-api/member/message';
type ListQuery = Pick<MessageQuery, 'type' | 'read'>;

// Every key starts with 'messages'.
export const messageKeys = {
  all: ['messages'] as const,
  list: (query: ListQuery) => ['messages', 'list', query] as const,
  unread: ['messages', 'unread'] as const,
  detail: (id: number) => ['messages', 'detail', id] as const,
};

// A read mark changes the lists, the tabs' counts and the sidebar badge (not an opened
// message: asking for it again would change nothing).
export function refreshAfterRead(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['messages', 'list'] }),
    client.invalidateQueries({ queryKey: messageKeys.unread }),
    client.invalidateQueries({ queryKey: sidebarCountersKey }),
  ]);
}

// The keyset list as "Load more" pages (docs/lists.md).
export function useMessageList(query: ListQuery) {
  return useInfiniteQuery({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<MessageItem>>(`${BASE}/page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

// Silent: the tabs simply show no counts when these fail.
export function useUnreadCount() {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api.get<UnreadCount>(`${BASE}/unread-count`, undefined, { signal, silent: true }),
  });
}

// Opening a message marks it read on the server. Silent: the page shows a failure itself.
export function useMessage(id: number | undefined) {
  return useQuery({
    queryKey: messageKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<MessageItem>(`${BASE}/get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<null>(`${BASE}/read`, { ids }),
    onSuccess: () => refreshAfterRead(client),
  });
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<ReadAllResult>(`${BASE}/read-all`, {}),
    // Nothing is unread any more: the counts say so at once (the button is done when the
    // server is), and the refetches that follow confirm it.
    onSuccess: () => {
      client.setQueryData<UnreadCount>(messageKeys.unread, (counts) =>
        counts ? { total: 0, byType: Object.fromEntries(Object.keys(counts.byType).map((type) => [type, 0])) as UnreadCount['byType'] } : counts,
      );
      void refreshAfterRead(client);
    },
  });
}
