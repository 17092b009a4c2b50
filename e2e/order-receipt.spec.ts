import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderDetail } from '@portal/contracts/order';
import { certify, chooseOption, chooseSeaRoute, expectAccessible, registerByApi, signInByApi, staffLogin, useEnglish } from './support';

// An order from shipping to the warehouse, end to end (issue 13): a verified member ships it
// to a consignee from the address book whose phone is another member's, finds it among the
// orders sent and prints its lading bill; staff write the warehouse receipt through the admin
// API; the shipper sees the receipt, the timeline and a new unread message; the consignee
// signs in and finds it among the orders received.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(page: Page, mobile: string, password: string): Promise<string> {
  return signInByApi(page, mobile, password);
}

// The sidebar's counters (there is no message list page yet): the member's unread messages.
async function unreadMessages(request: APIRequestContext, token: string): Promise<number> {
  const answer = await (await request.get('/app-api/member/user/angle-mark', { headers: auth(token) })).json();
  expect(answer.code).toBe(0);
  return answer.data.unreadMessageNum as number;
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Member menu' });
}

test('an order shipped to another member: lading bill, warehouse receipt by staff, then the shipper and the consignee see it', async ({ page, browser, request }) => {
  // Five form steps, two members and a staff step: longer than a one-screen journey.
  test.slow();
  const password = 'ship1234';
  const consigneeMobile = await registerByApi(request, password, '225');
  const mobile = await registerByApi(request, password);
  const token = await signIn(page, mobile, password);
  await certify(page, request, token, mobile);
  // The consignee is in the shipper's customers, with the other member's phone.
  const marks = `RCV${consigneeMobile.slice(-5)}`;
  const customer = await request.post('/app-api/member/customer/create', {
    headers: auth(token),
    data: { name: 'Aya Koné', company: 'Koné Négoce', areaCode: '225', phone: consigneeMobile, marks, address: 'Rue du Commerce 8' },
  });
  expect((await customer.json()).code).toBe(0);

  // Ship: sea freight, route, parties, two goods lines, services, review.
  await menu(page).getByRole('button', { name: 'Ship' }).click();
  await page.getByRole('dialog', { name: 'Choose the transport' }).getByRole('button', { name: 'Sea freight (LCL)' }).click();
  const form = page.getByRole('form', { name: 'Ship an order' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  await chooseSeaRoute(page, form);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
  const consignor = page.getByRole('region', { name: 'Consignor' });
  await consignor.getByLabel('Name', { exact: true }).fill('Li Wei');
  await consignor.getByLabel('Phone', { exact: true }).fill(mobile);
  await page.getByRole('region', { name: 'Consignee' }).getByRole('button', { name: 'Choose the consignee from the address book' }).click();
  const book = page.getByRole('dialog', { name: 'Choose the consignee from the address book' });
  await book.getByRole('button', { name: 'Choose Aya Koné' }).click();
  await expect(book).toBeHidden();
  await expect(page.getByRole('region', { name: 'Consignee' }).getByLabel('Phone', { exact: true })).toHaveValue(consigneeMobile);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Goods' })).toBeVisible();
  await expect(form.getByLabel('Shipping mark')).toHaveValue(marks);
  const lines = [
    { zh: '蜡染布', en: 'Wax print fabric', pieces: '3', quantity: '60', volume: '0.3', weight: '45', worth: '600' },
    { zh: '手机壳', en: 'Phone cases', pieces: '1', quantity: '200', volume: '0.05', weight: '6.5', worth: '80' },
  ];
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a goods line' }).click();
    const region = page.getByRole('region', { name: `Line ${index + 1}` });
    await region.getByLabel('Item name (Chinese)').fill(line.zh);
    await region.getByLabel('Item name (English)').fill(line.en);
    await region.getByLabel('Pieces').fill(line.pieces);
    await region.getByLabel('Quantity').fill(line.quantity);
    await chooseOption(page, 'Unit', 'Carton', region);
    await region.getByLabel('Volume (m³)').fill(line.volume);
    await region.getByLabel('Weight (kg)').fill(line.weight);
    await region.getByLabel('Worth (USD)').fill(line.worth);
  }
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Services' })).toBeVisible();
  await expect(form.getByLabel('Detailed address')).toHaveValue('Rue du Commerce 8');
  await form.getByLabel('Receiving area').fill('Treichville');
  await form.getByLabel('Estimated delivery date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Estimated delivery date').press('Enter');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  const created = page.waitForResponse((response) => response.url().includes('/app-api/order/order/create'));
  await page.getByRole('button', { name: 'Complete' }).click();
  const order = (await (await created).json()).data as { id: number; orderNo: string };
  await expect(page.getByRole('heading', { name: 'Your order has been submitted' })).toBeVisible();
  await expect(page.getByText(order.orderNo)).toBeVisible();

  // Among the orders sent, found by its number; the list page is headed by its h1.
  await menu(page).getByRole('menuitem', { name: 'Orders sent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders sent' })).toBeVisible();
  await page.getByLabel('Search orders').fill(order.orderNo);
  await page.getByLabel('Search orders').press('Enter');
  const row = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('Awaiting warehousing');
  await expect(row).toContainText(marks);
  await expectAccessible(page);

  // Its detail, then the print view of its lading bill with the barcode.
  await row.getByRole('link', { name: `Details of ${order.orderNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Warehouse receipt' })).toContainText('The warehouse has not received the cartons yet.');
  await page.getByRole('button', { name: 'Print bill of lading' }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-print\\?type=lading-bill&ids=${order.id}$`));
  const bill = page.getByRole('article', { name: `Bill of lading ${order.orderNo}` });
  await expect(bill.getByRole('img', { name: `Barcode of order ${order.orderNo}` })).toBeVisible();
  await expect(bill.getByRole('cell', { name: '蜡染布' })).toBeVisible();
  await expect(bill.getByRole('cell', { name: '手机壳' })).toBeVisible();
  await expectAccessible(page);

  // Staff write the warehouse receipt: 4 cartons arrived at the Guangzhou warehouse.
  const unreadBefore = await unreadMessages(request, token);
  const staff = auth(await staffLogin(request));
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: 4, size: '60×40×40 cm', volume: 360_000, weight: 52_000, place: 'Guangzhou warehouse', note: 'Cartons checked' },
  });
  const written = (await receipt.json()) as { code: number; data: { status: number } };
  expect(written.code).toBe(0);
  expect(written.data.status).toBe(2);
  // The message goes out through the notification outbox: woken by the write, or at the latest
  // by the outbox's 30 s schedule (jobs/deliveries.ts) when a delivery run was under way.
  await expect.poll(() => unreadMessages(request, token), { timeout: 35_000 }).toBe(unreadBefore + 1);

  // The shipper's detail now shows the receipt and the timeline (submitted, in warehouse).
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNo}` })).toBeVisible();
  const receiptBlock = page.getByRole('region', { name: 'Warehouse receipt' });
  await expect(receiptBlock.getByRole('row').filter({ hasText: 'Cartons' })).toContainText('4');
  await expect(receiptBlock).toContainText('60×40×40 cm');
  await expect(receiptBlock).toContainText('52');
  const timeline = page.getByRole('list', { name: `Tracking of ${order.orderNo}` });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  const current = timeline.getByRole('listitem').first();
  await expect(current).toHaveAttribute('aria-current', 'step');
  await expect(current).toContainText('In warehouse');
  await expect(current).toContainText('Guangzhou warehouse');
  await expect(current).toContainText('Cartons checked');
  await expect(timeline.getByRole('listitem').last()).toContainText('Awaiting warehousing');
  await expectAccessible(page);

  // The consignee, another member, signs in and finds the order among the orders received.
  const other = await browser.newContext();
  await useEnglish(other);
  const consigneePage = await other.newPage();
  const consigneeToken = await signIn(consigneePage, consigneeMobile, password);
  await menu(consigneePage).getByRole('menuitem', { name: 'Orders received' }).click();
  await expect(consigneePage.getByRole('heading', { level: 1, name: 'Orders received' })).toBeVisible();
  const received = consigneePage.getByRole('row').filter({ hasText: order.orderNo });
  await expect(received).toContainText('In warehouse');
  await expectAccessible(consigneePage);
  // The server's side: the consignee reads it without the shipper-only data.
  const seen = await (await request.get('/app-api/order/order/get', { params: { id: order.id }, headers: auth(consigneeToken) })).json();
  const detail = seen.data as OrderDetail;
  expect(detail).toMatchObject({ viewerRole: 'consignee', totalWorth: null, receipt: { cartons: 4 } });
  await other.close();
});
