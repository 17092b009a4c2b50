import { Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { useLocale } from '../../../lib/i18n';
import { ControlActions } from './control-actions';
import { ControlStatusTag, detailHref } from './control-display';
import { controlFigures } from './control-figures';
import type { ControlRowsProps } from './control-table';
import styles from './control-list.module.css';

// The phone list: one card per order, its figures in two columns (each label above its value;
// dates and parties on a row of their own, so nothing is squeezed), the actions at the foot.
export function ControlCards({ rows, loading, load, emptyText, open }: ControlRowsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (load.failed) return <LazyLoadError onRetry={load.onRetry} retrying={loading} />;
  if (rows.length === 0) return loading ? <TableLoading /> : <Empty description={emptyText} />;
  return (
    <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((order) => (
        <li key={order.id}>
          <PlainCard
            size="small"
            title={
              <Flex wrap gap={8} align="center">
                <Link to={detailHref(order.id)}>{order.orderNo}</Link>
                <ControlStatusTag status={order.cargoControlStatus} />
              </Flex>
            }
          >
            <dl className={styles.figures}>
              {[
                { key: 'marks', label: t('cargo-control.field.marks'), value: order.marks ?? '', wide: false },
                { key: 'status', label: t('cargo-control.field.status'), value: t(`orders.status.${order.status}`), wide: false },
                ...controlFigures(order, t, locale),
              ].map((figure) => (
                <div key={figure.key} className={figure.wide ? styles.wide : undefined}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value === '' || figure.value === null ? '—' : figure.value}</dd>
                </div>
              ))}
            </dl>
            <ControlActions order={order} open={open} size="middle" />
          </PlainCard>
        </li>
      ))}
    </Flex>
  );
}
