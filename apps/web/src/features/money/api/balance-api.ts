import type { WaitMoneyPage } from '@portal/contracts/balance';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The orders the member still owes on (GET /app-api/order/order/wait-money-page, keyset:
// "Load more"; the totals per currency come with the first page).

export const balanceKeys = {
  // Under 'orders', so any order change refreshes it.
  waitMoney: ['orders', 'wait-money'] as const,
};

export function useWaitMoney() {
  return useInfiniteQuery({
    queryKey: balanceKeys.waitMoney,
    queryFn: ({ signal, pageParam }) =>
      api.get<WaitMoneyPage>('/app-api/order/order/wait-money-page', { pageSize: 20, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
