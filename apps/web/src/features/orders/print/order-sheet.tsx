import type { OrderDetail } from '@portal/contracts/order';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatKg, formatM3 } from '../units';
import { placeName } from '../order-display';
import styles from './print.module.css';
import { CodesRow, Fields, GoodsTable, Parties, Section, SheetHeader, Signatures, intlTag, joined, type Field, type PrintContext } from './sheet-parts';
import { formatMinor } from '../../../lib/money';

// The A4 documents: the bill of lading (the shipper's document of the whole order) and the
// warehouse receipt (what the warehouse received, or what was declared before that).

function useRouteFields(order: OrderDetail, ctx: PrintContext): { places: Field[]; address: Field } {
  const { t } = useTranslation();
  const { locale } = ctx;
  return {
    places: [
      { label: t('order-print.origin'), value: placeName(order.startCity, locale) },
      { label: t('orders.field.startWarehouse'), value: placeName(order.startWarehouse, locale) },
      { label: t('order-print.destination'), value: joined([placeName(order.destCountry, locale), placeName(order.destCity, locale)], ' · ') },
      { label: t('orders.field.destWarehouse'), value: placeName(order.destWarehouse, locale) },
      { label: t('orders.field.channel'), value: placeName(order.channel, locale) },
      { label: t('orders.field.submitTime'), value: formatDateTime(order.submitTime ?? order.createTime, 'YYYY-MM-DD HH:mm') },
    ],
    address: { label: t('order-print.deliveryAddress'), value: joined([order.deliveryaddress, order.addressdetail], ' '), span: 3 },
  };
}

export function LadingBillSheet({ order, ctx }: { order: OrderDetail; ctx: PrintContext }) {
  const { t } = useTranslation();
  const tag = intlTag(ctx.locale);
  const { places, address } = useRouteFields(order, ctx);
  const insured = order.isInsured ? joined([t('order-print.yes'), formatMinor(order.insuranceFee, order.currency, tag)], ' · ') : t('order-print.no');
  const title = t('order-print.title.lading-bill');
  return (
    <article className={styles.a4} aria-label={`${title} ${order.orderNo}`}>
      <SheetHeader title={title} ctx={ctx} />
      <CodesRow order={order} ctx={ctx} />
      <Section title={`${t('orders.role.shipper')} / ${t('orders.role.consignee')}`}>
        <Parties order={order} />
      </Section>
      <Section title={t('order-print.route')}>
        <Fields
          columns={3}
          fields={[
            ...places,
            address,
            { label: t('orders.field.deliveryDate'), value: order.deliveryDate },
            { label: t('orders.field.issuingMethod'), value: order.issuingMethod && t(`orders.issuingMethod.${order.issuingMethod}`), span: 2 },
          ]}
        />
      </Section>
      <Section title={t('order-print.goods')}>
        <GoodsTable order={order} ctx={ctx} withWorth />
      </Section>
      <Section title={t('order-print.terms')}>
        <Fields
          columns={3}
          fields={[
            { label: t('orders.field.customsType'), value: order.customsType && t(`orders.customsType.${order.customsType}`) },
            { label: t('orders.field.drawee'), value: order.drawee && t(`orders.drawee.${order.drawee}`) },
            { label: t('orders.field.isInsured'), value: insured },
            { label: t('orders.field.collectionProxy'), value: order.isCollection ? formatMinor(order.collectionProxy, order.currency, tag) : t('order-print.no') },
            { label: t('orders.field.packageType'), value: joined([order.packageType && t(`orders.packageType.${order.packageType}`), order.packageRemarks], ' · ') },
            { label: t('orders.field.remark'), value: order.remark, span: 3 },
          ]}
        />
      </Section>
      <Signatures labels={[t('order-print.signature.shipper'), t('order-print.signature.carrier')]} />
    </article>
  );
}

function receiptFields(order: OrderDetail, ctx: PrintContext, t: TFunction): Field[] {
  const tag = intlTag(ctx.locale);
  const { receipt } = order;
  if (!receipt) {
    return [
      { label: t('order-print.received'), value: t('order-print.notReceived'), span: 4 },
      { label: t('orders.field.cartons'), value: String(order.totalNum) },
      { label: t('orders.field.volume'), value: formatM3(order.totalVolume, tag) },
      { label: t('orders.field.weight'), value: formatKg(order.totalWeight, tag) },
      { label: t('order-print.warehouse'), value: placeName(order.startWarehouse, ctx.locale) },
    ];
  }
  return [
    { label: t('orders.field.cartons'), value: String(receipt.cartons) },
    { label: t('orders.field.volume'), value: formatM3(receipt.volume, tag) },
    { label: t('orders.field.weight'), value: formatKg(receipt.weight, tag) },
    { label: t('orders.field.size'), value: receipt.size },
    { label: t('order-print.warehouse'), value: placeName(receipt.warehouse ?? order.startWarehouse, ctx.locale) },
    { label: t('orders.field.inTime'), value: formatDateTime(receipt.inTime, 'YYYY-MM-DD HH:mm') },
    { label: t('orders.field.updateTime'), value: formatDateTime(receipt.updateTime, 'YYYY-MM-DD HH:mm'), span: 2 },
  ];
}

export function ReceiptSheet({ order, ctx }: { order: OrderDetail; ctx: PrintContext }) {
  const { t } = useTranslation();
  const { places, address } = useRouteFields(order, ctx);
  const title = t('order-print.title.receipt');
  return (
    <article className={styles.a4} aria-label={`${title} ${order.orderNo}`}>
      <SheetHeader title={title} ctx={ctx} />
      <CodesRow order={order} ctx={ctx} />
      <Section title={t('order-print.received')}>
        <Fields columns={4} fields={receiptFields(order, ctx, t)} />
      </Section>
      <Section title={`${t('orders.role.shipper')} / ${t('orders.role.consignee')}`}>
        <Parties order={order} />
      </Section>
      <Section title={t('order-print.route')}>
        <Fields columns={3} fields={[...places, address]} />
      </Section>
      <Section title={t('order-print.goods')}>
        <GoodsTable order={order} ctx={ctx} withWorth={false} />
      </Section>
      <Signatures labels={[t('orders.role.shipper'), t('order-print.signature.warehouse')]} />
    </article>
  );
}
