import { STAFF_ROLES } from '@portal/contracts/staff';
import { ORDER_STATUSES } from '@portal/contracts/statuses';
import { describe, expect, it } from 'vitest';
import en from './texts/en_US.json';

// The console's texts in the three languages, the shell's and every desk's files together
// (staff-texts.ts): the same keys (plural texts in each language's own forms, as
// Intl.PluralRules lists them), every role and order status named, no two files sharing a key.
const files = import.meta.glob<Record<string, unknown>>(['./texts/*.json', './*/texts/*.json'], { import: 'default', eager: true });

function textsOf(locale: string): Record<string, unknown> {
  const parts = Object.entries(files).filter(([path]) => path.endsWith(`/texts/${locale}.json`));
  return Object.assign({}, ...parts.map(([, texts]) => texts)) as Record<string, unknown>;
}
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

const singular = (list: string[]) => [...new Set(list.map((key) => key.replace(PLURAL, '')))].sort();

describe('staff texts', () => {
  const languages = { en_US: textsOf('en_US'), fr_FR: textsOf('fr_FR'), zh_CN: textsOf('zh_CN') };

  it('has the same texts in each language', () => {
    for (const texts of Object.values(languages)) expect(singular(keys(texts))).toEqual(singular(keys(languages.en_US)));
  });

  it("writes plural texts in each language's own forms", () => {
    for (const [locale, texts] of Object.entries(languages)) {
      const forms = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
      const plural = keys(texts).filter((key) => PLURAL.test(key));
      const bases = new Set(plural.map((key) => key.replace(PLURAL, '')));
      for (const base of bases) expect([locale, plural.filter((key) => key.startsWith(`${base}_`)).map((key) => key.slice(base.length + 1)).sort()]).toEqual([locale, [...forms].sort()]);
    }
  });

  it('names every role and order status', () => {
    expect(Object.keys(en.roles).sort()).toEqual([...STAFF_ROLES].sort());
    expect(Object.keys(en.orders.statusNames)).toEqual(ORDER_STATUSES.map(String));
  });

  it('keeps each file to keys of its own', () => {
    for (const locale of Object.keys(languages)) {
      const tops = Object.entries(files)
        .filter(([path]) => path.endsWith(`/texts/${locale}.json`))
        .flatMap(([, texts]) => Object.keys(texts));
      expect(tops.length).toBe(new Set(tops).size);
    }
  });
});
