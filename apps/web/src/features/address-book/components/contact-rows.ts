import type { ContactItem, ContactKind } from '@portal/contracts/address-book';
import type { Page } from '@portal/contracts/page';
import type { LoadState } from '../../../components/data-table';

// What the customer or supplier list hands to its rows: the table on a desk
// (contact-table.tsx), the cards on a phone (contact-cards.tsx).

export interface Paging {
  pageNo: number;
  pageSize: number;
  onChange: (pageNo: number, pageSize: number) => void;
}

export interface ContactRowsProps {
  kind: ContactKind;
  data: Page<ContactItem> | undefined;
  loading: boolean;
  load: LoadState;
  filtered: boolean;
  paging: Paging;
  // Kept across pages, for "Export selected".
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (contact: ContactItem) => void;
}
