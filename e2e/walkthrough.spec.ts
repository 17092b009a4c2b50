import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderListItem } from '@portal/contracts/order';
import { placeOrder, signInCertified } from './order-fixtures';
import { chooseSeaRoute, DEMO, fromUsualBrowser, loginWithPassword, memberGet } from './support';

// What a new member tripped over in a walkthrough in three languages (issue 23): each journey
// failed before its fix. The server's side of each is tested beside its module.

async function useLanguage(context: BrowserContext, language: 'en_US' | 'fr_FR' | 'zh_CN'): Promise<void> {
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
  }, language);
}

async function signInDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
}

// The demo member signs in on a page in another language (the login form's own labels).
async function signInDemoAs(page: Page, label: { mobile: string; password: string; submit: string }): Promise<void> {
  await fromUsualBrowser(page);
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(label.mobile).fill(DEMO.mobile);
  await form.getByLabel(label.password, { exact: true }).first().fill(DEMO.password);
  await page.getByRole('button', { name: label.submit }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
}

test.describe('in English', () => {
  test.beforeEach(async ({ context }) => {
    await useLanguage(context, 'en_US');
  });

  test('the login page links to public tracking and the e-cash rates', async ({ page }) => {
    await page.goto('/login');
    const links = page.getByRole('navigation', { name: 'Public pages' });
    await links.getByRole('link', { name: 'Track a shipment' }).click();
    await expect(page).toHaveURL(/\/jd-transport$/);
    await page.goBack();
    await links.getByRole('link', { name: 'E-cash rates' }).click();
    await expect(page).toHaveURL(/\/jd-erate$/);
  });

  test('status tabs count what the filtered list shows, and Clear filters resets the tab too', async ({ page }) => {
    await signInDemo(page);
    const air = await memberGet<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { role: 'posted', transportType: '2', pageSize: 100 });
    const all = await memberGet<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { role: 'posted', pageSize: 1 });
    expect(air.total).not.toBe(all.total);
    await page.goto('/jiedao/jd-postorder?transportType=2&status=1');
    await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveText(`All (${air.total})`);
    const awaiting = air.list.filter((order) => order.status === 1).length;
    await expect(page.getByRole('button', { name: /^Awaiting warehousing \(\d+\)$/ })).toHaveText(`Awaiting warehousing (${awaiting})`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jiedao\/jd-postorder$/);
    await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveText(`All (${all.total})`);
    await expect(page.getByRole('button', { name: /^All \(/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the cargo-control badge counts the rows of the held tab', async ({ page }) => {
    await signInDemo(page);
    // The menu's badge is the sidebar counter (angle-mark).
    const badge = (await memberGet<{ cargoControlAllNum: number }>(page, '/app-api/member/user/angle-mark', {})).cargoControlAllNum;
    expect(badge).toBeGreaterThan(0);
    await page.goto('/jiedao/jd-controlorder');
    const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('button', { name: /^History / }) });
    await expect(rows).toHaveCount(badge);
  });

  test('Print is off on a print page with nothing to print', async ({ page }) => {
    await signInDemo(page);
    const drafts = await memberGet<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { role: 'posted', status: 0, pageSize: 1 });
    await page.goto(`/jiedao/jd-print?type=lading-bill&ids=${drafts.list[0]!.id}`);
    await expect(page.getByText('Nothing to print').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
  });

  test('a new order starts with the member as consignor', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/jiedao/jd-delivery');
    // The parties are the form's second step, drawn when the member reaches it.
    await chooseSeaRoute(page, page.getByRole('form', { name: 'Ship an order' }));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
    const consignor = page.getByRole('region', { name: 'Consignor' });
    await expect(consignor.getByLabel('Phone', { exact: true })).toHaveValue(DEMO.mobile);
    await expect(consignor.getByLabel('Name', { exact: true })).not.toHaveValue('');
  });

  test('a failed help-category load is not "no articles"', async ({ page }) => {
    await signInDemo(page);
    await page.route('**/app-api/system/help/category/list**', (route) => route.abort());
    await page.goto('/jiedao/jd-help');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('No articles in this category yet')).toHaveCount(0);
  });

  test('one network failure shows one toast, however many calls it fails', async ({ page }) => {
    await signInDemo(page);
    // The customers page asks for its rows and its groups: both fail for the same reason.
    await page.route(/\/app-api\/member\/(customer|customer-group)\//, (route) => route.abort());
    await page.goto('/jiedao/jd-customer');
    await expect(page.getByText('Network error, please check your connection').first()).toBeVisible();
    // Give the page's other calls time to fail too.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Network error, please check your connection')).toHaveCount(1);
  });

  test('the price form says what to choose first without clipping it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInDemo(page);
    await page.goto('/jiedao/jd-price');
    const hint = page.getByText('Choose the route first');
    await expect(hint).toBeVisible();
    expect(await hint.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('a second live order under one shipping mark asks first', async ({ page, request }) => {
    const { token } = await signInCertified(page, request, 'marks1234');
    const marks = `MK${Date.now() % 1_000_000}`;
    const first = await placeOrder(request, token, marks);
    const second = await placeOrder(request, token, marks);
    await page.goto(`/jiedao/jd-deliveryedit?id=${second.id}`);
    // Each Next waits for its step: a click while the form still checks the last one is lost.
    for (const step of ['Step 2 of 5: Parties', 'Step 3 of 5: Goods', 'Step 4 of 5: Services', 'Step 5 of 5: Review']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Complete' }).click();
    const ask = page.getByRole('dialog', { name: `Shipping mark ${marks} is already in use` });
    await expect(ask).toContainText(first.orderNo);
    await ask.getByRole('button', { name: 'Change the mark' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/jd-deliveryedit/);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog', { name: `Shipping mark ${marks} is already in use` }).getByRole('button', { name: 'Submit anyway' }).click();
    await expect(page).toHaveURL(/jd-deliverysuccess/);
  });
});

test.describe('in French', () => {
  test.beforeEach(async ({ context }) => {
    await useLanguage(context, 'fr_FR');
  });

  test('figures and counts read as French: rates, points, plurals, dates', async ({ page }) => {
    await page.goto('/jd-erate');
    const rates = page.getByRole('region', { name: /Taux e-cash/ });
    await expect(rates.getByRole('cell').filter({ hasText: /^\d+,\d+$/ }).first()).toBeVisible();
    await expect(rates.getByRole('cell').filter({ hasText: /^\d+\.\d+$/ })).toHaveCount(0);

    await signInDemoAs(page, { mobile: 'Numéro de mobile', password: 'Mot de passe', submit: 'Se connecter' });

    await page.goto('/jiedao/jd-level-log');
    await expect(page.getByText(/^1\s220 points gagnés$/)).toBeVisible();
    await expect(page.getByText(/^1 changement · 1 affiché$/)).toBeVisible();

    await page.goto('/jiedao/jd-postorder?dateFrom=2026-11-01');
    await expect(page.getByLabel('Créées depuis le')).toHaveValue('01/11/2026');
  });
});

test.describe('in Chinese', () => {
  test.beforeEach(async ({ context }) => {
    await useLanguage(context, 'zh_CN');
  });

  test('seeded texts a member reads are in Chinese: service hours, points rules and log', async ({ page }) => {
    await page.goto('/myInfo');
    await expect(page.getByText('周一至周六 9:00-18:00（北京时间）')).toBeVisible();
    await expect(page.getByText(/Mon-Sat/)).toHaveCount(0);

    await signInDemoAs(page, { mobile: '手机号', password: '密码', submit: '登录' });

    await page.goto('/jiedao/jd-integral');
    const rules = page.getByRole('list', { name: '如何获得积分' });
    await expect(rules.getByRole('listitem').first()).toBeVisible();
    await expect(rules).not.toContainText(/Welcome|Order paid|Share link|Invited/);

    await page.goto('/jiedao/jd-integral-log');
    const log = page.getByRole('list', { name: /积分/ });
    await expect(log.getByRole('listitem').first()).toBeVisible();
    await expect(log).not.toContainText(/Welcome|Order paid|Share link|Invited|Gift redemption/);
    await expect(log).toContainText('订单金额 · JD2611008');
  });
});
