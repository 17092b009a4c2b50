import { ORDER_IDS_MAX, type OrderListItem } from '@portal/contracts/order';
import { orderAllows } from '@portal/contracts/order-flow';

// "Print selected": the print view (/jiedao/jd-print) draws the bills of lading of the orders
// it is given. Drafts and cancelled orders have none (order-flow.ts), so they are left out and
// the member is told how many.

export const PRINT_VIEW = '/jiedao/jd-print';

export type PrintPlan =
  | { kind: 'noneSelected' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'nothingPrintable' }
  | { kind: 'print'; path: string; skipped: number };

export function printPath(type: 'lading-bill' | 'warehouse-receipt', ids: readonly number[]): string {
  // Ids are numbers: the commas need no escaping, and the link reads as it is.
  return `${PRINT_VIEW}?type=${type}&ids=${ids.join(',')}`;
}

export function printPlan(selected: readonly Pick<OrderListItem, 'id' | 'status'>[]): PrintPlan {
  if (selected.length === 0) return { kind: 'noneSelected' };
  const printable = selected.filter((order) => orderAllows('print', order.status));
  if (printable.length === 0) return { kind: 'nothingPrintable' };
  if (printable.length > ORDER_IDS_MAX) return { kind: 'tooMany', max: ORDER_IDS_MAX };
  return { kind: 'print', path: printPath('lading-bill', printable.map((order) => order.id)), skipped: selected.length - printable.length };
}
