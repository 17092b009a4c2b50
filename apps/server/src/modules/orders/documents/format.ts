import type { Locale } from '@portal/contracts/locale';
import type { OrderParty } from '@portal/contracts/order';

// Values as the documents print them: the order's integers in the units people read (as the
// web's features/orders/units.ts shows them), times in the reader's time zone.

const TAGS: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en-US', fr_FR: 'fr-FR' };

// Building an Intl.NumberFormat costs far more than using one: each is made once.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.NumberFormat(TAGS[locale], options)));
  return found;
}

export function kg(grams: number | null, locale: Locale): string {
  return grams === null ? '' : numberFormat(locale, { maximumFractionDigits: 3 }).format(grams / 1000);
}

export function m3(cm3: number | null, locale: Locale): string {
  return cm3 === null ? '' : numberFormat(locale, { maximumFractionDigits: 4 }).format(cm3 / 1_000_000);
}

export function count(value: number | null, locale: Locale): string {
  return value === null ? '' : numberFormat(locale, {}).format(value);
}

export function money(minor: number | null, currency: string, locale: Locale): string {
  return minor === null ? '' : numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

// "2026-11-24 16:30 GMT+8" in `timeZone` (an IANA zone, checked by the caller); a date alone
// stays as it is.
export function time(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options = { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'shortOffset' } as const;
    clocks.set(timeZone, (clock = new Intl.DateTimeFormat('en-US', options)));
  }
  const part = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.timeZoneName}`;
}

export function placeName(place: { nameZh: string; nameEn: string; nameFr: string } | null, locale: Locale): string {
  if (!place) return '';
  if (locale === 'en_US') return place.nameEn || place.nameZh;
  if (locale === 'fr_FR') return place.nameFr || place.nameEn || place.nameZh;
  return place.nameZh;
}

export function phone(party: Pick<OrderParty, 'areaCode' | 'phone'>): string {
  if (!party.phone) return '';
  return party.areaCode ? `+${party.areaCode} ${party.phone}` : party.phone;
}

export const joined = (parts: readonly (string | null | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);
