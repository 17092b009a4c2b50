import { MAIL_LOG_STATUSES } from '@portal/contracts/account';
import { SMS_LOG_STATUSES } from '@portal/contracts/auth';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { StaffCursorTable, StaffListToolbar } from '../staff-list';
import { useOutbox, type OutboxChannel, type OutboxFilters, type OutboxRow, type OutboxStatus } from './outbox-api';
import { SearchFilter, TimeFilters, toIso, useUrlFilters } from './outbox-filters';
import { useOutboxText, type OutboxText } from './outbox-texts';
import styles from './outbox.module.css';

const STATUSES: Record<OutboxChannel, readonly OutboxStatus[]> = { sms: SMS_LOG_STATUSES, mail: MAIL_LOG_STATUSES };
const STATUS_COLOR: Record<OutboxStatus, string> = { outbox: 'default', sent: 'processing', delivered: 'success', failed: 'error' };

function filtersOf(params: URLSearchParams): OutboxFilters {
  const channel: OutboxChannel = params.get('channel') === 'mail' ? 'mail' : 'sms';
  const filters: OutboxFilters = { channel };
  const address = params.get('address')?.trim();
  const status = params.get('status');
  if (address) filters.address = address;
  if (status && (STATUSES[channel] as readonly string[]).includes(status)) filters.status = status as OutboxStatus;
  const from = toIso(params.get('from'));
  const to = toIso(params.get('to'));
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

function sceneText(ot: OutboxText, scene: string) {
  return scene.startsWith('notification-') ? ot('scene.notification', { type: scene.slice('notification-'.length) }) : ot('scene.code', { scene });
}

function columnsOf(ot: OutboxText, channel: OutboxChannel): TableColumnsType<OutboxRow> {
  return [
    { key: 'time', title: ot('columns.time'), render: (_, row) => <span className={styles.nowrap}>{formatDateTime(row.createTime, 'MM-DD HH:mm:ss')}</span>, width: 120 },
    {
      key: 'to',
      title: ot('columns.to'),
      render: (_, row) => (row.channel === 'sms' ? <span className={styles.nowrap}>{`+${row.areaCode} ${row.mobile}`}</span> : <span className={styles.clip}>{row.address}</span>),
      width: channel === 'sms' ? 150 : 190,
    },
    { key: 'scene', title: ot('columns.scene'), render: (_, row) => sceneText(ot, row.scene), width: 170 },
    {
      key: 'content',
      title: ot('columns.content'),
      render: (_, row) => (
        <>
          {row.channel === 'mail' ? <div className={styles.subject}>{row.subject}</div> : null}
          <div className={styles.content}>{row.content}</div>
        </>
      ),
    },
    { key: 'status', title: ot('columns.status'), render: (_, row) => <Tag color={STATUS_COLOR[row.status]}>{ot(`status.${row.status}`)}</Tag>, width: 150 },
    ...(channel === 'sms'
      ? [{ key: 'answer', title: ot('columns.answer'), render: (_: unknown, row: OutboxRow) => (row.channel === 'sms' && row.error ? <span className={styles.error}>{row.error}</span> : '—'), width: 200 }]
      : []),
  ];
}

// What the portal handed to a channel, one channel at a time: every text and e-mail, newest
// first, with what became of it (kept here, sent, delivered, failed with the provider's answer).
export function SentList() {
  const ot = useOutboxText();
  const { params, apply } = useUrlFilters();
  const filters = filtersOf(params);
  const outbox = useOutbox(filters);
  const first = outbox.data?.pages[0];
  const [address, setAddress] = useState(params.get('address') ?? '');
  const filtered = ['address', 'status', 'from', 'to'].some((key) => params.get(key));

  return (
    <>
      <StaffListToolbar total={first ? { total: first.total, totalCapped: false } : undefined} totalText={(count) => ot('total', { count })}>
        <div className={styles.filters} role="search">
          <Select<OutboxChannel>
            aria-label={ot('filters.channel')}
            value={filters.channel}
            onChange={(channel) => {
              setAddress('');
              apply({ channel: channel === 'sms' ? undefined : channel, status: undefined, address: undefined });
            }}
            options={(['sms', 'mail'] as const).map((channel) => ({ value: channel, label: ot(`channels.${channel}`) }))}
            className={styles.select}
          />
          <SearchFilter
            label={ot(filters.channel === 'sms' ? 'filters.mobile' : 'filters.address')}
            searchText={ot('filters.search')}
            value={address}
            onChange={setAddress}
            onSearch={(value) => apply({ address: value })}
          />
          <Select<OutboxStatus | ''>
            aria-label={ot('filters.status')}
            value={filters.status ?? ''}
            onChange={(status) => apply({ status: status || undefined })}
            options={[{ value: '', label: ot('filters.allStatuses') }, ...STATUSES[filters.channel].map((status) => ({ value: status, label: ot(`status.${status}`) }))]}
            className={styles.select}
          />
          <TimeFilters fromLabel={ot('filters.from')} toLabel={ot('filters.to')} />
          <Button
            disabled={!filtered}
            onClick={() => {
              setAddress('');
              apply({ address: undefined, status: undefined, from: undefined, to: undefined });
            }}
          >
            {ot('filters.reset')}
          </Button>
        </div>
      </StaffListToolbar>
      <p className={styles.note}>{ot('masked')}</p>
      <StaffCursorTable<OutboxRow> query={outbox} columns={columnsOf(ot, filters.channel)} emptyText={ot(filtered ? 'empty' : 'emptyAll')} loadMoreText={ot('loadMore')} />
    </>
  );
}
