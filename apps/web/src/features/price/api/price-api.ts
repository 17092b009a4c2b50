import type { OpenedRouteItem, RegionNode } from '@portal/contracts/ecw';
import type { Page } from '@portal/contracts/page';
import type { PriceCheckBody, PriceCheckResult, ProductItem } from '@portal/contracts/price';
import { priceCheckBody } from '@portal/contracts/price';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// What the price check reads: the opened routes (every transport type, for the cascading
// origin → destination → transport choice), the region tree (city names), products, and the
// quote itself.

const REFERENCE_STALE_MS = 10 * 60_000;
export const PRODUCT_PAGE_SIZE = 20;

export const priceKeys = {
  routes: ['ecw', 'routes', 'all'] as const,
  regionTree: ['ecw', 'region-tree'] as const,
  products: (keyword: string) => ['ecw', 'products', keyword] as const,
};

export const loadPriceCheckBody = () => Promise.resolve(priceCheckBody);

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

// Silent: the page shows "No available line", field errors and failures itself.
export function useCheckPrice() {
  return useMutation({
    mutationFn: (body: PriceCheckBody) => api.post<PriceCheckResult>('/app-api/product/line/price/calculation', body, { silent: true }),
  });
}
