// Locales the product speaks; the API default is zh_CN (docs/product/api.md).
export const LOCALES = ['zh_CN', 'en_US', 'fr_FR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

export type Localized = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// Accepts "fr_FR", "fr-FR", "fr", or an Accept-Language list such as "en-US,en;q=0.9".
export function parseLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().replace('-', '_').toLowerCase() ?? '';
    if (!tag) continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const lang = tag.split('_')[0];
    const byLang = LOCALES.find((l) => l.startsWith(`${lang}_`));
    if (byLang) return byLang;
  }
  return DEFAULT_LOCALE;
}

// Fills {name} placeholders.
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

export function pick(text: Localized, locale: Locale, params?: Record<string, string | number>): string {
  return format(text[locale], params);
}

// The label of a dictionary entry in a language: label is zh_CN; a missing English label falls
// back to Chinese, a missing French one to English.
export function dictLabel(item: { label: string; labelEn: string | null; labelFr: string | null }, locale: Locale): string {
  if (locale === 'en_US') return item.labelEn || item.label;
  if (locale === 'fr_FR') return item.labelFr || item.labelEn || item.label;
  return item.label;
}
