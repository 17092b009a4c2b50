import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/contracts/locale';
import { formatRelativeTime, timeAgo } from './format';

const now = Date.parse('2026-11-27T10:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says just now under 30 seconds, in each language', () => {
    expect(formatRelativeTime(ago(0), 'en_US', now)).toBe('just now');
    expect(formatRelativeTime(ago(29), 'en_US', now)).toBe('just now');
    expect(formatRelativeTime(ago(29), 'zh_CN', now)).toBe('刚刚');
    expect(formatRelativeTime(ago(29), 'fr_FR', now)).toBe("à l'instant");
  });

  it('counts minutes under an hour and hours under a day, rounding up', () => {
    expect(formatRelativeTime(ago(30), 'en_US', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(90), 'en_US', now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(59 * 60), 'fr_FR', now)).toBe('il y a 59 minutes');
    expect(formatRelativeTime(ago(5 * 60), 'zh_CN', now)).toBe('5分钟前');
    expect(formatRelativeTime(ago(3600), 'en_US', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 3600 + 1), 'en_US', now)).toBe('4 hours ago');
    expect(formatRelativeTime(ago(23 * 3600), 'zh_CN', now)).toBe('23小时前');
    expect(formatRelativeTime(ago(2 * 3600), 'fr_FR', now)).toBe('il y a 2 heures');
  });

  it('says 1 day ago under two days, and the date from two days on', () => {
    expect(formatRelativeTime(ago(24 * 3600), 'en_US', now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(47 * 3600), 'fr_FR', now)).toBe('il y a 1 jour');
    expect(formatRelativeTime(ago(30 * 3600), 'zh_CN', now)).toBe('1天前');
    const old = new Date(now - 48 * 3600 * 1000);
    const local = `${old.getFullYear()}-${String(old.getMonth() + 1).padStart(2, '0')}-${String(old.getDate()).padStart(2, '0')}`;
    expect(formatRelativeTime(old.toISOString(), 'en_US', now)).toMatch(new RegExp(`^${local} \\d{2}:\\d{2}$`));
    expect(formatRelativeTime(old.toISOString(), 'en_US', now, 'YYYY-MM-DD')).toBe(local);
  });

  it('reads ten-digit numbers as seconds and longer ones as milliseconds', () => {
    expect(formatRelativeTime(Math.floor(now / 1000) - 120, 'en_US', now)).toBe('2 minutes ago');
    expect(formatRelativeTime(now - 120_000, 'en_US', now)).toBe('2 minutes ago');
  });

  it('shows a time ahead of the clock as just now within 30 s, else as its date; nothing for no time', () => {
    expect(formatRelativeTime(ago(-10), 'en_US', now)).toBe('just now');
    expect(formatRelativeTime(ago(-3600), 'en_US', now)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(formatRelativeTime(null, 'en_US', now)).toBe('');
    expect(formatRelativeTime('not a date', 'en_US', now)).toBe('');
  });
});

describe('timeAgo', () => {
  it('writes what Intl.RelativeTimeFormat writes, in each language, for every count a list shows', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.RelativeTimeFormat(locale.replace('_', '-'), { numeric: 'always' });
      for (let count = 1; count < 60; count++) expect(timeAgo(count, 'minute', locale)).toBe(intl.format(-count, 'minute'));
      for (let count = 1; count < 24; count++) expect(timeAgo(count, 'hour', locale)).toBe(intl.format(-count, 'hour'));
      expect(timeAgo(1, 'day', locale)).toBe(intl.format(-1, 'day'));
    }
  });
});
