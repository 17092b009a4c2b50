import type { CouponIssueBody, StaffCouponItem } from '@portal/contracts/coupons';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MemberSearchItem } from '@portal/contracts/members';
import type { CouponStatus } from '@portal/contracts/statuses';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// Coupons as customer service and finance issue them (docs/notices-and-coupons.md):
// /admin-api/member/coupon/page and …/issue; the member is found with /admin-api/member/user/page.
// Every key starts with ['staff', 'coupons'].

export const COUPONS_PAGE_SIZE = 20;
// Every coupon currency has two minor digits (the server's rule).
export const COUPON_DIGITS = 2;

export interface CouponFilters {
  status?: CouponStatus;
  memberId?: number;
}

export const couponsKeys = {
  all: ['staff', 'coupons'] as const,
  page: (filters: CouponFilters) => ['staff', 'coupons', 'page', filters] as const,
  members: (keyword: string) => ['staff', 'coupons', 'members', keyword] as const,
};

// Newest first, a cursor page at a time.
export function useStaffCoupons(filters: CouponFilters) {
  return useInfiniteQuery({
    queryKey: couponsKeys.page(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffCouponItem>>('/admin-api/member/coupon/page', { ...filters, pageSize: COUPONS_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// The members a typed mobile, name or company finds (three characters at least), for the
// issue form's member field.
export function useMemberChoices(keyword: string) {
  return useQuery({
    queryKey: couponsKeys.members(keyword),
    queryFn: ({ signal }) => staffApi.get<{ list: MemberSearchItem[] }>('/admin-api/member/user/page', { keyword, pageNo: 1, pageSize: 10 }, { signal, silent: true }),
    enabled: keyword.length >= 3,
    placeholderData: keepPreviousData,
  });
}

// Not silent: a refusal is the server's message under its field or as a toast.
export function useIssueCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponIssueBody) => staffApi.post<StaffCouponItem>('/admin-api/member/coupon/issue', body),
    onSettled: () => client.invalidateQueries({ queryKey: couponsKeys.all }),
  });
}
