import type { Locale } from '@portal/contracts/locale';
import { dictLabel } from '@portal/contracts/locale';
import { useLocale } from '../../lib/i18n';
import { useDictEntries } from '../../lib/system-api';

// How order screens name what the API sends: places in the member's language, transport
// types from the transport_type dictionary (each status's tone: lib/order-status-tone.ts).
// Zod-free and antd-free: the public tracking page uses it too.

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
