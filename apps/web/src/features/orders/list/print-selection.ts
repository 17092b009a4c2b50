import { ORDER_IDS_MAX } from '@portal/contracts/constants';
import type { OrderListItem } from '@portal/contracts/order';
import { orderAllows } from '@portal/contracts/order-flow';
import { printHref, type PrintType } from '../print/print-params';

// "Print selected": the print view draws the document of each order it is given. Drafts and
// cancelled orders have none (order-flow.ts), so they are left out and the member is told how
// many. A shipper prints bills of lading; a consignee, warehouse receipts (the bill of lading
// comes from the shipper).

export type PrintPlan =
  | { kind: 'noneSelected' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'nothingPrintable' }
  | { kind: 'print'; path: string; skipped: number };

export function printPlan(selected: readonly Pick<OrderListItem, 'id' | 'status'>[], type: PrintType): PrintPlan {
  if (selected.length === 0) return { kind: 'noneSelected' };
  const printable = selected.filter((order) => orderAllows('print', order.status));
  if (printable.length === 0) return { kind: 'nothingPrintable' };
  if (printable.length > ORDER_IDS_MAX) return { kind: 'tooMany', max: ORDER_IDS_MAX };
  return { kind: 'print', path: printHref(type, printable.map((order) => order.id)), skipped: selected.length - printable.length };
}
