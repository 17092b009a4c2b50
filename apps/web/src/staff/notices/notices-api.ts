import type { CursorPage } from '@portal/contracts/cursor';
import type { BannerBody, NoticeBody, StaffBanner, StaffNotice } from '@portal/contracts/notices';
import type { NoticeStatus } from '@portal/contracts/statuses';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// Notices and banners as customer service keeps them (role service; docs/notices-and-coupons.md):
// /admin-api/system/notice/… and …/banner/…. Every key starts with ['staff', 'notices'].

export const NOTICES_PAGE_SIZE = 20;

export const noticesKeys = {
  all: ['staff', 'notices'] as const,
  page: (status: NoticeStatus | undefined) => ['staff', 'notices', 'page', status ?? 'all'] as const,
  banners: ['staff', 'notices', 'banners'] as const,
};

// Newest first, a cursor page at a time.
export function useStaffNotices(status: NoticeStatus | undefined) {
  return useInfiniteQuery({
    queryKey: noticesKeys.page(status),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffNotice>>('/admin-api/system/notice/page', { status, pageSize: NOTICES_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useStaffBanners() {
  return useQuery({
    queryKey: noticesKeys.banners,
    queryFn: ({ signal }) => staffApi.get<StaffBanner[]>('/admin-api/system/banner/list', undefined, { signal, silent: true }),
  });
}

export type NoticeChange =
  | { step: 'create'; body: NoticeBody }
  | { step: 'update'; id: number; body: NoticeBody }
  | { step: 'publish' | 'withdraw'; id: number }
  | { step: 'saveBanner'; id?: number; body: BannerBody }
  | { step: 'deleteBanner'; id: number };

function send(change: NoticeChange): Promise<unknown> {
  switch (change.step) {
    case 'create':
      return staffApi.post<StaffNotice>('/admin-api/system/notice/create', change.body);
    case 'update':
      return staffApi.post<StaffNotice>('/admin-api/system/notice/update', { ...change.body, id: change.id });
    case 'publish':
    case 'withdraw':
      return staffApi.post<StaffNotice>(`/admin-api/system/notice/${change.step}`, { id: change.id });
    case 'saveBanner':
      return change.id === undefined
        ? staffApi.post<StaffBanner>('/admin-api/system/banner/create', change.body)
        : staffApi.post<StaffBanner>('/admin-api/system/banner/update', { ...change.body, id: change.id });
    case 'deleteBanner':
      return staffApi.post<null>('/admin-api/system/banner/delete', { id: change.id });
  }
}

// Not silent: a refusal (a colleague published it first) is the server's toast; the lists are
// read again whatever the answer.
export function useNoticeChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: noticesKeys.all }) });
}
