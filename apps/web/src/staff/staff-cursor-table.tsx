import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Table, type TableColumnsType } from 'antd';
import { LoadError } from '../components/load-error';
import styles from './staff-cursor-table.module.css';

// A desk's list read a cursor page at a time (`{ list, nextCursor }` pages): antd's small
// table, a failed first load as the failure with "Retry" (never as "nothing here"), the empty
// text once loaded, and "Load more" while there is more.
export function StaffCursorTable<T extends { id: number }>({
  query,
  columns,
  scrollX,
  emptyText,
  loadMoreText,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  columns: TableColumnsType<T>;
  scrollX: number;
  emptyText: string;
  loadMoreText: string;
}) {
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <>
      <Table<T>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={query.data?.pages.flatMap((page) => page.list) ?? []}
        loading={query.isPending}
        pagination={false}
        scroll={{ x: scrollX }}
        locale={{ emptyText: query.isPending ? ' ' : emptyText }}
      />
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
