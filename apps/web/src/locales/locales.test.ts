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

describe('locales', () => {
  const reference = texts('en_US');

  it.each(LOCALES.filter((locale) => locale !== 'en_US'))('%s has the same texts as en_US', (locale) => {
    const other = texts(locale);
    expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [feature, json] of reference) {
      expect(keys(other.get(feature)).sort(), `${locale}/${feature}.json`).toEqual(keys(json).sort());
    }
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    for (const [feature, json] of texts(locale)) {
      const empty = keys(json).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${locale}/${feature}.json`).toEqual([]);
    }
  });
});
