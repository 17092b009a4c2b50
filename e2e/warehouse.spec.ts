import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { memberLoginByApi } from './sign-in-work';
import { auth, certify, expectAccessible, fillLot, orderBody, registerByApi, staffLogin, staffSignIn, useEnglish } from './support';

// The operator's warehouse desk (docs/staff-console.md, "Warehouse desk"): an order awaiting
// warehousing is scanned and received heavier than declared, an exception is raised with a
// photo, and an order whose cargo is still under control cannot be
// handed over. The journey makes its own orders, so the demo data stays as other journeys
// find it.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

const CARTONS = 5;
// A 1×1 PNG: what a tablet's camera would hand over, in small.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function signInOperator(page: Page) {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

interface Placed {
  id: number;
  orderNo: string;
}

async function placeOrder(request: APIRequestContext, token: string, mobile: string, extra: Record<string, unknown> = {}): Promise<Placed> {
  const created = await request.post('/app-api/order/order/create', {
    headers: { ...auth(token), 'idempotency-key': randomUUID() },
    data: {
      ...(await orderBody(request, mobile)),
      goods: [{ proZh: '灯', proEn: 'Lamps', num: CARTONS, unit: 'carton', quantity: 100, volume: 500_000, weight: 100_000, worth: 50_000 }],
      ...extra,
    },
  });
  const answer = await created.json();
  expect(answer.code).toBe(0);
  return answer.data as Placed;
}

// An order under the member's own control, received and moved along to the destination
// through the staff API: ready for pickup, every carton still held.
async function heldAtDestination(request: APIRequestContext, token: string, mobile: string): Promise<Placed> {
  const order = await placeOrder(request, token, mobile, { isCargoControl: true, controller: { name: 'Chen Jie', areaCode: '86', phone: mobile } });
  const staff = auth(await staffLogin(request));
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: CARTONS, size: '50×40×50 cm', volume: 500_000, weight: 100_000, place: 'Guangzhou warehouse' },
  });
  expect((await receipt.json()).code).toBe(0);
  for (const toStatus of [3, 4, 5, 6]) {
    const moved = await (await request.post('/admin-api/order/transition', { headers: staff, data: { orderIds: [order.id], toStatus, place: 'On the way' } })).json();
    expect(moved.data).toMatchObject({ moved: [order.id], refused: [] });
  }
  return order;
}

