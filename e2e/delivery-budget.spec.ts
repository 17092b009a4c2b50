import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { NOT_PAGES, PUBLIC_PAGES, STAFF_PAGES, memberPagePaths, pagesToMeasure, routerPublicPaths, staffRoutePaths } from '../bench/pages.mjs';
import { PHONE_VIEWPORT, measurePages } from '../bench/wire.mjs';
import { memberLoginByApi } from './sign-in-work';
import { DEMO, expectAccessible, useEnglish } from './support';

// The sign-in page is what a member on a slow mobile network waits for: its JavaScript is
// measured as Chromium receives it (bytes on the wire, from the DevTools protocol), compressed
// by the server, in a few files. bench/run-all.mjs prints the same figure.
const budgets = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')) as {
  loginJavaScriptCeilingKiB: number;
  pageJavaScriptKiB: number;
  pagesStillOverBudgetKiB: Record<string, number>;
};

test('the login page loads little JavaScript, compressed, in a few files', async ({ page, context }) => {
  await useEnglish(context);
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, { url: string; encoding: string }>();
  const sizes: { url: string; encoding: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, encoding: String(response.headers['content-encoding'] ?? '') });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) sizes.push({ ...script, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main', { name: 'Member login' })).toBeVisible();

  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  console.log(`login page JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} KiB on the wire`);
  expect(total / 1024).toBeLessThanOrEqual(budgets.loginJavaScriptCeilingKiB);
  expect(sizes.length).toBeLessThanOrEqual(4);
  // Every file worth compressing arrives compressed.
  expect(sizes.filter((s) => s.bytes > 4096 && s.encoding !== 'br').map((s) => s.url)).toEqual([]);
  await expectAccessible(page);
});

// A list page paints its card without waiting for antd's Table and Select (docs/web.md, "A list
// page"): the chunks the customers page needs at once — those it imports statically, and theirs —
// hold neither the table's libraries nor the forms'. One chunk importing one of their modules
// would bring them back before the first paint (it happened with antd's List).
test('the customers page imports none of the libraries it can paint without', () => {
  const assets = new URL('../apps/web/dist/assets/', import.meta.url);
  const files = readdirSync(assets);
  // The page's module rides in the `contact-pages` chunk (apps/web/vite.config.ts).
  const page = files.find((file) => /^contact-pages-.*\.js$/.test(file));
  expect(page).toBeDefined();
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file)) return;
    needed.add(file);
    const code = readFileSync(new URL(file, assets), 'utf8');
    for (const [, imported] of code.matchAll(/(?:^|[;\s}])import(?:\{[^}]*\}from|\*as \w+ from| \w+ from|)\s*"\.\/([^"]+\.js)"/g)) if (imported) visit(imported);
  };
  visit(page as string);
  expect([...needed].filter((file) => /^((table|form)-libs|form-core)-/.test(file))).toEqual([]);
  // Nor antd's cards and overlays (page-libs) or menus (nav-libs), nor the sidebar (member-nav): a phone's list
  // paints without them, and they come once it has settled (docs/web.md, "The member shell on a
  // phone").
  expect([...needed].filter((file) => /^(page-libs|nav-libs|member-nav)-/.test(file))).toEqual([]);
  // The walk does reach the shared chunks.
  expect([...needed].some((file) => /^member-libs-/.test(file))).toBe(true);
});

