import type { Locale } from '@portal/contracts/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import { currentLocale, i18n } from './i18n';

// dayjs follows the portal's language. Only pages that show dates import this module.
const DAYJS_LOCALE: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en', fr_FR: 'fr' };

dayjs.locale(DAYJS_LOCALE[currentLocale()]);
i18n.on('languageChanged', () => dayjs.locale(DAYJS_LOCALE[currentLocale()]));

// A day as the UI language writes it, in date pickers and filters: typed and shown the same
// way whatever the browser's own language (a native date input follows the browser's).
const DATE_FORMAT: Record<Locale, string> = { zh_CN: 'YYYY-MM-DD', en_US: 'MM/DD/YYYY', fr_FR: 'DD/MM/YYYY' };

export function dateFormat(locale: Locale): string {
  return DATE_FORMAT[locale];
}

// A stored day (YYYY-MM-DD) as the UI language writes it, and back: a typed day in that
// format (one-digit day or month allowed) as YYYY-MM-DD, undefined when it is no real day.
export function showDay(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-');
  return DATE_FORMAT[locale].replace('YYYY', year ?? '').replace('MM', month ?? '').replace('DD', day ?? '');
}

export function readDay(text: string, locale: Locale): string | undefined {
  const parts = text.trim().split(/[-/.]/);
  const order = DATE_FORMAT[locale].split(/[-/]/);
  if (parts.length !== 3 || order.length !== 3) return undefined;
  const at = (token: string) => Number(parts[order.indexOf(token)]);
  const [year, month, day] = [at('YYYY'), at('MM'), at('DD')];
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso || year < 1000 ? undefined : iso;
}

export { dayjs };
