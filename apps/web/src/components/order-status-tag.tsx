import type { OrderStatus } from '@portal/contracts/statuses';
import { Tag } from 'antd';
import { STATUS_TONE, type StatusTone } from '../lib/order-status-tone';

const TAG_COLOR: Record<StatusTone, string> = {
  neutral: 'default',
  waiting: 'warning',
  moving: 'processing',
  done: 'success',
  stopped: 'default',
};

// An order's status as a coloured tag: the member's order pages and the staff console's order
// desk (the public page draws its own pill, without antd). Each area names the status in its
// own texts (the console does not load the member's), so the caller passes the name.
export function OrderStatusTag({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Tag color={TAG_COLOR[STATUS_TONE[status]]} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
