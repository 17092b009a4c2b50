import { dictLabel, type Locale } from '@portal/contracts/locale';
import { TIME_ZONE_HEADER } from '@portal/contracts/time-zone';
import { api } from '../../../lib/api-client';
import { useDictEntries } from '../../../lib/system-api';
import { useUnits } from '../api/order-api';
import { placeName } from '../order-display';
import type { PrintType } from './print-params';

// What the print views read besides the orders: the names of transport types and units, and
// the server's PDF of each document.

const BASE = '/app-api/order/order';

// Names by code, in the member's language; a code without a name prints as itself.
export function useDocumentNames(locale: Locale) {
  const transports = useDictEntries('transport_type');
  const units = useUnits();
  return {
    transportName: (code: string) => {
      const entry = transports.data?.find((e) => e.value === code);
      return entry ? dictLabel(entry, locale) : code;
    },
    unitName: (code: string) => placeName(units.data?.find((u) => u.code === code), locale) || code,
  };
}

// The PDF the server draws of the same document (apps/server documents), its times in this
// browser's time zone, as the screen shows them.
export function fetchDocumentPdf(type: PrintType, id: number): Promise<Blob> {
  const path = type === 'lading-bill' ? 'lading-bill' : 'warehouse-receipt';
  const params = type === 'label' ? { id, format: 'label' } : { id };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api.get<Blob>(`${BASE}/${path}`, params, { responseType: 'blob', silent: true, timeout: 30_000, ...(zone ? { headers: { [TIME_ZONE_HEADER]: zone } } : {}) });
}
