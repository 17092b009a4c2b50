import { GIFT_EXCHANGE_STATUSES, type GiftExchangeStatus, type StaffExchangeItem } from '@portal/contracts/gifts';
import { Button, Input, Select, type InputRef, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { ListKeyboardHelp } from '../keyboard-help';
import { useRowKeys, useSlashToSearch } from '../list-keys';
import { StaffCursorTable, StaffListHead, StaffSearchForm } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { METHOD_NAME, RedemptionStatus, STATUS_NAME } from './redemption-display';
import { filtersOf, isFiltered, paramsOf, type RedemptionFilters } from './redemption-filters';
import { useGiftChoices, useRedemptions } from './redemptions-api';
import { useRedemptionsText } from './redemptions-texts';
import styles from './redemptions.module.css';

export const redemptionPath = (id: number) => `${STAFF_BASE}/redemptions/${id}`;

// Typed fields apply with Search (or Enter); the selects at once.
interface Draft {
  keyword: string;
  dateFrom: string;
  dateTo: string;
}
const draftOf = (f: RedemptionFilters): Draft => ({ keyword: f.keyword ?? '', dateFrom: f.dateFrom ?? '', dateTo: f.dateTo ?? '' });

// Members' redemptions, newest first: by number, member's mobile or recipient, gift, status and
// the days they were redeemed, the filters in the URL. Rows: ↑ ↓ move, Enter opens.
export function RedemptionsList() {
  const tr = useRedemptionsText();
  useStaffTitle('redemptions');
  const locale = useLocale();
  const navigate = useNavigate();
  // The view goes back to the list as it was (its filters).
  const from = { list: useLocation().search };
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const search = useRef<InputRef>(null);
  const table = useRef<HTMLDivElement>(null);
  const list = useRedemptions(filters);
  const gifts = useGiftChoices();
  useSlashToSearch(search);
  const onRowKey = useRowKeys(table, (row) => void navigate(redemptionPath(Number(row.dataset.rowKey)), { state: from }));

  const apply = (next: RedemptionFilters) => setParams(paramsOf(filtersOf(paramsOf(next))));
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });

  // Narrow screens keep the number, the gift and the status.
  const columns: TableColumnsType<StaffExchangeItem> = [
    {
      key: 'number',
      title: tr('columns.number'),
      render: (_, row) => (
        <Link to={redemptionPath(row.id)} state={from} tabIndex={-1} className={styles.number}>
          {row.exchangeNo}
        </Link>
      ),
    },
    {
      key: 'gift',
      title: tr('columns.gift'),
      render: (_, row) => (
        <>
          {row.giftName} {tr('quantity', { count: row.quantity })}
          <p className={styles.sub}>{row.recipient}</p>
        </>
      ),
    },
    { key: 'member', title: tr('columns.member'), dataIndex: 'memberMobile', responsive: ['md'] },
    { key: 'points', title: tr('columns.points'), render: (_, row) => formatNumber(row.totalPoints, locale), align: 'right', responsive: ['lg'] },
    {
      key: 'outlet',
      title: tr('columns.outlet'),
      responsive: ['lg'],
      render: (_, row) => (
        <>
          {row.outlet.name}
          <p className={styles.sub}>{tr(`methods.${METHOD_NAME[row.method]}`)}</p>
        </>
      ),
    },
    { key: 'status', title: tr('columns.status'), render: (_, row) => <RedemptionStatus status={row.status} tr={tr} /> },
    { key: 'redeemed', title: tr('columns.redeemed'), render: (_, row) => formatDateTime(row.createTime, 'YYYY-MM-DD HH:mm'), responsive: ['sm'] },
  ];

  return (
    <section aria-labelledby="staff-redemptions-title">
      <StaffListHead id="staff-redemptions-title" title={tr('title')} total={list.data?.pages[0]} totalText={(count) => tr('total', { count })}>
        <ListKeyboardHelp search={tr('keys.search')} rows={tr('keys.rows')} open={tr('keys.open')} />
      </StaffListHead>
      <StaffSearchForm onSearch={() => apply({ ...filters, ...draft })}>
        <Input ref={search} aria-label={tr('filters.keyword')} placeholder={tr('filters.keyword')} value={draft.keyword} onChange={set('keyword')} allowClear maxLength={50} className={styles.keyword} />
        <Select<number>
          aria-label={tr('filters.gift')}
          value={filters.giftId ?? 0}
          onChange={(giftId) => apply({ ...filters, ...draft, giftId: giftId || undefined })}
          options={[{ value: 0, label: tr('filters.allGifts') }, ...(gifts.data ?? []).map((gift) => ({ value: gift.id, label: gift.name }))]}
          loading={gifts.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          className={styles.select}
          popupMatchSelectWidth={false}
        />
        <Select<GiftExchangeStatus | 0>
          aria-label={tr('filters.status')}
          value={filters.status ?? 0}
          onChange={(status) => apply({ ...filters, ...draft, status: status || undefined })}
          options={[{ value: 0, label: tr('filters.allStatuses') }, ...GIFT_EXCHANGE_STATUSES.map((status) => ({ value: status, label: tr(`statuses.${STATUS_NAME[status]}`) }))]}
          className={styles.select}
          popupMatchSelectWidth={false}
        />
        <Input type="date" aria-label={tr('filters.dateFrom')} value={draft.dateFrom} onChange={set('dateFrom')} className={styles.date} />
        <Input type="date" aria-label={tr('filters.dateTo')} value={draft.dateTo} onChange={set('dateTo')} className={styles.date} />
        <Button htmlType="submit">{tr('filters.search')}</Button>
        <Button
          disabled={!isFiltered(filters) && !draft.keyword && !draft.dateFrom && !draft.dateTo}
          onClick={() => {
            setDraft(draftOf({}));
            setParams(new URLSearchParams());
          }}
        >
          {tr('filters.reset')}
        </Button>
      </StaffSearchForm>
      <div ref={table}>
        <StaffCursorTable<StaffExchangeItem>
          query={list}
          columns={columns}
          emptyText={tr(isFiltered(filters) ? 'empty' : 'emptyAll')}
          loadMoreText={tr('loadMore')}
          onRow={(row) => ({ tabIndex: 0, onKeyDown: onRowKey, onDoubleClick: () => void navigate(redemptionPath(row.id), { state: from }) })}
        />
      </div>
    </section>
  );
}
