import type { BannerItem } from '@portal/contracts/notices';
import { queryOptions } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { api } from '../../lib/api-client';
import { getToken } from '../../lib/cookies';
import { currentLocale } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';

// The personal centre's banners in the member's language (docs/notices-and-coupons.md). On a
// phone the first image is the page's largest paint: the list is asked for as the route
// matches (`prefetchBanners`, the route's loader), and the first image is preloaded as soon as
// the list arrives, both alongside the page's code rather than after it.
export function bannersQuery(locale: string) {
  return queryOptions({
    queryKey: ['banners', 'list', locale],
    queryFn: async ({ signal }) => {
      // Silent: banners that cannot load are left out, not announced.
      const list = await api.get<BannerItem[]>('/app-api/system/banner/list', undefined, { signal, silent: true });
      const first = list[0];
      if (first) preload(first.imageUrl, { as: 'image' });
      return list;
    },
    staleTime: 5 * 60_000,
  });
}

export function prefetchBanners(): void {
  if (getToken()) void queryClient.prefetchQuery(bannersQuery(currentLocale()));
}
