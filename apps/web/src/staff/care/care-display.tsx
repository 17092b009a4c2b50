import { replyClock } from '@portal/contracts/advice';
import { COMPLAINT_STATUS, CONSULT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import type { CareItem } from './care-api';
import { useCareText, type CareText } from './care-texts';

// How a thread's kind, status and reply clock read on the desk (docs/advice.md).

export function statusName(ct: CareText, kind: AdviceKind, status: number): string {
  return ct(`status.${kind === 'complaint' ? 'complaint' : 'consult'}.${status}` as 'status.consult.1');
}

// The dictionaries' colours: waiting orange, in progress blue, answered green.
function statusColor(kind: AdviceKind, status: number): string {
  if (kind === 'complaint' && status === COMPLAINT_STATUS.cancelled) return 'default';
  if (status === CONSULT_STATUS.awaitingReply) return 'warning';
  if (status === CONSULT_STATUS.replying) return 'processing';
  return 'success';
}

export function CareStatus({ item }: { item: Pick<CareItem, 'kind' | 'status' | 'closed'> }) {
  const ct = useCareText();
  return (
    <span>
      <Tag color={statusColor(item.kind, item.status)}>{statusName(ct, item.kind, item.status)}</Tag>
      {item.closed ? <Tag>{ct('closed')}</Tag> : null}
    </span>
  );
}

// The clock moves while the desk is open: the time is read again each minute.
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function clockTime(ct: CareText, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? ct('clock.hours', { hours, minutes: minutes % 60 }) : ct('clock.minutes', { minutes });
}

// The reply promised by, in staff working hours: the time left (orange), or past it (red);
// nothing once staff have answered. The promise's moment is in the title.
export function ReplyClockTag({ item, now }: { item: Pick<CareItem, 'status' | 'closed' | 'replyDueAt'>; now: Date }) {
  const ct = useCareText();
  const clock = replyClock(item, now);
  if (!clock) return <span title={ct('clock.due', { time: formatDateTime(item.replyDueAt, 'YYYY-MM-DD HH:mm') })}>{ct('clock.none')}</span>;
  return (
    <Tag color={clock.state === 'overdue' ? 'error' : 'warning'} title={ct('clock.due', { time: formatDateTime(item.replyDueAt, 'YYYY-MM-DD HH:mm') })}>
      {ct(clock.state === 'overdue' ? 'clock.overdue' : 'clock.within', { time: clockTime(ct, clock.minutes) })}
    </Tag>
  );
}
