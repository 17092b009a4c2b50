import type { OrderRole, OrderStatusCount } from '@portal/contracts/order';
import type { OrderStatus } from '@portal/contracts/statuses';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { listStatuses } from './order-filters';

const ALL = 'all';

interface OrderStatusTabsProps {
  role: OrderRole;
  // Orders per status (status-count); without it the tabs show no figures.
  counts: OrderStatusCount | undefined;
  active: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

// "All" and one tab per status, each with its count. The tabs only filter: the table below is
// the one panel they control.
export function OrderStatusTabs({ role, counts, active, onChange }: OrderStatusTabsProps) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(useLocale().replace('_', '-'));
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t('order-pages.list.tabCount', { label: text, figure: number.format(count) });
  const items = [
    { key: ALL, label: label(t('order-pages.list.all'), counts?.all) },
    ...listStatuses(role).map((status) => ({
      key: String(status),
      label: label(t(`orders.status.${status}`), counts ? (counts.byStatus[String(status)] ?? 0) : undefined),
    })),
  ];
  return (
    <Tabs
      activeKey={active === undefined ? ALL : String(active)}
      items={items}
      onChange={(key) => onChange(key === ALL ? undefined : (Number(key) as OrderStatus))}
      style={{ marginBottom: 8 }}
    />
  );
}
