import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { StaffOrderItem } from '@portal/contracts/order';
import { placeOrder, signInCertified } from './order-fixtures';
import { auth, expectAccessible, staffLogin, staffSignIn, useEnglish } from './support';

// The operator's order desk (docs/staff-console.md, "Order desk"): a scanned order number opens
// the order, which moves one step with its tracking event; a member's mobile scanned lists their
// orders; a batch move is checked by a dry run that shows the refused order and why, then made;
// codes scanned fast are all handled, in order, while the orders they name open.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer than
// the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function operatorSignIn(page: Page) {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

// The cartons arrived: the order is in the warehouse (the warehouse desk's call, through the API).
async function receive(request: APIRequestContext, orderId: number) {
  const answer = await request.post('/admin-api/order/receipt', {
    headers: auth(await staffLogin(request)),
    data: { orderId, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, place: 'Guangzhou warehouse' },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
}

const scanBox = (page: Page) => page.getByRole('textbox', { name: 'Scan or type a code' });

test('an operator scans an order open, moves it one step, and moves a batch checked first, one order refused', async ({ page, request }) => {
  const { token, mobile } = await signInCertified(page, request, 'desk1234');
  const stamp = Date.now() % 1_000_000;
  const first = await placeOrder(request, token, `DSKA${stamp}`);
  const second = await placeOrder(request, token, `DSKB${stamp}`);
  const waiting = await placeOrder(request, token, `DSKC${stamp}`);
  await receive(request, first.id);
  await receive(request, second.id);

  await operatorSignIn(page);
  // The desk opens with the scan box ready.
  await expect(scanBox(page)).toBeFocused();
  await page.keyboard.type(first.orderNo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.id}$`));
  const view = page.getByRole('article', { name: `Order ${first.orderNo}` });
  await expect(view.getByRole('heading', { name: `Order ${first.orderNo}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Latest scans' })).toContainText(`Opened ${first.orderNo}`);
  await expect(view.getByRole('region', { name: 'Parties' })).toContainText('Kouadio Yao');
  await expect(view.getByRole('region', { name: 'Goods (2 lines)' })).toContainText('LED lamps');
  await expect(view.getByRole('link', { name: 'Receive' })).toHaveAttribute('href', `/admin/warehouse?order=${first.orderNo}`);
  await expect(view.getByRole('link', { name: 'Raise exception' })).toHaveAttribute('href', `/admin/warehouse?order=${first.orderNo}&raise=1`);
  await expectAccessible(page);

  // One step along, with its tracking event.
  await view.getByRole('button', { name: 'Move to Loaded / departed' }).click();
  const move = page.getByRole('dialog', { name: `Move ${first.orderNo} to Loaded / departed` });
  await move.getByLabel('Place').fill('Nansha port');
  await move.getByLabel('Note').fill('Vessel CMA Dakar');
  await move.getByRole('button', { name: 'Move to Loaded / departed' }).click();
  await expect(page.getByText(`${first.orderNo} is now Loaded / departed`)).toBeVisible();
  await expect(move).toHaveCount(0);
  await expect(view.getByRole('region', { name: 'Tracking' })).toContainText('Nansha port');
  await expect(view.getByRole('region', { name: 'History (staff)' })).toContainText('Moved In warehouse → Loaded / departed at Nansha port');
  await expect(scanBox(page)).toBeFocused();

  // Esc: back to the list. The member's mobile scanned: their orders.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.keyboard.type(mobile);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\?memberId=\d+$/);
  const list = page.getByRole('region', { name: 'Orders' });
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(list).toContainText('Shipper:');
  await expectAccessible(page);

  // From the box down into the list: Enter opens the row, Esc comes back.
  await scanBox(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${waiting.id}$`));
  // Esc once the order is on screen (pressed while it still loads, it had nothing to close).
  await expect(page.getByRole('heading', { name: `Order ${waiting.orderNo}`, level: 1 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/orders\?memberId=\d+$/);

  // A batch: the order still awaiting warehousing is refused in the dry run, with why.
  await list.getByRole('checkbox', { name: `Select ${second.orderNo}` }).check();
  await list.getByRole('checkbox', { name: `Select ${waiting.orderNo}` }).check();
  await list.getByRole('button', { name: 'Move selected' }).click();
  const batch = page.getByRole('dialog', { name: 'Move 2 orders' });
  await batch.getByLabel('Place').fill('Nansha port');
  await batch.getByRole('button', { name: 'Check first' }).click();
  const dryRun = batch.getByRole('region', { name: 'What the move would do' });
  await expect(dryRun).toContainText('1 order would move to Loaded / departed; 1 refused.');
  await expect(dryRun.getByRole('row', { name: new RegExp(second.orderNo) })).toContainText('Will move to Loaded / departed');
  await expect(dryRun.getByRole('row', { name: new RegExp(waiting.orderNo) })).toContainText(
    'Refused: An order cannot go from Awaiting warehousing to Loaded / departed',
  );
  await expectAccessible(page);
  await batch.getByRole('button', { name: 'Move 1 order' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Move 1 order to Loaded / departed?');
  await confirm.getByRole('button', { name: 'Move 1 order' }).click();
  const results = batch.getByRole('region', { name: 'What the move did' });
  await expect(results).toContainText('1 order moved to Loaded / departed; 1 refused.');
  await expect(results.getByRole('row', { name: new RegExp(second.orderNo) })).toContainText('Moved to Loaded / departed');
  await batch.getByRole('button', { name: 'Done' }).click();
  await expect(list.getByRole('row', { name: new RegExp(second.orderNo) })).toContainText('Loaded / departed');
  await expect(list.getByRole('row', { name: new RegExp(waiting.orderNo) })).toContainText('Awaiting warehousing');
  await expect(scanBox(page)).toBeFocused();
});

test('30 codes scanned 20 ms apart are all handled, in order, while the orders they name open', async ({ page, request }) => {
  const staff = auth(await staffLogin(request));
  const answer = (await (await request.get('/admin-api/order/page', { params: { pageSize: 20 }, headers: staff })).json()) as { data: CursorPage<StaffOrderItem> };
  const orders = answer.data.list.slice(0, 20);
  expect(orders.length).toBeGreaterThan(10);
  // Order numbers, with codes that name nothing between them; the last one an order.
  const codes: string[] = [];
  for (let i = 0; codes.length < 29; i += 1) codes.push(i % 3 === 1 ? `NOPE${String(i).padStart(4, '0')}` : orders[i % orders.length]!.orderNo);
  const last = orders[0]!;
  codes.push(last.orderNo);

  await operatorSignIn(page);
  const looked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/admin-api/order/scan') looked.push(url.searchParams.get('code') ?? '');
  });
  await expect(scanBox(page)).toBeFocused();
  for (const code of codes) {
    await page.keyboard.type(code);
    // Enter held 20 ms: the next code starts 20 ms after this one ends, as a scanner sends them.
    await page.keyboard.press('Enter', { delay: 20 });
  }

  // Every code looked up once, in the order scanned, none garbled; the last one's order open.
  await expect.poll(() => looked.length).toBe(30);
  expect(looked).toEqual(codes);
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${last.id}$`));
  const recent = page.getByRole('list', { name: 'Latest scans' }).getByRole('listitem');
  await expect(recent.first()).toContainText(`Opened ${last.orderNo}`);
  await expect(recent.nth(1)).toContainText('Nothing matches this code');
  await expect(page.getByRole('list', { name: 'Latest scans' }).locator('li[data-state="queued"], li[data-state="working"]')).toHaveCount(0);
  await expect(scanBox(page)).toBeFocused();
});

test('Esc while a scanned order is still loading goes back to the list', async ({ page, request }) => {
  const { token } = await signInCertified(page, request, 'desk1234');
  const order = await placeOrder(request, token, `DSKE${Date.now() % 1_000_000}`);
  await operatorSignIn(page);
  // The order's own call is held until the operator has pressed Esc.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/admin-api\/order\/get\?/, async (route) => {
    await held;
    await route.continue();
  });
  await expect(scanBox(page)).toBeFocused();
  await page.keyboard.type(order.orderNo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  // The order's page is there, loading (the address changes a moment before it is drawn).
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${order.orderNo}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(scanBox(page)).toBeFocused();
});
