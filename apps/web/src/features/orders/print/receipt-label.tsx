import type { OrderDetail } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatKg, formatM3 } from '../units';
import { Code128 } from './code128';
import { placeName } from '../order-display';
import styles from './print.module.css';
import { TrackingQr, intlTag, joined, type PrintContext } from './sheet-parts';

// The warehouse receipt as a 100 × 150 mm carton label: read at arm's length, so few things,
// large. Figures as received, or as declared before the warehouse has the cargo.
export function ReceiptLabel({ order, ctx }: { order: OrderDetail; ctx: PrintContext }) {
  const { t } = useTranslation();
  const { locale } = ctx;
  const tag = intlTag(locale);
  const { receipt } = order;
  const phone = order.consignee.phone ? joined([order.consignee.areaCode && `+${order.consignee.areaCode}`, order.consignee.phone], ' ') : '';
  const figures = [
    [t('orders.field.cartons'), String(receipt?.cartons ?? order.totalNum)],
    [t('orders.field.weight'), formatKg(receipt?.weight ?? order.totalWeight, tag)],
    [t('orders.field.volume'), formatM3(receipt?.volume ?? order.totalVolume, tag)],
  ] as const;
  return (
    <article className={styles.label} aria-label={`${t('order-print.title.label')} ${order.orderNo}`}>
      <header className={styles.labelHead}>
        <strong>{t('order-print.company')}</strong>
        <strong>{order.transportType ? ctx.transportName(order.transportType) : ''}</strong>
      </header>
      <Code128 value={order.orderNo} label={t('order-print.barcode', { orderNo: order.orderNo })} className={styles.labelBars} />
      <div className={styles.labelNo}>{order.orderNo}</div>
      <div className={styles.labelBlock}>
        <small>{t('orders.field.marks')}</small>
        <div className={styles.labelMarks}>{order.marks || '—'}</div>
      </div>
      <div className={styles.labelBlock}>
        <small>{t('order-print.destination')}</small>
        <div className={styles.labelDest}>{joined([placeName(order.destCountry, locale), placeName(order.destCity, locale)], ' · ') || '—'}</div>
        <div>{placeName(order.destWarehouse, locale)}</div>
      </div>
      <dl className={styles.labelFigures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.labelFoot}>
        <div>
          <small>{t('orders.role.consignee')}</small>
          <strong>{joined([order.consignee.name, phone], '  ')}</strong>
          <small>{t('orders.field.inTime')}</small>
          <div>{receipt ? formatDateTime(receipt.inTime, 'YYYY-MM-DD HH:mm') : t('order-print.notReceived')}</div>
        </div>
        <TrackingQr order={order} ctx={ctx} size={110} />
      </div>
    </article>
  );
}
