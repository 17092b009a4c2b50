import type { CursorPage } from '@portal/contracts/cursor';
import type { LevelLogItem, PointLogItem, PointSummary } from '@portal/contracts/points';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';

// The member's points calls (docs/points-and-gifts.md) and their query hooks.

// Every key starts with 'points'.
export const pointsKeys = {
  all: ['points'] as const,
  summary: () => ['points', 'summary'] as const,
  log: () => ['points', 'log'] as const,
  levelLog: () => ['points', 'level-log'] as const,
};

// Whether points show for the member (the member system is on and their area code takes
// part), as the signed-in member's profile says: undefined until it is known. No points call
// is made otherwise: the server would refuse it (POINTS_HIDDEN), a 403 in the console.
export function usePointsShown(): boolean | undefined {
  return useCurrentUser().data?.showMemberSystem;
}

// Silent: the page shows a failure (or "not available") itself.
export function usePointSummary() {
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: ({ signal }) => api.get<PointSummary>('/app-api/member/point/summary', undefined, { signal, silent: true }),
    retry: false,
    enabled: usePointsShown() === true,
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
    enabled: usePointsShown() === true,
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
