import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';

// The 250 ISO 3166-1 countries with names in the three languages and their calling code,
// from i18n-iso-countries and libphonenumber-js. The short everyday name wins over the
// official one ("China", not "People's Republic of China"); the few names those packages
// give in a form a member would not search for are set here.

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

export type CountrySeed = { code: string; zh: string; en: string; fr: string; areaCode: string | null; sort: number };

// Names the packages spell in a way a member would not expect.
const NAME_OVERRIDES: Record<string, Partial<Pick<CountrySeed, 'zh' | 'en' | 'fr'>>> = {
  CN: { en: 'China' },
  CI: { en: "Côte d'Ivoire", fr: "Côte d'Ivoire" },
  US: { en: 'United States', fr: 'États-Unis' },
  CD: { en: 'DR Congo', fr: 'RD Congo' },
  CG: { en: 'Congo', fr: 'Congo' },
  TW: { en: 'Taiwan (China)', fr: 'Taïwan (Chine)', zh: '中国台湾' },
  HK: { en: 'Hong Kong', fr: 'Hong Kong', zh: '中国香港' },
  MO: { en: 'Macao', fr: 'Macao', zh: '中国澳门' },
  KR: { en: 'South Korea' },
  KP: { en: 'North Korea' },
  RU: { en: 'Russia' },
  IR: { en: 'Iran' },
  SY: { en: 'Syria' },
  TZ: { en: 'Tanzania', fr: 'Tanzanie' },
  LA: { en: 'Laos' },
  MD: { en: 'Moldova' },
  MK: { en: 'North Macedonia' },
  BO: { en: 'Bolivia' },
  VE: { en: 'Venezuela' },
  FM: { en: 'Micronesia' },
  BN: { en: 'Brunei', fr: 'Brunei' },
  VA: { en: 'Vatican City', fr: 'Vatican' },
  SZ: { fr: 'Eswatini' },
  CZ: { en: 'Czechia', fr: 'Tchéquie' },
  PS: { en: 'Palestine' },
  VN: { en: 'Vietnam' },
  GM: { en: 'Gambia', fr: 'Gambie' },
  AX: { en: 'Åland Islands' },
  GB: { en: 'United Kingdom' },
  BS: { en: 'Bahamas', fr: 'Bahamas' },
};

// China (the origin of most orders) and the destination countries first; then by English name.
const FIRST = ['CN', 'CI', 'SN', 'CM', 'GH', 'NG', 'TG', 'BJ', 'ML', 'BF', 'GN', 'CD', 'GA', 'KE'];

function pick(code: string, lang: 'en' | 'fr' | 'zh'): string {
  const names = countries.getName(code, lang, { select: 'all' }) ?? [];
  // For English the packages list the official name first and the common one second.
  const name = lang === 'en' && names.length > 1 ? names[1]! : names[0];
  if (!name) throw new Error(`no ${lang} name for country ${code}`);
  return name;
}

function callingCode(code: string): string | null {
  return isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : null;
}

let cache: CountrySeed[] | null = null;

export function countryList(): CountrySeed[] {
  if (cache) return cache;
  const rows = Object.keys(countries.getAlpha2Codes()).map((code) => ({
    code,
    zh: NAME_OVERRIDES[code]?.zh ?? pick(code, 'zh'),
    en: NAME_OVERRIDES[code]?.en ?? pick(code, 'en'),
    fr: NAME_OVERRIDES[code]?.fr ?? pick(code, 'fr'),
    areaCode: callingCode(code),
  }));
  rows.sort((a, b) => {
    const fa = FIRST.indexOf(a.code);
    const fb = FIRST.indexOf(b.code);
    if (fa !== fb) return (fa === -1 ? FIRST.length : fa) - (fb === -1 ? FIRST.length : fb);
    return a.en.localeCompare(b.en, 'en');
  });
  cache = rows.map((r, i) => ({ ...r, sort: i + 1 }));
  return cache;
}

export function countryByCode(code: string): CountrySeed {
  const country = countryList().find((c) => c.code === code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country;
}

// One country per calling code, for the area-code dictionary: libphonenumber's main country
// for a shared code (+1 United States, +7 Russia, +44 United Kingdom), in country order.
export function areaCodeCountries(): (CountrySeed & { areaCode: string })[] {
  const metadata = require('libphonenumber-js/metadata.max.json') as { country_calling_codes: Record<string, string[]> };
  return countryList().filter(
    (c): c is CountrySeed & { areaCode: string } => c.areaCode !== null && metadata.country_calling_codes[c.areaCode]?.[0] === c.code,
  );
}
