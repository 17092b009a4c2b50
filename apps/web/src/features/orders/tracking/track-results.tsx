import type { TrackResult } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light-controls';
import { ApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import type { useTrack } from '../api/track-api';
import { OrderShipment } from '../components/order-shipment';
import { StatusPill } from '../components/status-pill';
import { placeName, useTransportLabel } from '../order-display';
import styles from './track-result.module.css';
import { TrackingTimeline } from './tracking-timeline';

// One order found: number, status, route, transport, pieces, then its timeline. No names,
// phones or amounts: the lookup answers none.
function TrackCard({ result }: { result: TrackResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const transportLabel = useTransportLabel();
  const headingId = `track-${result.orderNo}`;
  const facts = [
    { key: 'from', label: t('order-pages.tracking.from'), value: placeName(result.startCity, locale) },
    { key: 'to', label: t('order-pages.tracking.to'), value: placeName(result.destCity, locale) },
    { key: 'transport', label: t('orders.field.transportType'), value: transportLabel(result.transportType) },
    { key: 'pieces', label: t('order-pages.tracking.pieces'), value: String(result.totalNum) },
  ].filter((fact) => fact.value);
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.orderNo}>
          {result.orderNo}
        </h2>
        <StatusPill status={result.status} />
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <OrderShipment shipment={result.shipment} />
      <TrackingTimeline events={result.events} label={t('order-pages.tracking.timeline', { orderNo: result.orderNo })} />
    </section>
  );
}

// Whether trying the same lookup again may help: the request got no answer, or the server
// failed (codes 500–599; business codes are 1_000_000 and up). A refusal (no such order, too
// many lookups) is said as the server says it.
export function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code === null) return true;
  return error.code >= 500 && error.code < 600;
}

// What a lookup found: the orders, or why there is none (with Retry when trying again may help).
export function TrackResults({ no, lookup }: { no: string | undefined; lookup: ReturnType<typeof useTrack> }) {
  const { t } = useTranslation();
  if (!no) return null;
  if (lookup.isError && retryable(lookup.error)) {
    return (
      <div className={styles.failed} role="alert">
        <span>{t('order-pages.tracking.failed')}</span>
        <Button onClick={() => void lookup.refetch()} loading={lookup.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (lookup.isError || lookup.data?.list.length === 0) {
    const refusal = lookup.error instanceof ApiError ? lookup.error.message : '';
    return (
      <p className={styles.message} role="status">
        {refusal || t('order-pages.tracking.notFound', { no })}
      </p>
    );
  }
  if (!lookup.data) return null;
  const { list } = lookup.data;
  return (
    <div className={styles.results}>
      {list.length > 1 ? (
        <p className={styles.count} role="status">
          {t('order-pages.tracking.results', { count: list.length })}
        </p>
      ) : null}
      {list.map((result) => (
        <TrackCard key={result.orderNo} result={result} />
      ))}
    </div>
  );
}
