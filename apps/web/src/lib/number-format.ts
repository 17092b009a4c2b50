// Numbers as the UI language writes them: 1 220 and 7,2431 in French, 1,220 and 7.2431 in
// English, 1,220 in Chinese. Every figure a screen shows goes through here, directly or through
// the texts (lib/i18n.ts formats each number a text interpolates). No dependencies: the login
// page and the public pages use it too.
//
// Plain figures (no currency, no percent) are written here rather than by Intl: the first
// Intl.NumberFormat of a page reads the browser's locale data, about 50 ms on a desk and four
// times that on a phone, inside the first render of every page with a figure (the sidebar's
// counts are on all of them). The output is Intl's, character for character
// (number-format.test.ts compares the two over thousands of values); currencies and percentages
// still go to Intl (docs/decisions.md, "Figures without Intl").

const formats = new Map<string, Intl.NumberFormat>();

// The portal's locales (fr_FR) as Intl takes them (fr-FR); a tag already in that form passes.
export const intlTag = (locale: string) => locale.replace('_', '-');

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlTag(locale), options)));
  return format;
}

// Each language's signs, as Intl writes them: French groups with a narrow no-break space.
const SIGNS: Record<string, { group: string; decimal: string }> = {
  'zh-CN': { group: ',', decimal: '.' },
  'en-US': { group: ',', decimal: '.' },
  'fr-FR': { group: '\u202f', decimal: ',' },
};

const PLAIN_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

// `digits` (a decimal string of digits, no sign) plus one unit in its last place.
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

// A plain figure as Intl writes it, or undefined where Intl is needed (a style, an option
// other than the fraction digits, a language of no portal, a number written with an exponent).
// Intl rounds the number's shortest decimal form half away from zero: so does this.
export function plainFigure(value: number, tag: string, options: Intl.NumberFormatOptions): string | undefined {
  const signs = SIGNS[tag];
  if (!signs || !Number.isFinite(value) || Object.keys(options).some((key) => !PLAIN_OPTIONS.has(key))) return undefined;
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min || max > 20) return undefined;
  const written = String(Math.abs(value));
  if (written.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) digits = incremented(digits);
  let integer = digits.slice(0, digits.length - max) || '0';
  let decimals = digits.slice(digits.length - max);
  integer = integer.replace(/^0+(?=\d)/, '');
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, signs.group) : integer;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? signs.decimal + decimals : ''}`;
}

function format(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  return plainFigure(value, intlTag(locale), options) ?? numberFormat(locale, options).format(value);
}

// `value` may be a decimal string as the server sends rates ("7.2431"): its decimals are kept
// as written, never rounded nor padded.
export function formatNumber(value: number | string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  if (typeof value === 'string') {
    const decimals = /\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0;
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return value;
    return format(number, locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 6), ...options });
  }
  return format(value, locale, { maximumFractionDigits: 6, ...options });
}
