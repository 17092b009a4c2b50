import { expect, test, type Page } from '@playwright/test';
import type { AbnormalDetail } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem } from '@portal/contracts/messages';
import type { OrderListItem } from '@portal/contracts/order';
import { DEMO, expectAccessible, loginWithPassword, memberGet, staffLogin, useEnglish } from './support';

// Exception handling end to end: staff raise an item through the admin API on one of the demo
// member's orders; the member finds it, handles it in the dialog (action, remarks, a photo),
// sees it finished with its history, on the order's detail, and gets the message.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function photo(page: Page) {
  return { name: 'my-photo.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
}

test('staff raise an exception, the member handles it, it is finished and the member is told', async ({ page, request }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

  // One of the demo member's orders that has arrived (a status the order-page journeys leave
  // alone, so their timelines do not change under them), and staff raise a damage item on it.
  const orders = await memberGet<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { role: 'posted', status: 5, pageSize: 1 });
  const order = orders.list[0]!;
  const description = `Carton ${Date.now()} arrived crushed`;
  const staff = await staffLogin(request);
  const raised = await request.post('/admin-api/order/abnormal/create', {
    headers: { Authorization: `Bearer ${staff}` },
    data: { orderId: order.id, type: '4', description, amount: 2500, currency: 'USD' },
  });
  const item = ((await raised.json()) as { code: number; data: AbnormalDetail }).data;
  expect(item.status).toBe(0);

  // The menu leads to the page; the new item is under "To handle".
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Exception handling' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-abnormal/);
  await expect(page.getByRole('heading', { name: 'Exception handling' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('To handle');
  await expect(row).toContainText('$25.00');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Handle ${order.orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Handle the exception' });
  await expect(dialog).toBeVisible();
  // A damage item shows the compensation rules and only its own actions.
  await expect(dialog).toContainText('Lost parcels are compensated up to $100.00 per consignment (ticket).');
  await expect(dialog).toContainText('within 3 days of warehousing');
  await expect(dialog.getByRole('radio')).toHaveCount(4);
  await expect(dialog.getByRole('radio', { name: 'Set as general cargo' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Repack the goods' }).check();
  await dialog.getByLabel('Remarks').fill('Please repack in a wooden case');
  await dialog.locator('input[type=file]').setInputFiles(await photo(page));
  await expect(dialog.getByRole('img', { name: 'my-photo.png' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // Asked first: repacking finishes the item for good.
  const confirm = page.getByRole('dialog', { name: 'Confirm: Repack the goods?' });
  await expect(confirm).toContainText('cannot be handled again');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Exception handled')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Finished, with its history in the drawer.
  await page.getByRole('button', { name: 'Finished' }).click();
  const finishedRow = page.getByRole('row').filter({ hasText: description });
  await expect(finishedRow).toContainText('Finished');
  await finishedRow.getByRole('button', { name: `View ${order.orderNo}` }).click();
  const drawer = page.getByRole('dialog', { name: `Exception on order ${order.orderNo}` });
  const history = drawer.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Exception raised');
  await expect(history).toContainText('Handled · Repack the goods');
  await expect(history).toContainText('Please repack in a wooden case');
  await expect(history.getByRole('img', { name: 'my-photo.png' })).toBeVisible();
  await expectAccessible(page);

  // The server holds it finished, with the surcharge due.
  const stored = await memberGet<AbnormalDetail>(page, '/app-api/order/abnormal/get', { id: item.id });
  expect(stored).toMatchObject({ status: 1, action: 'repack', chargedAmount: 2500 });

  // The order's detail lists it, and its timeline has the steps.
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(page.getByRole('region', { name: 'Exceptions' })).toContainText(description);
  await expect(page.getByRole('list', { name: `Tracking of ${order.orderNo}` })).toContainText('Exception: Damaged packaging — Handled');

  // Both steps reached the member's messages through the outbox.
  await expect
    .poll(async () => (await memberGet<CursorPage<MessageItem>>(page, '/app-api/member/message/page', { pageSize: 20 })).list.map((m) => m.title))
    .toEqual(expect.arrayContaining([`Exception on order ${order.orderNo} handled`, `Exception to handle on order ${order.orderNo}`]));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo exceptions fit the screen, and the drawer shows a weight item with its photo', async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.mobile, DEMO.password);
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
    await page.goto('/jiedao/jd-abnormal');
    // A card per item on a phone (no table scrolling sideways).
    const row = page.getByRole('listitem').filter({ hasText: 'Heavy cargo (overweight)' });
    await expect(row).toContainText('To handle');
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    await row.getByRole('button', { name: /^View / }).click();
    const history = page.getByRole('dialog').getByRole('region', { name: 'History' });
    await expect(history).toContainText('Exception raised');
    await expect(history.getByRole('img', { name: 'warehouse-photo.jpg' })).toBeVisible();
    // The weight actions only, in the dialog the drawer opens.
    await page.getByRole('dialog').getByRole('button', { name: 'Handle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Handle the exception' });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await expect(dialog.getByRole('radio', { name: 'Agree bulky cargo' })).toBeVisible();
    await expectAccessible(page);
  });
});
