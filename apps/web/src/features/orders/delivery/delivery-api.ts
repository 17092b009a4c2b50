import type { AddressItem, ContactItem, ContactKind } from '@portal/contracts/address-book';
import type { ChannelItem, OpenedRouteItem, ProductAttrItem, TradeCityItem, TradeType, UnitItem, WarehouseCountry } from '@portal/contracts/ecw';
import type { KycStatus, RealNameInfo } from '@portal/contracts/kyc';
import type { ProductItem } from '@portal/contracts/price';
import type { Page } from '@portal/contracts/page';
import type { TransportType } from '@portal/contracts/system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// What the shipping form reads besides the order itself: the shipping reference data, the
// member's address book (to pick a consignor or consignee) and the real-name status.

// The reference data changes when staff edit it, rarely during one form.
const REFERENCE_STALE_MS = 10 * 60_000;

// Query keys. The address-book keys are the address-book pages' own (same calls, same
// answers), so a contact saved with an order shows there and the other way round.
export const deliveryKeys = {
  tradeCities: (type: TradeType) => ['ecw', 'trade-cities', type] as const,
  warehouses: (type: TradeType) => ['ecw', 'warehouses', type] as const,
  channels: (transportType: TransportType) => ['ecw', 'channels', transportType] as const,
  routes: (transportType: TransportType) => ['ecw', 'routes', transportType] as const,
  units: ['ecw', 'units'] as const,
  productAttrs: ['ecw', 'product-attrs'] as const,
  product: (id: number) => ['ecw', 'product', id] as const,
  kycStatus: ['kyc', 'status'] as const,
  realName: ['kyc', 'real-name'] as const,
  addressBook: ['address-book'] as const,
  contacts: (kind: ContactKind, params: BookQuery) => ['address-book', kind, params] as const,
  addresses: (params: BookQuery) => ['address-book', 'addresses', params] as const,
};

function useReference<T>(key: readonly unknown[], url: string, params?: object, enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(url, params, { signal }),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

// Origin ('start') or destination ('dest') cities, each with its country.
export const useTradeCities = (type: TradeType) =>
  useReference<TradeCityItem[]>(deliveryKeys.tradeCities(type), '/app-api/ecw/region/getTradeCityList', { type });

// Warehouses by country and city.
export const useWarehouseTree = (type: TradeType) =>
  useReference<WarehouseCountry[]>(deliveryKeys.warehouses(type), '/app-api/ecw/warehouse/getGuojiaAndShiAndWarehouseList', { type });

export const useChannels = (transportType: TransportType | undefined) =>
  useReference<ChannelItem[]>(deliveryKeys.channels(transportType ?? '1'), '/app-api/ecw/channel/select', { transportType }, transportType !== undefined);

// Every route opened for the transport type (warehouse to warehouse, by channel).
export function useOpenedRoutes(transportType: TransportType | undefined) {
  return useQuery({
    queryKey: deliveryKeys.routes(transportType ?? '1'),
    queryFn: ({ signal }) => api.post<OpenedRouteItem[]>('/app-api/ecw/warehouse/openedRouterList', { transportType }, { signal }),
    staleTime: REFERENCE_STALE_MS,
    enabled: transportType !== undefined,
  });
}

export const useUnits = () => useReference<UnitItem[]>(deliveryKeys.units, '/app-api/app/unit/list');
export const useProductAttrs = () => useReference<ProductAttrItem[]>(deliveryKeys.productAttrs, '/app-api/ecw/product-attr/list');

// One catalogue product (a quote carried into the form names it).
export const useProduct = (id: number | undefined) =>
  useReference<ProductItem>(deliveryKeys.product(id ?? 0), '/app-api/ecw/product/get', { id }, id !== undefined);

// Asked again each time the form opens: the member may have been certified meanwhile.
export function useKycStatus() {
  return useQuery({
    queryKey: deliveryKeys.kycStatus,
    queryFn: ({ signal }) => api.get<KycStatus>('/app-api/my/order/getKycStatus', undefined, { signal }),
    staleTime: 0,
  });
}

// The member's verified identity (the name a new order's consignor starts with); asked only of
// a certified member. Silent: without it the form starts with the rest of the profile.
export function useRealName(certified: boolean) {
  return useQuery({
    queryKey: deliveryKeys.realName,
    queryFn: ({ signal }) => api.get<RealNameInfo>('/app-api/member/user/get-auth-idcard-info', undefined, { signal, silent: true }),
    enabled: certified,
  });
}

// ---------- the address book, for the party picker ----------

export interface BookQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export function useContacts(kind: ContactKind, params: BookQuery, enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.contacts(kind, params),
    queryFn: ({ signal }) => api.get<Page<ContactItem>>(`/app-api/member/${kind}/page`, params, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// Addresses have no keyword filter on the server: the picker filters the page it shows.
export function useAddresses(params: BookQuery, enabled: boolean) {
  const { keyword: _keyword, ...page } = params;
  return useQuery({
    queryKey: deliveryKeys.addresses(page),
    queryFn: ({ signal }) => api.get<Page<AddressItem>>('/app-api/member/address/page', page, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
