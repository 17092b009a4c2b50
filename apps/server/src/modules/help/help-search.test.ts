import { describe, expect, it } from 'vitest';
import { helpPlainText } from '@portal/contracts/help';
import type { Locale } from '@portal/contracts/locale';
import { HELP_SEED } from '../../db/seed/help.seed.js';
import { HelpSearchIndex, queryTokens, spell, type HelpDocument } from './help-search.js';

// The search over the real seeded articles (db/seed/help.seed.ts), one index per language.
const articles = HELP_SEED.flatMap((category) => category.articles);
const keyOf = (id: number) => articles[id - 1]!.key;

function index(locale: Locale, extra: HelpDocument[] = []): HelpSearchIndex {
  return new HelpSearchIndex([
    ...articles.map((article, i) => ({
      kind: 'article' as const,
      id: i + 1,
      title: article.title[locale],
      body: helpPlainText(article.body[locale]),
      zhTitle: article.title.zh_CN,
      zhBody: helpPlainText(article.body.zh_CN),
      answer: null,
      answeredAt: null,
    })),
    ...extra,
  ], { pinyin: locale === 'zh_CN' });
}

const keys = (idx: HelpSearchIndex, q: string) => idx.search(q).map((r) => (r.kind === 'article' ? keyOf(r.id) : `advice:${r.id}`));

describe('help search', () => {
  const zh = index('zh_CN');
  const en = index('en_US');
  const fr = index('fr_FR');

  it('spells Chinese as full pinyin and initials, pointing each letter at its character', () => {
    expect(spell('修改登录密码', 'full').text).toBe('xiugaidenglumima');
    expect(spell('修改登录密码', 'initials').text).toBe('xgdlmm');
    const control = spell('A 控货', 'initials');
    expect(control).toEqual({ text: 'kh', from: [2, 3] });
    expect(spell('password', 'full').text).toBe('');
  });

  it('finds 密码 (password) by full pinyin "mima" and by initials "mm", the title match first', () => {
    expect(keys(zh, 'mima')[0]).toBe('password');
    expect(keys(zh, 'mm')[0]).toBe('password');
    expect(zh.search('mima')[0]!.matchedIn).toBe('title');
    // The characters the pinyin spells are what the page marks: 密码 in 忘记密码或修改登录密码.
    const top = zh.search('mima')[0]!;
    expect(top.titleMarks.map(([start, end]) => top.title.slice(start, end))).toContain('密码');
    const english = en.search('password')[0]!;
    expect(english.titleMarks.map(([start, end]) => english.title.slice(start, end).toLowerCase())).toContain('password');
    // Pinyin is for Chinese readers: English and French ones search their own words.
    expect(keys(en, 'mima')).not.toContain('password');
  });

  it('finds 实名认证 articles when typed with a same-sounding wrong character (实名认正), for Chinese readers', () => {
    expect(keys(zh, '实名认正')[0]).toBe('real-name');
    expect(keys(zh, '认正')).toContain('real-name');
    // A word of another sound still finds nothing.
    expect(keys(zh, '实名认错')).toEqual([]);
  });

  it('finds 放货 (release) and 控货 by pinyin, and Chinese words written together', () => {
    expect(keys(zh, 'fanghuo')[0]).toBe('release');
    expect(keys(zh, 'khmm')).toContain('control-password');
    expect(keys(zh, '修改密码')[0]).toBe('password');
    expect(keys(zh, '汇率')[0]).toBe('ecash');
  });

  it('forgives a misspelling within the 0.4 threshold', () => {
    expect(keys(en, 'pasword').slice(0, 2)).toEqual(expect.arrayContaining(['password', 'control-password']));
    expect(keys(en, 'warehose receipt')[0]).toBe('warehouse-receipt');
    expect(keys(fr, 'colisage')[0]).toBe('packing-list');
  });

  it('keeps junk out', () => {
    for (const junk of ['xqzjv', 'asdfgh', 'zzzzqqq', 'qwpoeiruty']) expect(keys(en, junk), junk).toEqual([]);
    expect(keys(zh, '天气预报')).toEqual([]);
  });

  it('searches the reader language: English words do not find French titles and the reverse', () => {
    expect(keys(en, 'release')[0]).toBe('release');
    expect(keys(fr, 'libérer')[0]).toBe('release');
    expect(keys(en, 'shipping mark')[0]).toBe('place-order');
    for (const q of ['libérer', 'colisage', 'indemnité']) expect(keys(en, q), q).toEqual([]);
    for (const q of ['shipping mark', 'warehouse', 'packing list', 'release']) expect(keys(fr, q), q).toEqual([]);
  });

  it('ranks title matches above body matches', () => {
    const results = en.search('password');
    const firstBody = results.findIndex((r) => r.matchedIn === 'body');
    expect(firstBody).toBeGreaterThan(0);
    expect(results.slice(firstBody).every((r) => r.matchedIn === 'body')).toBe(true);
    expect(results.slice(0, firstBody).map((r) => keyOf(r.id))).toEqual(expect.arrayContaining(['password', 'control-password']));
  });

  it('finds a public consultation and carries its answer', () => {
    const advice: HelpDocument = {
      kind: 'advice',
      id: 99,
      title: '海运到巴黎要多久',
      body: '请问海运拼箱到巴黎一般多少天？\n一般 35 到 45 天到港，清关后 3 天内派送。',
      zhTitle: '海运到巴黎要多久',
      zhBody: '请问海运拼箱到巴黎一般多少天？',
      answer: '一般 35 到 45 天到港，清关后 3 天内派送。',
      answeredAt: '2026-11-20T08:00:00.000Z',
    };
    const idx = index('zh_CN', [advice]);
    expect(keys(idx, 'bali')).toEqual(['advice:99']);
    expect(idx.search('巴黎')[0]).toMatchObject({ kind: 'advice', answer: advice.answer });
  });

  it('splits queries into words, Chinese into pairs', () => {
    expect(queryTokens(' Change  Password ')).toEqual(['change', 'password']);
    expect(queryTokens('修改登录密码')).toEqual(['修改', '登录', '密码']);
    expect(queryTokens('控货密码吗')).toEqual(['控货', '密码吗']);
  });
});
