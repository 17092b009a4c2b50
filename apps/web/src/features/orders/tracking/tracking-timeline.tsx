import type { TrackingEvent } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../order-display';
import { formatEventTime, newestFirst } from './event-time';
import styles from './tracking-timeline.module.css';

// An order's tracking events, newest first (the current step marked), each with its status,
// time, place and note. Shared by the order detail and the lookup pages; no personal data is
// in an event.
export function TrackingTimeline({ events, label }: { events: readonly TrackingEvent[]; label: string }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className={styles.empty}>{t('order-pages.tracking.noEvents')}</p>;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {newestFirst(events).map((event, index) => (
        <li
          key={`${index}-${event.time}`}
          className={`${styles.event} ${index === 0 ? styles.current : ''}`}
          aria-current={index === 0 ? 'step' : undefined}
        >
          <span className={`${styles.dot} ${styles[STATUS_TONE[event.status]]}`} aria-hidden />
          <div className={styles.head}>
            <span className={styles.status}>{t(`orders.status.${event.status}`)}</span>
            <time className={styles.time} dateTime={event.time}>
              {formatEventTime(event.time)}
            </time>
          </div>
          {event.place ? <div className={styles.place}>{event.place}</div> : null}
          {event.note ? <div className={styles.note}>{event.note}</div> : null}
        </li>
      ))}
    </ol>
  );
}
