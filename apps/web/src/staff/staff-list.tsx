import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { Tabs } from '../components/tabs';
import { LoadError } from '../components/load-error';
import styles from './staff-list.module.css';

// A desk's list page: its heading with the total, and its rows read a cursor page at a time
// (`{ list, nextCursor }` pages) in antd's small table, a failed first load as the failure with
// "Retry" (never as "nothing here"), the empty text once loaded, "Load more" while there is more.
export function StaffCursorTable<T extends { id: number }>({
  query,
  columns,
  scrollX,
  minWidth,
  emptyText,
  loadMoreText,
  rowSelection,
  onRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  columns: TableColumnsType<T>;
  // Sideways scroll past this width. None with row selection: antd then draws a hidden measuring
  // row holding the select-all box, which a keyboard could reach (axe: aria-hidden-focus).
  scrollX?: number;
  // With row selection: below this width the list scrolls sideways in a box of its own rather
  // than squeezing its columns to a few letters (a warehouse tablet is 1024 px wide).
  minWidth?: number;
  emptyText: string;
  loadMoreText: string;
  rowSelection?: TableProps<T>['rowSelection'];
  onRow?: TableProps<T>['onRow'];
}) {
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const table = (
    <Table<T>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={query.data?.pages.flatMap((page) => page.list) ?? []}
      loading={query.isPending}
      pagination={false}
      scroll={scrollX === undefined ? undefined : { x: scrollX }}
      locale={{ emptyText: query.isPending ? ' ' : <StaffEmptyText text={emptyText} /> }}
      rowSelection={rowSelection}
      onRow={onRow}
    />
  );
  return (
    <>
      {minWidth === undefined ? (
        table
      ) : (
        <div className={styles.sideways}>
          <div style={{ minWidth }}>{table}</div>
        </div>
      )}
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {loadMoreText}
          </Button>
        </div>
      ) : null}
    </>
  );
}

// A list the server answers whole (banners, help categories, outlets, earning rules) in antd's small table, 20
// rows a page: a failed load as the failure with "Retry" (never as "nothing here"), the empty
// text once loaded.
export function StaffWholeTable<T extends { id: number }>({
  query,
  columns,
  scrollX,
  emptyText,
}: {
  query: UseQueryResult<T[]>;
  columns: TableColumnsType<T>;
  scrollX?: number;
  emptyText: string;
}) {
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <Table<T>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={query.data ?? []}
      loading={query.isPending}
      scroll={scrollX === undefined ? undefined : { x: scrollX }}
      locale={{ emptyText: query.isPending ? ' ' : <StaffEmptyText text={emptyText} /> }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
    />
  );
}

// A table's empty text in a readable grey: antd's own is lighter than 4.5:1 on white (axe).
export function StaffEmptyText({ text }: { text: string }) {
  return <span className={styles.empty}>{text}</span>;
}

// The list's h1 (naming the page's region: `aria-labelledby={id}`), the total the first page
// gave ("1 000+" when capped), and what goes on the right (keys, the page's main button).
export function StaffListHead({
  id,
  title,
  total,
  totalText,
  children,
}: {
  id: string;
  title: string;
  total: { total: number | null; totalCapped: boolean } | undefined;
  totalText: (count: number) => string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <ListTotal total={total} totalText={totalText} />
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}

// A list's toolbar, under the head or in a tab: its filters, the total its first page gave
// ("1 000+" when capped) and, on the right, its main button.
export function StaffListToolbar({
  total,
  totalText,
  action,
  children,
}: {
  total: { total: number | null; totalCapped: boolean } | undefined;
  totalText: (count: number) => string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.toolbar}>
      {children}
      <ListTotal total={total} totalText={totalText} />
      {action ? <div className={styles.extra}>{action}</div> : null}
    </div>
  );
}

// The total the first page gave, "1 000+" when capped; nothing before it is read.
function ListTotal({ total, totalText }: { total: { total: number | null; totalCapped: boolean } | undefined; totalText: (count: number) => string }) {
  return total?.total != null ? (
    <span className={styles.total}>
      {totalText(total.total)}
      {total.totalCapped ? '+' : ''}
    </span>
  ) : null;
}

// A desk's tabs (the app's WAI-ARIA tabs) on white, where their colours are readable.
export function StaffTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <div className={styles.tabs}>
      <Tabs {...props} />
    </div>
  );
}
