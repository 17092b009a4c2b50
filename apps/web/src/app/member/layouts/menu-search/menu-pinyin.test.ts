import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import zhRoutes from '../../../../locales/zh_CN/routes.json';
import { matchMenu, type MenuTarget } from './menu-match';

// menu-pinyin.json is the pinyin of the Chinese page titles, made here at test time so the
// browser never loads a pinyin library (docs/help-centre.md). Regenerate it with
// UPDATE_MENU_PINYIN=1 npx vitest run apps/web/src/app/member/layouts/menu-search/menu-pinyin.test.ts
const FILE = fileURLToPath(new URL('./menu-pinyin.json', import.meta.url));

function spell(title: string) {
  const han = Array.from(title).filter((c) => /\p{Script=Han}/u.test(c)).join('');
  return {
    // ü is typed v.
    full: pinyin(han, { toneType: 'none', type: 'array', v: true }).join('').toLowerCase(),
    initials: pinyin(han, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase(),
  };
}

describe('menu search', () => {
  it('carries the current pinyin of every Chinese page title', () => {
    const expected = Object.fromEntries(Object.entries(zhRoutes).map(([key, title]) => [key, spell(title)]));
    if (process.env.UPDATE_MENU_PINYIN) writeFileSync(FILE, `${JSON.stringify(expected, null, 1)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(expected);
  });

  const targets: MenuTarget[] = [
    { path: '/jiedao/jd-controlorder', key: 'controlOrders', title: '控货订单' },
    { path: '/jiedao/jd-ecash', key: 'ecash', title: '电子现金汇率' },
    { path: '/jiedao/jd-help', key: 'help', title: '帮助中心' },
    { path: '/jiedao/jd-address-manager', key: 'addresses', title: '地址管理' },
  ];
  const english: MenuTarget[] = [
    { path: '/jiedao/jd-controlorder', key: 'controlOrders', title: 'Control orders' },
    { path: '/jiedao/jd-ecash', key: 'ecash', title: 'E-cash rates' },
    { path: '/jiedao/jd-help', key: 'help', title: 'Help' },
  ];

  it('finds Chinese titles by characters, full pinyin and initials', () => {
    expect(matchMenu(targets, '控货', true)[0]?.key).toBe('controlOrders');
    expect(matchMenu(targets, 'kh', true)[0]?.key).toBe('controlOrders');
    expect(matchMenu(targets, 'konghuo', true)[0]?.key).toBe('controlOrders');
    expect(matchMenu(targets, 'KHDD', true)[0]?.key).toBe('controlOrders');
    expect(matchMenu(targets, 'huilv', true)[0]?.key).toBe('ecash');
    expect(matchMenu(targets, 'bz', true).map((t) => t.key)).toEqual(['help']);
    expect(matchMenu(targets, 'xyz', true)).toEqual([]);
  });

  it('matches Chinese titles only, not their pinyin, with the settings panel\'s pinyin search off', () => {
    expect(matchMenu(targets, 'kh', true, false)).toEqual([]);
    expect(matchMenu(targets, 'konghuo', true, false)).toEqual([]);
    expect(matchMenu(targets, '控货', true, false)[0]?.key).toBe('controlOrders');
    expect(matchMenu(targets, 'kh', true, true)[0]?.key).toBe('controlOrders');
  });

  it('finds titles in the current language, words starting with the query first, and no pinyin outside Chinese', () => {
    expect(matchMenu(english, 'rates', false)[0]?.key).toBe('ecash');
    expect(matchMenu(english, 'con', false)[0]?.key).toBe('controlOrders');
    expect(matchMenu(english, 'kh', false)).toEqual([]);
  });
});
