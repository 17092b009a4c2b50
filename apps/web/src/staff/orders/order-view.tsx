import { Button, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../components/copy-button';
import { LoadError } from '../../components/load-error';
import { OrderStatusTag } from '../../components/order-status-tag';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-error';
import { STAFF_BASE } from '../staff-routes';
import { useStaffTitle } from '../staff-title';
import { isMoveKey, useDeskFocus, useDeskKeys } from './desk-keys';
import { FlagDialog } from './flag-dialog';
import { lastList } from './list-memory';
import { MoveDialog } from './move-dialog';
import { OrderSections } from './order-view-sections';
import { useStaffOrder } from './staff-orders-api';
import styles from './order-view.module.css';

const ID = /^[1-9]\d{0,15}$/;

// One order as the desk reads it (GET /admin-api/order/get): what the member entered, its
// tracking, fees, files, exceptions, refunds, cargo control, receipt and what staff did; the
// move it may take next, the flag, and the warehouse desk's receiving and exceptions. Esc goes
// back to the list.
export function OrderView() {
  const { id } = useParams();
  if (!id || !ID.test(id)) return <Missing />;
  return <OrderViewOf id={Number(id)} />;
}

function Missing() {
  const { t } = useTranslation();
  useStaffTitle('orders');
  return (
    <Result
      status="404"
      title={<h1 className={styles.missing}>{t('staff.desk.view.missing')}</h1>}
      extra={
        <Link to={`${STAFF_BASE}/orders`} className={styles.link}>
          {t('staff.desk.view.back')}
        </Link>
      }
    />
  );
}

function OrderViewOf({ id }: { id: number }) {
  const { t } = useTranslation();
  useStaffTitle('orders');
  const navigate = useNavigate();
  const focusScan = useDeskFocus();
  const query = useStaffOrder(id);
  const order = query.data;
  const [panel, setPanel] = useState<'move' | 'flag' | null>(null);
  const toList = () => {
    const list = lastList();
    void navigate(list.path, { state: list.state });
  };
  const closePanel = () => {
    setPanel(null);
    focusScan();
  };

  useDeskKeys((event) => {
    if (event.key === 'Escape' && panel === null) {
      event.preventDefault();
      toList();
    } else if (isMoveKey(event) && order?.nextStatus != null) {
      event.preventDefault();
      setPanel('move');
    }
  });

  if (query.isPending) return <PageLoading />;
  if (query.isError || !order) {
    if (query.error instanceof ApiError && query.error.is('ORDER_NOT_FOUND')) return <Missing />;
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const warehouse = `/admin/warehouse?order=${encodeURIComponent(order.orderNo)}`;

  return (
    <article aria-labelledby="staff-order-title" className={styles.view}>
      <header className={styles.head}>
        <h1 id="staff-order-title" className={styles.title}>
          {t('staff.desk.view.title', { orderNo: order.orderNo })}
        </h1>
        <CopyButton text={order.orderNo} label={t('staff.desk.view.copy')} />
        <OrderStatusTag status={order.status} label={t(`staff.orders.statusNames.${order.status}`)} />
        {order.flagged ? <Tag color="error">{t('staff.orders.flaggedMark')}</Tag> : null}
      </header>
      <Space wrap size={8} className={styles.actions}>
        {order.nextStatus !== null ? (
          <Button type="primary" onClick={() => setPanel('move')} title="Alt+M">
            {t('staff.desk.view.move', { to: t(`staff.orders.statusNames.${order.nextStatus}`) })}
          </Button>
        ) : null}
        <Button onClick={() => setPanel('flag')}>{t(order.flagged ? 'staff.desk.view.unflag' : 'staff.desk.view.flag')}</Button>
        {order.lotAllowed || order.receiptAllowed ? (
          <Link to={warehouse} className={styles.linkButton}>
            {t('staff.desk.view.receive')}
          </Link>
        ) : null}
        <Link to={`${warehouse}&raise=1`} className={styles.linkButton}>
          {t('staff.desk.view.raise')}
        </Link>
        <Link to={`${STAFF_BASE}/orders?memberId=${order.memberId}`} state={{ memberLabel: order.shipper.nickname }} className={styles.linkButton}>
          {t('staff.desk.view.shipperOrders')}
        </Link>
        <Button onClick={toList}>{t('staff.desk.view.back')}</Button>
      </Space>
      <OrderSections order={order} />
      {panel === 'move' && order.nextStatus !== null ? <MoveDialog order={{ id: order.id, orderNo: order.orderNo, nextStatus: order.nextStatus }} onClose={closePanel} /> : null}
      {panel === 'flag' ? <FlagDialog order={order} onClose={closePanel} /> : null}
    </article>
  );
}
