import { orderAllows } from '@portal/contracts/order-flow';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/statuses';
import { Alert, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazyLoadError, LazyNotFound } from '../../../../components/lazy-load-error';
import { PlainCard } from '../../../../components/plain-card';
import { useOrder } from '../../api/order-api';
import { DeliveryForm, type SavedOrder } from '../components/delivery-form';
import { fromOrder } from '../delivery-values';
import { useNewOrderStart } from '../use-quote-prefill';

// The two pages of the shipping form share one module, so the router loads them as one chunk
// and the libraries only the form needs (date picker, steps) stay in it instead of moving to
// the chunk every member page loads. antd's Card and Result are not on the form's first load
// (docs/decisions.md, "The shipping form on a phone within the budget").
const EditNotAllowed = lazy(() => import('./edit-not-allowed').then((module) => ({ default: module.EditNotAllowed })));

const isTransportType = (value: string | null): value is TransportType => (TRANSPORT_TYPES as readonly (string | null)[]).includes(value);

// /jiedao/jd-delivery?tranfId=<transport type>: a new order (sea LCL when the type is missing);
// with &from=quote&…, filled in from a price quote (quote-values.ts); the consignor starts as
// the member. Once its draft is saved the URL names it (`&id=`), so a reload or a shared link
// reopens the draft; the form on screen stays as it is (same step, nothing reloaded).
export function DeliveryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const transfer = params.get('tranfId');
  const id = idOf(params.get('id'));
  // The draft this form saved: its id in the URL is this form, not one to load.
  const [ownDraft, setOwnDraft] = useState<number>();
  const start = useNewOrderStart(params, isTransportType(transfer) ? transfer : '1');
  const onDraftSaved = (saved: SavedOrder) => {
    // Known as this form's draft before the URL names it: the router renders a URL change at
    // once, and the page must not take the new id for a draft to load.
    flushSync(() => setOwnDraft(saved.id));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', String(saved.id));
        return next;
      },
      { replace: true },
    );
  };
  if (id !== undefined && id !== ownDraft) return <SavedOrderForm id={id} />;
  if (start.pending) return <PlainCard><Skeleton active paragraph={{ rows: 8 }} /></PlainCard>;
  // Another transport picked from the sidebar starts a new form.
  return (
    <>
      {start.fromQuote || start.invalidQuote ? (
        <Alert type={start.fromQuote ? 'info' : 'warning'} showIcon title={t(start.fromQuote ? 'delivery.quote.filled' : 'delivery.quote.invalid')} style={{ marginBottom: 16 }} />
      ) : null}
      <DeliveryForm key={transfer ?? ''} initial={start.initial} onDraftSaved={onDraftSaved} />
    </>
  );
}

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

// /jiedao/jd-deliveryedit?id=: the shipping form on a saved order, while its status allows
// editing (order-flow.ts); otherwise a note and the way to the order.
export function DeliveryEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  if (id === undefined) return <LazyNotFound title={t('delivery.edit.missing')} />;
  return <SavedOrderForm id={id} />;
}

function SavedOrderForm({ id }: { id: number }) {
  const { data: order, isPending, isError, isFetching, refetch } = useOrder(id);
  const initial = useMemo(() => (order ? fromOrder(order) : undefined), [order]);

  if (isPending) return <PlainCard><Skeleton active paragraph={{ rows: 8 }} /></PlainCard>;
  if (isError) return <PlainCard><LazyLoadError onRetry={() => void refetch()} retrying={isFetching} /></PlainCard>;
  if (!orderAllows('edit', order.status) || order.viewerRole !== 'shipper' || !initial) {
    return (
      <Suspense fallback={null}>
        <EditNotAllowed order={order} />
      </Suspense>
    );
  }
  return <DeliveryForm key={order.id} initial={initial} saved={{ id: order.id, orderNo: order.orderNo, status: order.status }} />;
}
