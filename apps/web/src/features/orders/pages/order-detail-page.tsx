import type { OrderDetail as Order } from '@portal/contracts/order';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyLoadError, LazyNotFound } from '../../../components/lazy-load-error';
import { PageLoading } from '../../../components/page-loading';
import { PlainCard } from '../../../components/plain-card';
import { ApiError } from '../../../lib/api-error';
import { useDeferredRows } from '../../../lib/use-deferred-rows';
import { POSTED_LIST } from '../actions/order-paths';
import { orderDetailQuery } from '../api/order-api';
import { OrderDetail } from '../detail/order-detail';

// /jiedao/jd-orderdetail?id=; `extra` gives blocks of other product areas for the loaded order.
export function OrderDetailPage({ extra }: { extra?: (order: Order) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  // Silent: this page says itself that the order is not there, or could not be loaded.
  const order = useQuery({ ...orderDetailQuery(id ?? 0, { silent: true }), enabled: id !== undefined });
  // The order's sections are drawn in slices (lib/use-deferred-rows.ts).
  const { shown } = useDeferredRows(order.data);

  // Another member's order answers as a missing one does.
  const missing = id === undefined || (order.error instanceof ApiError && order.error.is('ORDER_NOT_FOUND'));
  if (missing) {
    return (
      <PlainCard>
        <LazyNotFound
          title={t(id === undefined ? 'order-pages.detail.noId' : 'order-pages.detail.notFound')}
          extra={
            <Button type="primary" onClick={() => void navigate(POSTED_LIST)}>
              {t('order-pages.detail.back')}
            </Button>
          }
        />
      </PlainCard>
    );
  }
  if (order.isError) {
    return (
      <PlainCard>
        <LazyLoadError onRetry={() => void order.refetch()} retrying={order.isFetching} />
      </PlainCard>
    );
  }
  if (!shown) return <PageLoading />;
  return <OrderDetail order={shown} extra={extra?.(shown)} />;
}
