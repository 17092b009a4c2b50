import { WarningOutlined } from '@ant-design/icons';
import type { OrderListItem } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardFields } from '../../../components/card-fields';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import styles from '../../../components/row-cards.module.css';
import { RelativeTime } from '../../../components/relative-time';
import { useLocale } from '../../../lib/i18n';
import { useDeferredRows } from '../../../lib/use-deferred-rows';
import { detailPath } from '../actions/order-paths';
import { StatusPill } from '../components/status-pill';
import { routeText, useTransportLabel } from '../order-display';
import { formatKg, formatM3 } from '../units';
import { OrderRowActions } from './order-row-actions';
import type { OrderRowsProps } from './order-rows';

// An order list on a phone: a card per order — its number (to the detail) and status, then its
// fields one under the other, a tick box for printing the selection, the actions at the foot.
// Plain elements, no antd Table: a phone's first visit loads and renders much less, and nothing
// scrolls sideways (docs/web.md, "A list page").
export function OrderCards({ role, rows: given, loading: fetching, load, emptyText, selected, onSelect }: OrderRowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const transportLabel = useTransportLabel();
  const { shown, pending } = useDeferredRows(given);
  const rows = shown ?? [];
  const loading = fetching || pending;

  if (load.failed) return <LazyLoadError onRetry={load.onRetry} retrying={loading} />;
  if (rows.length === 0) return loading ? <TableLoading /> : <p className={styles.empty}>{emptyText}</p>;

  const toggle = (id: number, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  const fields = (order: OrderListItem) =>
    [
      ['marks', t('orders.field.marks'), order.marks],
      ['transport', t('orders.field.transportType'), transportLabel(order.transportType)],
      ['route', t('order-pages.list.route'), routeText(order.startWarehouse, order.destCity ?? order.destWarehouse, locale)],
      ['party', role === 'posted' ? t('orders.field.consignee') : t('order-pages.list.shipper'), role === 'posted' ? order.consigneeName : order.consignorName],
      ['pieces', t('order-pages.list.pieces'), String(order.receivedCartons ?? order.totalNum)],
      ['weight', t('orders.field.weight'), formatKg(order.totalWeight, locale)],
      ['volume', t('orders.field.volume'), formatM3(order.totalVolume, locale)],
      ['createTime', t('orders.field.createTime'), <RelativeTime value={order.createTime} />],
    ] as const;

  return (
    <ul className={styles.list} aria-busy={loading}>
      {rows.map((order) => (
        <li key={order.id} className={styles.card} aria-label={order.orderNo}>
          <div className={styles.head}>
            <input
              type="checkbox"
              className={styles.tick}
              aria-label={t('order-pages.list.selectOf', { orderNo: order.orderNo })}
              checked={selected.includes(order.id)}
              onChange={(event) => toggle(order.id, event.target.checked)}
            />
            <Link to={detailPath(order.id)} className={styles.name}>
              {order.orderNo}
            </Link>
            {order.flagged ? (
              <WarningOutlined role="img" aria-label={t('order-pages.list.flagged')} title={t('order-pages.list.flagged')} style={{ color: '#b45309' }} />
            ) : null}
            <StatusPill status={order.status} />
          </div>
          <CardFields fields={fields(order)} />
          <div className={styles.actions}>
            <OrderRowActions order={order} role={role} />
          </div>
        </li>
      ))}
    </ul>
  );
}
