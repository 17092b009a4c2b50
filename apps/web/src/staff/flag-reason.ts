import type { GoodsFlag } from '@portal/contracts/order';

// Why an order is flagged, for the desks: the reason staff wrote when they flagged it, else
// what the order checks found in its goods (a restricted product on a channel that does not
// take it, in the staff member's language), else null.
export function flagReasonOf(order: { flagged: boolean; flagReason: string | null; flags: readonly GoodsFlag[] }): string | null {
  if (!order.flagged) return null;
  if (order.flagReason) return order.flagReason;
  const found = [...new Set(order.flags.map((flag) => flag.reason))];
  return found.length > 0 ? found.join('; ') : null;
}
