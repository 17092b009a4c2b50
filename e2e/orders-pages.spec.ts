import { expect, test, type Page } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderDetail, OrderListItem, TrackResult } from '@portal/contracts/order';
import { DEMO, expectAccessible, signInByApi, tokenCookie, useEnglish } from './support';

// The order lists, the detail and the tracking lookup, on the demo member's seeded orders
// (some in every status, some addressed to the demo member's phone). Each journey asks the
// server what it holds first, then checks the screens show it.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function login(page: Page): Promise<void> {
  await signInByApi(page, DEMO.mobile, DEMO.password);
}

async function call<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
  const token = await tokenCookie(page.context());
  const answer = await page.request.get(path, { params, headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

const orders = (page: Page, params: Record<string, string | number>) =>
  call<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { pageSize: 20, ...params });
const detailOf = (page: Page, id: number) => call<OrderDetail>(page, '/app-api/order/order/get', { id });

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Member menu' });
}

test('the demo member finds a sent order by its shipping mark, and its detail shows the receipt and the timeline', async ({ page }) => {
  await login(page);
  // An order of the demo member's that the warehouse has received.
  const inWarehouse = await orders(page, { role: 'posted', status: 2 });
  const listed = inWarehouse.list.find((order) => order.marks);
  expect(listed, 'a seeded order in the warehouse, with a shipping mark').toBeDefined();
  if (!listed?.marks) return;
  const order = await detailOf(page, listed.id);
  expect(order.receipt).not.toBeNull();
  expect(order.events.length).toBeGreaterThan(0);

  // "My orders" is open in the menu.
  await menu(page).getByRole('menuitem', { name: 'Orders sent' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-postorder$/);
  const all = await orders(page, { role: 'posted' });
  await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveText(`All (${all.total})`);
  await expect(page.getByRole('row').filter({ hasText: all.list[0]?.orderNo ?? '' })).toBeVisible();
  await expectAccessible(page);

  // The keyword finds it; the search is kept in the URL.
  await page.getByLabel('Search orders').fill(listed.marks);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${listed.marks}`));
  const row = page.getByRole('row').filter({ hasText: listed.orderNo });
  await expect(row).toBeVisible();
  await expect(row).toContainText('In warehouse');
  const found = await orders(page, { role: 'posted', keyword: listed.marks });
  await expect(page.getByText(found.total === 1 ? '1 order' : `${found.total} orders`, { exact: true })).toBeVisible();

  await row.getByRole('link', { name: listed.orderNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-orderdetail\\?id=${listed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${listed.orderNo}` })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Warehouse receipt' });
  await expect(receipt.getByRole('row').filter({ hasText: 'Cartons' })).toContainText(String(order.receipt?.cartons));
  await expect(receipt).toContainText(order.receipt?.size ?? '');
  const timeline = page.getByRole('list', { name: `Tracking of ${listed.orderNo}` });
  // The shipper's timeline also has the steps of the order's exception items (docs/abnormal-items.md).
  const exceptionSteps = order.abnormal.reduce((sum, item) => sum + item.steps.length, 0);
  await expect(timeline.getByRole('listitem')).toHaveCount(order.events.length + exceptionSteps);
  await expect(timeline).toContainText('In warehouse');
  // In the warehouse the shipper may copy and print, not edit; the demo's warehouse refund
  // application shows on the order instead of a button to apply again (e2e/money.spec.ts applies).
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Warehouse refund' })).toContainText('Applied, waiting for a decision');
  await expect(page.getByRole('button', { name: 'Apply warehouse refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Packing list' })).toBeVisible();
  await expectAccessible(page);

  // Back to the list: the filter is still there.
  await page.goBack();
  await expect(page.getByLabel('Search orders')).toHaveValue(listed.marks);
  await expect(row).toBeVisible();
});

