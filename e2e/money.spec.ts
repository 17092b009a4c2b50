import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WaitMoneyPage } from '@portal/contracts/balance';
import type { EcashItem } from '@portal/contracts/ecash';
import type { CursorPage } from '@portal/contracts/cursor';
import type { RefundItem } from '@portal/contracts/refund';
import { authorised, placeOrder, signInCertified } from './order-fixtures';
import { DEMO, expectAccessible, loginWithPassword, staffLogin, tokenCookie, useEnglish } from './support';

// Money: what the demo member still owes (seeded in several currencies), the public e-cash
// rates, and a warehouse refund applied for from an order's detail. Each journey asks the
// server what it holds, then checks the screen shows it.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function get<T>(request: APIRequestContext, path: string, params: Record<string, string | number>, token?: string): Promise<T> {
  const answer = await request.get(path, { params, headers: token ? authorised(token) : {} });
  const body = (await answer.json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

test('the demo member sees what they still owe, per currency and order by order', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  const owed = await get<WaitMoneyPage>(page.request, '/app-api/order/order/wait-money-page', { pageSize: 20 }, await tokenCookie(page.context()));
  const currencies = owed.totals!.map((total) => total.currency);
  expect(currencies.length, 'seeded balances in more than one currency').toBeGreaterThan(1);

  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Outstanding balances' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-waitmoneyorder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outstanding balances' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Total owed per currency' });
  for (const currency of currencies) await expect(totals.getByText(`Owed in ${currency}`)).toBeVisible();
  const dollars = owed.totals!.find((total) => total.currency === 'USD');
  if (dollars) await expect(totals).toContainText(usd(dollars.outstanding));

  const list = page.getByRole('list', { name: 'Orders with a balance' });
  await expect(list.getByRole('listitem')).toHaveCount(owed.list.length);
  for (const order of owed.list) await expect(list.getByRole('link', { name: order.orderNo })).toBeVisible();
  // A fee the consignee pays shows on an order sent to the demo member.
  const received = owed.list.find((order) => order.payerRole === 'consignee');
  expect(received, 'a seeded order whose consignee (the demo member) pays a fee').toBeDefined();
  await expect(list.getByRole('listitem').filter({ hasText: received!.orderNo })).toContainText('Sent to you');
  await expectAccessible(page);

  // The order's detail lists its fees and its balance.
  await list.getByRole('link', { name: owed.list[0]!.orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-orderdetail\\?id=${owed.list[0]!.orderId}$`));
  const fees = page.getByRole('region', { name: 'Fees and balance' });
  await expect(fees.getByRole('row')).not.toHaveCount(0);
  for (const balance of owed.list[0]!.balances) await expect(fees.getByText(`Balance (${balance.currency})`)).toBeVisible();
  await expectAccessible(page);

  // The rates in the member area: the same table as /jd-erate.
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'E-cash rates' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-ecash$/);
  await expect(page.getByRole('table').getByRole('rowheader', { name: /^USD/ })).toBeVisible();
  await expectAccessible(page);
});

// A rate as the English page writes it: thousands grouped, its decimals as the server sent them.
function englishDecimal(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = Number(whole).toLocaleString('en-US');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

test('anyone reads the e-cash rates at /jd-erate without signing in, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const rates = await get<{ list: EcashItem[] }>(page.request, '/app-api/ecw/currency-ecash/page', { pageSize: 100 });
  expect(rates.list.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/jd-erate');
  await expect(page).toHaveURL(/\/jd-erate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E-cash rates' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(rates.list.length + 1);
  for (const rate of rates.list) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${rate.currencyCode}`) }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(englishDecimal(rate.rate));
    await expect(row.getByRole('cell').nth(1)).toHaveText(englishDecimal(rate.ecashRate));
  }
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Light: drawn without antd, and neither the member area's chunks nor zod are loaded.
  expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  expect(scripts.filter((path) => /\/(member|member-libs|antd-config|zod)-/.test(path))).toEqual([]);
  await expectAccessible(page);
});

test('a shipper applies for a warehouse refund from the order detail, with a photo, and sees the goods handed back', async ({ page, request }) => {
  // A fresh member, certified, with an order the warehouse received: several calls first.
  test.slow();
  const { token } = await signInCertified(page, request, 'refund1234');
  const order = await placeOrder(request, token, 'REFUND1');
  // The warehouse receives it (staff's receipt): now in the warehouse, not loaded.
  const staff = await staffLogin(request);
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: authorised(staff),
    data: { orderId: order.id, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, inTime: new Date().toISOString(), place: 'Guangzhou warehouse' },
  });
  expect(((await receipt.json()) as { code: number }).code).toBe(0);

  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();
  await page.getByRole('button', { name: 'Apply warehouse refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for a warehouse refund of ${order.orderNo}` });
  await expect(dialog).toBeVisible();
  // The reason is required, as the server says it.
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Enter the reason for the refund')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The buyer cancelled the order');
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  await dialog.getByLabel('Photos (optional)').setInputFiles({ name: 'cartons.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('img', { name: /^refund-/ })).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your refund application was sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const state = page.getByRole('region', { name: 'Warehouse refund' });
  await expect(state).toContainText('Applied, waiting for a decision');
  await expect(page.getByRole('button', { name: 'Apply warehouse refund' })).toHaveCount(0);
  const refunds = await get<CursorPage<RefundItem>>(request, '/app-api/order/refund/page', { orderId: order.id }, token);
  expect(refunds.list).toEqual([expect.objectContaining({ status: 'applied', reason: 'The buyer cancelled the order', images: [expect.any(String)] })]);
  await expect(state).toContainText(refunds.list[0]!.refundNo);
  await expectAccessible(page);

  // Finance approves; the warehouse hands the cartons back and records who collected them.
  const approve = await request.post('/admin-api/order/refund/approve', { headers: authorised(staff), data: { id: refunds.list[0]!.id, answer: 'Collect at gate 2' } });
  expect(((await approve.json()) as { code: number }).code).toBe(0);
  await page.reload();
  await expect(state).toContainText('Approved');
  await expect(state).toContainText('Collect the goods at the warehouse as the answer says');
  const handBack = await request.post('/admin-api/order/refund/return', { headers: authorised(staff), data: { id: refunds.list[0]!.id, note: 'Collected by the shipper, Li Wei' } });
  expect(((await handBack.json()) as { code: number }).code).toBe(0);
  const ended = await get<CursorPage<RefundItem>>(request, '/app-api/order/refund/page', { orderId: order.id }, token);
  expect(ended.list).toEqual([expect.objectContaining({ status: 'returned', returnNote: 'Collected by the shipper, Li Wei' })]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` }).locator('..')).toContainText('Returned to shipper');
  await expect(state).toContainText('Goods handed back to you');
  await expect(state).toContainText('Collected by the shipper, Li Wei');
  await expect(page.getByRole('button', { name: 'Apply warehouse refund' })).toHaveCount(0);
  // The sent list has a tab for it, counting this order.
  await page.goto('/jiedao/jd-postorder?status=9');
  await expect(page.getByRole('row').filter({ hasText: order.orderNo })).toContainText('Returned to shipper');
  await expectAccessible(page);
});
