import { expect as baseExpect, test, type Page } from '@playwright/test';
import type { AbnormalDetail, AbnormalItem } from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import { placeOrder, signInCertified } from './order-fixtures';
import { auth, expectAccessible, memberGet, staffLogin, staffSignIn, useEnglish } from './support';

// The operator's exceptions desk (docs/staff-console.md, "Exceptions desk"): a member's damage
// claim with a photo is found in the console's list, opened, refused past the amount claimed,
// granted in part after a confirmation, and the member reads the answer; a member's dispute is
// answered the same way. Each journey makes its own member and order, so the demo data stays as
// other journeys find it.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function photo(page: Page) {
  return { name: 'crushed-carton.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
}

// A member's order received in our warehouse (the staff API), ready to be claimed on.
async function receivedOrder(page: Page, request: Parameters<typeof placeOrder>[0], password: string) {
  const { token } = await signInCertified(page, request, password);
  const order = await placeOrder(request, token, `EXD${Date.now() % 1_000_000}`);
  const staff = auth(await staffLogin(request));
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, place: 'Guangzhou warehouse' },
  });
  expect(((await receipt.json()) as { code: number }).code).toBe(0);
  return { order, token, staff };
}

async function openDesk(page: Page) {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Exceptions' }).click();
  await expect(page).toHaveURL(/\/admin\/exceptions$/);
  await expect(page).toHaveTitle('Exceptions - Staff console');
  return page.getByRole('region', { name: 'Exceptions' });
}

test('an operator finds a damage claim with its photo, grants part of it after a confirmation, and the member reads the answer', async ({ page, request }) => {
  const { order } = await receivedOrder(page, request, 'excdesk1234');

  // The member files the claim from the exception page, with a photo.
  await page.goto(`/jiedao/jd-abnormal?claim=${order.id}`);
  const claim = page.getByRole('dialog', { name: `File a claim on order ${order.orderNo}` });
  await claim.getByRole('radio', { name: 'Goods damaged' }).check();
  await claim.getByRole('radio', { name: 'No, the outer package was damaged' }).check();
  await claim.getByLabel(/^Amount claimed/).fill('42.5');
  await claim.getByLabel('What is lost or damaged').fill('Two cartons crushed, lamps broken');
  await claim.locator('input[type=file]').setInputFiles(await photo(page));
  await expect(claim.getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();
  await claim.getByRole('button', { name: 'File the claim' }).click();
  await expect(page.getByText('Claim filed: we will answer it here')).toBeVisible();

  // The desk opens on what awaits our answer; the claim is marked as ours to answer.
  const desk = await openDesk(page);
  await expect(desk.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(desk).toContainText('Awaiting our answer (disputes, claims)');
  await page.keyboard.press('/');
  await expect(desk.getByRole('textbox', { name: 'Order number' })).toBeFocused();
  await page.keyboard.type(order.orderNo.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`orderNo=${order.orderNo}`));
  const row = desk.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Claim, awaiting our answer');
  await expect(row).toContainText('Damaged packaging');
  await expect(row).toContainText('Claimed $42.50');
  await expect(row).toContainText(/\d+ min/);
  await expectAccessible(page);

  // Enter on the row opens it.
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Exception on order ${order.orderNo}`, level: 1 })).toBeVisible();
  const what = page.getByRole('region', { name: 'The exception' });
  await expect(what).toContainText('Two cartons crushed, lamps broken');
  await expect(what.getByRole('img', { name: 'crushed-carton.png' })).toBeVisible();
  const theClaim = page.getByRole('region', { name: 'The member’s claim' });
  await expect(theClaim).toContainText('Goods damaged');
  await expect(theClaim).toContainText('$42.50');
  await expect(theClaim).toContainText('Standard compensation');
  await expect(theClaim).toContainText('Awaiting our answer');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Claim filed');
  await expectAccessible(page);

  // More than claimed is refused on the field before anything is asked or sent.
  const answer = page.getByRole('region', { name: 'Answer the claim' });
  await answer.getByRole('radio', { name: 'Accept the claim' }).check();
  const compensation = answer.getByLabel(/^Compensation granted/);
  await expect(compensation).toHaveValue('42.50');
  await compensation.fill('50');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answer).toContainText('At most the amount claimed, $42.50');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Part of it, with a note: asked first, then sent.
  await compensation.fill('30');
  await answer.getByLabel('Note to the member').fill('Lamps were packed without padding: USD 30 granted');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  const confirm = page.getByRole('dialog', { name: `Grant $30.00 on order ${order.orderNo}?` });
  await expect(confirm).toContainText('The member is told at once. The answer is final.');
  await confirm.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Answer sent; the member is told')).toBeVisible();
  await expect(theClaim).toContainText('$30.00');
  await expect(page.getByRole('region', { name: 'Answer the claim' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Claim accepted');
  await expectAccessible(page);

  // Esc goes back to the list, which no longer holds it among what awaits us.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/admin/exceptions\\?orderNo=${order.orderNo}$`));
  await expect(desk).toContainText('No exception matches these filters');
  await desk.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(desk.getByRole('row').filter({ hasText: order.orderNo })).toContainText('Finished');

  // The member reads staff's answer on the exception.
  const items = await memberGet<CursorPage<AbnormalItem>>(page, '/app-api/order/abnormal/page', { orderId: order.id });
  await page.goto(`/jiedao/jd-abnormal?status=1&id=${items.list[0]!.id}`);
  const drawer = page.getByRole('dialog', { name: `Exception on order ${order.orderNo}` });
  await expect(drawer).toContainText('Claimed $42.50 · compensation $30.00');
  const history = drawer.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Claim accepted');
  await expect(history).toContainText('Lamps were packed without padding: USD 30 granted');
});

