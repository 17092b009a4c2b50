import type { StaffOrderItem } from '@portal/contracts/order';
import { Button, Table, type TableColumnsType } from 'antd';
import { useWarehouseText } from './warehouse-text';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { useReceiveQueue } from './warehouse-api';
import styles from './warehouse.module.css';

// "To receive": every order awaiting warehousing, newest first, the partly received ones with
// what came in so far ("12 / 30"). The order number opens the order's panel (Tab, Enter).
export function ReceiveQueue({ current, onOpen }: { current: string | null; onOpen: (row: StaffOrderItem) => void }) {
  const t = useWarehouseText();
  const queue = useReceiveQueue();
  const rows = queue.data?.pages.flatMap((page) => page.list) ?? [];
  const total = queue.data?.pages[0]?.total;

  const columns: TableColumnsType<StaffOrderItem> = [
    {
      key: 'orderNo',
      title: t('queue.orderNo'),
      render: (_, row) => (
        <Link to={{ search: `?order=${encodeURIComponent(row.orderNo)}` }} onClick={() => onOpen(row)} aria-current={current === row.orderNo ? 'true' : undefined}>
          {row.orderNo}
        </Link>
      ),
      width: 140,
    },
    { key: 'marks', title: t('queue.marks'), dataIndex: 'marks', ellipsis: true },
    {
      key: 'received',
      title: t('queue.received'),
      align: 'end',
      width: 76,
      render: (_, row) => (
        <span className={row.receivedCartons ? styles.partly : undefined} title={t('queue.receivedOf', { received: row.receivedCartons ?? 0, declared: row.totalNum })}>
          {row.receivedCartons ?? 0} / {row.totalNum}
        </span>
      ),
    },
    { key: 'created', title: t('queue.created'), width: 92, render: (_, row) => <RelativeTime value={row.createTime} pattern="MM-DD HH:mm" /> },
  ];

  return (
    <section aria-labelledby="warehouse-queue-title" className={styles.queue}>
      <div className={styles.sectionHead}>
        <h2 id="warehouse-queue-title" className={styles.sectionTitle}>
          {t('queue.title')}
        </h2>
        {total != null ? <span className={styles.muted}>{t('queue.total', { count: total })}</span> : null}
      </div>
      {queue.isError && !queue.data ? (
        <LoadError onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : (
        <>
          <Table<StaffOrderItem>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={queue.isPending}
            pagination={false}
            rowClassName={(row) => (row.orderNo === current ? styles.currentRow! : '')}
            locale={{ emptyText: queue.isPending ? ' ' : t('queue.empty') }}
          />
          {queue.hasNextPage ? (
            <div className={styles.more}>
              <Button loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
                {t('queue.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
