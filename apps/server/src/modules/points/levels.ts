import type { PointLevel } from '@portal/contracts/points';
import { dictLabel, LOCALES, type Locale, type Localized } from '@portal/contracts/locale';
import { fromJson } from '../../db/sql.js';

// Levels are the enabled entries of the membership_levels dictionary; extra.minScore is the
// cumulative points (total earned or added) a member needs (docs/points-and-gifts.md, "Levels").
export interface LevelEntry {
  value: string;
  label: string;
  label_en: string;
  label_fr: string;
  minScore: number;
}

export interface LevelRow {
  value: string;
  label: string;
  label_en: string;
  label_fr: string;
  extra: string | null;
}

// Lowest first. An entry without a usable minScore takes no part.
export function toLevels(rows: readonly LevelRow[]): LevelEntry[] {
  return rows
    .flatMap((row) => {
      const minScore = fromJson<{ minScore?: unknown }>(row.extra, {}).minScore;
      return typeof minScore === 'number' && Number.isSafeInteger(minScore) && minScore >= 0
        ? [{ value: row.value, label: row.label, label_en: row.label_en, label_fr: row.label_fr, minScore }]
        : [];
    })
    .sort((a, b) => a.minScore - b.minScore);
}

// The level a total reaches and the one after it. The lowest level applies below every
// threshold too (a lowest level seeded above 0 still names new members).
export function levelOf(total: number, levels: readonly LevelEntry[]): { current: LevelEntry | null; next: LevelEntry | null } {
  let index = -1;
  levels.forEach((level, i) => {
    if (total >= level.minScore) index = i;
  });
  const current = levels[Math.max(index, 0)] ?? null;
  return { current, next: levels[index + 1] ?? null };
}

export function levelName(level: Pick<LevelEntry, 'label' | 'label_en' | 'label_fr'>, locale: Locale): string {
  return dictLabel({ label: level.label, labelEn: level.label_en, labelFr: level.label_fr }, locale);
}

export function levelNames(level: Pick<LevelEntry, 'label' | 'label_en' | 'label_fr'>): Localized {
  return Object.fromEntries(LOCALES.map((locale) => [locale, levelName(level, locale)])) as Localized;
}

export function toPointLevel(level: LevelEntry | null, locale: Locale): PointLevel | null {
  return level ? { value: level.value, name: levelName(level, locale), minScore: level.minScore } : null;
}
