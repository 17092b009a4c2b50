import type { CursorPage } from '@portal/contracts/cursor';
import type { LevelLogItem, PointLogItem, PointSummary } from '@portal/contracts/points';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The member's points calls (docs/points-and-gifts.md) and their query hooks.

// Every key starts with 'points'.
export const pointsKeys = {
  all: ['points'] as const,
  summary: () => ['points', 'summary'] as const,
  log: () => ['points', 'log'] as const,
  levelLog: () => ['points', 'level-log'] as const,
};

// Silent: the page shows a failure (or "not available") itself.
export function usePointSummary() {
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => api.get<PointSummary>('/app-api/member/point/summary', undefined, { signal, silent: true }),
    retry: false,
  });
}

// The keyset lists as "Load more" pages (docs/lists.md). Silent: the pages show failures.
function useKeysetList<T>(queryKey: readonly string[], path: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<T>>(path, { cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

export const usePointLog = () => useKeysetList<PointLogItem>(pointsKeys.log(), '/app-api/member/point/log-page');
export const useLevelLog = () => useKeysetList<LevelLogItem>(pointsKeys.levelLog(), '/app-api/member/level/log-page');

// A signed-in member opened another member's share link: the owner may earn (once a day per
// visitor); nothing to show the visitor either way.
export function useShareClick() {
  return useMutation({
    mutationFn: (code: string) => api.post<{ counted: boolean }>('/app-api/member/point/share-click', { code }, { silent: true }),
  });
}
