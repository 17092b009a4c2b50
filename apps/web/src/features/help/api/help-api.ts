import type { CursorPage } from '@portal/contracts/cursor';
import type { HelpArticle, HelpArticleItem, HelpCategory, HelpSearchAnswer } from '@portal/contracts/help';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';

// The help centre's reads (docs/help-centre.md) and their query hooks. Answers are in the
// reader's language, so every key carries it.

const BASE = '/app-api/system/help';

export const helpKeys = {
  all: ['help'] as const,
  categories: (locale: string) => ['help', locale, 'categories'] as const,
  articles: (locale: string, categoryId: number) => ['help', locale, 'articles', categoryId] as const,
  article: (locale: string, id: number) => ['help', locale, 'article', id] as const,
  search: (locale: string, q: string) => ['help', locale, 'search', q] as const,
};

export function useHelpCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.categories(locale),
    queryFn: ({ signal }) => api.get<HelpCategory[]>(`${BASE}/category/list`, undefined, { signal, silent: true }),
  });
}

export function useHelpArticles(categoryId: number | undefined) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: helpKeys.articles(locale, categoryId ?? 0),
    queryFn: ({ signal, pageParam }) =>
      api.get<CursorPage<HelpArticleItem>>(`${BASE}/page`, { categoryId, pageSize: 50, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: categoryId !== undefined,
  });
}

export function useHelpArticle(id: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.article(locale, id ?? 0),
    queryFn: ({ signal }) => api.get<HelpArticle>(`${BASE}/get`, { id }, { signal, silent: true }),
    enabled: id !== undefined,
    retry: false,
  });
}

// Runs once the (debounced) query has text; the previous answer stays while the next loads.
export function useHelpSearch(q: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.search(locale, q),
    queryFn: ({ signal }) => api.get<HelpSearchAnswer>(`${BASE}/search`, { q }, { signal, silent: true }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
