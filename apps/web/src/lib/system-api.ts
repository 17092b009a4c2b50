import type { ClientConfig } from '@portal/contracts/client-config';
import { LOCALES, dictLabel, isLocale, type Locale } from '@portal/contracts/locale';
import type { Page } from '@portal/contracts/page';
import type { DictDataItem, NeedKnowItem } from '@portal/contracts/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';

// Shared look-ups that several features need: dictionaries, client settings, languages.

export type DictEntry = DictDataItem;


// An area_code entry as a picker option, the country first ("China +86"), so typing a
// country's first letters finds it.
export function areaCodeOption(entry: DictEntry, locale: Locale): { value: string; label: string } {
  const label = dictLabel(entry, locale);
  return { value: entry.value, label: label.includes(`+${entry.value}`) ? label : `${label} +${entry.value}` };
}

// docs/product/money-points-gifts.md: dictionaries are fetched whole (page 1, 500 rows).
export function dictQueryOptions(dictType: string) {
  return queryOptions({
    queryKey: ['dict', dictType],
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<DictEntry> | null>(
        '/app-api/system/dict-data/page',
        { dictType, pageNo: 1, pageSize: 500 },
        { signal },
      );
      return [...(page?.list ?? [])].sort((a, b) => a.sort - b.sort);
    },
    staleTime: 10 * 60_000,
  });
}

// `enabled: false` waits (e.g. until the member shows interest); cached entries still show.
export function useDictEntries(dictType: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dictQueryOptions(dictType), enabled });
}

function clientConfigQuery() {
  return queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => api.get<ClientConfig>('/app-api/system/client-config', undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQuery());
}

// Asked for as a desk's member route matches: the sidebar, which loads apart, then draws its
// Price query button and contact widgets at once, not a moment later (nothing moves).
export function prefetchClientConfig(): void {
  void queryClient.prefetchQuery(clientConfigQuery());
}

export interface LocaleOption {
  value: Locale;
  label: string;
}

const BUILT_IN_LABELS: Record<Locale, string> = { zh_CN: '中文', en_US: 'English', fr_FR: 'Français' };

export const builtInLocaleOptions: LocaleOption[] = LOCALES.map((value) => ({ value, label: BUILT_IN_LABELS[value] }));

// The server lists the languages it offers; the client keeps those it has texts for and
// uses its own list until then, or when the call fails.
export function useLocaleOptions({ enabled = true }: { enabled?: boolean } = {}): LocaleOption[] {
  const { data } = useQuery({
    enabled,
    queryKey: ['locales'],
    queryFn: ({ signal }) =>
      api.get<{ value: string; label: string }[]>('/app-api/locale/show', undefined, { signal, silent: true }),
    staleTime: Infinity,
  });
  const offered = (data ?? []).flatMap((item) =>
    isLocale(item.value) ? [{ value: item.value, label: item.label || BUILT_IN_LABELS[item.value] }] : [],
  );
  return offered.length > 0 ? offered : builtInLocaleOptions;
}

// A need-know text (service agreement, rules) in the current language.
export function useNeedKnow(key: string, locale: Locale, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['need-know', key, locale],
    queryFn: ({ signal }) => api.get<NeedKnowItem>('/app-api/system/need-know/getByKey', { key, lang: locale }, { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
