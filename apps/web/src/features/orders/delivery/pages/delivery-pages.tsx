import { orderAllows } from '@portal/contracts/order-flow';
import { REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/system';
import { Button, Card, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { useOrder } from '../../api/order-api';
import { DeliveryForm } from '../components/delivery-form';
import { useCurrentUser } from '../../../../lib/current-user';
import { useRealName } from '../delivery-api';
import { fromOrder, newOrderValues, ownConsignor } from '../delivery-values';

// The two pages of the shipping form share one module, so the router loads them as one chunk
// and the libraries only the form needs (date picker, steps) stay in it instead of moving to
// the chunk every member page loads.

const isTransportType = (value: string | null): value is TransportType => (TRANSPORT_TYPES as readonly (string | null)[]).includes(value);

// /jiedao/jd-delivery?tranfId=<transport type>: a new order (sea LCL when the type is missing).
// The consignor starts as the member (their profile, and their verified name).
export function DeliveryPage() {
  const [params] = useSearchParams();
  const transfer = params.get('tranfId');
  const profile = useCurrentUser();
  const certified = profile.data?.realNameStatus === REAL_NAME_STATUS.certified;
  const realName = useRealName(certified);
  const initial = useMemo(
    () => newOrderValues(isTransportType(transfer) ? transfer : '1', profile.data ? ownConsignor(profile.data, realName.data?.name) : undefined),
    [transfer, profile.data, realName.data?.name],
  );
  if (profile.isPending || (certified && realName.isPending)) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  // Another transport picked from the sidebar starts a new form.
  return <DeliveryForm key={transfer ?? ''} initial={initial} />;
}

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

// /jiedao/jd-deliveryedit?id=: the shipping form on a saved order, while its status allows
// editing (order-flow.ts); otherwise a note and the way to the order.
export function DeliveryEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const { data: order, isPending, isError, isFetching, refetch } = useOrder(id);
  const initial = useMemo(() => (order ? fromOrder(order) : undefined), [order]);

  if (id === undefined) return <Result status="404" title={t('delivery.edit.missing')} />;
  if (isPending) return <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>;
  if (isError) return <Card><LoadError onRetry={() => void refetch()} retrying={isFetching} /></Card>;
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
