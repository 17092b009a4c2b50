import type { ControlPageQuery } from '@portal/contracts/cargo-control';
import { Input } from 'antd';
import { Suspense, lazy, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterTabs } from '../../../components/filter-tabs';
import { ListCard, TableLoading } from '../../../components/list-card';
import { LoadMore } from '../../../components/load-more';
import { useLocale } from '../../../lib/i18n';
import { formatListTotal } from '../../../lib/list-total';
import { useIsMobile } from '../../../lib/use-media-query';
import { useControlList } from '../api/cargo-control-api';
import { ControlCards } from './control-cards';
import { useControlDialogs } from './control-dialogs';
import styles from './control-list.module.css';

// A desk's table (antd's Table); a phone draws cards and never loads it.
const ControlTable = lazy(() => import('./control-table').then((module) => ({ default: module.ControlTable })));

const PAGE_SIZE = 20;
const STATES = ['held', 'released', 'all'] as const satisfies readonly ControlPageQuery['state'][];
type State = (typeof STATES)[number];

// The tab and the keyword live in the URL (?state=released&keyword=…), so a reload or a
// shared link shows the same list; held orders first.
function filtersOf(params: URLSearchParams): { state: State; keyword: string | undefined } {
  const state = STATES.find((value) => value === params.get('state')) ?? 'held';
  return { state, keyword: params.get('keyword')?.trim() || undefined };
}

// The orders the caller controls now (docs/cargo-control.md, "The page"): tabs held /
// released / all, a keyword search, keyset pages behind "Load more" (docs/lists.md), a table
// on a desk and cards on a phone; release, transfer and history open from each order.
export function ControlList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const searchId = useId();
  const phone = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { state, keyword } = useMemo(() => filtersOf(params), [params]);
  const list = useControlList({ state, keyword, pageSize: PAGE_SIZE });
  const { open, dialogs } = useControlDialogs();

  const setFilters = (next: { state: State; keyword: string | undefined }) => {
    const search = new URLSearchParams();
    if (next.state !== 'held') search.set('state', next.state);
    if (next.keyword) search.set('keyword', next.keyword);
    setParams(search, { replace: true });
  };

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const total = first?.total ?? null;
  const totalText = total === null ? String(rows.length) : formatListTotal(total, first?.totalCapped ?? false, locale);
  const emptyText = keyword ? t('cargo-control.list.noMatch') : t('cargo-control.list.empty');
  const shared = {
    rows,
    // The first page's failure replaces the rows; a failed "Load more" keeps them (below).
    loading: list.isFetching && !list.isFetchingNextPage,
    load: { failed: list.isError && !list.isFetchNextPageError, onRetry: () => void list.refetch() },
    emptyText,
    open,
  };

  return (
    <ListCard
      title={t('routes.controlOrders')}
      actions={[]}
      search={
        <div className={styles.search}>
          <label htmlFor={searchId}>{t('cargo-control.list.search')}</label>
          <Input.Search
            id={searchId}
            key={keyword ?? ''}
            allowClear
            defaultValue={keyword}
            maxLength={50}
            onSearch={(value) => setFilters({ state, keyword: value.trim() || undefined })}
          />
        </div>
      }
    >
      <FilterTabs
        label={t('cargo-control.list.tabsLabel')}
        items={STATES.map((key) => ({ key, label: t(`cargo-control.list.tabs.${key}`) }))}
        active={state}
        onChange={(key) => setFilters({ state: key as State, keyword })}
      />
      {phone ? (
        <ControlCards {...shared} />
      ) : (
        <Suspense fallback={<TableLoading />}>
          <ControlTable {...shared} />
        </Suspense>
      )}
      {rows.length > 0 ? (
        <LoadMore
          list={list}
          summary={
            t('cargo-control.list.total', { count: total ?? rows.length, total: totalText }) +
            (list.hasNextPage ? ` · ${t('cargo-control.list.shown', { shown: rows.length, total: totalText })}` : '')
          }
          moreLabel={t('cargo-control.list.loadMore')}
          allShownLabel={t('cargo-control.list.allShown')}
        />
      ) : null}
      {dialogs}
    </ListCard>
  );
}
