import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadError } from '../../components/load-error';
import { useMoneyTexts } from './money-texts';
import styles from './money-desk.module.css';

// The desk's lists: a dense table, its failure (never shown as "no data", with a retry), its
// empty text, and "Load more" for keyset lists. `query` is the list's TanStack query.
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  // A list whose earlier answer shows while the next filters load (keepPreviousData).
  isPlaceholderData?: boolean;
  hasData: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

interface DeskTableProps<T> {
  query: ListQuery;
  rows: readonly T[];
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  empty: string;
  width: number;
  pagination?: TableProps<T>['pagination'];
}

// The fields DeskTable reads, from a query result of TanStack Query (infinite or not).
export function listQuery(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  data?: unknown;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}): ListQuery {
  return { ...query, hasData: query.data !== undefined };
}

export function DeskTable<T extends object>({ query, rows, columns, rowKey, empty, width, pagination = false }: DeskTableProps<T>) {
  const tm = useMoneyTexts();
  if (query.isError && !query.hasData) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <>
      <Table<T>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={[...rows]}
        loading={query.isPending || (Boolean(query.isPlaceholderData) && query.isFetching)}
        pagination={pagination}
        scroll={{ x: width }}
        locale={{ emptyText: query.isPending ? ' ' : empty }}
      />
      {query.hasNextPage && query.fetchNextPage ? (
        <div className={styles.more}>
          <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage?.()}>
            {tm('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
