import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { RefundItem } from '@portal/contracts/refund';
import { authorised, placeOrder, signInCertified } from './order-fixtures';
import { chooseOption, expectAccessible, staffLogin, staffSignIn, useEnglish } from './support';

// The finance money desk (docs/staff-console.md, "Money desk"): balances by member, a payment
// that lowers what the member owes, a refund rejected with a reason; and the desk closed to the
// roles it is not for.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer than
// the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

const desks = (page: Page) => page.getByRole('navigation', { name: 'Desks' });
const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const minorOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

// A refund application of the journey's own (the demo's stays open for the other journeys): a
// fresh member's order, received at the warehouse, then the member applies.
async function refundApplication(browser: Browser, request: APIRequestContext): Promise<{ orderNo: string; token: string }> {
  const context = await browser.newContext();
  await useEnglish(context);
  const member = await context.newPage();
  const { token } = await signInCertified(member, request, 'moneydesk1234');
  await context.close();
  const order = await placeOrder(request, token, 'MDESK1');
  const staff = await staffLogin(request);
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: authorised(staff),
    data: { orderId: order.id, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, inTime: new Date().toISOString(), place: 'Guangzhou warehouse' },
  });
  expect(((await receipt.json()) as { code: number }).code).toBe(0);
  const applied = await request.post('/app-api/order/refund/create', { headers: authorised(token), data: { orderId: order.id, reason: 'Our buyer cancelled the order' } });
  expect(((await applied.json()) as { code: number }).code).toBe(0);
  return { orderNo: order.orderNo, token };
}

test('finance records a payment and the member owes less, then rejects a refund with a reason', async ({ page, browser, request }) => {
  const refund = await refundApplication(browser, request);

  await staffSignIn(page, 'finance', 'finance1234');
  await expect(page).toHaveURL(/\/admin\/money\/balances$/);
  await expect(page).toHaveTitle('Money desk - Staff console');
  await expect(desks(page).getByRole('link', { name: 'Money desk' })).toBeVisible();
  await expect(desks(page).getByRole('link', { name: 'Orders' })).toHaveCount(0);

  // The demo seed has two members who owe: the demo member and the demo shipper.
  const balances = page.getByRole('region', { name: 'Outstanding balances by member' });
  await expect(balances.getByRole('row').filter({ hasText: '+86 13800138000' }).first()).toBeVisible();
  await expect(balances.getByRole('row').filter({ hasText: '+86 13700137000' }).first()).toBeVisible();
  await expectAccessible(page);

  // The demo shipper, by mobile ("/" goes to the search box).
  await page.locator('body').press('/');
  await expect(balances.getByRole('textbox', { name: 'Mobile or name' })).toBeFocused();
  await page.keyboard.type('13700137000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=13700137000/);
  const dollars = balances.getByRole('row').filter({ hasText: 'USD' });
  await expect(dollars).toHaveCount(1);
  const outstanding = dollars.getByRole('cell').nth(5);
  await expect(outstanding).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = minorOf(await outstanding.textContent());
  expect(before).toBeGreaterThan(2_550);

  // Their orders owing in dollars; a payment on one of them.
  await dollars.getByRole('link', { name: 'Chen Jing' }).click();
  await expect(page).toHaveURL(/\/admin\/money\/balances\/\d+\?mobile=13700137000&currency=USD$/);
  const owing = page.getByRole('region', { name: 'Orders owing: Chen Jing' });
  await expect(owing.getByRole('list', { name: 'What the member owes' })).toContainText(`USD: ${usd(before)} owed`);
  const pay = owing.getByRole('button', { name: /^Record payment: Freight, / }).first();
  const orderNo = /, (\S+)$/.exec((await pay.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(orderNo).not.toBe('');
  await pay.click();
  const dialog = page.getByRole('dialog', { name: `Record a payment: Freight, ${orderNo}` });
  const amount = dialog.getByLabel('Amount received (USD)');
  // Nothing typed: the field says so, as the server would.
  await amount.fill('');
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  await expect(dialog.getByText('The amount must be more than 0')).toBeVisible();
  await amount.fill('25.50');
  await dialog.getByLabel('Remark (how it was paid)').fill('Cash at the counter');
  await dialog.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('The payment was recorded.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The member's outstanding balance drops at once.
  const after = before - 2_550;
  await expect(owing.getByRole('list', { name: 'What the member owes' })).toContainText(`USD: ${usd(after)} owed`);

  // The order's fees: the payment in its history, with who recorded it.
  await owing.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/money/fees\\?orderNo=${orderNo}$`));
  const history = page.getByRole('region', { name: 'History of the fees' });
  const payment = history.getByRole('row').filter({ hasText: 'Payment of $25.50' });
  await expect(payment).toContainText('Demo finance');
  await expect(payment).toContainText('Cash at the counter');

  // And in the balances list.
  await page.getByRole('navigation', { name: 'Money desk areas' }).getByRole('link', { name: 'Balances' }).click();
  await page.getByRole('textbox', { name: 'Mobile or name' }).fill('13700137000');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(balances.getByRole('row').filter({ hasText: 'USD' }).getByRole('cell').nth(5)).toHaveText(usd(after));

  // Refunds: the application waits for a decision; rejecting asks for the reason first.
  await page.goto('/admin/money/refunds');
  const refunds = page.getByRole('region', { name: 'Warehouse refunds' });
  const row = refunds.getByRole('row').filter({ hasText: refund.orderNo });
  await expect(row).toContainText('Awaiting decision');
  await expect(row).toContainText('Our buyer cancelled the order');
  await row.getByRole('button', { name: /^Reject RF/ }).click();
  const reject = page.getByRole('dialog', { name: new RegExp(`^Reject refund RF\\d+ of ${refund.orderNo}\\?$`) });
  await expect(reject).toContainText('a decision cannot be changed');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Enter why the refund is rejected')).toBeVisible();
  await reject.getByLabel('Reason for the rejection').fill('The goods are already booked on the next container');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/^Refund RF\d+ was rejected\.$/)).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(row).toHaveCount(0);

  // Among the rejected: who decided, and the reason.
  await chooseOption(page, 'Status', 'Rejected', refunds);
  const decided = refunds.getByRole('row').filter({ hasText: refund.orderNo });
  await expect(decided).toContainText('Rejected');
  await expect(decided).toContainText('Demo finance');
  await expect(decided).toContainText('The goods are already booked on the next container');
  const answer = await request.get('/app-api/order/refund/page', { headers: authorised(refund.token), params: { pageSize: 10 } });
  const list = ((await answer.json()) as { data: CursorPage<RefundItem> }).data.list;
  expect(list).toEqual([expect.objectContaining({ status: 'rejected', answer: 'The goods are already booked on the next container' })]);
});

test('an operator has no money desk, in the menu or by its URL', async ({ page }) => {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(desks(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(desks(page).getByRole('link', { name: 'Money desk' })).toHaveCount(0);

  const fees: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin-api/order/fee/')) fees.push(r.url());
  });
  await page.goto('/admin/money/balances');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(page).toHaveTitle('No access - Staff console');
  expect(fees).toEqual([]);
});

test('a reviewer sees neither the order desk nor the money desk', async ({ page }) => {
  await staffSignIn(page, 'reviewer', 'reviewer1234');
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(desks(page).getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await expect(desks(page).getByRole('link', { name: 'Money desk' })).toHaveCount(0);
  for (const path of ['/admin/orders', '/admin/money']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
});
