import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts/statuses';
import type { StaffOrderItem } from '@portal/contracts/order';
import { Button, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RelativeTime } from '../../components/relative-time';
import { StaffCursorTable, StaffListHead } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { useStaffOrders, type StaffOrderFilters } from './staff-orders-api';
import styles from './staff-orders-page.module.css';

type FlagFilter = '' | 'true' | 'false';

// Filters live in the URL: a reload, a link or the back button keeps them.
function filtersOf(params: URLSearchParams): StaffOrderFilters {
  const status = Number(params.get('status'));
  const flagged = params.get('flagged');
  return {
    ...(params.get('keyword') ? { keyword: params.get('keyword')! } : {}),
    ...(params.get('status') !== null && (ORDER_STATUSES as readonly number[]).includes(status) ? { status } : {}),
    ...(flagged === 'true' || flagged === 'false' ? { flagged } : {}),
  };
}

// The operator's first desk page: every member's orders, newest first, searchable by order
// number, shipping mark or a party's phone, by status and flag.
export function StaffOrdersPage() {
  const { t } = useTranslation();
  useStaffTitle('orders');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const orders = useStaffOrders(filters);
  const first = orders.data?.pages[0];
  const filtered = Object.keys(filters).length > 0;

  const apply = (next: StaffOrderFilters) => {
    const search = new URLSearchParams();
    if (next.keyword?.trim()) search.set('keyword', next.keyword.trim());
    if (next.status !== undefined) search.set('status', String(next.status));
    if (next.flagged) search.set('flagged', next.flagged);
    setParams(search);
  };

  const columns: TableColumnsType<StaffOrderItem> = [
    { key: 'orderNo', title: t('staff.orders.columns.orderNo'), dataIndex: 'orderNo', width: 170 },
    { key: 'marks', title: t('staff.orders.columns.marks'), dataIndex: 'marks', ellipsis: true },
    { key: 'consignor', title: t('staff.orders.columns.consignor'), render: (_, row) => row.consignorName ?? row.consignorPhone, ellipsis: true },
    { key: 'consignee', title: t('staff.orders.columns.consignee'), render: (_, row) => row.consigneeName ?? row.consigneePhone, ellipsis: true },
    { key: 'status', title: t('staff.orders.columns.status'), render: (_, row) => t(`staff.orders.statusNames.${row.status}`), width: 170 },
    { key: 'cartons', title: t('staff.orders.columns.cartons'), dataIndex: 'totalNum', align: 'end', width: 80 },
    { key: 'flagged', title: t('staff.orders.columns.flagged'), render: (_, row) => (row.flagged ? t('staff.orders.flaggedMark') : ''), width: 110 },
    { key: 'created', title: t('staff.orders.columns.created'), render: (_, row) => <RelativeTime value={row.createTime} />, width: 130 },
  ];

  return (
    <section aria-labelledby="staff-orders-title">
      <StaffListHead id="staff-orders-title" title={t('staff.orders.title')} total={first} totalText={(count) => t('staff.orders.total', { count })} />
      <form
        className={styles.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...filters, keyword });
        }}
      >
        <Input
          aria-label={t('staff.orders.keyword')}
          placeholder={t('staff.orders.keyword')}
          value={keyword}
          allowClear
          maxLength={50}
          onChange={(event) => setKeyword(event.target.value)}
          className={styles.keyword}
        />
        <Select<number | ''>
          aria-label={t('staff.orders.status')}
          value={filters.status ?? ''}
          onChange={(value) => apply({ ...filters, keyword, status: value === '' ? undefined : value })}
          options={[{ value: '', label: t('staff.orders.allStatuses') }, ...ORDER_STATUSES.map((status: OrderStatus) => ({ value: status, label: t(`staff.orders.statusNames.${status}`) }))]}
          className={styles.select}
        />
        <Select<FlagFilter>
          aria-label={t('staff.orders.flagged')}
          value={filters.flagged ?? ''}
          onChange={(value) => apply({ ...filters, keyword, flagged: value || undefined })}
          options={[
            { value: '', label: t('staff.orders.flaggedAll') },
            { value: 'true', label: t('staff.orders.flaggedYes') },
            { value: 'false', label: t('staff.orders.flaggedNo') },
          ]}
          className={styles.select}
        />
        <Button type="primary" htmlType="submit">
          {t('staff.orders.search')}
        </Button>
        <Button
          disabled={!filtered}
          onClick={() => {
            setKeyword('');
            apply({});
          }}
        >
          {t('staff.orders.reset')}
        </Button>
      </form>
      <StaffCursorTable<StaffOrderItem>
        query={orders}
        columns={columns}
        scrollX={1000}
        emptyText={t(filtered ? 'staff.orders.empty' : 'staff.orders.emptyAll')}
        loadMoreText={t('staff.orders.loadMore')}
      />
    </section>
  );
}
