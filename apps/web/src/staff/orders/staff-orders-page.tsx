import type { StaffOrderFilters, StaffOrderItem } from '@portal/contracts/order';
import { Button, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag';
import { RelativeTime } from '../../components/relative-time';
import { useLocale } from '../../lib/i18n';
import { placeName } from '../../lib/place-name';
import { StaffCursorTable, StaffListHead } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { BatchMoveDialog } from './batch-move-dialog';
import { typingIn } from '../key-targets';
import { isMoveKey, useDeskFocus, useDeskKeys } from './desk-keys';
import { rememberList } from './list-memory';
import { OrderFilters, filtersOf, searchOf } from './order-filters';
import { useStaffOrders } from './staff-orders-api';
import viewStyles from './order-view.module.css';

// The rows of the table, for the keys: ↑ ↓ between them, Enter opens, Space selects.
const ROW = 'tr.ant-table-row';

// The operator's order list: every member's orders, newest first, by number, mark or phone, by
// status, transport, route, warehouse, creation days, shipper, flag, held cargo and unpaid
// fees. Rows are selected to move them together (a dry run first).
export function StaffOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  useStaffTitle('orders');
  const navigate = useNavigate();
  const location = useLocation();
  const focusScan = useDeskFocus();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  useEffect(() => rememberList(location.search, location.state), [location.search, location.state]);
  const orders = useStaffOrders(filters);
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  const first = orders.data?.pages[0];
  const filtered = Object.keys(filters).length > 0;
  const table = useRef<HTMLDivElement>(null);
  // Selected rows by id, kept across pages and filters until moved or cleared.
  const [selected, setSelected] = useState<Map<number, StaffOrderItem>>(new Map());
  const [moving, setMoving] = useState(false);
  const memberLabel = (location.state as { memberLabel?: string } | null)?.memberLabel;

  const apply = (next: StaffOrderFilters) => setParams(searchOf(next), { state: next.memberId === filters.memberId ? location.state : null });
  const open = (row: StaffOrderItem) => void navigate(`${STAFF_BASE}/orders/${row.id}`);
  const toggle = (row: StaffOrderItem) =>
    setSelected((now) => {
      const next = new Map(now);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });

  const rowElements = () => [...(table.current?.querySelectorAll<HTMLElement>(ROW) ?? [])];
  const onRowKey = (event: ReactKeyboardEvent<HTMLElement>, row: StaffOrderItem) => {
    if (event.target !== event.currentTarget) return;
    const list = rowElements();
    const at = list.indexOf(event.currentTarget);
    if (event.key === 'Enter') {
      event.preventDefault();
      open(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      toggle(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list[event.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0)]?.focus();
    }
  };

  useDeskKeys((event) => {
    if (isMoveKey(event) && selected.size > 0) {
      event.preventDefault();
      setMoving(true);
    } else if (event.key === 'ArrowDown' && typingIn(event.target) && (event.target as HTMLElement).closest('[data-scan-box]')) {
      // From the scan box down into the list.
      event.preventDefault();
      rowElements()[0]?.focus();
    }
  });

  const columns: TableColumnsType<StaffOrderItem> = [
    {
      key: 'orderNo',
      title: t('staff.orders.columns.orderNo'),
      width: 150,
      render: (_, row) => (
        <Link to={`${STAFF_BASE}/orders/${row.id}`} tabIndex={-1} className={viewStyles.link}>
          {row.orderNo}
        </Link>
      ),
    },
    { key: 'marks', title: t('staff.orders.columns.marks'), dataIndex: 'marks', ellipsis: true, width: 110 },
    { key: 'consignor', title: t('staff.orders.columns.consignor'), render: (_, row) => row.consignorName ?? row.consignorPhone, ellipsis: true },
    { key: 'consignee', title: t('staff.orders.columns.consignee'), render: (_, row) => row.consigneeName ?? row.consigneePhone, ellipsis: true },
    {
      key: 'route',
      title: t('staff.desk.list.route'),
      ellipsis: true,
      render: (_, row) => [row.startWarehouse, row.destWarehouse ?? row.destCity].map((place) => (place ? placeName(place, locale) : '…')).join(' → '),
    },
    {
      key: 'status',
      title: t('staff.orders.columns.status'),
      width: 150,
      render: (_, row) => <OrderStatusTag status={row.status} label={t(`staff.orders.statusNames.${row.status}`)} />,
    },
    { key: 'cartons', title: t('staff.orders.columns.cartons'), dataIndex: 'totalNum', align: 'end', width: 64 },
    { key: 'flagged', title: t('staff.orders.columns.flagged'), render: (_, row) => (row.flagged ? t('staff.orders.flaggedMark') : ''), width: 80 },
    { key: 'created', title: t('staff.orders.columns.created'), render: (_, row) => <RelativeTime value={row.createTime} />, width: 140, className: viewStyles.nowrap },
  ];

  return (
    <section aria-labelledby="staff-orders-title">
      <StaffListHead id="staff-orders-title" title={t('staff.orders.title')} total={first} totalText={(count) => t('staff.orders.total', { count })}>
        {selected.size > 0 ? (
          <>
            <span aria-live="polite">{t('staff.desk.list.selected', { count: selected.size })}</span>
            <Button size="small" onClick={() => setSelected(new Map())}>
              {t('staff.desk.list.clearSelection')}
            </Button>
          </>
        ) : null}
        <Button type="primary" size="small" disabled={selected.size === 0} onClick={() => setMoving(true)} title="Alt+M">
          {t('staff.desk.list.moveSelected')}
        </Button>
      </StaffListHead>
      <OrderFilters filters={filters} apply={apply} memberLabel={memberLabel} />
      <div ref={table}>
        <StaffCursorTable<StaffOrderItem>
          query={orders}
          columns={columns}
          minWidth={1200}
          emptyText={t(filtered ? 'staff.orders.empty' : 'staff.orders.emptyAll')}
          loadMoreText={t('staff.orders.loadMore')}
          rowSelection={{
            selectedRowKeys: [...selected.keys()],
            onSelect: (row) => toggle(row),
            onSelectAll: (all) =>
              setSelected((now) => {
                const next = new Map(now);
                for (const row of rows) {
                  if (all) next.set(row.id, row);
                  else next.delete(row.id);
                }
                return next;
              }),
            getCheckboxProps: (row) => ({ 'aria-label': t('staff.desk.list.select', { orderNo: row.orderNo }) }),
          }}
          onRow={(row) => ({
            tabIndex: 0,
            onKeyDown: (event) => onRowKey(event, row),
            onDoubleClick: () => open(row),
          })}
        />
      </div>
      {moving ? (
        <BatchMoveDialog
          orders={[...selected.values()]}
          onClose={(moved) => {
            setMoving(false);
            if (moved.length) {
              setSelected((now) => {
                const next = new Map(now);
                for (const id of moved) next.delete(id);
                return next;
              });
            }
            focusScan();
          }}
        />
      ) : null}
    </section>
  );
}