test('the received list shows an order addressed to the demo member, without the shipper-only data', async ({ page }) => {
  await login(page);
  const received = await orders(page, { role: 'received' });
  const listed = received.list[0];
  expect(listed, 'a seeded order whose consignee phone is the demo member').toBeDefined();
  if (!listed) return;
  const order = await detailOf(page, listed.id);
  // The server's side of it: the consignee view leaves the shipper's contact and amounts out.
  expect(order.viewerRole).toBe('consignee');
  expect(order.actions).toEqual([]);
  expect([order.consignor.phone, order.consignor.email, order.totalWorth, order.remark]).toEqual([null, null, null, null]);

  await menu(page).getByRole('menuitem', { name: 'Orders received' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-receivedorder$/);
  // A consignee never sees drafts, so there is no draft tab.
  await expect(page.getByRole('button', { name: /^Draft/ })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: listed.orderNo });
  await expect(row).toBeVisible();
  // A consignee prints warehouse receipts, not bills of lading.
  await expect(page.getByRole('button', { name: 'Print warehouse receipts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print bills of lading' })).toHaveCount(0);
  await expectAccessible(page);

  await row.getByRole('link', { name: `Details of ${listed.orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${listed.orderNo}` })).toBeVisible();
  await expect(page.getByText('For the bill of lading, please contact the shipper.')).toBeVisible();
  const consignor = page.getByRole('region', { name: 'Consignor' });
  await expect(consignor).toContainText(order.consignor.name ?? '');
  await expect(consignor.getByText('Phone')).toHaveCount(0);
  await expect(consignor.getByText('E-mail')).toHaveCount(0);
  await expect(page.getByText('Total worth')).toHaveCount(0);
  await expect(page.getByText('Remark', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Packing list' })).toHaveCount(0);
  for (const action of ['Edit', 'Copy', 'Delete', 'Cancel order', 'Print bill of lading']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  if (order.receipt) await expect(page.getByRole('button', { name: 'Print warehouse receipt' })).toBeVisible();
  await expectAccessible(page);
});

test('/jd-transport shows the timeline of an order number to anyone, without personal data or antd', async ({ page, browser }) => {
  await login(page);
  const shipped = await orders(page, { role: 'posted', status: 4 });
  const listed = shipped.list[0];
  expect(listed, 'a seeded order in transit').toBeDefined();
  if (!listed) return;
  const order = await detailOf(page, listed.id);

  // A visitor without a session, as when scanning the QR code of a printed bill.
  const visitor = await browser.newContext();
  await useEnglish(visitor);
  const anonymous = await visitor.newPage();
  const scripts: string[] = [];
  anonymous.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await anonymous.goto(`/jd-transport?no=${listed.orderNo}`);
  await expect(anonymous).toHaveTitle('Logistics lookup - Member Portal');
  await expect(anonymous.getByLabel('Order number')).toHaveValue(listed.orderNo);
  await expect(anonymous.getByRole('heading', { level: 2, name: listed.orderNo })).toBeVisible();
  const timeline = anonymous.getByRole('list', { name: `Tracking of ${listed.orderNo}` });
  await expect(timeline.getByRole('listitem')).toHaveCount(order.events.length);
  await expect(timeline).toContainText('In transit');
  await expect(anonymous.getByText('In transit', { exact: true }).first()).toBeVisible();
  // No names, phones or amounts, on the screen or in the answer.
  const main = anonymous.getByRole('main');
  for (const personal of [order.consignee.name, order.consignee.phone, order.consignor.name, order.consignor.phone]) {
    if (personal) await expect(main).not.toContainText(personal);
  }
  const answer = await anonymous.request.get('/app-api/order/track', { params: { no: listed.orderNo } });
  const track = ((await answer.json()) as { data: { list: TrackResult[] } }).data.list;
  expect(track.map((result) => Object.keys(result).sort())).toEqual([['destCity', 'events', 'orderNo', 'shipment', 'startCity', 'status', 'totalNum', 'transportType']]);
  // The member area's chunks (antd) stay away from the public page.
  expect(scripts.filter((path) => /\/(member|member-libs|table-libs|form-libs|form-core|antd-config)-/.test(path))).toEqual([]);
  await expectAccessible(anonymous);

  // Another number: looked up in place, kept in the URL.
  await anonymous.getByLabel('Order number').fill('SE000000000000');
  await anonymous.getByRole('button', { name: 'Look up' }).click();
  await expect(anonymous).toHaveURL(/\?no=SE000000000000$/);
  await expect(anonymous.getByRole('status')).toBeVisible();
  await expect(timeline).toHaveCount(0);
  await visitor.close();
});

test('a failed list load shows the failure with Retry, not an empty list', async ({ page }) => {
  await login(page);
  // The network drops the list's first request; the next goes to the server as usual.
  await page.route('**/app-api/order/order/page?**', (route) => route.abort('connectionreset'), { times: 1 });
  await menu(page).getByRole('menuitem', { name: 'Orders sent' }).click();
  await expect(page.getByText('Could not load, please try again later')).toBeVisible();
  await expect(page.getByText('No order yet')).toHaveCount(0);
  await expectAccessible(page);

  const first = (await orders(page, { role: 'posted' })).list[0];
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Could not load, please try again later')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: first?.orderNo ?? '' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('the lists show a card per order and the detail fits the screen; the order number and its links stay in view', async ({ page }) => {
    await login(page);
    const first = (await orders(page, { role: 'posted' })).list[0];
    expect(first).toBeDefined();
    if (!first) return;
    await page.goto('/jiedao/jd-postorder');
    // The list's title is the page's h1, whole on the phone's screen beside the actions.
    const title = page.getByRole('heading', { level: 1, name: 'Orders sent' });
    await expect(title).toBeInViewport({ ratio: 1 });
    expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
    // A card per order, no table: nothing scrolls sideways (docs/web.md, "A list page").
    const card = page.getByRole('listitem').filter({ hasText: first.orderNo });
    await expect(card.getByRole('link', { name: first.orderNo, exact: true })).toBeInViewport();
    await expect(card.getByRole('link', { name: `Details of ${first.orderNo}` })).toBeInViewport();
    await expect(page.getByRole('table')).toHaveCount(0);
    // The status tabs are one select on a phone.
    await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
    // The card's tick box selects the order for printing; its "More" menu comes when asked for.
    await card.getByRole('checkbox', { name: `Select ${first.orderNo}` }).check();
    await card.getByRole('button', { name: `More actions for ${first.orderNo}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Track' })).toBeVisible();
    await page.keyboard.press('Escape');

    await card.getByRole('link', { name: `Details of ${first.orderNo}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${first.orderNo}` })).toBeVisible();
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
  });

  test('the received list shows cards too, without sideways scrolling', async ({ page }) => {
    await login(page);
    const first = (await orders(page, { role: 'received' })).list[0];
    expect(first).toBeDefined();
    if (!first) return;
    await page.goto('/jiedao/jd-receivedorder');
    const card = page.getByRole('listitem').filter({ hasText: first.orderNo });
    await expect(card.getByRole('link', { name: `Details of ${first.orderNo}` })).toBeInViewport();
    await expect(card.getByRole('link', { name: 'Track' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await fits(page)).toBe(true);
    await expectAccessible(page);
  });
});

test('the shipper adds a packing-list file to an order awaiting warehousing, downloads it and deletes it', async ({ page }) => {
  await login(page);
  const awaiting = (await orders(page, { role: 'posted', status: 1 })).list[0];
  expect(awaiting, 'a seeded order awaiting warehousing').toBeDefined();
  if (!awaiting) return;
  await page.goto(`/jiedao/jd-orderdetail?id=${awaiting.id}`);
  const files = page.getByRole('region', { name: 'Packing list' });
  const before = (await detailOf(page, awaiting.id)).files.length;
  await expect(files).toContainText(`${before} of 5 files`);

  const name = `packing-${Date.now()}.pdf`;
  await files.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText(`"${name}" added to the packing list`)).toBeVisible();
  const row = files.getByRole('row').filter({ hasText: name });
  const me = await call<{ nickname: string }>(page, '/app-api/member/user/get', {});
  await expect(row).toContainText(me.nickname);
  await expect(files).toContainText(`${before + 1} of 5 files`);
  await expect.poll(async () => (await detailOf(page, awaiting.id)).files.map((file) => file.name)).toContain(name);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await detailOf(page, awaiting.id)).files.map((file) => file.name)).not.toContain(name);
});

test('the shipper copies an order, cancels one awaiting warehousing and deletes it, each after a confirm', async ({ page }) => {
  await login(page);
  const token = await tokenCookie(page.context());
  const post = async <T>(path: string, options: { params?: Record<string, number>; data?: unknown }) => {
    const answer = await page.request.post(path, { ...options, headers: { Authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { code: number; data: T };
    expect(body.code, path).toBe(0);
    return body.data;
  };
  const source = (await orders(page, { role: 'posted', status: 1 })).list[0];
  expect(source, 'a seeded order awaiting warehousing').toBeDefined();
  if (!source) return;

  // Copy: a new draft, then its edit page (the shipping flow's).
  // From the list, by keyboard: the row's menu opens with the focus on its first item.
  await page.goto(`/jiedao/jd-postorder?keyword=${source.orderNo}`);
  await page.getByRole('button', { name: `More actions for ${source.orderNo}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Copied as draft [A-Z]{2}\d{12}$/)).toBeVisible();
  const copyNo = ((await page.getByText(/^Copied as draft /).textContent()) ?? '').replace('Copied as draft ', '');
  const drafts = await orders(page, { role: 'posted', status: 0, keyword: copyNo });
  const copy = drafts.list[0];
  // The shipping mark names one consignment: the copy starts without it.
  expect(copy?.marks).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-deliveryedit\\?id=${copy?.id}$`));
  // The member gives the copy its own mark (goods step) and saves the draft.
  // Each Next waits for its step: a click while the form still checks the last one is lost.
  for (const step of ['Step 2 of 5: Parties', 'Step 3 of 5: Goods']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await page.getByLabel('Shipping mark').fill(`CP${Date.now() % 1_000_000}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Save draft successfully')).toBeVisible();

  // Submitted, the copy awaits warehousing: cancel it from its detail.
  if (!copy) return;
  const submitted = await post<{ submitted: number[] }>('/app-api/order/order/submit', { data: { ids: [copy.id] } });
  expect(submitted.submitted).toEqual([copy.id]);
  await page.goto(`/jiedao/jd-orderdetail?id=${copy.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel order ${copy.orderNo}?` });
  await expect(cancel).toContainText('The warehouse will no longer expect these cartons.');
  await cancel.getByRole('button', { name: 'Keep the order' }).click();
  await expect(cancel).toBeHidden();
  expect((await detailOf(page, copy.id)).status).toBe(1);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  // Asked again: the dialog is open with its question before its button is pressed.
  await expect(cancel).toContainText('The warehouse will no longer expect these cartons.');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Cancelled');
  expect((await detailOf(page, copy.id)).status).toBe(8);
  await expectAccessible(page);

  // A cancelled order may be deleted; the list no longer has it.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: `Delete order ${copy.orderNo}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-postorder$/);
  await expect(page.getByText('Order deleted')).toBeVisible();
  const gone = await page.request.get('/app-api/order/order/get', { params: { id: copy.id }, headers: { Authorization: `Bearer ${token}` } });
  expect(((await gone.json()) as { code: number }).code).not.toBe(0);
  await expect(page.getByRole('row').filter({ hasText: copy.orderNo })).toHaveCount(0);
});
