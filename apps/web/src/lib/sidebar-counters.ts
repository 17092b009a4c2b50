import type { AngleMark } from '@portal/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// The sidebar's counters (angle-mark: controlled orders, unread messages, coupons). The menu
// shows them; a screen that changes one invalidates `sidebarCountersKey`.
export const sidebarCountersKey = ['sidebar-counters'] as const;

export const sidebarCountersQuery = queryOptions({
  queryKey: sidebarCountersKey,
  // Silent: a badge that cannot load is left out, not announced.
  queryFn: ({ signal }) => api.get<AngleMark>('/app-api/member/user/angle-mark', undefined, { signal, silent: true }),
  staleTime: 60_000,
});

export function useSidebarCounters() {
  return useQuery(sidebarCountersQuery);
}
