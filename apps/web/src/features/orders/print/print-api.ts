import { dictLabel, type Locale } from '@portal/contracts/locale';
import type { UnitItem } from '@portal/contracts/ecw';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDictEntries } from '../../../lib/system-api';
import type { PrintType } from './print-params';

// What the print views read besides the orders: the names of transport types and units, and
// the server's PDF of each document.

const BASE = '/app-api/order/order';

type Named = { nameZh: string; nameEn: string; nameFr: string };

export function placeName(place: Named | null | undefined, locale: Locale): string {
  if (!place) return '';
  if (locale === 'en_US') return place.nameEn || place.nameZh;
  if (locale === 'fr_FR') return place.nameFr || place.nameEn || place.nameZh;
  return place.nameZh;
}

// Names by code, in the member's language; a code without a name prints as itself.
export function useDocumentNames(locale: Locale) {
  const transports = useDictEntries('transport_type');
  const units = useQuery({
    queryKey: ['units'],
    queryFn: ({ signal }) => api.get<UnitItem[]>('/app-api/app/unit/list', undefined, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });
  return {
    transportName: (code: string) => {
      const entry = transports.data?.find((e) => e.value === code);
      return entry ? dictLabel(entry, locale) : code;
    },
    unitName: (code: string) => placeName(units.data?.find((u) => u.code === code), locale) || code,
  };
}

// The PDF the server draws of the same document (apps/server documents).
export function fetchDocumentPdf(type: PrintType, id: number): Promise<Blob> {
  const path = type === 'lading-bill' ? 'lading-bill' : 'warehouse-receipt';
  const params = type === 'label' ? { id, format: 'label' } : { id };
  return api.get<Blob>(`${BASE}/${path}`, params, { responseType: 'blob', silent: true, timeout: 30_000 });
}
