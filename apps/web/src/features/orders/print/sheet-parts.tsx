import type { Locale } from '@portal/contracts/locale';
import type { OrderDetail, OrderParty } from '@portal/contracts/order';
import { goodsTableTotals } from '@portal/contracts/order-totals';
import { QRCode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKg, formatM3 } from '../units';
import { Code128 } from './code128';
import styles from './print.module.css';
import { formatMinor } from '../../../lib/money';

// The pieces both A4 documents share, laid out like the server's PDF of them
// (apps/server/src/modules/orders/documents/parts.ts).

export interface PrintContext {
  locale: Locale;
  transportName: (code: string) => string;
  unitName: (code: string) => string;
  contact: { phone: string | null; email: string | null };
  // The public tracking page of an order (the QR code opens it).
  trackingUrl: (orderNo: string) => string;
}

export interface Field {
  label: string;
  value: ReactNode;
  span?: number;
}

export const intlTag = (locale: Locale) => locale.replace('_', '-');
export const joined = (parts: readonly (string | null | undefined | false)[], separator = ', ') => parts.filter(Boolean).join(separator);

export function SheetHeader({ title, ctx }: { title: string; ctx: PrintContext }) {
  const { t } = useTranslation();
  const contact = joined([ctx.contact.phone && `${t('order-print.servicePhone')} ${ctx.contact.phone}`, ctx.contact.email], '   ');
  return (
    <header className={styles.header}>
      <div>
        <div className={styles.company}>{t('order-print.company')}</div>
        {contact && <div className={styles.muted}>{contact}</div>}
      </div>
      <h2 className={styles.title}>{title}</h2>
    </header>
  );
}

export function TrackingQr({ order, ctx, size }: { order: OrderDetail; ctx: PrintContext; size: number }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.qr}>
      <QRCode type="svg" value={ctx.trackingUrl(order.orderNo)} size={size} bordered={false} role="img" aria-label={t('order-print.qr')} />
      <figcaption className={styles.muted}>{t('order-print.scanToTrack')}</figcaption>
    </figure>
  );
}

// Barcode and number, the shipping mark and transport, the tracking QR code.
export function CodesRow({ order, ctx }: { order: OrderDetail; ctx: PrintContext }) {
  const { t } = useTranslation();
  const transport = joined([order.transportType && ctx.transportName(order.transportType), order.orderType && t(`orders.orderType.${order.orderType}`)], ' · ');
  return (
    <div className={styles.codes}>
      <div className={styles.barcode}>
        <Code128 value={order.orderNo} label={t('order-print.barcode', { orderNo: order.orderNo })} className={styles.bars} />
        <strong>{order.orderNo}</strong>
      </div>
      <dl className={styles.facts}>
        <dt>{t('orders.field.marks')}</dt>
        <dd className={styles.marks}>{order.marks || '—'}</dd>
        <dt>{t('orders.field.transportType')}</dt>
        <dd>{transport || '—'}</dd>
      </dl>
      <TrackingQr order={order} ctx={ctx} size={96} />
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

export function Fields({ fields, columns }: { fields: readonly Field[]; columns: number }) {
  return (
    <dl className={styles.fields} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
      {fields.map((field) => (
        <div key={field.label} style={{ gridColumn: `span ${Math.min(field.span ?? 1, columns)}` }}>
          <dt>{field.label}</dt>
          <dd>{field.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function partyText(party: OrderParty): string {
  const phone = party.phone ? joined([party.areaCode && `+${party.areaCode}`, party.phone], ' ') : '';
  return joined([party.name, party.nameEn, party.company, phone, party.email], '\n');
}

export function Parties({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Fields
      columns={2}
      fields={[
        { label: t('orders.role.shipper'), value: partyText(order.consignor) },
        { label: t('orders.role.consignee'), value: partyText(order.consignee) },
      ]}
    />
  );
}

// The lines as declared, their declared total, and what the warehouse measured once it has the
// cargo: two labelled rows, never one mixed "total" (contracts' goodsTableTotals).
export function GoodsTable({ order, ctx, withWorth }: { order: OrderDetail; ctx: PrintContext; withWorth: boolean }) {
  const { t } = useTranslation();
  const tag = intlTag(ctx.locale);
  const count = (n: number | null) => (n === null ? '' : new Intl.NumberFormat(tag).format(n));
  const { declared, measured } = goodsTableTotals(order);
  const footRow = (label: string, figures: { num: number; volume: number; weight: number }, worth: string) => (
    <tr>
      <td />
      <td colSpan={3}>{label}</td>
      <td className={styles.number}>{count(figures.num)}</td>
      <td />
      <td className={styles.number}>{formatM3(figures.volume, tag)}</td>
      <td className={styles.number}>{formatKg(figures.weight, tag)}</td>
      {withWorth && <td className={styles.number}>{worth}</td>}
    </tr>
  );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('order-print.lineNo')}</th>
          <th>{t('orders.field.proZh')}</th>
          <th>{t('orders.field.proEn')}</th>
          <th>{t('orders.field.material')}</th>
          <th className={styles.number}>{t('orders.field.num')}</th>
          <th className={styles.number}>{t('orders.field.quantity')}</th>
          <th className={styles.number}>{t('orders.field.volume')}</th>
          <th className={styles.number}>{t('orders.field.weight')}</th>
          {withWorth && <th className={styles.number}>{t('orders.field.worth')}</th>}
        </tr>
      </thead>
      <tbody>
        {order.goods.map((line, i) => (
          <tr key={line.id}>
            <td>{i + 1}</td>
            <td>{line.proZh}</td>
            <td>{line.proEn}</td>
            <td>{line.material}</td>
            <td className={styles.number}>{count(line.num)}</td>
            <td className={styles.number}>{joined([count(line.quantity), line.unit && ctx.unitName(line.unit)], ' ')}</td>
            <td className={styles.number}>{formatM3(line.volume, tag)}</td>
            <td className={styles.number}>{formatKg(line.weight, tag)}</td>
            {withWorth && <td className={styles.number}>{formatMinor(line.worth, order.currency, tag)}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {footRow(t('order-print.declaredTotal'), declared, formatMinor(declared.worth, order.currency, tag))}
        {measured && footRow(t('order-print.measuredTotal'), measured, '')}
      </tfoot>
    </table>
  );
}

export function Signatures({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.signatures}>
      {labels.map((label) => (
        <div key={label}>
          {label}
          <span>{t('order-print.signature.date')}</span>
        </div>
      ))}
    </div>
  );
}
