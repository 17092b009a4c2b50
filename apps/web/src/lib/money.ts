// Money as the portal shows and takes it: the one place (docs/staff-console.md, "Money
// formatting"). Amounts arrive as integers in minor units of their currency (docs/money.md);
// each currency has its own number of minor digits (USD 2, XOF 0), which Intl knows (ISO 4217).
// A caller holding the server's digits for a currency (price quotes carry them) passes them.
import { formatNumber, intlTag, plainFigure } from './number-format';

// The currencies members pay in most, written without Intl (lib/number-format.ts says why):
// their minor digits and, per language, what Intl writes before and after the figure
// (money.test.ts compares the two). Any other currency goes to Intl.
const WRITTEN_CURRENCIES: Record<string, { digits: number; affixes: Record<string, readonly [string, string]> }> = {
  USD: { digits: 2, affixes: { 'zh-CN': ['US$', ''], 'en-US': ['$', ''], 'fr-FR': ['', '\u00a0$US'] } },
  CNY: { digits: 2, affixes: { 'zh-CN': ['\u00a5', ''], 'en-US': ['CN\u00a5', ''], 'fr-FR': ['', '\u00a0CNY'] } },
  EUR: { digits: 2, affixes: { 'zh-CN': ['\u20ac', ''], 'en-US': ['\u20ac', ''], 'fr-FR': ['', '\u00a0\u20ac'] } },
  XOF: { digits: 0, affixes: { 'zh-CN': ['F\u202fCFA\u00a0', ''], 'en-US': ['F\u202fCFA\u00a0', ''], 'fr-FR': ['', '\u00a0F\u202fCFA'] } },
  XAF: { digits: 0, affixes: { 'zh-CN': ['FCFA\u00a0', ''], 'en-US': ['FCFA\u00a0', ''], 'fr-FR': ['', '\u00a0FCFA'] } },
};

export const WRITTEN_CURRENCY_CODES = Object.keys(WRITTEN_CURRENCIES);

const digitsByCurrency = new Map<string, number>();

// Minor-unit digits of a currency: USD 2, XOF 0.
export function currencyDigits(currency: string): number {
  const written = WRITTEN_CURRENCIES[currency];
  if (written) return written.digits;
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

// 12550 USD → "$125.50" (en_US), "125,50 $US" (fr_FR); 5000 XOF → "F CFA 5,000". No amount
// (null, undefined) reads as nothing. `locale` is the portal's (fr_FR) or an Intl tag (fr-FR).
export function formatMinor(minor: number | null | undefined, currency: string, locale: string, digits: number = currencyDigits(currency)): string {
  if (minor === null || minor === undefined) return '';
  const affixes = WRITTEN_CURRENCIES[currency]?.affixes[intlTag(locale)];
  const value = minor / 10 ** digits;
  const figure = affixes && plainFigure(Math.abs(value), intlTag(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (affixes && figure !== undefined) return `${value < 0 || Object.is(value, -0) ? '-' : ''}${affixes[0]}${figure}${affixes[1]}`;
  return formatNumber(minor / 10 ** digits, locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
}

// What a form takes: a decimal amount as typed (a number, or text such as "125.5") in minor
// units of the currency, rounded to its digits: 125.5 USD → 12550, 5000 XOF → 5000. Text is
// read digit by digit, so no float error creeps in ("0.29" → 29, not 28.999…). NaN when the
// text is not a plain decimal (the form's schema then refuses it).
export function toMinorUnits(amount: number | string, currency: string, digits: number = currencyDigits(currency)): number {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(Math.min(digits + 2, 20)) : '') : amount.trim();
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) return Number.NaN;
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  // Half up on the first digit dropped.
  const roundUp = Number(fraction[digits] ?? '0') >= 5 ? 1 : 0;
  const minor = Number(whole || '0') * 10 ** digits + Number(kept || '0') + roundUp;
  return sign === '-' ? -minor : minor;
}

// The other way, for a form's starting value: 12550 USD → 125.5.
export function fromMinorUnits(minor: number, currency: string, digits: number = currencyDigits(currency)): number {
  return minor / 10 ** digits;
}
