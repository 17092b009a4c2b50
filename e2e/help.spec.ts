import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, loginWithPassword, useEnglish } from './support';

// The help centre (docs/help-centre.md): search by pinyin in Chinese, by words in English, the
// no-result state with its way to customer service, and the navbar's page search.

test.beforeEach(async ({ context, page }) => {
  await useEnglish(context);
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
});

async function inChinese(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('language', 'zh_CN'));
}

test('a Chinese reader finds the password article by pinyin, opens it, and meets the consult link when nothing matches', async ({ page, request }) => {
  await inChinese(page);
  await page.goto('/jiedao/jd-help');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '帮助分类' }).getByRole('button', { name: '账号与登录' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: '搜索帮助' });
  await search.fill('mima');
  await expect(page).toHaveURL(/q=mima/);
  const server = await request.get('/app-api/system/help/search', { params: { q: 'mima' }, headers: { 'accept-language': 'zh_CN' } });
  const top = ((await server.json()) as { data: { list: { title: string }[] } }).data.list[0]!.title;
  expect(top).toBe('忘记密码或修改登录密码');
  const results = page.getByRole('region', { name: '“mima”的搜索结果' }).getByRole('list');
  await expect(results.getByRole('link').first()).toHaveText(top);
  // The characters the pinyin spells are marked.
  await expect(results.getByRole('link').first().locator('mark', { hasText: '密码' }).first()).toBeVisible();
  await expectAccessible(page);

  await results.getByRole('link', { name: top }).click();
  await expect(page).toHaveURL(/id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: top })).toBeVisible();
  await expect(page.getByText('6 到 32 位字母和数字')).toBeVisible();

  // A deep link opens the same article.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 2, name: top })).toBeVisible();

  await page.getByRole('searchbox', { name: '搜索帮助' }).fill('xqzjvw');
  await expect(page.getByText('没有找到相关帮助内容')).toBeVisible();
  await expect(page.getByRole('link', { name: '联系客服咨询' })).toHaveAttribute('href', '/jiedao/jd-advice?type=consult&dtype=1');
  await expectAccessible(page);
});

test('an English reader searches with a misspelling, sees the match highlighted, and gets the no-result message', async ({ page }) => {
  await page.goto('/jiedao/jd-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  // The first category's articles show before any search.
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'How do I sign in?' })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('warehose receipt');
  await expect(page.getByRole('region', { name: 'Results for warehose receipt' }).getByRole('link').first()).toHaveText('What is the warehouse receipt?');
  await search.fill('receipt');
  const results = page.getByRole('region', { name: 'Results for receipt' });
  await expect(results.locator('mark', { hasText: /^receipt$/i }).first()).toBeVisible();
  await expectAccessible(page);

  await search.fill('zzqqxxv');
  await expect(page.getByText('No relevant help content found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
});

test('the navbar page search loads on first use and jumps to a page by title, by keyboard, and by pinyin in Chinese', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/jiedao/jd-profile');
  await expect(page.getByRole('button', { name: 'Search pages' })).toBeVisible();
  expect(scripts.some((u) => u.includes('menu-search-panel'))).toBe(false);

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to a page' });
  await expect(dialog).toBeVisible();
  expect(scripts.some((u) => u.includes('menu-search-panel'))).toBe(true);
  const box = dialog.getByRole('combobox', { name: 'Page name' });
  await box.fill('help');
  await expect(dialog.getByRole('option', { name: 'Help' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/jiedao\/jd-help$/);
  await expect(dialog).toBeHidden();

  // Arrow keys move the choice; Enter opens the chosen one.
  await page.getByRole('button', { name: 'Search pages' }).click();
  await box.fill('orders');
  const options = dialog.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const second = (await options.nth(1).locator('span').first().textContent()) ?? '';
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: second }).first()).toBeVisible();

  await inChinese(page);
  await page.reload();
  await page.getByRole('button', { name: '搜索菜单' }).click();
  const zh = page.getByRole('dialog', { name: '跳转到页面' });
  // kh: the initials of 客户 (customers) and of 控货订单 (control orders), in menu order.
  await zh.getByRole('combobox', { name: '页面名称' }).fill('kh');
  await expect(zh.getByRole('option', { name: /控货订单/ })).toBeVisible();
  await zh.getByRole('combobox', { name: '页面名称' }).fill('khdd');
  await expect(zh.getByRole('option').first()).toContainText('控货订单');
  await zh.getByRole('combobox', { name: '页面名称' }).press('Enter');
  await expect(page).toHaveURL(/\/jiedao\/jd-controlorder$/);
});

test('on a phone, in French, the help centre stacks without overflowing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('language', 'fr_FR'));
  await page.goto('/jiedao/jd-help');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  // Typed once the page has loaded its categories, as a reader sees it ready.
  await expect(page.getByRole('navigation', { name: "Catégories d'aide" }).getByRole('button').first()).toBeVisible();
  await page.getByRole('searchbox', { name: "Rechercher dans l'aide" }).fill('libérer');
  const results = page.getByRole('region', { name: 'Résultats pour libérer' });
  await expect(results.getByRole('link').first()).toHaveText('Comment libérer des marchandises contrôlées ?');
  await results.getByRole('link').first().click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Comment libérer des marchandises contrôlées ?' })).toBeVisible();
  // The searched word stays marked in the article; Back returns to the results.
  await expect(article.locator('mark', { hasText: 'libérer' }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('help-phone-fr.png'), fullPage: false });
  await expectAccessible(page);
  await article.getByRole('button', { name: 'Retour à la liste' }).click();
  await expect(results.getByRole('link').first()).toBeVisible();
});
