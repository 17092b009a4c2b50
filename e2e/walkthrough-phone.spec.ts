import { expect, test, type Locator, type Page } from '@playwright/test';
import { authorised, placeOrder, signInCertified } from './order-fixtures';
import { DEMO, loginWithPassword, staffLogin, useEnglish } from './support';

// What a new member tripped over on a phone (390 × 844): the print views of an order's
// documents, reachable from their left edge to their right one with Print on screen.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// The element's box in the viewport's coordinates.
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function expectWholeSheetReachable(page: Page, sheet: Locator, orderNo: string): Promise<void> {
  const print = page.getByRole('button', { name: 'Print', exact: true });
  await expect(print).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeInViewport({ ratio: 1 });
  // The sheet starts at the screen's left edge (not 200 px left of it), barcode whole on screen.
  expect((await box(sheet)).x).toBeGreaterThanOrEqual(0);
  await expect(sheet.getByRole('img', { name: `Barcode of order ${orderNo}` })).toBeInViewport({ ratio: 1 });
  await expect(sheet.getByRole('heading', { level: 2 })).toBeVisible();
  // Its right edge is reached by scrolling sideways, and the toolbar stays in view meanwhile.
  await sheet.evaluate((element) => element.closest('.order-print-root')!.scrollTo({ left: 10_000 }));
  const after = await box(sheet);
  expect(after.x + after.width).toBeLessThanOrEqual(390);
  await expect(print).toBeInViewport({ ratio: 1 });
}

test('on a phone the lading bill and the warehouse receipt can be read from their left edge, with Print on screen', async ({ page, request }) => {
  const { token } = await signInCertified(page, request, 'phone1234');
  const order = await placeOrder(request, token, 'PHONEPRINT');
  const staff = authorised(await staffLogin(request));
  const written = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: 14, size: '60×40×40 cm', volume: 1_700_000, weight: 215_000, place: 'Guangzhou warehouse' },
  });
  expect((await written.json()).code).toBe(0);

  await page.goto(`/jiedao/jd-print?type=lading-bill&ids=${order.id}`);
  await expectWholeSheetReachable(page, page.getByRole('article', { name: `Bill of lading ${order.orderNo}` }), order.orderNo);

  await page.goto(`/jiedao/jd-print?type=receipt&ids=${order.id}`);
  await expectWholeSheetReachable(page, page.getByRole('article', { name: `Warehouse receipt ${order.orderNo}` }), order.orderNo);
});

// A value's box: whole lines of its own text, counted by its line height.
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || Number.parseFloat(getComputedStyle(element).fontSize) * 1.5;
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

for (const language of ['zh_CN', 'en_US', 'fr_FR'] as const) {
  test(`on a phone in ${language} the greeting reads as a line and cargo-control cards keep dates and phones whole`, async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.mobile, DEMO.password);
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
    await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.reload();

    // The personal centre's greeting (the first page after sign-in): a line or two, not a
    // narrow column beside the buttons.
    const greeting = page.getByRole('heading', { level: 2 }).filter({ hasText: 'Demo' }).first();
    await expect(greeting).toBeVisible();
    // Measured again if the page draws it anew meanwhile (the reload's texts arriving).
    await expect(async () => {
      expect((await box(greeting)).width).toBeGreaterThan(150);
      expect(await linesOf(greeting)).toBeLessThanOrEqual(2);
    }).toPass({ timeout: 10_000 });

    // The cargo-control cards: each date and each party's phone on one line.
    await page.goto('/jiedao/jd-controlorder');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^SE/ }) }).first();
    await expect(card).toBeVisible();
    const dates = card.getByText(/\d{2}:\d{2}/);
    const phones = card.getByText(/\+86 ?1\d{10}/);
    expect(await dates.count()).toBeGreaterThan(0);
    expect(await phones.count()).toBeGreaterThan(0);
    for (const value of [...(await dates.all()), ...(await phones.all())]) expect(await linesOf(value), await value.innerText()).toBe(1);
  });
}
