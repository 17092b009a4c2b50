import type { CouponItem } from '@portal/contracts/coupons';
import type { CursorPage } from '@portal/contracts/cursor';
import type { CouponStatus } from '@portal/contracts/statuses';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// The member's coupons (docs/notices-and-coupons.md).
export const couponKeys = {
  all: ['coupons'] as const,
  list: (status: CouponStatus | undefined) => ['coupons', 'list', status ?? 'all'] as const,
};

// The keyset list as "Load more" pages (docs/lists.md).
export function useCouponList(status: CouponStatus | undefined) {
  return useInfiniteQuery({
    queryKey: couponKeys.list(status),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<CouponItem>>('/app-api/member/coupon/page', { status, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
