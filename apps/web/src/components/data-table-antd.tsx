import { Empty, Table } from 'antd';
import { useEffect } from 'react';
import { CellText } from './cell-text';
import { ACTIONS_COLUMN, type DataColumn, type DataTableProps } from './data-table';
import styles from './data-table.module.css';
import { LazyLoadError } from './lazy-load-error';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

const SELECTION_WIDTH = 48;

function prepare<T>(column: DataColumn<T>): DataColumn<T> {
  if (column.key === ACTIONS_COLUMN) return { ...column, fixed: 'right' };
  if (column.render || column.dataIndex === undefined) return column;
  return { ...column, ellipsis: { showTitle: false }, render: (value: unknown) => <CellText text={value === null || value === undefined ? null : String(value)} /> };
}

// The lists' table on a desk (data-table.tsx loads it): fixed layout at the columns' widths (scrolling sideways inside its card
// on a narrow screen), the actions pinned right, long texts cut with "…", and a failed load
// told apart from an empty list.
export function AntdDataTable<T extends object>({ columns, load, emptyText, dataSource, rowSelection, ...props }: DataTableProps<T>) {
  const scrollable = useKeyboardScrollable();
  // antd measures the column titles of a sideways-scrolling table in a hidden row
  // (aria-hidden), "Select all" checkbox included: focusable there, it would be a focus stop
  // nobody can see or hear (axe: aria-hidden-focus). Inert, it is neither.
  useEffect(() => {
    for (const row of scrollable.current?.nativeElement.querySelectorAll<HTMLElement>('.ant-table-measure-row') ?? []) row.inert = true;
  });
  const width = columns.reduce((sum, column) => sum + column.width, rowSelection ? SELECTION_WIDTH : 0);
  return (
    <Table<T>
      {...props}
      ref={scrollable}
      className={styles.table}
      rowSelection={rowSelection}
      columns={columns.map(prepare)}
      dataSource={load.failed ? [] : dataSource}
      tableLayout="fixed"
      scroll={{ x: width }}
      locale={{
        emptyText: load.failed ? (
          <LazyLoadError onRetry={load.onRetry} retrying={Boolean(props.loading)} />
        ) : (
          <Empty description={emptyText} />
        ),
      }}
    />
  );
}
