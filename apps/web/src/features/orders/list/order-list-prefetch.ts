import type { OrderRole } from '@portal/contracts/order';
import { getToken } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';
import { orderListQuery, orderStatusCountQuery } from '../api/order-api';
import { ORDER_PAGE_SIZE, countQuery, filtersFromParams, listQuery } from './order-filters';

const LIST_PATHS: Record<OrderRole, string> = { posted: '/jd-postorder', received: '/jd-receivedorder' };

// An order list's first page and its tab counts, under the filters of the address, requested as
// the route matches, beside the page's code and the member's record rather than after the
// layout's first render (app/member/routes/member-routes.ts, `parts`): on a phone the first cards
// are the page's largest paint. The list's queries find them (same keys). Only when the address
// is already the list's: a route's parts run once, and on a later visit the address still shows
// the page the member is leaving. Signed out, nothing is asked.
export async function prefetchOrderList(role: OrderRole): Promise<void> {
  const { pathname, search } = window.location;
  if (!pathname.endsWith(LIST_PATHS[role]) || !getToken()) return;
  const filters = filtersFromParams(new URLSearchParams(search), role);
  await Promise.all([
    queryClient.prefetchInfiniteQuery({ ...orderListQuery({ ...listQuery(role, filters), pageSize: ORDER_PAGE_SIZE }) }),
    queryClient.prefetchQuery(orderStatusCountQuery(countQuery(role, filters))),
  ]);
}