test('an operator answers a member’s dispute, on a phone-sized screen too, and the member reads the answer', async ({ page, request }) => {
  const { order, staff } = await receivedOrder(page, request, 'excdisp1234');
  const raised = await request.post('/admin-api/order/abnormal/create', {
    headers: staff,
    data: { orderId: order.id, type: '1', description: 'Weighed 231 kg, declared 210 kg', amount: 2500, currency: 'USD' },
  });
  const item = ((await raised.json()) as { data: AbnormalDetail }).data;
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const disputed = await request.post('/app-api/order/abnormal/handle', {
    headers: auth(token),
    data: { id: item.id, action: 'dispute', remarks: 'Our own scale said 210 kg at pickup' },
  });
  expect(((await disputed.json()) as { code: number }).code).toBe(0);

  // A phone: the list still names the order, what it is and its age, without sideways scrolling.
  const desk = await openDesk(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await desk.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Heavy cargo (overweight)' }).click();
  await expect(page).toHaveURL(/type=1/);
  const row = desk.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('Dispute');
  await expect(row).toContainText('Disputed, awaiting our answer');
  await expect(row).toContainText(/\d+ min/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await row.getByRole('link', { name: order.orderNo }).click();
  const dispute = page.getByRole('region', { name: 'The member’s dispute' });
  await expect(dispute).toContainText('Our own scale said 210 kg at pickup');
  await expect(page.getByRole('region', { name: 'The exception' })).toContainText('$25.00');

  // No decision yet: said on the field, nothing asked.
  const answer = page.getByRole('region', { name: 'Answer the dispute' });
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  await expect(answer).toContainText('Choose an answer');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  await answer.getByRole('radio', { name: /^Accept the dispute/ }).check();
  await answer.getByLabel('Note to the member').fill('Re-weighed: 211 kg, within tolerance');
  await answer.getByRole('button', { name: 'Send the answer' }).click();
  const confirm = page.getByRole('dialog', { name: `Accept the dispute on order ${order.orderNo}?` });
  await confirm.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Answer sent; the member is told')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Exception on order ${order.orderNo}` }).locator('..')).toContainText('Finished');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Dispute accepted');
  await expect(page.getByRole('region', { name: 'The exception' })).toContainText('Amount due');

  // The member reads it.
  await page.goto(`/jiedao/jd-abnormal?status=1&id=${item.id}`);
  const history = page.getByRole('dialog', { name: `Exception on order ${order.orderNo}` }).getByRole('region', { name: 'History' });
  await expect(history).toContainText('Dispute accepted');
  await expect(history).toContainText('Re-weighed: 211 kg, within tolerance');
});
