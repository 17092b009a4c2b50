import type { OrderListItem, OrderRole } from '@portal/contracts/order';
import type { LoadState } from '../../../components/data-table';

// What an order list gives its rows, drawn as a table on a desk (order-table.tsx) or as cards on
// a phone (order-cards.tsx).
export interface OrderRowsProps {
  role: OrderRole;
  rows: OrderListItem[];
  loading: boolean;
  load: LoadState;
  emptyText: string;
  selected: number[];
  onSelect: (ids: number[]) => void;
}
