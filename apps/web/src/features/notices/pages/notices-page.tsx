import { RelativeTime } from '../../../components/relative-time';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { LoadMore } from '../../../components/load-more';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useNoticeList } from '../api';
import styles from '../components/notice-list.module.css';

// /jiedao/jd-notice: published notices, newest first, "Load more" pages.
export function NoticesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useNoticeList(locale);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError && rows.length === 0) body = <LazyLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (rows.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />;
  else
    body = (
      <ul className={styles.list}>
        {rows.map((notice) => (
          <li key={notice.id} className={styles.item}>
            <div className={styles.head}>
              <Link className={styles.title} to={`/jiedao/jd-noticedetail?id=${notice.id}`}>
                {notice.title}
              </Link>
              <time className={styles.time} dateTime={notice.publishTime}>
                <RelativeTime value={notice.publishTime} pattern='YYYY-MM-DD' />
              </time>
            </div>
            <p className={styles.summary}>{notice.summary}</p>
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('notices.title')}
        </Typography.Title>
        <section aria-label={t('notices.listLabel')} aria-busy={list.isFetching}>
          {body}
        </section>
        {first && rows.length > 0 ? (
          <LoadMore
            list={list}
            summary={first.total !== null ? t('notices.total', { count: first.total, total: formatListTotal(first.total, first.totalCapped, locale), shown: rows.length }) : ''}
            moreLabel={t('notices.loadMore')}
            allShownLabel={t('notices.allShown')}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
