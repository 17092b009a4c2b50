import { orderAllows } from '@portal/contracts/order-flow';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/statuses';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyLoadError } from '../../../../components/lazy-load-error';
import { useOrder } from '../../api/order-api';
import { DeliveryForm, type SavedOrder } from '../components/delivery-form';
import { fromOrder } from '../delivery-values';
import { useNewOrderStart } from '../use-quote-prefill';

// The two pages of the shipping form share one module, so the router loads them as one chunk
// and the libraries only the form needs (date picker, steps) stay in it instead of moving to
// the chunk every member page loads.

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
  if (start.pending) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
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
  if (id === undefined) return <Result status="404" title={t('delivery.edit.missing')} />;
  return <SavedOrderForm id={id} />;
}

function SavedOrderForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: order, isPending, isError, isFetching, refetch } = useOrder(id);
  const initial = useMemo(() => (order ? fromOrder(order) : undefined), [order]);

  if (isPending) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (isError) return <Card><LazyLoadError onRetry={() => void refetch()} retrying={isFetching} /></Card>;
  if (!orderAllows('edit', order.status) || order.viewerRole !== 'shipper' || !initial) {
    return (
      <Result
        status="info"
        title={t('delivery.edit.notAllowed', { orderNo: order.orderNo, status: t(`orders.status.${order.status}`) })}
        extra={
          <Button type="primary" onClick={() => void navigate(`/jiedao/jd-orderdetail?id=${order.id}`)}>
            {t('delivery.edit.view')}
          </Button>
        }
      />
    );
  }
  return <DeliveryForm key={order.id} initial={initial} saved={{ id: order.id, orderNo: order.orderNo, status: order.status }} />;
}
