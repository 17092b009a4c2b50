import type { DestCurrencyQuery, DestCurrencyResult, OpenedRouteItem, RegionNode } from '@portal/contracts/ecw';
import type { Page } from '@portal/contracts/page';
import type { PriceCheckBody, PriceCheckResult, ProductItem } from '@portal/contracts/price';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// What the price check reads: the opened routes (every transport type, for the cascading
// origin → destination → transport choice), the region tree (city names), products, the
// currency a quote is shown in (for the destination and the member's area code), and the
// quote itself.

const REFERENCE_STALE_MS = 10 * 60_000;
export const PRODUCT_PAGE_SIZE = 20;

export const priceKeys = {
  routes: ['ecw', 'routes', 'all'] as const,
  regionTree: ['ecw', 'region-tree'] as const,
  products: (keyword: string) => ['ecw', 'products', keyword] as const,
  quoteCurrency: (destCityId: number, areaCode: string | undefined) => ['ecw', 'quote-currency', destCityId, areaCode ?? ''] as const,
};

// Rates change a few times a day at most; a minute keeps a new query honest.
const RATE_STALE_MS = 60_000;

// zod and the schema load with the first check, not with the page.
export const loadPriceCheckBody = () => import('@portal/contracts/price').then((module) => module.priceCheckBody);

export function useAllOpenedRoutes() {
  return useQuery({
    queryKey: priceKeys.routes,
    queryFn: ({ signal }) => api.post<OpenedRouteItem[]>('/app-api/ecw/warehouse/openedRouterList', {}, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useRegionTree() {
  return useQuery({
    queryKey: priceKeys.regionTree,
    queryFn: ({ signal }) => api.get<RegionNode[]>('/app-api/ecw/region/getListTree', undefined, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

// Products matching what the member typed (the first page is enough for a picker).
export function useProducts(keyword: string) {
  return useQuery({
    queryKey: priceKeys.products(keyword),
    queryFn: ({ signal }) =>
      api.get<Page<ProductItem>>('/app-api/ecw/product/page', { keyword: keyword || undefined, pageNo: 1, pageSize: PRODUCT_PAGE_SIZE }, { signal }),
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export interface CheckedPrice extends PriceCheckResult {
  // The currency the totals are also shown in; null when it could not be read (the quotes
  // then show the lines' own currencies only).
  quoteCurrency: DestCurrencyResult | null;
}

// Silent: the page shows "No available line", field errors and failures itself. The currency
// to show totals in comes first (docs/price-check.md, "Quote currency"); the quote is asked in it.
export function useCheckPrice(areaCode: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PriceCheckBody): Promise<CheckedPrice> => {
      const query: DestCurrencyQuery = { destCityId: body.destCityId, areaCode };
      const quoteCurrency = await client
        .fetchQuery({
          queryKey: priceKeys.quoteCurrency(body.destCityId, areaCode),
          queryFn: ({ signal }) => api.get<DestCurrencyResult>('/app-api/ecw/region/check/dest-currency/area-code/', query, { signal, silent: true }),
          staleTime: RATE_STALE_MS,
        })
        .catch(() => null);
      const result = await api.post<PriceCheckResult>(
        '/app-api/product/line/price/calculation',
        { ...body, quoteCurrency: quoteCurrency?.quoteCurrency.code },
        { silent: true },
      );
      return { ...result, quoteCurrency };
    },
  });
}
