import type { OrderStatus } from '@portal/contracts/statuses';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../../../lib/order-status-tone';
import styles from './status-pill.module.css';

// An order's status as a pill in its tone's colour, plain elements (the public lookup and the
// phone's order cards, which load no antd Tag).
export function StatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`${styles.pill} ${styles[STATUS_TONE[status]]}`}>{t(`orders.status.${status}`)}</span>;
}
