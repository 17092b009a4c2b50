import type { Locale } from '@portal/contracts/locale';

// A place of the shipping reference data (country, city, warehouse, channel) carries its name
// in the three languages; this picks the member's.
export interface Named {
  nameZh: string;
  nameEn: string;
  nameFr: string;
}

export function placeName(place: Named, locale: Locale): string {
  if (locale === 'en_US') return place.nameEn;
  if (locale === 'fr_FR') return place.nameFr;
  return place.nameZh;
}
