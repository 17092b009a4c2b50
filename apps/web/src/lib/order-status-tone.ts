import type { OrderStatus } from '@portal/contracts/statuses';

// The tone of each order status, one table for the member's pages, the public lookup and the
// staff console: waiting on the member or the warehouse, moving, done, or stopped. Zod-free and
// antd-free (the public tracking page draws it with plain elements).
export type StatusTone = 'neutral' | 'waiting' | 'moving' | 'done' | 'stopped';

// Keyed by the status values (ORDER_STATUS in contracts/statuses.ts; the Record type makes a
// new status fail to build until it has a tone). Written as numbers: importing ORDER_STATUS
// would bring the member area's chunk, where that module lives, into the public page.
export const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  0: 'neutral', // draft
  1: 'waiting', // awaiting warehousing
  2: 'moving', // in warehouse
  3: 'moving', // loaded / departed
  4: 'moving', // in transit
  5: 'moving', // arrived
  6: 'waiting', // ready for pickup
  7: 'done', // delivered
  8: 'stopped', // cancelled
  9: 'stopped', // returned to shipper (warehouse refund)
};
