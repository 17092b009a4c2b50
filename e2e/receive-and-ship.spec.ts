import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { containerCheckDigit } from '@portal/contracts/shipment';
import { placeOrder } from './order-fixtures';
import { memberLoginByApi } from './sign-in-work';
import { auth, certify, expectAccessible, fillLot, registerByApi, signInByApi, staffLogin, staffSignIn, useEnglish } from './support';

// An order from the warehouse door to the ship (docs/staff-console.md, "Warehouse desk" and
// "Containers desk"; docs/containers.md): the operator scans it on the warehouse desk, writes
// a partial receipt, prints that lot's carton labels (one PDF), receives the rest; then makes a
// container (its ISO 6346 check digit checked on the field first), loads it and a second order
// by scanning, reads the totals against the capacity, and moves the container to "Departed"
// with a dry run that refuses the second order, which has an open exception. The member, and
// anyone with the order number, then sees the receipt, the vessel, the container, the ETA and
// the timeline on the order.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer than
// the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function signInAsOperator(page: Page) {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

// Two orders of a fresh member (15 cartons, 1.6 m³, 210 kg declared each): the first awaiting
// warehousing, the second received (loadable) with an open exception (damaged cartons) staff
// raised.
async function ordersInWarehouse(page: Page, request: APIRequestContext) {
  const password = 'boxes1234';
  const mobile = await registerByApi(request, password);
  const { token } = (await memberLoginByApi(request, { mobile, password })).data;
  await certify(page, request, token, mobile);
  const staff = auth(await staffLogin(request));
  const stamp = Date.now() % 1_000_000;
  const orders = [];
  for (const marks of [`CTR${stamp}A`, `CTR${stamp}B`]) {
    const order = await placeOrder(request, token, marks);
    orders.push(order);
    if (orders.length === 1) continue;
    const receipt = await request.post('/admin-api/order/receipt', {
      headers: staff,
      data: { orderId: order.id, cartons: 15, size: '60×40×40 cm', volume: 1_600_000, weight: 210_000, place: 'Guangzhou warehouse' },
    });
    expect(((await receipt.json()) as { code: number }).code).toBe(0);
  }
  const raised = await request.post('/admin-api/order/abnormal/create', {
    headers: staff,
    data: { orderId: orders[1]!.id, type: '4', description: 'Two cartons arrived crushed' },
  });
  expect(((await raised.json()) as { code: number }).code).toBe(0);
  return { mobile, password, orders: orders as [{ id: number; orderNo: string }, { id: number; orderNo: string }] };
}

// What the member reads on the order that left, and what the public lookup shows of it.
async function memberSeesDeparted(browser: Browser, member: { mobile: string; password: string }, order: { id: number; orderNo: string }, container: string) {
  const context = await browser.newContext();
  await useEnglish(context);
  const page = await context.newPage();
  await signInByApi(page, member.mobile, member.password);
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Warehouse receipt' }).getByRole('row').filter({ hasText: 'Cartons' })).toContainText('15');
  const shipment = page.getByRole('region', { name: 'Container' });
  await expect(shipment).toContainText('MSC Aurora · 651W');
  await expect(shipment).toContainText(container);
  await expect(shipment).toContainText('Shenzhen (Yantian) → Abidjan');
  await expect(shipment).toContainText('2027-01-24');
  const timeline = page.getByRole('list', { name: `Tracking of ${order.orderNo}` });
  await expect(timeline).toContainText('In warehouse');
  await expect(timeline).toContainText('Sailed on time');
  await expectAccessible(page);

  // The public lookup: the same shipment, no personal data.
  await context.clearCookies();
  await page.goto(`/jd-transport?no=${order.orderNo}`);
  await expect(page.getByRole('heading', { level: 2, name: order.orderNo })).toBeVisible();
  const open = page.getByRole('region', { name: 'Container' });
  await expect(open).toContainText(container);
  await expect(open).toContainText('2027-01-24');
  await expect(page.getByRole('main')).not.toContainText(member.mobile);
  await context.close();
}

