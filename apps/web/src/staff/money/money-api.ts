import type {
  FeeAdjustBody,
  FeeCreateBody,
  FeeHistory,
  FeeItem,
  FeeOrderRef,
  FeePaymentBody,
  MemberBalancePage,
  MemberOrdersPage,
  OrderFees,
} from '@portal/contracts/balance';
import type { EcashItem, EcashRateBody, EcashStaffItem } from '@portal/contracts/ecash';
import type { CurrencyItem, OpenedRouteItem, ProductAttrItem } from '@portal/contracts/ecw';
import type { PriceLineAuditEntry, PriceLineBody, PriceLineItem, PriceLineUpdateBody } from '@portal/contracts/price';
import type { RefundItem, RefundStaffItem, RefundStatus } from '@portal/contracts/refund';
import type { TransportType } from '@portal/contracts/statuses';
import type { PriceLineCategory } from '@portal/contracts/price';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The finance money desk's calls (docs/money.md, "The money desk"; docs/staff-roles.md): member
// balances and their unpaid orders, an order's fees and their history, refunds, e-cash rates and
// price lines. Every key starts with 'staff', 'money'; writes refresh exactly what they change:
// a fee write every fee view (the balances list, a member's orders, the order's fees and
// history), a refund decision the refund list, a rate the rates, a line the lines and trails.

interface CursorList<T> {
  list: T[];
  nextCursor: string | null;
  total: number | null;
  totalCapped: boolean;
}
interface PageList<T> {
  list: T[];
  total: number;
}

export interface BalanceFilters {
  mobile?: string;
  name?: string;
  currency?: string;
}
export interface RefundFilters {
  status?: RefundStatus;
}
export interface LineFilters {
  transportType?: TransportType;
  category?: PriceLineCategory;
  pageNo: number;
}

export const MONEY_PAGE_SIZE = 20;

export const staffMoneyKeys = {
  all: ['staff', 'money'] as const,
  // Everything a fee write changes.
  fees: ['staff', 'money', 'fees'] as const,
  balances: (filters: BalanceFilters) => ['staff', 'money', 'fees', 'balances', filters] as const,
  memberOrders: (memberId: number, currency: string | undefined) => ['staff', 'money', 'fees', 'member-orders', memberId, currency ?? null] as const,
  orderFees: (orderId: number) => ['staff', 'money', 'fees', 'order', orderId] as const,
  history: (orderId: number) => ['staff', 'money', 'fees', 'history', orderId] as const,
  // An order found by its number: the order, not its fees.
  order: (orderNo: string) => ['staff', 'money', 'order', orderNo] as const,
  refunds: ['staff', 'money', 'refunds'] as const,
  refundList: (filters: RefundFilters) => ['staff', 'money', 'refunds', filters] as const,
  rates: ['staff', 'money', 'rates'] as const,
  rateList: (currencyCode: string | undefined, pageNo: number) => ['staff', 'money', 'rates', 'history', currencyCode ?? null, pageNo] as const,
  currentRates: ['staff', 'money', 'rates', 'current'] as const,
  lines: ['staff', 'money', 'lines'] as const,
  lineList: (filters: LineFilters) => ['staff', 'money', 'lines', 'list', filters] as const,
  lineHistory: (id: number) => ['staff', 'money', 'lines', 'history', id] as const,
  // Reference data the forms choose from (public reads).
  currencies: ['staff', 'money', 'ref', 'currencies'] as const,
  routes: ['staff', 'money', 'ref', 'routes'] as const,
  attrs: ['staff', 'money', 'ref', 'attrs'] as const,
};

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

// Balances.