test('an operator receives an order heavier than declared, raises an exception with a photo, and cannot hand held cargo over', async ({ page, request }) => {
  // A member with two orders: one to receive, one under cargo control at the destination.
  const password = 'ware2026';
  const mobile = await registerByApi(request, password);
  const memberToken = (await memberLoginByApi(request, { areaCode: '86', mobile, password })).data.token;
  await certify(page, request, memberToken, mobile);
  const order = await placeOrder(request, memberToken, mobile);
  const held = await heldAtDestination(request, memberToken, mobile);

  await signInOperator(page);
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Warehouse' }).click();
  await expect(page).toHaveURL(/\/admin\/warehouse$/);
  await expect(page).toHaveTitle('Warehouse - Staff console');
  const desk = page.getByRole('region', { name: 'Warehouse' });
  const queue = desk.getByRole('region', { name: 'To receive' });
  await expect(queue.getByRole('link', { name: order.orderNo })).toBeVisible();
  await expect(queue.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText(`0 / ${CARTONS}`);
  await expectAccessible(page);

  // The scan box has the focus: a scanner types the order number and Enter.
  const scan = page.getByRole('textbox', { name: 'Scan or type an order number or carton label' });
  await expect(scan).toBeFocused();
  await page.keyboard.type(order.orderNo.toLowerCase());
  await page.keyboard.press('Enter');
  const panel = desk.getByRole('region', { name: order.orderNo });
  await expect(panel.getByRole('heading', { name: order.orderNo, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`order=${order.orderNo}`));

  // One lot, the five cartons 10 % heavier than declared: beyond the 5 % weight tolerance,
  // said live. (Partial lots and their labels: receive-and-ship.spec.ts.)
  const lot = panel.getByRole('region', { name: 'Lot 1' });
  await fillLot(lot, { cartons: '5', size: '50×40×50 cm', volume: '0.5', weight: '110' });
  await expect(lot.getByRole('row', { name: /Weight/ })).toContainText('Beyond 5 %');
  await expect(lot.getByRole('row', { name: /Volume/ })).toContainText('Within 10 %');
  await expect(lot).toContainText('This lot completes the receipt');
  await expectAccessible(page);
  await lot.getByLabel('Weight (kg)').press('Enter');
  await expect(panel.getByText('Lot 1 written (5 cartons): the receipt is complete. Print the labels?')).toBeVisible();
  await expect(panel.getByText('In warehouse', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Lots' })).toContainText('Complete: 5 cartons');
  await expect(queue.getByRole('link', { name: order.orderNo })).toHaveCount(0);
  await expect(scan).toBeFocused();

  // The check says the weight is beyond tolerance: raise an exception, prefilled, with a photo.
  const check = panel.getByRole('region', { name: 'Declared and measured' });
  await expect(check.getByText('Beyond tolerance: raise an exception')).toBeVisible();
  await check.getByRole('button', { name: 'Raise exception' }).click();
  await expect(page).toHaveURL(/raise=1/);
  const dialog = page.getByRole('dialog', { name: `Raise an exception on ${order.orderNo}` });
  await expect(dialog.getByLabel('What was found')).toHaveValue('Weight: declared 100 kg, measured 110 kg (+10 %)');
  await expect(dialog).toContainText('The member chooses: ship as general cargo, agree heavy cargo, agree bulky cargo, dispute.');
  await dialog.getByLabel('Choose photos').setInputFiles({ name: 'scale.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('list', { name: 'Photos to attach' }).getByRole('img', { name: /\.png$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Remove/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Raise' }).click();
  const confirm = page.getByRole('dialog', { name: `Raise this exception on ${order.orderNo}?` });
  await expect(confirm).toContainText('The member is told at once, with 1 photo.');
  await confirm.getByRole('button', { name: 'Raise it' }).click();
  await expect(page.getByText('Exception raised: the member is told')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(scan).toBeFocused();
  await expect(panel.getByRole('region', { name: 'Exceptions' })).toContainText('Heavy cargo (overweight)');

  // The member is told at once, and reads the photo on the item.
  await expect
    .poll(async () => {
      const messages = await (await request.get('/app-api/member/message/page', { headers: { ...auth(memberToken), 'Accept-Language': 'en_US' } })).json();
      return (messages.data.list as { title: string }[]).map((m) => m.title);
    })
    .toContain(`Exception to handle on order ${order.orderNo}`);
  const items = await (await request.get('/app-api/order/abnormal/page', { headers: auth(memberToken), params: { orderId: order.id } })).json();
  expect(items.data.list[0]).toMatchObject({ type: '1', files: [expect.objectContaining({ image: true })] });

  // At the destination: the order under cargo control shows what is held and cannot be handed over.
  await page.goto(`/admin/warehouse?order=${held.orderNo}`);
  const heldPanel = desk.getByRole('region', { name: held.orderNo });
  const control = heldPanel.getByRole('region', { name: 'Cargo control' });
  await expect(control).toContainText(`${CARTONS} cartons under control, 0 released, ${CARTONS} still held`);
  await expect(control.getByRole('row', { name: /Control began/ })).toBeVisible();
  const handOver = heldPanel.getByRole('region', { name: 'Hand over to the consignee' });
  await expect(handOver).toContainText(`Cannot hand over yet: ${CARTONS} of ${CARTONS} cartons are still under cargo control.`);
  await expect(handOver.getByRole('button', { name: 'Hand over' })).toBeDisabled();
  // The server refuses it too.
  const refused = await (
    await request.post('/admin-api/order/transition', {
      headers: { ...auth(await staffLogin(request)), 'Accept-Language': 'en_US' },
      data: { orderIds: [held.id], toStatus: 7, place: 'Abidjan' },
    })
  ).json();
  expect(refused.data.moved).toEqual([]);
  expect(refused.data.refused[0].reason).toContain('under cargo control');
});
