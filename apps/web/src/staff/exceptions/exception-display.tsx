import { ABNORMAL_STATUS, type AbnormalStatus, type StaffAbnormalItem } from '@portal/contracts/abnormal';
import { Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { exceptionAge } from './exception-age';
import type { ExceptionsText } from './exceptions-texts';
import styles from './exceptions.module.css';

// How the desk shows an item's status and age.

const STATUS_COLOR: Record<AbnormalStatus, string> = {
  [ABNORMAL_STATUS.toHandle]: 'default',
  [ABNORMAL_STATUS.finished]: 'success',
  [ABNORMAL_STATUS.disputed]: 'processing',
};

// Awaiting our answer: a member's open dispute or claim.
export const awaitingUs = (item: Pick<StaffAbnormalItem, 'status'>) => item.status === ABNORMAL_STATUS.disputed;

export function statusText(et: ExceptionsText, item: Pick<StaffAbnormalItem, 'status' | 'claim'>): string {
  return item.claim && awaitingUs(item) ? et('status.claim') : et(`status.${item.status}`);
}

export function ExceptionStatus({ item, et }: { item: Pick<StaffAbnormalItem, 'status' | 'claim'>; et: ExceptionsText }) {
  return (
    <Tag color={STATUS_COLOR[item.status]} className={styles.wrapTag}>
      {statusText(et, item)}
    </Tag>
  );
}

export function ageText(et: ExceptionsText, createTime: string, now: number): string {
  const age = exceptionAge(createTime, now);
  if (age.unit === 'minutes') return et('age.minutes', { minutes: age.minutes });
  if (age.unit === 'hours') return et('age.hours', { hours: age.hours });
  return et('age.days', { days: age.days, hours: age.hours });
}

// The age as of when the row was drawn, the time it was raised on hover.
export function ExceptionAgeText({ createTime, et }: { createTime: string; et: ExceptionsText }) {
  const [now] = useState(Date.now);
  return (
    <time dateTime={createTime} title={formatDateTime(createTime)}>
      {ageText(et, createTime, now)}
    </time>
  );
}
