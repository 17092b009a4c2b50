import { DEFAULT_LOCALE, isLocale, type Locale } from '@portal/contracts/locale';
import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { CORE_FEATURES, OWN_CHUNK_FEATURES } from '../locales/core-features';
import { syncLanguageCookie } from './cookies';
import { formatNumber } from './number-format';

// Texts live in src/locales/<lang>/<feature>.json; each file becomes the `<feature>.` branch
// of its language, so `t('auth.login.title')` reads locales/<lang>/auth.json → login.title.
// The zh_CN texts of the first screens (sign-in, the shell, errors) ship with the first
// bundle; every other file — the other languages, and each product area's texts — is
// bundled separately and loaded before it is shown: a language when chosen, the product
// areas' texts with the member layout (`loadFeatureTexts`). So the login page does not grow
// with every feature.

type Texts = Record<string, unknown>;

// The globs repeat CORE_FEATURES: import.meta.glob takes literal patterns only.
const defaultFiles = import.meta.glob<Texts>('../locales/zh_CN/{auth,common,errors,layout,routes}.json', { eager: true, import: 'default' });
const lazyFiles = import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/zh_CN/{auth,common,errors,layout,routes}.json'], {
  import: 'default',
});

// More to load with a language (antd's own texts, once the member area has antd:
// app/antd-config.tsx).
const localeLoaders: ((locale: Locale) => Promise<void>)[] = [];

export function onLocaleChange(load: (locale: Locale) => Promise<void>): void {
  localeLoaders.push(load);
}

const STORAGE_KEY = 'language';
const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en-US', fr_FR: 'fr-FR' };

function featureOf(path: string, locale: Locale): string | undefined {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] === locale ? match[2] : undefined;
}

function defaultTranslation(): Record<string, Texts> {
  const translation: Record<string, Texts> = {};
  for (const [path, texts] of Object.entries(defaultFiles)) {
    const feature = featureOf(path, DEFAULT_LOCALE);
    if (feature) translation[feature] = texts;
  }
  return translation;
}

// Set once a screen needs the product areas' texts; from then on every language loads them.
let featureTextsWanted = false;
// The files of OWN_CHUNK_FEATURES a screen asked for; from then on every language loads them.
const ownTextsWanted = new Set<string>();
const loaded = new Set<string>();

function isCore(feature: string): boolean {
  return CORE_FEATURES.includes(feature);
}

// Adds the locale's files that are wanted and not there yet.
async function loadTexts(locale: Locale): Promise<void> {
  const files = Object.entries(lazyFiles).flatMap(([path, load]) => {
    const feature = featureOf(path, locale);
    if (!feature || loaded.has(`${locale}/${feature}`)) return [];
    if (OWN_CHUNK_FEATURES.includes(feature)) return ownTextsWanted.has(feature) ? [load().then((texts) => [feature, texts] as const)] : [];
    if (!isCore(feature) && !featureTextsWanted) return [];
    return [load().then((texts) => [feature, texts] as const)];
  });
  if (files.length === 0) return;
  const entries = await Promise.all(files);
  i18next.addResourceBundle(locale, 'translation', Object.fromEntries(entries), true, true);
  for (const [feature] of entries) loaded.add(`${locale}/${feature}`);
}

async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([loadTexts(locale), ...localeLoaders.map((load) => load(locale))]);
}

// One of OWN_CHUNK_FEATURES in the current language (and in any language chosen later).
export async function loadTextsOf(feature: string): Promise<void> {
  ownTextsWanted.add(feature);
  await loadTexts(currentLocale());
}

// The texts of every product area in the current language; the member layout waits for it.
export async function loadFeatureTexts(): Promise<void> {
  featureTextsWanted = true;
  await loadTexts(currentLocale());
}

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next;

// Every number a text interpolates is written as the UI language writes numbers ("{{count}}
// points": 1 220 in French, 1,220 in English); anything else passes as it came (a missing
// value stays missing). The texts use no named formats ("{{x, number}}"): this replaces
// i18next's own formatter.
const numbersFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) => (typeof value === 'number' && lng ? formatNumber(value, lng) : (value as string)),
};

let initialised = false;
let textsReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  textsReady = resolve;
});

// Resolves when initI18n has settled (in the member's language, or the default should that
// fail): the request layer phrases its toasts and dialogs after it, since a page's first calls
// may fail before the member's language has loaded.
export function whenTextsReady(): Promise<void> {
  return ready;
}

// Resolves once the member's language can be shown; render after it.
export function initI18n(): Promise<void> {
  return loadFirstTexts().finally(textsReady);
}

async function loadFirstTexts(): Promise<void> {
  const locale = storedLocale();
  await i18next.use(initReactI18next).use(numbersFormatter).init({
    resources: { [DEFAULT_LOCALE]: { translation: defaultTranslation() } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    load: 'currentOnly',
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  if (locale !== DEFAULT_LOCALE) {
    await loadLocale(locale).catch(() => undefined);
    await i18next.changeLanguage(locale);
  }
  document.documentElement.lang = HTML_LANG[currentLocale()];
  syncLanguageCookie(currentLocale());
  initialised = true;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

// The language API calls ask for. The first calls (the signed-in member, prefetched as the
// route matches) may start while the texts still load: they ask in the member's stored choice,
// not the default, so answers with texts in them (the level name) come in that language.
export function requestLocale(): Locale {
  return initialised ? currentLocale() : storedLocale();
}

// Re-renders every translated component (and antd's texts); the api client reads the new
// locale on its next call.
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = HTML_LANG[locale];
  syncLanguageCookie(locale);
  await i18next.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
}
