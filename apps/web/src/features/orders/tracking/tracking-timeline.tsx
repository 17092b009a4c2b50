import type { OrderAbnormalEntry } from '@portal/contracts/abnormal';
import type { TrackingEvent } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../../../lib/order-status-tone';
import { formatEventTime, newestFirst } from './event-time';
import styles from './tracking-timeline.module.css';

type Entry =
  | { kind: 'event'; time: string; event: TrackingEvent }
  | { kind: 'abnormal'; time: string; item: OrderAbnormalEntry; step: OrderAbnormalEntry['steps'][number] };

// An order's tracking events, newest first (the current step marked), each with its status,
// time, place and note. Shared by the order detail and the lookup pages; no personal data is
// in an event. The order detail (its shipper only) also passes the order's abnormal items,
// whose steps join the timeline; the public lookup never has them.
export function TrackingTimeline({ events, abnormal = [], label }: { events: readonly TrackingEvent[]; abnormal?: readonly OrderAbnormalEntry[]; label: string }) {
  const { t } = useTranslation();
  const entries: Entry[] = [
    ...events.map((event): Entry => ({ kind: 'event', time: event.time, event })),
    ...abnormal.flatMap((item) => item.steps.map((step): Entry => ({ kind: 'abnormal', time: step.time, item, step }))),
  ];
  if (entries.length === 0) return <p className={styles.empty}>{t('order-pages.tracking.noEvents')}</p>;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {newestFirst(entries).map((entry, index) => (
        <li
          key={`${index}-${entry.time}`}
          className={`${styles.event} ${index === 0 ? styles.current : ''}`}
          aria-current={index === 0 ? 'step' : undefined}
        >
          <span className={`${styles.dot} ${styles[entry.kind === 'event' ? STATUS_TONE[entry.event.status] : 'waiting']}`} aria-hidden />
          <div className={styles.head}>
            <span className={styles.status}>
              {entry.kind === 'event'
                ? t(`orders.status.${entry.event.status}`)
                : t('abnormal.order.timeline', { type: t(`abnormal.type.${entry.item.type}`), step: t(`abnormal.step.${entry.step.kind}`) })}
            </span>
            <time className={styles.time} dateTime={entry.time}>
              {formatEventTime(entry.time)}
            </time>
          </div>
          {entry.kind === 'event' && entry.event.place ? <div className={styles.place}>{entry.event.place}</div> : null}
          {entry.kind === 'event' && entry.event.note ? <div className={styles.note}>{entry.event.note}</div> : null}
          {entry.kind === 'abnormal' && entry.step.action && entry.step.kind === 'handled' ? <div className={styles.note}>{t(`abnormal.action.${entry.step.action}`)}</div> : null}
        </li>
      ))}
    </ol>
  );
}
