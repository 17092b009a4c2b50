import { WarningOutlined } from '@ant-design/icons';
import type { OrderListItem } from '@portal/contracts/order';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellText } from '../../../components/cell-text';
import { ACTIONS_COLUMN, DataTable, type DataColumn } from '../../../components/data-table';
import { RelativeTime } from '../../../components/relative-time';
import { useLocale } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { detailPath } from '../actions/order-paths';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { routeText, useTransportLabel } from '../order-display';
import { formatKg, formatM3 } from '../units';
import { OrderRowActions } from './order-row-actions';
import type { OrderRowsProps } from './order-rows';


// The orders of a list: number (to the detail), mark, status, transport, route, the other
// party, figures and time; actions pinned right, long texts cut with "…" and whole on hover.
export function OrderTable({ role, rows, loading, load, emptyText, selected, onSelect }: OrderRowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const transportLabel = useTransportLabel();
  // On a phone the actions column keeps to two links, leaving the order number readable.
  const compact = useIsMobile();
  const columns: DataColumn<OrderListItem>[] = [
    {
      title: t('orders.field.orderNo'),
      key: 'orderNo',
      width: 180,
      render: (_, order) => (
        <span style={{ display: 'flex', gap: 6, alignItems: 'center', minWidth: 0 }}>
          <Link to={detailPath(order.id)} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {order.orderNo}
          </Link>
          {order.flagged ? (
            <Tooltip title={t('order-pages.list.flagged')}>
              <WarningOutlined role="img" aria-label={t('order-pages.list.flagged')} style={{ color: '#b45309' }} tabIndex={0} />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    { title: t('orders.field.marks'), key: 'marks', dataIndex: 'marks', width: 120 },
    { title: t('orders.field.status'), key: 'status', width: 170, render: (_, order) => <OrderStatusTag status={order.status} label={t(`orders.status.${order.status}`)} /> },
    { title: t('orders.field.transportType'), key: 'transport', width: 120, render: (_, order) => <CellText text={transportLabel(order.transportType)} /> },
    {
      title: t('order-pages.list.route'),
      key: 'route',
      width: 190,
      render: (_, order) => <CellText text={routeText(order.startWarehouse, order.destCity ?? order.destWarehouse, locale)} />,
    },
    role === 'posted'
      ? { title: t('orders.field.consignee'), key: 'party', dataIndex: 'consigneeName', width: 140 }
      : { title: t('order-pages.list.shipper'), key: 'party', dataIndex: 'consignorName', width: 140 },
    {
      title: t('order-pages.list.pieces'),
      key: 'pieces',
      width: 90,
      align: 'right',
      render: (_, order) => order.receivedCartons ?? order.totalNum,
    },
    { title: t('orders.field.weight'), key: 'weight', width: 110, align: 'right', render: (_, order) => formatKg(order.totalWeight, locale) },
    { title: t('orders.field.volume'), key: 'volume', width: 110, align: 'right', render: (_, order) => formatM3(order.totalVolume, locale) },
    { title: t('orders.field.createTime'), key: 'createTime', width: 170, render: (_, order) => <RelativeTime value={order.createTime} /> },
    {
      title: t('order-pages.list.actions'),
      key: ACTIONS_COLUMN,
      width: role === 'posted' && !compact ? 190 : 140,
      render: (_, order) => <OrderRowActions order={order} role={role} />,
    },
  ];
  return (
    <DataTable<OrderListItem>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      load={load}
      emptyText={emptyText}
      pagination={false}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
    />
  );
}