export function useMemberBalances(filters: BalanceFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: staffMoneyKeys.balances(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<MemberBalancePage>('/admin-api/order/fee/member-page', { ...defined(filters), cursor: pageParam, pageSize: MONEY_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMemberOrders(memberId: number, currency: string | undefined) {
  return useInfiniteQuery({
    queryKey: staffMoneyKeys.memberOrders(memberId, currency),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<MemberOrdersPage>('/admin-api/order/fee/member-orders', { memberId, ...defined({ currency }), cursor: pageParam, pageSize: MONEY_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// Fees of one order.

export function useFeeOrder(orderNo: string | undefined) {
  return useQuery({
    queryKey: staffMoneyKeys.order(orderNo ?? ''),
    // "Not found" is drawn by the page, not toasted.
    queryFn: ({ signal }) => staffApi.get<FeeOrderRef>('/admin-api/order/fee/order', { orderNo }, { signal, silent: true }),
    enabled: Boolean(orderNo),
  });
}

export function useOrderFees(orderId: number | undefined) {
  return useQuery({
    queryKey: staffMoneyKeys.orderFees(orderId ?? 0),
    queryFn: ({ signal }) => staffApi.get<OrderFees>('/admin-api/order/fee/list', { orderId }, { signal }),
    enabled: orderId !== undefined,
  });
}

export function useFeeHistory(orderId: number | undefined) {
  return useQuery({
    queryKey: staffMoneyKeys.history(orderId ?? 0),
    queryFn: ({ signal }) => staffApi.get<FeeHistory>('/admin-api/order/fee/history', { orderId }, { signal }),
    enabled: orderId !== undefined,
  });
}

function useFeeWrite<B>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => staffApi.post<FeeItem>(url, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffMoneyKeys.fees }),
  });
}
export const useCreateFee = () => useFeeWrite<FeeCreateBody>('/admin-api/order/fee/create');
export const useAdjustFee = () => useFeeWrite<FeeAdjustBody>('/admin-api/order/fee/adjust');
export const usePayFee = () => useFeeWrite<FeePaymentBody>('/admin-api/order/fee/pay');

// Refunds.

export function useRefunds(filters: RefundFilters) {
  return useInfiniteQuery({
    queryKey: staffMoneyKeys.refundList(filters),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorList<RefundStaffItem>>('/admin-api/order/refund/page', { ...defined(filters), cursor: pageParam, pageSize: MONEY_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type RefundStep =
  | { step: 'approve'; id: number; answer?: string }
  | { step: 'reject'; id: number; answer: string }
  | { step: 'return'; id: number; note: string };

export function useRefundStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, ...body }: RefundStep) => staffApi.post<RefundItem>(`/admin-api/order/refund/${step}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffMoneyKeys.refunds }),
  });
}

// E-cash rates: the history, a page at a time, and the rates in effect now (the public page).

export const RATE_PAGE_SIZE = 50;

export function useRates(currencyCode: string | undefined, pageNo: number) {
  return useQuery({
    queryKey: staffMoneyKeys.rateList(currencyCode, pageNo),
    queryFn: ({ signal }) => staffApi.get<PageList<EcashStaffItem>>('/admin-api/ecw/currency-ecash/page', { ...defined({ currencyCode }), pageNo, pageSize: RATE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCurrentRates() {
  return useQuery({
    queryKey: staffMoneyKeys.currentRates,
    queryFn: ({ signal }) => staffApi.get<PageList<EcashItem>>('/app-api/ecw/currency-ecash/page', { pageNo: 1, pageSize: 100 }, { signal }),
  });
}

export function useSetRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EcashRateBody) => staffApi.post<EcashItem>('/admin-api/ecw/currency-ecash/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffMoneyKeys.rates }),
  });
}

export function useWithdrawRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffApi.delete<null>('/admin-api/ecw/currency-ecash/delete', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffMoneyKeys.rates }),
  });
}

// Price lines.

export const LINE_PAGE_SIZE = 20;

export function usePriceLines(filters: LineFilters) {
  return useQuery({
    queryKey: staffMoneyKeys.lineList(filters),
    queryFn: ({ signal }) => staffApi.get<PageList<PriceLineItem>>('/admin-api/product/line/page', { ...defined(filters), pageSize: LINE_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLineHistory(id: number) {
  return useInfiniteQuery({
    queryKey: staffMoneyKeys.lineHistory(id),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorList<PriceLineAuditEntry>>('/admin-api/product/line/history', { id, cursor: pageParam, pageSize: MONEY_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type LineWrite = { kind: 'create'; body: PriceLineBody } | { kind: 'update'; body: PriceLineUpdateBody } | { kind: 'delete'; id: number };

export function useLineWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: LineWrite) => {
      if (write.kind === 'create') return staffApi.post<{ id: number }>('/admin-api/product/line/create', write.body);
      if (write.kind === 'update') return staffApi.put<null>('/admin-api/product/line/update', write.body);
      return staffApi.delete<null>('/admin-api/product/line/delete', { id: write.id });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: staffMoneyKeys.lines }),
  });
}

// Reference data (public reads; the names in three languages, each currency's digits).

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

export function useCurrencies() {
  return useQuery({ queryKey: staffMoneyKeys.currencies, queryFn: ({ signal }) => staffApi.get<CurrencyItem[]>('/app-api/ecw/currency/list', undefined, { signal }), ...forever });
}

export function useRoutes() {
  return useQuery({ queryKey: staffMoneyKeys.routes, queryFn: ({ signal }) => staffApi.post<OpenedRouteItem[]>('/app-api/ecw/warehouse/openedRouterList', {}, { signal }), ...forever });
}

export function useProductAttrs() {
  return useQuery({ queryKey: staffMoneyKeys.attrs, queryFn: ({ signal }) => staffApi.get<ProductAttrItem[]>('/app-api/ecw/product-attr/list', undefined, { signal }), ...forever });
}
