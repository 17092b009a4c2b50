import { ABNORMAL_STATUSES, ABNORMAL_TYPES, type AbnormalStatus, type AbnormalType, type StaffAbnormalItem } from '@portal/contracts/abnormal';
import { Button, Input, Select, Tag, type InputRef, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { ListKeyboardHelp } from '../keyboard-help';
import { useRowKeys, useSlashToSearch } from '../list-keys';
import { StaffCursorTable, StaffListHead, StaffSearchForm } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { awaitingUs, ExceptionAgeText, ExceptionStatus } from './exception-display';
import { AWAITING_US, filtersOf, isFiltered, paramsOf, type ExceptionFilters } from './exception-filters';
import { useExceptions } from './exceptions-api';
import { useExceptionsText, type ExceptionsText } from './exceptions-texts';
import styles from './exceptions.module.css';

export const exceptionPath = (id: number) => `${STAFF_BASE}/exceptions/${id}`;

function amountText(et: ExceptionsText, item: StaffAbnormalItem, locale: string): string {
  if (item.claim) return et('claimed', { amount: formatMinor(item.claim.amount, item.claim.currency, locale) });
  if (item.amount !== null && item.currency) return et('proposed', { amount: formatMinor(item.amount, item.currency, locale) });
  return '';
}

// The exceptions, newest first, what awaits our answer (members' disputes and claims) shown
// first and marked; filters by status, type and order number in the URL. Rows: ↑ ↓ move,
// Enter opens.
export function ExceptionsList() {
  const et = useExceptionsText();
  useStaffTitle('exceptions');
  const locale = useLocale();
  const navigate = useNavigate();
  const { search: listSearch } = useLocation();
  // The view goes back to the list as it was (its filters).
  const from = { list: listSearch };
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [orderNo, setOrderNo] = useState(filters.orderNo ?? '');
  const search = useRef<InputRef>(null);
  const table = useRef<HTMLDivElement>(null);
  const list = useExceptions(filters);
  const first = list.data?.pages[0];

  // `/` outside a field goes to the order number search.
  useSlashToSearch(search);

  const apply = (next: ExceptionFilters) => setParams(paramsOf(next));
  const open = (row: StaffAbnormalItem) => void navigate(exceptionPath(row.id), { state: from });
  // Enter opens the row's exception (its key is the exception's id).
  const onRowKey = useRowKeys(table, (row) => void navigate(exceptionPath(Number(row.dataset.rowKey)), { state: from }));
  // On a phone the status, the order (with its type under it) and the age; wider screens add
  // the type, member, amount and what was found.
  const columns: TableColumnsType<StaffAbnormalItem> = [
    {
      key: 'status',
      title: et('columns.status'),
      render: (_, row) => (
        <div className={styles.badges}>
          {awaitingUs(row) ? <Tag color="red">{et(row.claim ? 'turn.claim' : 'turn.dispute')}</Tag> : null}
          <ExceptionStatus item={row} et={et} />
        </div>
      ),
    },
    {
      key: 'order',
      title: et('columns.order'),
      render: (_, row) => (
        <>
          <Link to={exceptionPath(row.id)} state={from} tabIndex={-1} className={styles.number}>
            {row.orderNo}
          </Link>
          {row.marks ? <div className={styles.sub}>{row.marks}</div> : null}
          <div className={`${styles.sub} ${styles.phoneOnly}`}>{et(`type.${row.type}`)}</div>
        </>
      ),
    },
    { key: 'type', title: et('columns.type'), render: (_, row) => et(`type.${row.type}`), responsive: ['sm'] },
    { key: 'member', title: et('columns.member'), dataIndex: 'memberMobile', responsive: ['md'] },
    { key: 'what', title: et('columns.what'), dataIndex: 'description', ellipsis: true, responsive: ['xl'] },
    { key: 'amount', title: et('columns.amount'), render: (_, row) => amountText(et, row, locale), responsive: ['md'] },
    { key: 'age', title: et('columns.age'), render: (_, row) => <ExceptionAgeText createTime={row.createTime} et={et} />, width: 90 },
  ];

  const everything = filters.status === undefined && !filters.type && !filters.orderNo;
  const emptyText = et(!isFiltered(filters) ? 'emptyAwaiting' : everything ? 'emptyAll' : 'empty');
  return (
    <section aria-labelledby="staff-exceptions-title">
      <StaffListHead id="staff-exceptions-title" title={et('title')} total={first} totalText={(count) => et('total', { count })}>
        <ListKeyboardHelp search={et('keys.search')} rows={et('keys.rows')} open={et('keys.open')} />
      </StaffListHead>
      <StaffSearchForm onSearch={() => apply({ ...filters, orderNo })}>
        <Input
          ref={search}
          aria-label={et('filters.orderNo')}
          placeholder={et('filters.orderNo')}
          value={orderNo}
          allowClear
          maxLength={32}
          onChange={(event) => setOrderNo(event.target.value)}
          className={styles.keyword}
        />
        <Select<AbnormalStatus | 'all'>
          aria-label={et('filters.status')}
          value={filters.status ?? 'all'}
          onChange={(value) => apply({ ...filters, orderNo, status: value === 'all' ? undefined : value })}
          options={[
            { value: AWAITING_US, label: et('filters.awaiting') },
            ...ABNORMAL_STATUSES.filter((status) => status !== AWAITING_US).map((status) => ({ value: status, label: et(`status.${status}`) })),
            { value: 'all', label: et('filters.allStatuses') },
          ]}
          className={styles.select}
          popupMatchSelectWidth={false}
        />
        <Select<AbnormalType | ''>
          aria-label={et('filters.type')}
          value={filters.type ?? ''}
          onChange={(value) => apply({ ...filters, orderNo, type: value || undefined })}
          options={[{ value: '', label: et('filters.allTypes') }, ...ABNORMAL_TYPES.map((type) => ({ value: type, label: et(`type.${type}`) }))]}
          className={styles.select}
          popupMatchSelectWidth={false}
        />
        <Button htmlType="submit">{et('filters.search')}</Button>
        <Button
          disabled={!isFiltered(filters) && !orderNo}
          onClick={() => {
            setOrderNo('');
            apply({ status: AWAITING_US });
          }}
        >
          {et('filters.reset')}
        </Button>
      </StaffSearchForm>
      <div ref={table}>
        <StaffCursorTable<StaffAbnormalItem>
          query={list}
          columns={columns}
          emptyText={emptyText}
          loadMoreText={et('loadMore')}
          onRow={(row) => ({
            tabIndex: 0,
            className: awaitingUs(row) ? styles.awaiting : undefined,
            onKeyDown: onRowKey,
            onDoubleClick: () => open(row),
          })}
        />
      </div>
    </section>
  );
}
