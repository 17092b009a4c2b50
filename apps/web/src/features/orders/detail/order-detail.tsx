import type { OrderDetail as Order } from '@portal/contracts/order';
import { claimAllowedFor } from '@portal/contracts/order-flow';
import { OPEN_REFUND_STATUSES } from '@portal/contracts/statuses';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-paint';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { useOrderRefunds } from '../money/money-api';
import { RefundState, RefundStateFailed } from '../money/refund-state';
import { useTransportLabel } from '../order-display';
import { TrackingTimeline } from '../tracking/tracking-timeline';
import { ClaimEntry } from './claim-entry';
import { detailSections } from './detail-fields';
import { OrderActionBar } from './order-action-bar';
import { ReceiptBlock } from './receipt-block';
import { OrderShipment } from '../components/order-shipment';

// The blocks drawn with antd's Table, List and Upload come after the header's and the fields'
// first paint (their code, with those libraries, is most of the page's weight on a phone:
// docs/web.md, "A detail page").
const GoodsTable = lazy(() => import('./goods-table').then((module) => ({ default: module.GoodsTable })));
const FeesBlock = lazy(() => import('../money/fees-block').then((module) => ({ default: module.FeesBlock })));
const AbnormalBlock = lazy(() => import('./abnormal-block').then((module) => ({ default: module.AbnormalBlock })));
const PackingFiles = lazy(() => import('./packing-files').then((module) => ({ default: module.PackingFiles })));

// A block's part drawn after the first paint, the room of a table kept meanwhile.
function Later({ children }: { children: ReactNode }) {
  return <AfterFirstPaint fallback={<TableLoading />}>{children}</AfterFirstPaint>;
}

// A card that is also a region named by its title.
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <PlainCard title={title}>{children}</PlainCard>
    </section>
  );
}

// Goods not accepted on the order's route: the lines the server flagged when the order was
// saved, and the warehouse's own flag with its reason.
function FlagsAlert({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.flags.length === 0 && !order.flagged) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('order-pages.detail.flagsTitle')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {order.flagReason ? <li>{t('order-pages.detail.flagByWarehouse', { reason: order.flagReason })}</li> : null}
          {order.flags.map((flag) => (
            <li key={`${flag.line}-${flag.prodAttrId}`}>
              {t('order-pages.detail.flagLine', { line: flag.line + 1, name: order.goods[flag.line]?.proEn ?? '', reason: flag.reason })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

// One order: its header (number, status, what a consignee should know, flags, actions), every
// field by section, the goods lines, the warehouse receipt, the tracking timeline and (for
// the shipper) the packing list. `extra`: blocks other product areas add (app/routes puts the
// cargo control section there), after the receipt.
export function OrderDetail({ order, extra }: { order: Order; extra?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const transportLabel = useTransportLabel();
  const sections = detailSections(order, { t, locale, transportLabel });
  const shipper = order.viewerRole === 'shipper';
  // Warehouse refunds are the shipper's: the latest application shows on the order.
  const refunds = useOrderRefunds(order.id, shipper);
  const latestRefund = refunds.data?.list[0];
  const refundOpen = latestRefund !== undefined && OPEN_REFUND_STATUSES.includes(latestRefund.status);
  return (
    <Flex vertical gap={16}>
      <PlainCard>
        <Flex vertical gap={12}>
          <Flex wrap align="center" gap={12}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
              {t('order-pages.detail.title', { orderNo: order.orderNo })}
            </Typography.Title>
            <OrderStatusTag status={order.status} label={t(`orders.status.${order.status}`)} />
          </Flex>
          {shipper ? null : <Alert type="info" showIcon title={t('orders.consigneeNotice')} />}
          <FlagsAlert order={order} />
          {latestRefund ? <RefundState refund={latestRefund} /> : null}
          {refunds.isError ? <RefundStateFailed onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} /> : null}
          <OrderActionBar order={order} refundOpen={refundOpen || refunds.isPending || refunds.isError} />
        </Flex>
      </PlainCard>
      <PlainCard bodyStyle={{ paddingTop: 8 }}>
        {sections.map((section) => (
          // A region per section, named by its title, so a screen reader can jump between them.
          <section key={section.key} aria-label={section.title}>
            <Descriptions
              title={section.title}
              items={section.rows.map((row) => ({ key: row.key, label: row.label, children: row.value }))}
              column={{ xs: 1, sm: 2, xl: 3 }}
              size="small"
              style={{ marginTop: 16 }}
            />
          </section>
        ))}
      </PlainCard>
      <Block title={t('order-pages.detail.sections.goods')}>
        <Later>
          <GoodsTable order={order} />
        </Later>
      </Block>
      <Block title={t('order-money.fees.title')}>
        <Later>
          <FeesBlock orderId={order.id} />
        </Later>
      </Block>
      <Block title={t('order-pages.detail.sections.receipt')}>
        <ReceiptBlock receipt={order.receipt} />
      </Block>
      <OrderShipment shipment={order.shipment} />
      {extra}
      <Block title={t('order-pages.detail.sections.events')}>
        <TrackingTimeline events={order.events} abnormal={order.abnormal} label={t('order-pages.tracking.timeline', { orderNo: order.orderNo })} />
      </Block>
      {shipper && (order.abnormal.length > 0 || claimAllowedFor(order.status)) ? (
        <Block title={t('abnormal.order.title')}>
          <Flex vertical gap={12}>
            <ClaimEntry order={order} />
            {order.abnormal.length > 0 ? (
              <Later>
                <AbnormalBlock items={order.abnormal} />
              </Later>
            ) : null}
          </Flex>
        </Block>
      ) : null}
      {shipper ? (
        <Block title={t('order-pages.detail.sections.files')}>
          <Later>
            <PackingFiles order={order} />
          </Later>
        </Block>
      ) : null}
    </Flex>
  );
}
