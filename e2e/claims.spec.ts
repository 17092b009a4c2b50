import { expect, test, type Page } from '@playwright/test';
import type { AbnormalDetail, AbnormalItem } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageItem } from '@portal/contracts/messages';
import { placeOrder, signInCertified } from './order-fixtures';
import { auth, expectAccessible, memberGet, staffLogin, useEnglish } from './support';

// A damage claim end to end (docs/abnormal-items.md, "Claims"): a member whose order is in our
// warehouse files a claim from the order's detail, with a photo; the form checks the rules the
// server checks; staff answer it through the admin API; the member sees the answer on the
// exception, and is told.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function photo(page: Page) {
  return { name: 'crushed-carton.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
}

test('a member files a damage claim with a photo, staff answer it, the member sees the answer', async ({ page, request }) => {
  const { token } = await signInCertified(page, request, 'claims1234');
  const order = await placeOrder(request, token, `CLM${Date.now() % 1_000_000}`);
  const staff = auth(await staffLogin(request));
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, place: 'Guangzhou warehouse' },
  });
  expect(((await receipt.json()) as { code: number }).code).toBe(0);

  // The order's detail offers the claim while the goods are in our hands.
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  const exceptions = page.getByRole('region', { name: 'Exceptions' });
  await exceptions.getByRole('button', { name: 'File a claim' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-abnormal\?.*claim=/);
  const dialog = page.getByRole('dialog', { name: `File a claim on order ${order.orderNo}` });
  await expect(dialog).toContainText('Lost parcels are compensated up to $100.00 per consignment (ticket).');

  // Damage with an intact outer package is refused; a damaged one needs a photo.
  await dialog.getByRole('radio', { name: 'Goods damaged' }).check();
  await dialog.getByRole('radio', { name: 'Yes, only the contents are damaged' }).check();
  await dialog.getByLabel(/^Amount claimed/).fill('42.5');
  await dialog.getByLabel('What is lost or damaged').fill('Two cartons crushed, lamps broken');
  await dialog.getByRole('button', { name: 'File the claim' }).click();
  await expect(dialog).toContainText('No compensation when the outer package is intact but the contents are damaged');
  await expect(dialog).toContainText('Add at least one photo of the damage');
  await dialog.getByRole('radio', { name: 'No, the outer package was damaged' }).check();
  await dialog.locator('input[type=file]').setInputFiles(await photo(page));
  await expect(dialog.getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();
  await expect(dialog).not.toContainText('Add at least one photo of the damage');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'File the claim' }).click();

  // Filed: the new exception opens, awaiting our answer.
  await expect(page.getByText('Claim filed: we will answer it here')).toBeVisible();
  const drawer = page.getByRole('dialog', { name: `Exception on order ${order.orderNo}` });
  await expect(drawer).toContainText('Claim filed, awaiting our answer');
  await expect(drawer).toContainText('Claimed $42.50 · awaiting our answer');
  await expect(drawer.getByRole('region', { name: 'History' }).getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();
  await expectAccessible(page);

  // Staff grant part of it through the admin API.
  const items = await memberGet<CursorPage<AbnormalItem>>(page, '/app-api/order/abnormal/page', { orderId: order.id });
  expect(items.list).toHaveLength(1);
  const answered = await request.post('/admin-api/order/abnormal/claim/answer', {
    headers: staff,
    data: { id: items.list[0]!.id, answer: 'accept', compensation: 3000, remarks: 'Lamps were packed without padding: USD 30 granted' },
  });
  expect(((await answered.json()) as { code: number; data: AbnormalDetail }).data.status).toBe(1);

  // The member sees the answer on the exception, and is told.
  await page.goto(`/jiedao/jd-abnormal?status=1&id=${items.list[0]!.id}`);
  const finished = page.getByRole('dialog', { name: `Exception on order ${order.orderNo}` });
  await expect(finished).toContainText('Claimed $42.50 · compensation $30.00');
  const history = finished.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Claim accepted');
  await expect(history).toContainText('Lamps were packed without padding: USD 30 granted');
  await expect
    .poll(async () => (await memberGet<CursorPage<MessageItem>>(page, '/app-api/member/message/page', { pageSize: 20 })).list.map((m) => m.title), { timeout: 35_000 })
    .toEqual(expect.arrayContaining([`Claim on order ${order.orderNo} accepted`, `Claim on order ${order.orderNo} received`]));

  // One claim per order: the order's detail lists it and no longer offers another.
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(exceptions).toContainText('Two cartons crushed, lamps broken');
  await expect(exceptions.getByRole('button', { name: 'File a claim' })).toHaveCount(0);
});
