import type { EcashItem } from '@portal/contracts/ecash';
import type { Page } from '@portal/contracts/page';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// E-cash rates (GET /app-api/ecw/currency-ecash/page, public). Types only from the contracts:
// the public page /jd-erate stays light (no zod in its chunk).

export const ecashKeys = {
  rates: ['ecash', 'rates'] as const,
};

// One currency a row; a page of 100 holds every currency the company takes.
export function useEcashRates() {
  return useQuery({
    queryKey: ecashKeys.rates,
    queryFn: ({ signal }) => api.get<Page<EcashItem>>('/app-api/ecw/currency-ecash/page', { pageNo: 1, pageSize: 100 }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}
