import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@portal/contracts/locale';
import { describe, expect, it } from 'vitest';

// Every visible text exists in all three languages: the same files and the same keys.
const root = path.dirname(new URL(import.meta.url).pathname);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function texts(locale: string): Map<string, unknown> {
  const dir = path.join(root, locale);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

// A text with a count is written once per plural form of its language (i18next's `_one`,
// `_other`…, as Intl.PluralRules names them): Chinese has one form, English two, French three
// (`_many` for round millions). Compared across languages under the key without its form.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const withoutForm = (key: string) => key.replace(PLURAL, '');
const formsOf = (locale: string) => new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;

function valueAt(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
}

describe('locales', () => {
  const reference = texts('en_US');

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))('%s has the same texts as en_US', (locale) => {
    const other = texts(locale);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    const names = (json: unknown) => [...new Set(keys(json).map(withoutForm))].sort();
    for (const [feature, json] of reference) {
      expect(names(other.get(feature)), `${locale}/${feature}.json`).toEqual(names(json));
    }
  });

  it.each(LOCALES)('%s writes each counted text in every plural form of the language, and no other', (locale) => {
    const forms = [...formsOf(locale)].sort();
    for (const [feature, json] of texts(locale)) {
      const groups = new Map<string, string[]>();
      for (const key of keys(json).filter((k) => PLURAL.test(k))) {
        groups.set(withoutForm(key), [...(groups.get(withoutForm(key)) ?? []), PLURAL.exec(key)![1]!]);
      }
      for (const [key, found] of groups) expect(found.sort(), `${locale}/${feature}.json: ${key}`).toEqual(forms);
    }
  });

  // "1 files": a figure followed by the word it counts must be a plural text.
  it('counts a noun only in plural texts', () => {
    const unplural: string[] = [];
    for (const [feature, json] of reference) {
      for (const key of keys(json).filter((k) => !PLURAL.test(k))) {
        const text = valueAt(json, key);
        if (typeof text === 'string' && /\{\{count\}\} (?!of |to )[a-z]/.test(text)) unplural.push(`${feature}.${key}: ${text}`);
      }
    }
    expect(unplural).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    for (const [feature, json] of texts(locale)) {
      const empty = keys(json).filter((key) => {
        const value = valueAt(json, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${locale}/${feature}.json`).toEqual([]);
    }
  });

  // One word, one thing: the shipping form's last step (read it over before submitting) is not
  // the identity verification of the menu.
  it('names the review step and identity verification differently in each language', () => {
    for (const locale of LOCALES) {
      const all = texts(locale);
      const step = String(valueAt(all.get('delivery'), 'steps.review'));
      const identity = [valueAt(all.get('routes'), 'idcard'), valueAt(all.get('kyc'), 'realName.title')].map(String);
      for (const name of identity) expect(name.split(' ')[0], `${locale}: ${step} / ${name}`).not.toBe(step.split(' ')[0]);
    }
  });
});

