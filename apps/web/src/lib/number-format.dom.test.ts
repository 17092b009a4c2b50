// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n, loadFeatureTexts } from './i18n';
import { readDay, showDay } from './dayjs';
import { formatNumber } from './number-format';

beforeAll(async () => {
  await initI18n();
  await loadFeatureTexts();
});

describe('numbers and counts in the UI language', () => {
  it('write numbers as each language does, decimals of a rate as sent', () => {
    expect(formatNumber('7.2431', 'fr_FR')).toBe('7,2431');
    expect(formatNumber('7.2431', 'en_US')).toBe('7.2431');
    expect(formatNumber('655.957000', 'en_US')).toBe('655.957000');
    expect(formatNumber(1220, 'fr_FR')).toMatch(/^1\s220$/);
    expect(formatNumber(1220, 'zh_CN')).toBe('1,220');
  });

  it('say "1 file" and "2 files", and format the count in the text', async () => {
    await changeLocale('en_US');
    expect(i18n.t('abnormal.list.fileCount', { count: 1 })).toBe('1 file');
    expect(i18n.t('abnormal.list.fileCount', { count: 2 })).toBe('2 files');
    expect(i18n.t('points.levels.total', { count: 1220, total: 1220 })).toBe('1,220 points earned');
  });

  it('agree in French, with French figures', async () => {
    await changeLocale('fr_FR');
    expect(i18n.t('points.levels.count', { count: 1, shown: 1 })).toBe('1 changement · 1 affiché');
    expect(i18n.t('points.levels.count', { count: 3, shown: 2 })).toBe('3 changements · 2 affichés');
    expect(i18n.t('points.levels.total', { count: 1220, total: 1220 })).toMatch(/^1\s220 points gagnés$/);
    expect(i18n.t('points.levels.total', { count: 2_000_000, total: 2_000_000 })).toMatch(/^2\s000\s000 points gagnés$/);
  });

  it('have one form in Chinese', async () => {
    await changeLocale('zh_CN');
    expect(i18n.t('abnormal.list.fileCount', { count: 1 })).toBe('1 个文件');
  });
});

describe('days in the UI language, whatever the browser', () => {
  it('show and read a day in each language\'s order, refusing what is no day', () => {
    expect(showDay('2026-11-01', 'fr_FR')).toBe('01/11/2026');
    expect(showDay('2026-11-01', 'en_US')).toBe('11/01/2026');
    expect(showDay('2026-11-01', 'zh_CN')).toBe('2026-11-01');
    expect(readDay('1/11/2026', 'fr_FR')).toBe('2026-11-01');
    expect(readDay('11/01/2026', 'en_US')).toBe('2026-11-01');
    expect(readDay('2026-11-01', 'zh_CN')).toBe('2026-11-01');
    for (const bad of ['31/02/2026', '2026-11-01', '', 'demain']) expect(readDay(bad, 'fr_FR'), bad).toBeUndefined();
  });
});

