// Numbers as the UI language writes them: 1 220 and 7,2431 in French, 1,220 and 7.2431 in
// English, 1,220 in Chinese. Every figure a screen shows goes through here, directly or through
// the texts (lib/i18n.ts formats each number a text interpolates). No dependencies: the login
// page and the public pages use it too.

const formats = new Map<string, Intl.NumberFormat>();

// The portal's locales (fr_FR) as Intl takes them (fr-FR); a tag already in that form passes.
export const intlTag = (locale: string) => locale.replace('_', '-');

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlTag(locale), options)));
  return format;
}

// `value` may be a decimal string as the server sends rates ("7.2431"): its decimals are kept
// as written, never rounded nor padded.
export function formatNumber(value: number | string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (typeof value === 'string') {
    const decimals = /\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0;
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return value;
    return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 6), ...options }).format(number);
  }
  return numberFormat(locale, { maximumFractionDigits: 6, ...options }).format(value);
}
