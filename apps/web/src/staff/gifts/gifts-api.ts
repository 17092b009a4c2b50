import type { CursorPage } from '@portal/contracts/cursor';
import type { ActivitySaveBody, GiftSaveBody, GiftStatus, OutletSaveBody, StaffActivity, StaffGiftItem, StaffOutlet } from '@portal/contracts/gifts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The gift catalogue as administrators keep it (docs/points-and-gifts.md, "Gifts"):
// /admin-api/member/gift/… (page, save, stock, set-status, outlet/list, outlet/save,
// activity/list, activity/save). Every key starts with ['staff', 'gifts'].

export const GIFTS_PAGE_SIZE = 20;
const BASE = '/admin-api/member/gift';

export const giftsKeys = {
  all: ['staff', 'gifts'] as const,
  page: (status: GiftStatus | undefined) => ['staff', 'gifts', 'page', status ?? 'all'] as const,
  outlets: ['staff', 'gifts', 'outlets'] as const,
  activities: ['staff', 'gifts', 'activities'] as const,
};

// In catalogue order (sort, then id), a cursor page at a time.
export function useStaffGifts(status: GiftStatus | undefined) {
  return useInfiniteQuery({
    queryKey: giftsKeys.page(status),
    queryFn: ({ pageParam, signal }) => staffApi.get<CursorPage<StaffGiftItem>>(`${BASE}/page`, { status, pageSize: GIFTS_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useStaffOutlets() {
  return useQuery({ queryKey: giftsKeys.outlets, queryFn: ({ signal }) => staffApi.get<StaffOutlet[]>(`${BASE}/outlet/list`, undefined, { signal, silent: true }) });
}

export function useStaffActivities() {
  return useQuery({ queryKey: giftsKeys.activities, queryFn: ({ signal }) => staffApi.get<StaffActivity[]>(`${BASE}/activity/list`, undefined, { signal, silent: true }) });
}

export type GiftChange =
  | { kind: 'gift'; body: GiftSaveBody }
  | { kind: 'stock'; id: number; delta: number }
  | { kind: 'status'; id: number; withdrawn: boolean }
  | { kind: 'outlet'; body: OutletSaveBody }
  | { kind: 'activity'; body: ActivitySaveBody };

function send(change: GiftChange): Promise<unknown> {
  switch (change.kind) {
    case 'gift':
      return staffApi.post(`${BASE}/save`, change.body);
    case 'stock':
      return staffApi.post(`${BASE}/stock`, { id: change.id, delta: change.delta });
    case 'status':
      return staffApi.post(`${BASE}/set-status`, { id: change.id, withdrawn: change.withdrawn });
    case 'outlet':
      return staffApi.post(`${BASE}/outlet/save`, change.body);
    case 'activity':
      return staffApi.post(`${BASE}/activity/save`, change.body);
  }
}

// Not silent: a refusal (stock below zero) is the server's message; the lists are read again
// whatever the answer.
export function useGiftChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: giftsKeys.all }) });
}
