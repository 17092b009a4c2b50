import type { OrderStatus } from '@portal/contracts/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE, type StatusTone } from '../order-display';

const TAG_COLOR: Record<StatusTone, string> = {
  neutral: 'default',
  waiting: 'warning',
  moving: 'processing',
  done: 'success',
  stopped: 'default',
};

// An order's status as a coloured tag (member pages; the public page draws its own, without antd).
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TAG_COLOR[STATUS_TONE[status]]} style={{ marginInlineEnd: 0 }}>
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
