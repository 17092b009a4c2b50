import type { KycReviewItem } from '@portal/contracts/kyc';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import type { KeyboardEvent } from 'react';
import { LoadError } from '../../components/load-error';
import { ReviewStatus } from './review-status';
import { useReviewsText } from './reviews-texts';
import styles from './reviews.module.css';
import { waitedText } from './waited-text';
import { waitedLong } from './waiting';

type QueueQuery = UseInfiniteQueryResult<InfiniteData<{ list: KycReviewItem[]; total: number }>>;

// The queue, oldest first: each entry a button with the member, the status and how long it has
// waited (marked past a day). ↑ and ↓ move between entries and open them.
export function ReviewQueue({
  query,
  selectedId,
  meId,
  now,
  onSelect,
}: {
  query: QueueQuery;
  selectedId: number | undefined;
  meId: number | undefined;
  now: number;
  onSelect: (id: number) => void;
}) {
  const tr = useReviewsText();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const total = query.data?.pages[0]?.total;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-review-id]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (!next) return;
    event.preventDefault();
    next.focus();
    onSelect(Number(next.dataset.reviewId));
  };

  let body;
  if (query.isPending) body = <Spin className={styles.loading} aria-label={tr('queue.title')} />;
  else if (query.isError && !query.data) body = <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (items.length === 0) body = <p className={styles.empty}>{tr('queue.empty')}</p>;
  else
    body = (
      <ol className={styles.queueList} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const long = waitedLong(item.submitTime, now);
          return (
            <li key={item.id}>
              <button
                type="button"
                data-review-id={item.id}
                aria-current={selected ? 'true' : undefined}
                className={selected ? `${styles.entry} ${styles.selected}` : styles.entry}
                onClick={() => onSelect(item.id)}
              >
                <span className={styles.entryName}>{String(item.details.name ?? item.nickname)}</span>
                <span className={styles.muted}>
                  +{item.areaCode} {item.mobile}
                </span>
                <span className={styles.entryLine}>
                  <ReviewStatus item={item} meId={meId} />
                  <span className={long ? styles.long : styles.muted}>{tr('queue.waited', { time: waitedText(tr, item.submitTime, now) })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    );

  return (
    <section aria-labelledby="reviews-queue-title" className={styles.queue}>
      <div className={styles.subhead}>
        <h2 id="reviews-queue-title" className={styles.subtitle}>
          {tr('queue.title')}
        </h2>
        <Button size="small" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {tr('queue.refresh')}
        </Button>
      </div>
      {total ? <p className={styles.muted}>{tr('queue.total', { count: total })}</p> : null}
      {body}
      {query.hasNextPage ? (
        <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {tr('queue.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
