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

export { dayjs };