// Every page a member can open — each page of the member route table, signed in, and each public
// page — stays within the JavaScript budget on a phone's first visit (bytes on the wire, nothing
// cached; docs/web.md, "Every page within the budget"). The list comes from the route table
// itself (bench/pages.mjs), so a new page is measured as soon as it is added; a page showing one
// item opens on a real one of the demo member's. `npm run bench` prints the same figures beside
// Lighthouse's scores.
test('every page of the route table and every public page loads at most the budget of JavaScript on a phone', async ({ browser, request, baseURL }) => {
  // Each member page is measured until it has settled (bench/wire.mjs): about 5 s a page.
  test.setTimeout(480_000);
  const { token } = (await memberLoginByApi(request, DEMO)).data;
  const pages = await pagesToMeasure(baseURL as string, token);
  expect(pages.filter((page) => page.signedIn).map((page) => page.path)).toEqual(memberPagePaths());
  // Bytes do not depend on the machine's load: three pages at a time.
  const measured = await measurePages(browser, baseURL as string, token, pages, { viewport: PHONE_VIEWPORT, concurrency: 3 });
  // Once a page has settled a phone fetches the sidebar and the menus for later
  // (PrefetchWhenSettled); on a loaded machine that can come before the network has been idle
  // for 500 ms. A page over its budget is measured once more, and the lower figure kept.
  const budgetOf = (path: string) => budgets.pagesStillOverBudgetKiB[path] ?? budgets.pageJavaScriptKiB;
  const again = measured.filter((m) => m.scriptBytes / 1024 > budgetOf(m.page.path));
  for (const m of await measurePages(browser, baseURL as string, token, again.map((a) => a.page), { viewport: PHONE_VIEWPORT })) {
    const index = measured.findIndex((other) => other.page.path === m.page.path);
    if (m.scriptBytes < (measured[index]?.scriptBytes ?? 0)) measured[index] = m;
  }
  const figures = measured.map((m) => ({ path: m.page.path, page: m.page.url, files: m.scripts.length, kib: Math.round((m.scriptBytes / 1024) * 10) / 10 }));
  console.log(figures.map((f) => `${f.page}: ${f.files} files, ${f.kib} KiB`).join('\n'));
  // Pages not yet brought within the budget are listed in budgets.json with a ceiling a little
  // above what they load today: they may not grow, and one brought within the budget must leave
  // the list (so the list only shrinks).
  expect(figures.filter((f) => f.kib > budgetOf(f.path)).map((f) => `${f.page}: ${f.kib} KiB > ${budgetOf(f.path)}`)).toEqual([]);
  expect(figures.filter((f) => f.path in budgets.pagesStillOverBudgetKiB && f.kib <= budgets.pageJavaScriptKiB).map((f) => `${f.path} is within ${budgets.pageJavaScriptKiB} KiB: take it off pagesStillOverBudgetKiB`)).toEqual([]);
  expect(Object.keys(budgets.pagesStillOverBudgetKiB).filter((path) => !pages.some((page) => page.path === path))).toEqual([]);
  // Each page did load its own code (a page that failed to open would look cheap).
  expect(figures.filter((f) => f.files < 2)).toEqual([]);
  // Members do not pay for the staff console: no member or public page requests one of its
  // chunks (named `staff…` by apps/web/vite.config.ts; docs/staff-console.md).
  expect(measured.flatMap((m) => m.scripts.filter((s) => STAFF_CHUNK.test(s.path)).map((s) => `${m.page.url}: ${s.path}`))).toEqual([]);
});

// The staff console's code is in chunks of its own, named so the check above can see them, and
// no chunk a member page may load holds any of it: the console's texts and routes are not in
// the shell, the member chunk or the product areas' texts.
const STAFF_CHUNK = /\/assets\/staff(-[a-z_A-Z-]+)?-[\w-]{8}\.js$/;
test('the staff console is in chunks of its own', () => {
  const assets = new URL('../apps/web/dist/assets/', import.meta.url);
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const staff = scripts.filter((file) => STAFF_CHUNK.test(`/assets/${file}`));
  // The shell, the order desk and the texts in each language.
  for (const name of ['staff-app', 'staff-orders', 'staff-texts-zh_CN', 'staff-texts-en_US', 'staff-texts-fr_FR']) {
    expect([name, staff.some((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file))]).toEqual([name, true]);
  }
  // A text only the console shows, and its sign-in's route, appear in no other chunk.
  const others = scripts.filter((file) => !staff.includes(file));
  const holding = (needle: string) => others.filter((file) => readFileSync(new URL(file, assets), 'utf8').includes(needle));
  expect(holding('No desk for your roles yet')).toEqual([]);
  expect(holding('/admin-api/system/auth/me')).toEqual([]);
});

// A public route added to the router is measured too, or named here as not a page of its own.
test('the budget measures every public route of the router', () => {
  const listed = [...PUBLIC_PAGES.map((page) => page.path), ...NOT_PAGES];
  expect(routerPublicPaths().filter((path) => !listed.includes(path))).toEqual([]);
});

// A desk added to the console's route table gets its desktop Lighthouse run too.
test('the bench measures the sign-in page and every desk of the staff console', () => {
  const measured = STAFF_PAGES.map((page) => page.path);
  expect(['/admin/login', ...staffRoutePaths()].filter((path) => !measured.includes(path))).toEqual([]);
});
