import { PrinterOutlined } from '@ant-design/icons';
import type { OrderListItem, OrderPageQuery, OrderRole } from '@portal/contracts/order';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AfterFirstPaint } from '../../../components/after-paint';
import { ListCard, TableLoading, type ListAction } from '../../../components/list-card';
import { LoadMore } from '../../../components/load-more';
import { feedback } from '../../../lib/feedback';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useIsMobile } from '../../../lib/use-media-query';
import { useOrderList, useOrderStatusCount } from '../api/order-api';
import { OrderFilterFields, OrderSearch } from './order-list-filters';
import { ORDER_PAGE_SIZE, countQuery, filtersFromParams, filtersToParams, listQuery, narrowed, type OrderFilters } from './order-filters';
import { OrderStatusTabs } from './order-status-tabs';
import { OrderCards } from './order-cards';
import type { OrderRowsProps } from './order-rows';
import { printPlan } from './print-selection';

// On a desk the table (antd's Table, most of the list's code) renders after the card's first
// paint; a phone shows cards instead and never loads it (docs/web.md, "A list page").
const OrderTable = lazy(() => import('./order-table').then((module) => ({ default: module.OrderTable })));

// What the list gives toolbar actions added by other parts of the product (export, import,
// submit selected): the filters as the API takes them, the selected orders, the total.
export interface OrderListContext {
  role: OrderRole;
  query: Omit<Partial<OrderPageQuery>, 'cursor' | 'pageSize'>;
  selected: OrderListItem[];
  total: number | null;
}
export type OrderListActions = (context: OrderListContext) => ListAction[];

interface OrderListProps {
  role: OrderRole;
  // More toolbar actions, after the list's own.
  extraActions?: OrderListActions;
}

// An order list (orders I sent, or orders addressed to my phone): filters in the URL, status
// tabs with counts, keyset pages behind "Load more" (docs/lists.md), selection with batch print
// (bills of lading for the shipper, warehouse receipts for the consignee).
export function OrderList({ role, extraActions }: OrderListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, role), [params, role]);
  const query = listQuery(role, filters);
  const list = useOrderList({ ...query, pageSize: ORDER_PAGE_SIZE });
  const counts = useOrderStatusCount(countQuery(role, filters));
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const phone = useIsMobile();

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const selected = rows.filter((order) => selectedIds.includes(order.id));

  // A new filter starts a new list: the selection of the old one goes.
  const setFilters = (next: OrderFilters) => {
    setSelectedIds([]);
    setParams(filtersToParams(next), { replace: true });
  };

  const print = () => {
    const plan = printPlan(selected, role === 'posted' ? 'lading-bill' : 'receipt');
    if (plan.kind === 'noneSelected') return feedback.error(t('order-pages.list.selectAtLeastOne'));
    if (plan.kind === 'nothingPrintable') return feedback.error(t('order-pages.list.nothingPrintable'));
    if (plan.kind === 'tooMany') return feedback.error(t('order-pages.list.tooMany', { max: plan.max }));
    if (plan.skipped > 0) feedback.warning(t('order-pages.list.printSkipped', { count: plan.skipped }));
    void navigate(plan.path);
  };

  const own: ListAction[] = [
    { key: 'print', icon: <PrinterOutlined />, label: t(role === 'posted' ? 'order-pages.list.print' : 'order-pages.list.printReceipts'), onClick: print },
  ];
  const actions = [...own, ...(extraActions?.({ role, query, selected, total: first?.total ?? null }) ?? [])];

  const total = first?.total ?? null;
  const totalText = total === null ? '' : formatListTotal(total, first?.totalCapped ?? false, locale);
  const empty = narrowed(filters)
    ? t('order-pages.list.noMatch')
    : t(role === 'posted' ? 'order-pages.list.empty' : 'order-pages.list.emptyReceived');

  const orderRows: OrderRowsProps = {
    role,
    rows,
    // The first page's failure replaces the rows; a failed "Load more" keeps them (below).
    loading: list.isFetching && !list.isFetchingNextPage,
    load: { failed: list.isError && !list.isFetchNextPageError, onRetry: () => void list.refetch() },
    emptyText: empty,
    selected: selectedIds,
    onSelect: setSelectedIds,
  };

  return (
    <ListCard
      title={t(role === 'posted' ? 'routes.postedOrders' : 'routes.receivedOrders')}
      actions={actions}
      search={<OrderSearch filters={filters} onChange={setFilters} />}
      filters={<OrderFilterFields filters={filters} onChange={setFilters} />}
    >
      <OrderStatusTabs role={role} counts={counts.data} active={filters.status} onChange={(status) => setFilters({ ...filters, status })} />
      {phone ? (
        <OrderCards {...orderRows} />
      ) : (
        <AfterFirstPaint fallback={<TableLoading />}>
          <OrderTable {...orderRows} />
        </AfterFirstPaint>
      )}
      {rows.length > 0 ? (
        <LoadMore
          list={list}
          summary={
            t('order-pages.list.total', { count: total ?? rows.length, total: totalText || String(rows.length) }) +
            (list.hasNextPage ? ` · ${t('order-pages.list.shown', { shown: rows.length, total: totalText })}` : '')
          }
          moreLabel={t('order-pages.list.loadMore')}
          allShownLabel={t('order-pages.list.allShown')}
        />
      ) : null}
    </ListCard>
  );
}
