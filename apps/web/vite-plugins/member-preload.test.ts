import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_BASE, ROUTE_TABLE, STAFF_BASE, STAFF_ROUTE_TABLE, frameTexts, memberPreload, staffPreload } from './member-preload';

const css = (...files: string[]) => ({ importedCss: new Set(files) });
const chunk = (fileName: string, name: string, imports: string[], moduleIds: string[] = [], styles: string[] = []) => ({
  fileName,
  name,
  imports,
  moduleIds,
  viteMetadata: css(...styles),
});

describe("a member page's first files", () => {
  const chunks = [
    chunk('assets/index.js', 'index', ['assets/shell.js']),
    chunk('assets/shell.js', 'shell', [], ['/w/src/main.tsx'], ['assets/shell.css']),
    chunk('assets/member.js', 'member', ['assets/shell.js'], ['/w/src/app/member/layouts/member-layout.tsx'], ['assets/member.css']),
    chunk('assets/member-libs.js', 'member-libs', ['assets/shell.js', 'assets/member.js'], [], ['assets/member-libs.css']),
    chunk('assets/texts-zh_CN-features.js', 'texts-zh_CN-features', []),
    chunk('assets/texts-fr_FR.js', 'texts-fr_FR', []),
    chunk('assets/texts-fr_FR-features.js', 'texts-fr_FR-features', []),
    chunk('assets/contact-pages.js', 'contact-pages', ['assets/member-libs.js', 'assets/list-parts.js'], ['/w/src/pages/customer-page.tsx'], ['assets/contact.css']),
    chunk('assets/list-parts.js', 'list-parts', ['assets/member.js'], [], ['assets/list.css', 'assets/member.css']),
    chunk('assets/profile-page.js', 'profile-page', ['assets/page-libs.js'], ['/w/src/pages/profile-page.tsx']),
    chunk('assets/page-libs.js', 'page-libs', []),
  ];
  const inIndex = new Set(['assets/index.js', 'assets/shell.js', 'assets/shell.css']);
  const pages = new Map([
    ['jd-customer', '/w/src/pages/customer-page.tsx'],
    ['jd-profile', '/w/src/pages/profile-page.tsx'],
  ]);
  const preload = memberPreload(chunks, '/', inIndex, pages);

  it("names the member layout's chunk and member-libs with their stylesheets, not what index.html loads", () => {
    expect(preload?.scripts.sort()).toEqual(['/assets/member-libs.js', '/assets/member.js']);
    expect(preload?.styles.sort()).toEqual(['/assets/member-libs.css', '/assets/member.css']);
  });

  it("names each language's texts but the default one's first-screen texts, which the shell carries", () => {
    expect(preload?.texts).toEqual({ zh_CN: ['/assets/texts-zh_CN-features.js'], fr_FR: ['/assets/texts-fr_FR-features.js', '/assets/texts-fr_FR.js'] });
  });

  it("names a page's own chunks beyond the member area's, and the home page under its other paths", () => {
    expect(preload?.routes[`${MEMBER_BASE}/jd-customer`]).toEqual({
      scripts: ['/assets/contact-pages.js', '/assets/list-parts.js'],
      styles: ['/assets/contact.css', '/assets/list.css'],
    });
    const home = { scripts: ['/assets/profile-page.js', '/assets/page-libs.js'], styles: [] };
    expect(preload?.routes[`${MEMBER_BASE}/jd-profile`]).toEqual(home);
    expect(preload?.routes[MEMBER_BASE]).toEqual(home);
    expect(preload?.routes['/dashboard']).toEqual(home);
  });

  it('gives nothing when the build has no member layout', () => {
    expect(memberPreload(chunks.filter((item) => item.name !== 'member'), '/', inIndex)).toBeNull();
  });

  it("agrees with the route table's base and home page", () => {
    const table = fs.readFileSync(new URL(`../${ROUTE_TABLE}`, import.meta.url), 'utf8');
    expect(table).toContain(`export const MEMBER_BASE = '${MEMBER_BASE}';`);
    expect(table).toContain('export const HOME_PAGE = `${MEMBER_BASE}/jd-profile`;');
  });
});

describe("a staff desk's first files", () => {
  const chunks = [
    chunk('assets/index.js', 'index', ['assets/shell.js']),
    chunk('assets/shell.js', 'shell', [], ['/w/src/main.tsx'], ['assets/shell.css']),
    chunk('assets/staff-app.js', 'staff-app', ['assets/shell.js', 'assets/form-libs.js'], ['/w/src/staff/staff-app.tsx'], ['assets/staff-app.css']),
    chunk('assets/form-libs.js', 'form-libs', ['assets/shell.js']),
    chunk('assets/staff-texts-en_US.js', 'staff-texts-en_US', []),
    chunk('assets/staff-orders.js', 'staff-orders', ['assets/staff-app.js', 'assets/table-libs.js'], ['/w/src/staff/orders/orders-desk.tsx']),
    chunk('assets/table-libs.js', 'table-libs', [], [], ['assets/table.css']),
  ];
  const inIndex = new Set(['assets/index.js', 'assets/shell.js', 'assets/shell.css']);
  const preload = staffPreload(chunks, '/', inIndex, new Map([['orders', '/w/src/staff/orders/orders-desk.tsx']]));

  it("names the console's chunk with what it imports, each language's texts, and each desk's own files", () => {
    expect(preload?.scripts.sort()).toEqual(['/assets/form-libs.js', '/assets/staff-app.js']);
    expect(preload?.styles).toEqual(['/assets/staff-app.css']);
    expect(preload?.texts).toEqual({ en_US: ['/assets/staff-texts-en_US.js'] });
    expect(preload?.routes[`${STAFF_BASE}/orders`]).toEqual({ scripts: ['/assets/staff-orders.js', '/assets/table-libs.js'], styles: ['/assets/table.css'] });
  });

  it('gives nothing when the build has no console, and agrees with the route table', () => {
    expect(staffPreload(chunks.filter((item) => item.name !== 'staff-app'), '/', inIndex)).toBeNull();
    const table = fs.readFileSync(new URL(`../${STAFF_ROUTE_TABLE}`, import.meta.url), 'utf8');
    expect(table).toContain(`export const STAFF_BASE = '${STAFF_BASE}';`);
  });
});

describe('the member pages\' frame texts', () => {
  it("are the app's own name and Loading… in each of its languages", () => {
    const texts = frameTexts(path.resolve(__dirname, '..'));
    expect(Object.keys(texts).sort()).toEqual(['en_US', 'fr_FR', 'zh_CN']);
    expect(texts.zh_CN).toEqual({ title: '会员中心', loading: '加载中…' });
    expect(texts.fr_FR?.loading).toBe('Chargement…');
  });
});
