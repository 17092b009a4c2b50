import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@portal/contracts/notifications';
import type { NotificationDeliveryItem } from '@portal/contracts/outbox';
import { DELIVERY_STATES, type DeliveryState } from '@portal/contracts/statuses';
import { Button, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { askThen } from '../ask';
import { StaffCursorTable, StaffListToolbar } from '../staff-list';
import { useDeliveryQueue, useRetryDelivery, type QueueFilters } from './outbox-api';
import { SearchFilter, TimeFilters, toIso, useUrlFilters } from './outbox-filters';
import { useOutboxText, type OutboxText } from './outbox-texts';
import styles from './outbox.module.css';

const STATE_COLOR: Record<DeliveryState, string> = { pending: 'gold', sending: 'processing', sent: 'blue', delivered: 'green', failed: 'error', skipped: 'default' };
type StateChoice = NonNullable<QueueFilters['state']>;
const STATE_CHOICES: readonly StateChoice[] = ['all', ...DELIVERY_STATES];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

function filtersOf(params: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  const channel = params.get('channel');
  const state = params.get('state');
  const mobile = params.get('mobile')?.trim();
  if (isOneOf(NOTIFICATION_CHANNELS, channel)) filters.channel = channel;
  if (isOneOf(STATE_CHOICES, state)) filters.state = state;
  if (mobile) filters.mobile = mobile;
  const from = toIso(params.get('from'));
  const to = toIso(params.get('to'));
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

const time = (iso: string) => formatDateTime(iso, 'MM-DD HH:mm:ss');
const memberOf = (row: NotificationDeliveryItem) => `+${row.areaCode} ${row.mobile}`;

// When a waiting row is due, or when a sent one went.
function stateNote(ot: OutboxText, row: NotificationDeliveryItem) {
  if (row.nextAttemptTime) return ot('queue.nextTry', { time: time(row.nextAttemptTime) });
  if (row.sentTime) return ot('queue.sentAt', { time: time(row.sentTime) });
  return null;
}

function columnsOf(ot: OutboxText, retry: (row: NotificationDeliveryItem) => void): TableColumnsType<NotificationDeliveryItem> {
  return [
    { key: 'time', title: ot('columns.time'), render: (_, row) => <span className={styles.nowrap}>{time(row.createTime)}</span>, width: 120 },
    {
      key: 'member',
      title: ot('queue.columns.member'),
      render: (_, row) => (
        <>
          <div className={styles.nowrap}>{memberOf(row)}</div>
          <div className={styles.sub}>{row.nickname}</div>
        </>
      ),
      width: 150,
    },
    { key: 'type', title: ot('queue.columns.type'), render: (_, row) => ot(`send.types.${row.type}`), width: 90 },
    { key: 'channel', title: ot('filters.channel'), render: (_, row) => ot(`queue.channels.${row.channel}`), width: 80 },
    {
      key: 'state',
      title: ot('columns.status'),
      render: (_, row) => {
        const note = stateNote(ot, row);
        return (
          <>
            <Tag color={STATE_COLOR[row.state]}>{ot(`queue.states.${row.state}`)}</Tag>
            {note ? <div className={styles.sub}>{note}</div> : null}
          </>
        );
      },
      width: 160,
    },
    { key: 'attempts', title: ot('queue.columns.attempts'), dataIndex: 'attempts', width: 70 },
    { key: 'error', title: ot('queue.columns.error'), render: (_, row) => (row.lastError ? <span className={styles.error}>{row.lastError}</span> : '—') },
    {
      key: 'actions',
      title: ot('queue.columns.actions'),
      width: 110,
      render: (_, row) =>
        row.state === 'failed' ? (
          <Button size="small" aria-label={ot('queue.retryFor', { member: memberOf(row), channel: ot(`queue.channels.${row.channel}`) })} onClick={() => retry(row)}>
            {ot('queue.retry')}
          </Button>
        ) : null,
    },
  ];
}

// The notification outbox's queue (docs/jobs-and-notifications.md, "The queue"): each
// notification's delivery on each channel, the unfinished ones unless another state is chosen,
// with its tries, next try and last error; never what it says. A failed one is tried again on
// request, after a confirmation.
export function QueueList() {
  const ot = useOutboxText();
  const { params, apply } = useUrlFilters();
  const filters = filtersOf(params);
  const queue = useDeliveryQueue(filters);
  const retry = useRetryDelivery();
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const filtered = ['channel', 'state', 'mobile', 'from', 'to'].some((key) => params.get(key));

  const askRetry = (row: NotificationDeliveryItem) =>
    void askThen(
      {
        title: ot('queue.retryTitle', { member: memberOf(row), channel: ot(`queue.channels.${row.channel}`) }),
        content: ot('queue.retryConfirm'),
        okText: ot('queue.retry'),
        cancelText: ot('send.cancel'),
      },
      async () => {
        await retry.mutateAsync(row.id);
        feedback.success(ot('queue.retried'));
      },
    );

  return (
    <>
      <StaffListToolbar total={queue.data?.pages[0]} totalText={(count) => ot('queue.total', { count })}>
        <div className={styles.filters} role="search">
          <Select<NotificationChannel | ''>
            aria-label={ot('filters.channel')}
            value={filters.channel ?? ''}
            onChange={(channel) => apply({ channel: channel || undefined })}
            options={[{ value: '', label: ot('queue.allChannels') }, ...NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: ot(`queue.channels.${channel}`) }))]}
            className={styles.narrowSelect}
          />
          <SearchFilter label={ot('filters.mobile')} searchText={ot('filters.search')} value={mobile} onChange={setMobile} onSearch={(value) => apply({ mobile: value })} />
          <Select<StateChoice | ''>
            aria-label={ot('filters.status')}
            value={filters.state ?? ''}
            onChange={(state) => apply({ state: state || undefined })}
            options={[
              { value: '', label: ot('queue.unfinished') },
              ...STATE_CHOICES.map((state) => ({ value: state, label: ot(state === 'all' ? 'filters.allStatuses' : `queue.states.${state}`) })),
            ]}
            className={styles.select}
          />
          <TimeFilters fromLabel={ot('queue.from')} toLabel={ot('queue.to')} />
          <Button
            disabled={!filtered}
            onClick={() => {
              setMobile('');
              apply({ channel: undefined, state: undefined, mobile: undefined, from: undefined, to: undefined });
            }}
          >
            {ot('filters.reset')}
          </Button>
        </div>
      </StaffListToolbar>
      <p className={styles.note}>{ot('queue.note')}</p>
      <StaffCursorTable<NotificationDeliveryItem>
        query={queue}
        columns={columnsOf(ot, askRetry)}
        emptyText={ot(filtered ? 'queue.empty' : 'queue.emptyAll')}
        loadMoreText={ot('loadMore')}
      />
    </>
  );
}