// The warehouse desk: the order scanned in, received in two lots, the first lot's labels printed.
async function receiveInTwoLots(page: Page, order: { id: number; orderNo: string }) {
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Warehouse' }).click();
  await expect(page).toHaveURL(/\/admin\/warehouse$/);
  const desk = page.getByRole('region', { name: 'Warehouse' });
  const scan = page.getByRole('textbox', { name: 'Scan or type an order number or carton label' });
  await expect(scan).toBeFocused();
  await page.keyboard.type(order.orderNo);
  await page.keyboard.press('Enter');
  const panel = desk.getByRole('region', { name: order.orderNo });
  await expect(panel.getByRole('heading', { name: order.orderNo, level: 2 })).toBeVisible();

  // Lot 1, six of the fifteen cartons: a partial lot is not judged against the declaration.
  const lot1 = panel.getByRole('region', { name: 'Lot 1' });
  await fillLot(lot1, { cartons: '6', size: '60×40×40 cm', volume: '0.6', weight: '84' });
  await expect(lot1.getByRole('table')).toContainText('Judged when complete');
  await expect(lot1).toContainText('Partly received after this lot: 6 of 15.');
  await lot1.getByRole('button', { name: 'Write the lot' }).click();
  await expect(panel.getByText('Lot 1 written (6 cartons). Print its labels?')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Lots' })).toContainText('Received 6 of 15');
  await expect(scan).toBeFocused();

  // Lot 1's labels: one 100 × 150 mm page per carton, in one PDF opened in a new tab.
  const labels = page.waitForResponse((response) => response.url().includes('/admin-api/order/carton-labels'));
  const tab = page.context().waitForEvent('page');
  await panel.getByRole('button', { name: 'Print lot 1 labels' }).first().click();
  const pdf = await labels;
  expect(pdf.url()).toContain(`orderId=${order.id}`);
  expect(pdf.url()).toContain('lotNo=1');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).toHaveLength(6);
  await (await tab).close();

  const lot2 = panel.getByRole('region', { name: 'Lot 2' });
  await fillLot(lot2, { cartons: '9', size: '60×40×40 cm', volume: '1', weight: '126' });
  await expect(lot2).toContainText('This lot completes the receipt');
  await lot2.getByRole('button', { name: 'Write the lot' }).click();
  await expect(panel.getByText('Lot 2 written (9 cartons): the receipt is complete. Print the labels?')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Lots' })).toContainText('Complete: 15 cartons');
  await expect(panel.getByText('In warehouse', { exact: true })).toBeVisible();
}

test('an operator receives an order in two lots with labels, loads it into a container by scanning and moves it to Departed after a dry run; the member sees it', async ({ page, browser, request }) => {
  const member = await ordersInWarehouse(page, request);
  const [ready, held] = member.orders;
  await signInAsOperator(page);
  await receiveInTwoLots(page, ready);

  // The desk lists the demo containers.
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Containers' }).click();
  await expect(page).toHaveURL(/\/admin\/containers$/);
  const desk = page.getByRole('region', { name: 'Containers and air shipments' });
  await expect(desk.getByRole('heading', { level: 1, name: 'Containers and air shipments' })).toBeVisible();
  await expect(desk.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);

  // A new container: a wrong check digit is refused on the field, with the right one.
  await page.getByRole('button', { name: 'New container / air shipment' }).click();
  const form = page.getByRole('dialog', { name: 'New container / air shipment' });
  const first10 = `QATU${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const digit = containerCheckDigit(first10);
  const number = form.getByLabel('Container number (ISO 6346)');
  await number.fill(`${first10}${(digit + 1) % 10}`);
  const wrongDigit = `The check digit of the container number is wrong: check the number (for ${first10} it is ${digit})`;
  await expect(form).toContainText(wrongDigit);
  await form.getByLabel('Vessel').fill('MSC Aurora');
  await form.getByLabel('Voyage').fill('651W');
  await form.getByLabel('Port of loading').fill('Shenzhen (Yantian)');
  await form.getByLabel('Port of discharge').fill('Abidjan');
  await form.getByLabel('ETD (estimated departure)').fill('2026-12-20T10:00');
  await form.getByLabel('ETA (estimated arrival)').fill('2027-01-24T08:00');
  // Create is refused while the number is wrong.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toContainText(wrongDigit);
  await expectAccessible(page);
  await number.fill(`${first10}${digit}`);
  await expect(form).not.toContainText('The check digit of the container number is wrong');
  await form.getByRole('button', { name: 'Create' }).click();

  // The container's view: empty, being loaded.
  await expect(page).toHaveURL(/\/admin\/containers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Container ${first10}${digit}` })).toBeVisible();
  await expect(page.getByText('No orders yet: scan an order number to load it.')).toBeVisible();

  // Two scans load both orders; scanning one again is refused with the server's reason.
  const scan = page.getByLabel('Scan an order number to load it');
  await expect(scan).toBeFocused();
  for (const order of [ready, held]) {
    await scan.fill(order.orderNo);
    await scan.press('Enter');
  }
  const scans = page.getByRole('list', { name: 'Latest scans' });
  await expect(scans.getByRole('listitem').filter({ hasText: ready.orderNo })).toContainText('Loaded: 15 cartons, 1.6 m³, 210 kg');
  await expect(scans.getByRole('listitem').filter({ hasText: held.orderNo })).toContainText('Loaded: 15 cartons, 1.6 m³, 210 kg');
  await scan.fill(ready.orderNo.toLowerCase());
  await scan.press('Enter');
  await expect(scans.getByRole('listitem').first()).toContainText(`Order ${ready.orderNo} is already in this shipment`);

  // The totals against the capacity (a 40' high cube: 76 m³, 26.5 t).
  const totals = page.getByRole('region', { name: 'Totals against capacity' });
  await expect(totals).toContainText(/2\s*orders/);
  await expect(totals).toContainText(/30\s*cartons/);
  await expect(totals.getByRole('meter', { name: 'Volume against capacity' })).toHaveAttribute('aria-valuetext', '3.2 / 76 m³, 4%');
  await expect(totals.getByRole('meter', { name: 'Weight against capacity' })).toHaveAttribute('aria-valuetext', '420 / 26,500 kg, 2%');
  const orders = page.locator('tbody tr.ant-table-row');
  await expect(orders).toHaveCount(2);
  await expectAccessible(page);

  // The move by its key from the scan box; Esc closes it and the focus is back in the box.
  const move = page.getByRole('dialog', { name: `Move ${first10}${digit} to Departed` });
  await expect(scan).toBeFocused();
  await page.keyboard.press('Alt+KeyM');
  await expect(move).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();
  await expect(scan).toBeFocused();

  // The move: the dry run says which order moves and which is refused, and why.
  await page.getByRole('button', { name: 'Move to Departed' }).click();
  await expect(move).toContainText('1 order will move to Departed');
  await expect(move.getByRole('region', { name: '1 order will move to Departed' })).toContainText(ready.orderNo);
  await expect(move.getByRole('region', { name: '1 order refused' })).toContainText(`${held.orderNo}: The order has an open exception`);
  await expect(move).toContainText(`It stays in the warehouse and leaves the container: ${held.orderNo}`);
  await move.getByLabel('Note').fill('Sailed on time');
  await expectAccessible(page);
  await move.getByRole('button', { name: 'Move 1 order' }).click();
  await expect(move).toBeHidden();

  // The result per order; the container has left with the one order.
  const result = page.getByRole('alert').filter({ hasText: 'Moved to Departed' });
  await expect(result).toContainText('1 order moved to Departed');
  await expect(result).toContainText(`${held.orderNo}: The order has an open exception`);
  await expect(page.getByText('This shipment has left: orders can no longer be loaded or unloaded.')).toBeVisible();
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(ready.orderNo);
  await expect(orders.first()).toContainText('Loaded / departed');
  await expect(page.getByRole('heading', { level: 1, name: `Container ${first10}${digit}` }).locator('xpath=..')).toContainText('Departed');

  await memberSeesDeparted(browser, member, ready, `${first10}${digit}`);
});
