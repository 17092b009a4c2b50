import { expect, test } from '@playwright/test';
import { signInCertified } from './order-fixtures';
import { auth, chooseOption, expectAccessible, fillShipment, inDays, loginWithPassword, registerByApi, useEnglish } from './support';

const AIR = { origin: 'Guangzhou', destination: "Abidjan, Côte d'Ivoire", transport: 'Air freight' };

// A quote becomes an order (docs/price-check.md, "From a quote to an order"): a member who may
// ship checks a price, chooses "Ship this" on a line, finds the shipping form filled in with the
// route, the transport, the product and the figures, completes it and sees the order posted.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a quote becomes an order', async ({ page, request }) => {
  // A price check, then five steps of the shipping form.
  test.slow();
  const { token } = await signInCertified(page, request, 'quote1234');
  const customer = await request.post('/app-api/member/customer/create', {
    headers: auth(token),
    data: { name: 'Awa Traoré', company: 'Abidjan Imports', areaCode: '225', phone: '0701020304', marks: 'QUOTE01', address: 'Rue des Jardins 12' },
  });
  expect((await customer.json()).code).toBe(0);

  // 2 cartons of 50.5 × 40 × 30 cm, 15.25 kg, by air from Guangzhou to Abidjan.
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Price query' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-price$/);
  await fillShipment(page, AIR);
  const line = page.getByRole('row').filter({ hasText: 'Air – general goods' });
  await expect(line).toContainText('$171.70');
  await expectAccessible(page);
  await line.getByRole('button', { name: /^Ship this/ }).click();

  // The form, filled in from the quote.
  await expect(page).toHaveURL(/\/jiedao\/jd-delivery\?tranfId=2&from=quote&/);
  await expect(page.getByRole('alert').filter({ hasText: 'Filled in from your price quote' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ship an order' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  for (const chosen of ['Air freight', 'Guangzhou', 'Guangzhou warehouse', "Côte d'Ivoire", 'Abidjan', 'Abidjan warehouse']) {
    await expect(form.locator('.ant-select').getByTitle(chosen, { exact: true })).toBeVisible();
  }
  await expect(form.locator('.ant-select').getByTitle(/^Air – general goods/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The parties are the member's to give: the consignee from the address book.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
  const consignor = page.getByRole('region', { name: 'Consignor' });
  await consignor.getByLabel('Name', { exact: true }).fill('Li Wei');
  await consignor.getByLabel('Phone', { exact: true }).fill('13912345678');
  const consignee = page.getByRole('region', { name: 'Consignee' });
  await consignee.getByRole('button', { name: 'Choose the consignee from the address book' }).click();
  const book = page.getByRole('dialog', { name: 'Choose the consignee from the address book' });
  await book.getByRole('button', { name: 'Choose Awa Traoré' }).click();
  await expect(book).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The goods line carries the product and the quote's figures; the member may change them.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Goods' })).toBeVisible();
  const goods = page.getByRole('region', { name: 'Line 1' });
  await expect(goods.getByLabel('Item name (Chinese)')).toHaveValue('纯棉T恤');
  await expect(goods.getByLabel('Item name (English)')).toHaveValue('Cotton T-shirts');
  await expect(goods.getByLabel('Pieces')).toHaveValue('2');
  await expect(goods.getByLabel('Quantity')).toHaveValue('100');
  await expect(goods.getByLabel('Weight (kg)')).toHaveValue('15.25');
  await expect(goods.getByLabel('Volume (m³)')).toHaveValue('0.1212');
  await goods.getByLabel('Quantity').fill('120');
  await chooseOption(page, 'Unit', 'Carton', goods);
  await goods.getByLabel('Worth (USD)').fill('300');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Services' })).toBeVisible();
  await form.getByLabel('Receiving area').fill('Cocody');
  await form.getByLabel('Estimated delivery date').fill(inDays(7));
  await form.getByLabel('Estimated delivery date').press('Enter');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  const created = page.waitForResponse((response) => response.url().includes('/app-api/order/order/create'));
  await page.getByRole('button', { name: 'Complete' }).click();
  const order = (await (await created).json()).data as { id: number; orderNo: string };
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-deliverysuccess\\?id=${order.id}$`));

  // The server holds what the quote priced, with the member's change.
  const stored = (await (await request.get('/app-api/order/order/get', { params: { id: order.id }, headers: auth(token) })).json()).data as {
    transportType: string;
    goods: { proEn: string; num: number; quantity: number; weight: number; volume: number }[];
  };
  expect(stored.transportType).toBe('2');
  expect(stored.goods.map((g) => [g.proEn, g.num, g.quantity, g.weight, g.volume])).toEqual([['Cotton T-shirts', 2, 120, 15_250, 121_200]]);

  // And the order is in the posted list.
  await page.goto('/jiedao/jd-postorder');
  await expect(page.getByRole('main')).toContainText(order.orderNo);
});

test('a member who may not ship (area code 225) gets quotes without "Ship this"', async ({ page, request }) => {
  const mobile = await registerByApi(request, 'quote1234', '225');
  await page.goto('/login');
  await loginWithPassword(page, mobile, 'quote1234');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Price query' }).click();
  await fillShipment(page, AIR);
  await expect(page.getByRole('row').filter({ hasText: 'Air – general goods' })).toContainText('$171.70');
  await expect(page.getByRole('button', { name: /^Ship this/ })).toHaveCount(0);
});
