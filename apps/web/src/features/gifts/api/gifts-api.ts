import type { CursorPage } from '@portal/contracts/cursor';
import type {
  ActivityDetail,
  ExchangeItem,
  ExchangePageQuery,
  GiftDetail,
  GiftItem,
  GiftRedeemBody,
  RedeemResult,
} from '@portal/contracts/gifts';
import { IDEMPOTENCY_HEADER } from '@portal/contracts/constants';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The member's gift-exchange calls (docs/points-and-gifts.md "Gifts") and their query hooks.

const BASE = '/app-api/member/gift';
type ExchangeListQuery = Pick<ExchangePageQuery, 'status'>;

// Every key starts with 'gifts', so a redemption refreshes the catalogue (stock), the gift
// (the caller's points) and the redemption lists at once.
export const giftKeys = {
  all: ['gifts'] as const,
  catalogue: () => ['gifts', 'catalogue'] as const,
  gift: (id: number) => ['gifts', 'gift', id] as const,
  exchanges: (query: ExchangeListQuery) => ['gifts', 'exchanges', query] as const,
  exchange: (id: number) => ['gifts', 'exchange', id] as const,
  activities: () => ['gifts', 'activities'] as const,
  activity: (id: number) => ['gifts', 'activity', id] as const,
};

export function useGiftCatalogue() {
  return useInfiniteQuery({
    queryKey: giftKeys.catalogue(),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<GiftItem>>(`${BASE}/page`, { pageSize: 24, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// Silent: the pages show a failure (or a missing gift) themselves.
export function useGift(id: number | undefined) {
  return useQuery({
    queryKey: giftKeys.gift(id ?? 0),
    queryFn: ({ signal }) => api.get<GiftDetail>(`${BASE}/get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

export function useExchanges(query: ExchangeListQuery) {
  return useInfiniteQuery({
    queryKey: giftKeys.exchanges(query),
    queryFn: ({ signal, pageParam }) => api.get<CursorPage<ExchangeItem>>(`${BASE}/exchange-page`, { ...query, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useExchange(id: number | undefined) {
  return useQuery({
    queryKey: giftKeys.exchange(id ?? 0),
    queryFn: ({ signal }) => api.get<ExchangeItem>(`${BASE}/exchange-get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

export function useActivities() {
  return useQuery({
    queryKey: giftKeys.activities(),
    queryFn: ({ signal }) => api.get<Omit<ActivityDetail, 'content'>[]>(`${BASE}/activity-list`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useActivity(id: number | undefined) {
  return useQuery({
    queryKey: giftKeys.activity(id ?? 0),
    queryFn: ({ signal }) => api.get<ActivityDetail>(`${BASE}/activity-get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
  });
}

// One Idempotency-Key per form session: a retried click or a lost answer redeems once.
export function useRedeem(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftRedeemBody) => api.post<RedeemResult>(`${BASE}/redeem`, body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: (result) => {
      client.setQueryData(giftKeys.exchange(result.exchange.id), result.exchange);
      return client.invalidateQueries({ queryKey: giftKeys.all });
    },
  });
}

export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `gift-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
