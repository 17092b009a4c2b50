import type { OrderRole, OrderStatusCount } from '@portal/contracts/order';
import type { OrderStatus } from '@portal/contracts/statuses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../components/filter-tabs';
import { NativeSelect } from '../../../components/native-select';
import { useLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';
import { useIsMobile } from '../../../lib/use-media-query';
import { listStatuses } from './order-filters';
import styles from './order-list.module.css';

const ALL = 'all';

interface OrderStatusTabsProps {
  role: OrderRole;
  // Orders per status (status-count); without it the tabs show no figures.
  counts: OrderStatusCount | undefined;
  active: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

// "All" and one tab per status, each with its count (components/filter-tabs.tsx: they filter
// the list below). On a phone they are the phone's own select, one line high.
export function OrderStatusTabs({ role, counts, active, onChange }: OrderStatusTabsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const compact = useIsMobile();
  const id = useId();
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t('order-pages.list.tabCount', { label: text, figure: formatNumber(count, locale) });
  const items = [
    { key: ALL, label: label(t('order-pages.list.all'), counts?.all) },
    ...listStatuses(role).map((status) => ({
      key: String(status),
      label: label(t(`orders.status.${status}`), counts ? (counts.byStatus[String(status)] ?? 0) : undefined),
    })),
  ];
  const current = active === undefined ? ALL : String(active);
  const choose = (key: string) => onChange(key === ALL ? undefined : (Number(key) as OrderStatus));

  if (compact) {
    return (
      <div className={styles.field} style={{ marginBottom: 12 }}>
        <label htmlFor={id}>{t('orders.field.status')}</label>
        <NativeSelect id={id} value={current} options={items.map((item) => ({ value: item.key, label: item.label }))} onChange={(key) => choose(key ?? ALL)} />
      </div>
    );
  }
  return <FilterTabs label={t('orders.field.status')} items={items} active={current} onChange={choose} />;
}
