import { replyClock } from '@portal/contracts/advice';
import { ADVICE_KINDS, COMPLAINT_STATUSES, type AdviceKind } from '@portal/contracts/advice-status';
import { Button, Select, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { StaffCursorTable, StaffListHead } from '../staff-list';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { useCareInbox, type CareFilters, type CareItem } from './care-api';
import { CareStatus, ReplyClockTag, statusName, useNow } from './care-display';
import { useCareText, type CareText } from './care-texts';
import styles from './care.module.css';

export const threadPath = (id: number) => `${STAFF_BASE}/care/${id}`;

// Filters live in the URL: a reload, a link or the back button keeps them.
function filtersOf(params: URLSearchParams): CareFilters {
  const filters: CareFilters = {};
  const kind = params.get('kind');
  const status = Number(params.get('status'));
  if (kind && (ADVICE_KINDS as readonly string[]).includes(kind)) filters.kind = kind as AdviceKind;
  if ((COMPLAINT_STATUSES as readonly number[]).includes(status) && !(status === 4 && filters.kind && filters.kind !== 'complaint')) filters.status = status;
  return filters;
}

// A status under every kind reads both names ("Awaiting reply / Pending"); cancelled is a
// complaint's only.
function statusOptions(ct: CareText, kind: AdviceKind | undefined) {
  const statuses = kind && kind !== 'complaint' ? COMPLAINT_STATUSES.filter((s) => s !== 4) : COMPLAINT_STATUSES;
  return statuses.map((status) => {
    const consult = status === 4 ? null : statusName(ct, 'consult', status);
    const complaint = statusName(ct, 'complaint', status);
    const label = kind ? statusName(ct, kind, status) : consult ? `${consult} / ${complaint}` : complaint;
    return { value: status, label };
  });
}

// J and K (outside a field) move between the threads' links; Enter opens one.
function useThreadKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || typingIn(event.target) || inPanel(event.target)) return;
      const step = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
      if (step === 0) return;
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-care-thread]')];
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[at === -1 ? (step > 0 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step))]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

// Every consultation, suggestion and complaint, newest first, with the time left to the
// promised reply in staff hours; the overdue ones stand out in red.
export function CareInbox() {
  const ct = useCareText();
  useStaffTitle('care');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const inbox = useCareInbox(filters);
  const now = useNow();
  const first = inbox.data?.pages[0];
  const filtered = Object.keys(filters).length > 0;
  const overdue = (inbox.data?.pages.flatMap((page) => page.list) ?? []).filter((item) => replyClock(item, now)?.state === 'overdue').length;
  useThreadKeys();

  const apply = (next: CareFilters) => {
    const query = new URLSearchParams();
    if (next.kind) query.set('kind', next.kind);
    if (next.status !== undefined) query.set('status', String(next.status));
    setParams(query);
  };

  const columns: TableColumnsType<CareItem> = [
    { key: 'clock', title: ct('columns.clock'), render: (_, row) => <ReplyClockTag item={row} now={now} />, width: 170 },
    { key: 'kind', title: ct('columns.kind'), render: (_, row) => ct(`kinds.${row.kind}`), width: 110 },
    {
      key: 'title',
      title: ct('columns.title'),
      render: (_, row) => (
        <Link to={threadPath(row.id)} data-care-thread className={styles.threadLink}>
          {row.title}
        </Link>
      ),
      ellipsis: true,
    },
    {
      key: 'member',
      title: ct('columns.member'),
      render: (_, row) => (
        <>
          <div className={styles.clip}>{row.contact}</div>
          <div className={styles.sub}>{row.memberMobile}</div>
        </>
      ),
      width: 140,
    },
    { key: 'orderNo', title: ct('columns.orderNo'), dataIndex: 'orderNo', ellipsis: true, width: 140 },
    { key: 'status', title: ct('columns.status'), render: (_, row) => <CareStatus item={row} />, width: 150 },
    { key: 'created', title: ct('columns.created'), render: (_, row) => <span className={styles.nowrap}>{formatDateTime(row.createTime, 'MM-DD HH:mm')}</span>, width: 100 },
  ];

  return (
    <section aria-labelledby="staff-care-title">
      <StaffListHead id="staff-care-title" title={ct('title')} total={first} totalText={(count) => ct('total', { count })}>
        {overdue > 0 ? <span className={styles.overdueCount}>{ct('overdueCount', { count: overdue })}</span> : null}
        <KeyboardHelp
          entries={[
            ['J', ct('keys.next')],
            ['K', ct('keys.previous')],
            ['Enter', ct('keys.open')],
          ]}
        />
      </StaffListHead>
      <div className={styles.filters} role="search">
        <Select<AdviceKind | ''>
          aria-label={ct('filters.kind')}
          value={filters.kind ?? ''}
          onChange={(value) => apply({ ...filters, kind: value || undefined, status: value && value !== 'complaint' && filters.status === 4 ? undefined : filters.status })}
          options={[{ value: '', label: ct('filters.allKinds') }, ...ADVICE_KINDS.map((kind) => ({ value: kind, label: ct(`kinds.${kind}`) }))]}
          className={styles.select}
        />
        <Select<number | ''>
          aria-label={ct('filters.status')}
          value={filters.status ?? ''}
          onChange={(value) => apply({ ...filters, status: value === '' ? undefined : value })}
          options={[{ value: '', label: ct('filters.allStatuses') }, ...statusOptions(ct, filters.kind)]}
          className={styles.statusSelect}
        />
        <Button disabled={!filtered} onClick={() => apply({})}>
          {ct('filters.reset')}
        </Button>
      </div>
      <StaffCursorTable<CareItem>
        query={inbox}
        columns={columns}
        emptyText={ct(filtered ? 'empty' : 'emptyAll')}
        loadMoreText={ct('loadMore')}
        onRow={(row) => ({ className: replyClock(row, now)?.state === 'overdue' ? styles.overdueRow : undefined })}
      />
    </section>
  );
}
