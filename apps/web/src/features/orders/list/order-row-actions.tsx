import { DownOutlined } from '@ant-design/icons';
import type { OrderListItem, OrderRole } from '@portal/contracts/order';
import { orderAllows, type MemberOrderAction } from '@portal/contracts/order-flow';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '../../../components/lazy-dropdown';
import { useIsMobile } from '../../../lib/use-media-query';
import { Link, useNavigate } from 'react-router';
import { detailPath, editPath, logisticsPath } from '../actions/order-paths';
import { useOrderActions } from '../actions/use-order-actions';
import { printHref } from '../print/print-params';

// A row's actions: details and (shipper, not on a phone) edit as links, the rest in a menu —
// only what the order's status allows (order-flow.ts). A consignee may look and track.
export function OrderRowActions({ order, role }: { order: OrderListItem; role: OrderRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const compact = useIsMobile();
  const actions = useOrderActions();
  const details = (
    <Link to={detailPath(order.id)} aria-label={t('order-pages.list.detailsOf', { orderNo: order.orderNo })}>
      {t('order-pages.list.details')}
    </Link>
  );
  if (role === 'received') {
    return (
      <Space size="middle">
        {details}
        <Link to={logisticsPath(order.orderNo)}>{t('orders.action.track')}</Link>
      </Space>
    );
  }
  const allows = (action: MemberOrderAction) => orderAllows(action, order.status);
  const editLink = allows('edit') && !compact;
  const menu = [
    ...(allows('edit') && compact ? [{ key: 'edit', label: t('orders.action.edit'), onClick: () => void navigate(editPath(order.id)) }] : []),
    { key: 'copy', label: t('orders.action.copy'), onClick: () => actions.copy(order) },
    ...(allows('print') ? [{ key: 'print', label: t('orders.action.print'), onClick: () => void navigate(printHref('lading-bill', [order.id])) }] : []),
    { key: 'track', label: t('orders.action.track'), onClick: () => void navigate(logisticsPath(order.orderNo)) },
    ...(allows('cancel') ? [{ key: 'cancel', label: t('orders.action.cancel'), danger: true, onClick: () => actions.cancel(order) }] : []),
    ...(allows('delete') ? [{ key: 'delete', label: t('orders.action.delete'), danger: true, onClick: () => actions.remove(order) }] : []),
  ];
  return (
    <Space size="middle">
      {details}
      {editLink ? <Link to={editPath(order.id)}>{t('orders.action.edit')}</Link> : null}
      {/* The menu's code (antd's Dropdown) comes when reached for or once the page has settled. */}
      <LazyDropdown
        items={menu}
        trigger={
          <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('order-pages.list.moreOf', { orderNo: order.orderNo })} loading={actions.copying}>
            {t('order-pages.action.more')} <DownOutlined aria-hidden />
          </Button>
        }
      />
    </Space>
  );
}
