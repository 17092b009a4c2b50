import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { HELP_ERRORS } from '@portal/contracts/texts/help.texts';
import { Button, Empty, Input } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LazyLoadError, LazyNotFound } from '../../../components/lazy-load-error';
import { ListCard, TableLoading } from '../../../components/list-card';
import { ApiError } from '../../../lib/api-error';
import { useHelpArticle, useHelpArticles, useHelpCategories, useHelpSearch } from '../api/help-api';
import { HelpBody } from '../components/help-body';
import { queryWords } from '../components/highlight';
import { SearchResults } from '../components/search-results';
import styles from '../components/help.module.css';

const DEBOUNCE_MS = 300;
const HELP_ARTICLE_NOT_FOUND = HELP_ERRORS.HELP_ARTICLE_NOT_FOUND.code;
// Loaded when a search finds nothing (antd's Result).
const NoResult = lazy(() => import('../components/no-result').then((module) => ({ default: module.NoResult })));

// /jiedao/jd-help?category=&id=&q=: the help centre. Categories beside their articles (above
// them on a phone), an article by ?id= (deep links), and the search box: typing pauses
// DEBOUNCE_MS before asking, results replace the list, and nothing found offers a consultation.
// Plain elements and the member area's Input and Button: no antd Card, Typography, Skeleton,
// List or Result on its first load (docs/web.md, "Every page within the budget").
export function HelpPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const id = Number(params.get('id')) || undefined;
  const [typed, setTyped] = useState(q);
  const [shownQ, setShownQ] = useState(q);

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // The box follows the address (back, deep links); typing updates the address after a pause.
  if (q !== shownQ) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }
  useEffect(() => {
    const value = typed.trim();
    if (value === q) return;
    const timer = setTimeout(() => setParam({ q: value, id: null }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const categories = useHelpCategories();
  const categoryId = Number(params.get('category')) || categories.data?.[0]?.id;

  return (
    <ListCard
      title={t('help.title')}
      actions={[]}
      search={
        <Input
          className={styles.search}
          type="search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('help.search.placeholder')}
          aria-label={t('help.search.label')}
          value={typed}
          maxLength={50}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => setParam({ q: typed.trim(), id: null })}
        />
      }
    >
      <div className={styles.layout}>
          <nav aria-label={t('help.categories')} className={styles.categories}>
            {categories.isError ? (
              <LazyLoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
            ) : categories.isPending ? (
              <TableLoading />
            ) : (
              categories.data.map((category) => (
                <Button
                  key={category.id}
                  className={styles.category}
                  type={!q && !id && category.id === categoryId ? 'primary' : 'text'}
                  aria-current={!q && !id && category.id === categoryId ? 'page' : undefined}
                  onClick={() => setParam({ category: String(category.id), id: null, q: null })}
                >
                  {category.name}
                </Button>
              ))
            )}
          </nav>
          <section aria-label={t('help.content')}>
            {id !== undefined ? (
              <ArticleView id={id} words={queryWords(q)} onBack={() => setParam({ id: null })} />
            ) : q ? (
              <SearchView q={q} />
            ) : (
              <CategoryView categoryId={categoryId} loading={categories.isPending} categoriesFailed={categories.isError} />
            )}
          </section>
      </div>
    </ListCard>
  );
}

function SearchView({ q }: { q: string }) {
  const { t } = useTranslation();
  const search = useHelpSearch(q);
  const words = useMemo(() => queryWords(q), [q]);
  if (search.isError) return <LazyLoadError onRetry={() => void search.refetch()} retrying={search.isFetching} />;
  if (search.isPending) return <TableLoading />;
  if (!search.data.list.length) {
    return (
      <Suspense fallback={<TableLoading />}>
        <NoResult />
      </Suspense>
    );
  }
  return (
    <section aria-label={t('help.search.resultsFor', { q })}>
      <SearchResults results={search.data.list} q={q} words={words} />
    </section>
  );
}

// Without a category to show because the categories failed to load, nothing is said here: the
// failure and its Retry are beside it, and "no articles" would be untrue.
function CategoryView({ categoryId, loading, categoriesFailed }: { categoryId: number | undefined; loading: boolean; categoriesFailed: boolean }) {
  const { t } = useTranslation();
  const articles = useHelpArticles(categoryId);
  const rows = articles.data?.pages.flatMap((page) => page.list) ?? [];
  if (articles.isError) return <LazyLoadError onRetry={() => void articles.refetch()} retrying={articles.isFetching} />;
  if (categoryId === undefined && categoriesFailed) return null;
  if (loading || (categoryId !== undefined && articles.isPending)) return <TableLoading />;
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('help.noArticles')} />;
  return (
    <ul className={styles.articles} aria-label={t('help.articles')}>
      {rows.map((article) => (
        <li key={article.id}>
          <Link to={`?category=${article.categoryId}&id=${article.id}`}>{article.title}</Link>
        </li>
      ))}
      {articles.hasNextPage ? (
        <li>
          <Button type="link" loading={articles.isFetchingNextPage} onClick={() => void articles.fetchNextPage()}>
            {t('help.more')}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}

function ArticleView({ id, words, onBack }: { id: number; words: readonly string[]; onBack: () => void }) {
  const { t } = useTranslation();
  const article = useHelpArticle(id);
  const back = (
    <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} style={{ paddingInline: 0 }}>
      {t('help.back')}
    </Button>
  );
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.code === HELP_ARTICLE_NOT_FOUND) {
      return <LazyNotFound title={t('help.notFound')} extra={back} />;
    }
    return <LazyLoadError onRetry={() => void article.refetch()} retrying={article.isFetching} />;
  }
  if (article.isPending) return <TableLoading />;
  return (
    <article aria-labelledby="help-article-title">
      {back}
      <span className={styles.secondary}>{article.data.categoryName}</span>
      <h2 id="help-article-title" className={styles.articleTitle}>
        {article.data.title}
      </h2>
      <HelpBody body={article.data.body} words={words} />
    </article>
  );
}
