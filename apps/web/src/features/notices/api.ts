import type { CursorPage } from '@portal/contracts/cursor';
import type { BannerDetail, NoticeDetail, NoticeItem } from '@portal/contracts/notices';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// Notices and banners members read (docs/notices-and-coupons.md), in the member's language:
// the language is part of every key, so switching it reloads them.

export const noticeKeys = {
  list: (locale: string) => ['notices', 'list', locale] as const,
  detail: (id: number, locale: string) => ['notices', 'detail', id, locale] as const,
  banner: (id: number, locale: string) => ['banners', 'detail', id, locale] as const,
};

export function useNoticeList(locale: string) {
  return useInfiniteQuery({
    queryKey: noticeKeys.list(locale),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<NoticeItem>>('/app-api/system/notice/page', { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// Silent: the pages show a failure themselves.
export function useNotice(id: number | undefined, locale: string) {
  return useQuery({
    queryKey: noticeKeys.detail(id ?? 0, locale),
    queryFn: ({ signal }) => api.get<NoticeDetail>('/app-api/system/notice/get', { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

export function useBanner(id: number | undefined, locale: string) {
  return useQuery({
    queryKey: noticeKeys.banner(id ?? 0, locale),
    queryFn: ({ signal }) => api.get<BannerDetail>('/app-api/system/banner/get', { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}
