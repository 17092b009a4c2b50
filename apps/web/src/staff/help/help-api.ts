import type { CursorPage } from '@portal/contracts/cursor';
import type { HelpArticleBody, HelpCategoryBody, StaffHelpArticle, StaffHelpCategory } from '@portal/contracts/help';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff-api';

// The help centre as customer service keeps it (role service; docs/help-centre.md):
// /admin-api/system/help/category/… and …/article/…. Every key starts with ['staff', 'help'].

export const HELP_PAGE_SIZE = 20;

export const helpKeys = {
  all: ['staff', 'help'] as const,
  categories: ['staff', 'help', 'categories'] as const,
  articles: (categoryId: number | undefined) => ['staff', 'help', 'articles', categoryId ?? 'all'] as const,
};

export function useHelpCategories() {
  return useQuery({
    queryKey: helpKeys.categories,
    queryFn: ({ signal }) => staffApi.get<StaffHelpCategory[]>('/admin-api/system/help/category/list', undefined, { signal, silent: true }),
  });
}

// In the order members read them (sort, then id), a cursor page at a time.
export function useHelpArticles(categoryId: number | undefined) {
  return useInfiniteQuery({
    queryKey: helpKeys.articles(categoryId),
    queryFn: ({ pageParam, signal }) =>
      staffApi.get<CursorPage<StaffHelpArticle>>('/admin-api/system/help/article/page', { categoryId, pageSize: HELP_PAGE_SIZE, cursor: pageParam }, { signal, silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type HelpChange =
  | { kind: 'category'; id?: number; body: HelpCategoryBody }
  | { kind: 'article'; id?: number; body: HelpArticleBody }
  | { kind: 'deleteCategory' | 'deleteArticle'; id: number };

function send(change: HelpChange): Promise<unknown> {
  const base = '/admin-api/system/help';
  switch (change.kind) {
    case 'category':
    case 'article':
      return change.id === undefined
        ? staffApi.post(`${base}/${change.kind}/create`, change.body)
        : staffApi.post(`${base}/${change.kind}/update`, { ...change.body, id: change.id });
    case 'deleteCategory':
      return staffApi.post(`${base}/category/delete`, { id: change.id });
    case 'deleteArticle':
      return staffApi.post(`${base}/article/delete`, { id: change.id });
  }
}

// Not silent: a refusal (a category that still holds articles) is the server's toast; the
// lists are read again whatever the answer.
export function useHelpChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: helpKeys.all }) });
}
