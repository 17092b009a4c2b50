import type { ContactFilter, ContactItem, ContactKind } from '@portal/contracts/address-book';
import type { Page } from '@portal/contracts/page';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/cookies';
import { queryClient } from '../../../lib/query-client';

// The customers' or suppliers' list query, in a module of its own so the route can start the
// first page's request together with the page's code (app/member/routes/member-routes.ts, `parts`),
// without the rest of the address book's calls. docs/web.md, "A list page".

export interface PageParams {
  pageNo: number;
  pageSize: number;
}

// What the list shows when opened: the first page of ten, no search, no group.
export const FIRST_CONTACT_PAGE: PageParams = { pageNo: 1, pageSize: 10 };

export const contactsKey = (kind: ContactKind) => ['address-book', kind] as const;

export function contactPageQuery(kind: ContactKind, params: PageParams & ContactFilter) {
  return queryOptions({
    queryKey: [...contactsKey(kind), params],
    queryFn: ({ signal }) => api.get<Page<ContactItem>>(`/app-api/member/${kind}/page`, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

// The list's first page, requested before the page has rendered; the page's query finds it
// (same key; fresh for the query client's staleTime). A failure shows in the page's query.
// Signed out, nothing is asked (the route guard sends the visitor to the login page).
export async function prefetchContactPage(kind: ContactKind): Promise<void> {
  if (getToken()) await queryClient.prefetchQuery(contactPageQuery(kind, FIRST_CONTACT_PAGE));
}
