import type { TableColumnType, TableProps } from 'antd';
import { Suspense, lazy, type ReactNode } from 'react';
import { useIsMobile } from '../lib/use-media-query';
import { DataCards } from './data-cards';
import { TableLoading } from './list-card';

// A column of a DataTable: every column has a width (the table lays its columns out at
// those widths, so no value can push the actions off the card); a column with a dataIndex
// and no render shows its text on one line, cut with "…" and whole on hover.
export type DataColumn<T> = TableColumnType<T> & { key: string; width: number };

// The key of the row actions column, pinned to the right edge.
export const ACTIONS_COLUMN = 'actions';

export interface LoadState {
  // The last load failed (TanStack Query's isError): the table shows the failure and Retry.
  failed: boolean;
  onRetry: () => void;
}

export interface DataTableProps<T> extends Omit<TableProps<T>, 'columns' | 'scroll' | 'tableLayout' | 'locale' | 'className'> {
  columns: DataColumn<T>[];
  load: LoadState;
  emptyText: ReactNode;
}

// antd's Table and what it brings (table-libs, ≈ 70 KiB of JavaScript and 13 KiB of CSS): on a
// desk only.
const AntdDataTable = lazy(() => import('./data-table-antd').then((module) => ({ default: module.AntdDataTable })));

// A list's rows: on a desk antd's Table (data-table-antd.tsx: fixed layout, the actions pinned
// right, long texts cut with "…", a failed load told apart from an empty list); on a phone a
// card per row (data-cards.tsx, plain elements: nothing scrolls sideways, and a phone never
// loads antd's Table; docs/web.md, "A list page").
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const phone = useIsMobile();
  if (phone) return <DataCards<T> {...props} />;
  return (
    <Suspense fallback={<TableLoading />}>
      <AntdDataTable {...(props as unknown as DataTableProps<object>)} />
    </Suspense>
  );
}
