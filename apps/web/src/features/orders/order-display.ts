import type { Locale } from '@portal/contracts/locale';
import { dictLabel } from '@portal/contracts/locale';
import type { OrderStatus } from '@portal/contracts/statuses';
import { useLocale } from '../../lib/i18n';
import { useDictEntries } from '../../lib/system-api';

// How order screens name and colour what the API sends: places in the member's language,
// transport types from the transport_type dictionary, a tone per status. Zod-free and
// antd-free: the public tracking page uses it too.

interface Named {
  nameZh: string;
  nameEn: string;
  nameFr: string;
}

// A missing English name falls back to Chinese, a missing French one to English (as dictionaries do).
export function placeName(place: Named | null | undefined, locale: Locale): string {
  if (!place) return '';
  if (locale === 'en_US') return place.nameEn || place.nameZh;
  if (locale === 'fr_FR') return place.nameFr || place.nameEn || place.nameZh;
  return place.nameZh;
}

// "Shenzhen → Lagos"; one side alone when the other is not known yet.
export function routeText(from: Named | null | undefined, to: Named | null | undefined, locale: Locale): string {
  return [placeName(from, locale), placeName(to, locale)].filter(Boolean).join(' → ');
}

// Waiting on the member or the warehouse, moving, done, or stopped.
export type StatusTone = 'neutral' | 'waiting' | 'moving' | 'done' | 'stopped';

// Keyed by the status values (ORDER_STATUS in contracts/statuses.ts; the Record type makes a
// new status fail to build until it has a tone). Written as numbers: importing ORDER_STATUS
// would bring the member area's chunk, where that module lives, into the public page.
export const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  0: 'neutral', // draft
  1: 'waiting', // awaiting warehousing
  2: 'moving', // in warehouse
  3: 'moving', // loaded / departed
  4: 'moving', // in transit
  5: 'moving', // arrived
  6: 'waiting', // ready for pickup
  7: 'done', // delivered
  8: 'stopped', // cancelled
  9: 'stopped', // returned to shipper (warehouse refund)
};

// The label of a transport type (dictionary transport_type, in the member's language).
export function useTransportLabel(): (value: string | null | undefined) => string {
  const locale = useLocale();
  const { data } = useDictEntries('transport_type');
  return (value) => {
    if (!value) return '';
    const entry = data?.find((item) => item.value === value);
    return entry ? dictLabel(entry, locale) : value;
  };
}
