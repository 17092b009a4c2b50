import { MAIL_LOG_STATUSES } from '@portal/contracts/account';
import { SMS_LOG_STATUSES } from '@portal/contracts/auth';
import { Button, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { inPanel, typingIn } from '../key-targets';
import { KeyboardHelp } from '../keyboard-help';
import { StaffCursorTable, StaffListHead } from '../staff-list';
import { useStaffTitle } from '../staff-title';
import { MessageForm } from './message-form';
import { useOutbox, type OutboxChannel, type OutboxFilters, type OutboxRow, type OutboxStatus } from './outbox-api';
import { useOutboxText, type OutboxText } from './outbox-texts';
import styles from './outbox.module.css';

const STATUSES: Record<OutboxChannel, readonly OutboxStatus[]> = { sms: SMS_LOG_STATUSES, mail: MAIL_LOG_STATUSES };
const STATUS_COLOR: Record<OutboxStatus, string> = { outbox: 'default', sent: 'processing', delivered: 'success', failed: 'error' };

// The browser's own date and time input speaks local time ("2026-11-28T09:00"); the server UTC.
const toIso = (local: string | null) => {
  const time = local ? new Date(local) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : undefined;
};

// Filters live in the URL: a reload, a link or the back button keeps them. Times stay as typed.
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

// `/` (outside a field) goes to the address search.
function useSearchKey(target: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || typingIn(event.target) || inPanel(event.target)) return;
      event.preventDefault();
      target.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target]);
}

// What the portal sent members, one channel at a time: every text and e-mail, newest first,
// with what became of it (kept here, sent, delivered, failed with the provider's answer).
export function OutboxDesk() {
  const ot = useOutboxText();
  useStaffTitle('outbox');
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const outbox = useOutbox(filters);
  const first = outbox.data?.pages[0];
  const [address, setAddress] = useState(params.get('address') ?? '');
  const search = useRef<HTMLInputElement>(null);
  useSearchKey(search);
  const filtered = ['address', 'status', 'from', 'to'].some((key) => params.get(key));
  const [writing, setWriting] = useState(false);

  // One change of the URL; an empty value leaves its filter out.
  const apply = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <section aria-labelledby="staff-outbox-title">
      <StaffListHead id="staff-outbox-title" title={ot('title')} total={first ? { total: first.total, totalCapped: false } : undefined} totalText={(count) => ot('total', { count })}>
        <KeyboardHelp
          entries={[
            ['/', ot('keys.search')],
            ['Enter', ot('keys.enter')],
          ]}
        />
        <Button type="primary" onClick={() => setWriting(true)}>
          {ot('send.open')}
        </Button>
      </StaffListHead>
      {writing ? <MessageForm onClose={() => setWriting(false)} onSent={() => void outbox.refetch()} /> : null}
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
        <Input.Search
          ref={(input) => {
            search.current = input?.input ?? null;
          }}
          aria-label={ot(filters.channel === 'sms' ? 'filters.mobile' : 'filters.address')}
          placeholder={ot(filters.channel === 'sms' ? 'filters.mobile' : 'filters.address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onSearch={(value) => apply({ address: value.trim() || undefined })}
          enterButton={ot('filters.search')}
          allowClear
          className={styles.address}
        />
        <Select<OutboxStatus | ''>
          aria-label={ot('filters.status')}
          value={filters.status ?? ''}
          onChange={(status) => apply({ status: status || undefined })}
          options={[{ value: '', label: ot('filters.allStatuses') }, ...STATUSES[filters.channel].map((status) => ({ value: status, label: ot(`status.${status}`) }))]}
          className={styles.select}
        />
        <label className={styles.time}>
          <span>{ot('filters.from')}</span>
          <Input type="datetime-local" value={params.get('from') ?? ''} onChange={(event) => apply({ from: event.target.value })} />
        </label>
        <label className={styles.time}>
          <span>{ot('filters.to')}</span>
          <Input type="datetime-local" value={params.get('to') ?? ''} onChange={(event) => apply({ to: event.target.value })} />
        </label>
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
      <p className={styles.note}>{ot('masked')}</p>
      <StaffCursorTable<OutboxRow> query={outbox} columns={columnsOf(ot, filters.channel)} emptyText={ot(filtered ? 'empty' : 'emptyAll')} loadMoreText={ot('loadMore')} />
    </section>
  );
}
