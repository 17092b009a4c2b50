import type { Locale } from '@portal/contracts/locale';
import { currentLocale, i18n, onLocaleChange } from '../lib/i18n';

// The staff console's texts (the `staff.` branch): the shell's in staff/texts/<lang>.json, each
// desk's in staff/<desk>/texts/<lang>.json under the desk's own key, so desks never edit one
// shared file. Loaded with the console, never with a member page; the build puts a language's
// files in one chunk (vite.config.ts). A language switch waits for them.
const files = import.meta.glob<Record<string, unknown>>(['./texts/*.json', './*/texts/*.json'], { import: 'default' });
const loaded = new Set<Locale>();

export function staffTextFiles(locale: Locale): Array<() => Promise<Record<string, unknown>>> {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/texts/${locale}.json`))
    .map(([, load]) => load);
}

export async function loadStaffTexts(locale: Locale = currentLocale()): Promise<void> {
  if (loaded.has(locale)) return;
  const parts = await Promise.all(staffTextFiles(locale).map((load) => load()));
  for (const part of parts) i18n.addResourceBundle(locale, 'translation', { staff: part }, true, true);
  loaded.add(locale);
}

onLocaleChange(loadStaffTexts);
