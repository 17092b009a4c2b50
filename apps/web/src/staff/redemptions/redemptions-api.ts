import type { CursorPage } from '@portal/contracts/cursor';
import type { ExchangeStepBody, GiftChoice, StaffExchangeItem } from '@portal/contracts/gifts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';
import type { RedemptionFilters } from './redemption-filters';

// Members' gift redemptions as operators move them and customer service reads them
// (docs/points-and-gifts.md, "Staff"): /admin-api/member/gift/exchange-page, exchange-get,
// exchange-step and list-all (the gift filter). Every key starts with ['staff', 'redemptions'].

export const REDEMPTIONS_PAGE_SIZE = 20;
const BASE = '/admin-api/member/gift';

export const redemptionsKeys = {
  all: ['staff', 'redemptions'] as const,
  page: (filters: RedemptionFilters) => ['staff', 'redemptions', 'page', filters] as const,
  one: (id: number) => ['staff', 'redemptions', 'one', id] as const,
  gifts: ['staff', 'redemptions', 'gifts'] as const,
};

// Newest first, a cursor page at a time.
export function useRedemptions(filters: RedemptionFilters) {
  return useInfiniteQuery({
    queryKey: redemptionsKeys.page(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffExchangeItem>>(`${BASE}/exchange-page`, { ...filters, pageSize: REDEMPTIONS_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRedemption(id: number) {
  return useQuery({
    queryKey: redemptionsKeys.one(id),
    queryFn: ({ signal }) => staffApi.get<StaffExchangeItem>(`${BASE}/exchange-get`, { id }, { signal, silent: true }),
    enabled: id > 0,
  });
}

// Every gift by name, for the filter; the catalogue changes seldom.
export function useGiftChoices() {
  return useQuery({
    queryKey: redemptionsKeys.gifts,
    queryFn: ({ signal }) => staffApi.get<GiftChoice[]>(`${BASE}/list-all`, undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

// Not silent: a refusal (someone moved it first) is the server's message; the redemption and
// the lists are read again whatever the answer.
export function useRedemptionStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeStepBody) => staffApi.post<StaffExchangeItem>(`${BASE}/exchange-step`, body),
    onSettled: () => client.invalidateQueries({ queryKey: redemptionsKeys.all }),
  });
}
