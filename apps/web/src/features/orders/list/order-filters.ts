import type { OrderPageQuery, OrderRole, OrderStatusCountQuery } from '@portal/contracts/order';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '@portal/contracts/statuses';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/statuses';

// The list's filters live in the URL (?status=2&keyword=SE26…), so going back from an order's
// detail, reloading or sharing the link shows the same list. Values the list cannot use are
// dropped rather than sent (the server would refuse them).

export interface OrderFilters {
  status?: OrderStatus;
  transportType?: TransportType;
  // YYYY-MM-DD, on the order's creation date, both ends included.
  dateFrom?: string;
  dateTo?: string;
  // Order number, shipping mark or consignee.
  keyword?: string;
}

// Orders per "Load more" page.
export const ORDER_PAGE_SIZE = 20;

const KEYWORD_MAX = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: number): value is OrderStatus => (ORDER_STATUSES as readonly number[]).includes(value);
const isTransport = (value: string): value is TransportType => (TRANSPORT_TYPES as readonly string[]).includes(value);

// Statuses a list has a tab for: a consignee never sees drafts.
export function listStatuses(role: OrderRole): OrderStatus[] {
  return role === 'received' ? ORDER_STATUSES.filter((status) => status !== ORDER_STATUS.draft) : [...ORDER_STATUSES];
}

export function filtersFromParams(params: URLSearchParams, role: OrderRole): OrderFilters {
  const filters: OrderFilters = {};
  const status = params.get('status');
  if (status !== null && status !== '' && isStatus(Number(status)) && listStatuses(role).includes(Number(status) as OrderStatus)) {
    filters.status = Number(status) as OrderStatus;
  }
  const transportType = params.get('transportType');
  if (transportType && isTransport(transportType)) filters.transportType = transportType;
  const dateFrom = params.get('dateFrom');
  if (dateFrom && DATE.test(dateFrom)) filters.dateFrom = dateFrom;
  const dateTo = params.get('dateTo');
  if (dateTo && DATE.test(dateTo)) filters.dateTo = dateTo;
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  if (keyword) filters.keyword = keyword;
  return filters;
}

export function filtersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof OrderFilters, OrderFilters[keyof OrderFilters]][]) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

// The list's query without its paging. Dates given the wrong way round are swapped rather than finding nothing.
export function listQuery(role: OrderRole, filters: OrderFilters): Omit<Partial<OrderPageQuery>, 'cursor' | 'pageSize'> {
  const { dateFrom, dateTo, ...rest } = filters;
  const swapped = dateFrom && dateTo && dateFrom > dateTo;
  return { role, ...rest, dateFrom: swapped ? dateTo : dateFrom, dateTo: swapped ? dateFrom : dateTo };
}

// The status counts' query: the list's filters but the status, so each tab counts what the
// list would show under it.
export function countQuery(role: OrderRole, filters: OrderFilters): OrderStatusCountQuery {
  const { status: _status, ...rest } = listQuery(role, filters);
  return { ...rest, role };
}

// Whether anything but the status tab narrows the list (the empty text then says "no match").
export function narrowed(filters: OrderFilters): boolean {
  return Boolean(filters.transportType || filters.dateFrom || filters.dateTo || filters.keyword);
}
