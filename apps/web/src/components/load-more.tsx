import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './load-more.module.css';

// What a keyset list's "Load more" needs of TanStack Query's useInfiniteQuery.
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  list: MorePages;
  // "12 orders · 20 of 10,000+ shown".
  summary: string;
  moreLabel: string;
  allShownLabel: string;
}

// The foot of a keyset list (docs/lists.md): how many, then "Load more", the end of the list,
// or a failed next page with Retry (the rows already shown stay).
export function LoadMore({ list, summary, moreLabel, allShownLabel }: LoadMoreProps) {
  const { t } = useTranslation();
  const more = () => void list.fetchNextPage();
  return (
    <div className={styles.footer}>
      <span>{summary}</span>
      {list.isFetchNextPageError ? (
        <span role="alert">
          {t('common.loadFailed')}{' '}
          <Button onClick={more} loading={list.isFetchingNextPage}>
            {t('common.retry')}
          </Button>
        </span>
      ) : list.hasNextPage ? (
        <Button onClick={more} loading={list.isFetchingNextPage}>
          {moreLabel}
        </Button>
      ) : (
        <span>{allShownLabel}</span>
      )}
    </div>
  );
}
