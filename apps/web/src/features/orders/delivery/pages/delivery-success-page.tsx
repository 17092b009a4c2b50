import { CheckCircleFilled, CopyOutlined, WarningFilled } from '@ant-design/icons';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LazyLoadError, LazyNotFound } from '../../../../components/lazy-load-error';
import { PageLoading } from '../../../../components/page-loading';
import { copyText } from '../../../../lib/copy-text';
import { useOrder } from '../../api/order-api';
import { StatusPill } from '../../components/status-pill';
import { printHref } from '../../print/print-params';
import styles from './delivery-success.module.css';

// /jiedao/jd-deliverysuccess?id=: the order just submitted, its number, and what to do next:
// print the lading bill, track it, open it, or ship another. Plain elements and antd's Button
// only: nothing beyond what a list page loads (docs/web.md, "The shipping form on a phone").
export function DeliverySuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: order, isPending, isError, isFetching, refetch } = useOrder(valid ? id : undefined);

  if (!valid) return <LazyNotFound title={t('delivery.edit.missing')} />;
  if (isPending) return <PageLoading />;
  if (isError) return <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} />;

  const draft = order.status === ORDER_STATUS.draft;
  const go = (path: string) => () => void navigate(path);
  return (
    <section className={styles.card}>
      <CheckCircleFilled aria-hidden className={styles.icon} />
      <h1 className={styles.title}>{t(draft ? 'delivery.success.draftTitle' : 'delivery.success.title')}</h1>
      <div className={styles.sub}>
        <span>
          {t('orders.field.orderNo')}: <span className={styles.orderNo}>{order.orderNo}</span>{' '}
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined aria-hidden />}
            aria-label={`${t('delivery.success.copy')} ${order.orderNo}`}
            title={t('delivery.success.copy')}
            onClick={() => void copyText(order.orderNo)}
          />
        </span>
        <StatusPill status={order.status} />
      </div>
      <div className={styles.actions}>
        {draft ? null : (
          <Button type="primary" onClick={go(printHref('lading-bill', [order.id]))}>
            {t('delivery.success.print')}
          </Button>
        )}
        {draft ? null : <Button onClick={go(`/jiedao/jd-logistics?no=${encodeURIComponent(order.orderNo)}`)}>{t('orders.action.track')}</Button>}
        <Button onClick={go(`/jiedao/jd-orderdetail?id=${order.id}`)}>{t('delivery.success.view')}</Button>
        <Button onClick={go(`/jiedao/jd-delivery?tranfId=${order.transportType ?? '1'}`)}>{t('delivery.success.another')}</Button>
      </div>
      {order.flags.length > 0 ? (
        <div className={styles.flags} role="alert">
          <h2>
            <WarningFilled aria-hidden style={{ color: '#faad14', marginInlineEnd: 8 }} />
            {t('delivery.review.flagged')}
          </h2>
          <ul>
            {order.flags.map((flag) => (
              <li key={`${flag.line}-${flag.prodAttrId}`}>{t('delivery.success.flag', { line: flag.line + 1, reason: flag.reason })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
