import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, loginWithPassword, registerByApi, staffLogin, tokenCookie, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// 11010519491231002X: a well-formed mainland ID number (check character X).
const ID_NUMBER = '11010519491231002X';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// The member's real-name verification, submitted and approved through the API: the journey
// is about shipping, by a member who is already verified.
async function certify(page: Page, request: APIRequestContext, token: string, mobile: string): Promise<void> {
  const photo = { name: 'id.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
  const urls: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const uploaded = await request.post('/app-api/file/upload?purpose=id-card', { headers: auth(token), multipart: { file: photo } });
    urls.push((await uploaded.json()).data.url as string);
  }
  const submitted = await request.put('/app-api/member/user/auth-idcard', {
    headers: auth(token),
    data: { name: 'Li Wei', cardType: 'mainland_id', cardNumber: ID_NUMBER, img1: urls[0], img2: urls[1] },
  });
  expect((await submitted.json()).code).toBe(0);
  const staff = auth(await staffLogin(request));
  const queue = await (await request.get('/admin-api/member/kyc/real-name/page', { params: { status: 0, pageSize: 100 }, headers: staff })).json();
  const item = (queue.data.list as { id: number; mobile: string }[]).find((entry) => entry.mobile === mobile);
  const approved = await request.post(`/admin-api/member/kyc/real-name/${item!.id}/approve`, { headers: staff });
  expect((await approved.json()).code).toBe(0);
}

// antd Select: open it by its label, then pick the option by its text.
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

interface OrderAnswer {
  id: number;
  orderNo: string;
  status: number;
  consignee: { name: string; areaCode: string; phone: string };
  goods: { proEn: string; num: number; volume: number; weight: number; worth: number }[];
  totalNum: number;
  totalWeight: number;
}

async function orderOnServer(request: APIRequestContext, token: string, id: number): Promise<OrderAnswer> {
  const answer = await (await request.get('/app-api/order/order/get', { params: { id }, headers: auth(token) })).json();
  expect(answer.code).toBe(0);
  return answer.data as OrderAnswer;
}

test('a verified member ships an order with two goods lines and a consignee from the address book, saving a draft on the way', async ({ page, request }) => {
  // A long journey through five steps: three minutes instead of one.
  test.slow();
  const password = 'ship1234';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  const token = await tokenCookie(page.context());
  await certify(page, request, token, mobile);
  // The consignee, already in the member's customers.
  const customer = await request.post('/app-api/member/customer/create', {
    headers: auth(token),
    data: { name: 'Awa Traoré', company: 'Abidjan Imports', areaCode: '225', phone: '0701020304', marks: 'AWA01', address: 'Rue des Jardins 12' },
  });
  expect((await customer.json()).code).toBe(0);

  // Ship → transport → the form for sea freight.
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Ship' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the transport' });
  await picker.getByRole('button', { name: 'Sea freight (LCL)' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-delivery\?tranfId=1$/);
  const form = page.getByRole('form', { name: 'Ship an order' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  await expect(page.getByText('Please complete real-name authentication first')).toBeHidden();

  // Step 1: "Next" checks the step first.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Form errors' })).toContainText('Choose the origin city');
  await choose(page, form, 'Origin city', 'Guangzhou');
  await choose(page, form, 'Origin warehouse', 'Guangzhou warehouse');
  await choose(page, form, 'Destination country', "Côte d'Ivoire");
  await choose(page, form, 'Destination city', 'Abidjan');
  await choose(page, form, 'Destination warehouse', 'Abidjan warehouse');
  await form.getByLabel('Channel', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(/^Sea – standard/).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the consignor typed, the consignee from the address book.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
  const consignor = page.getByRole('region', { name: 'Consignor' });
  await consignor.getByLabel('Name', { exact: true }).fill('Li Wei');
  await consignor.getByLabel('Phone', { exact: true }).fill(mobile);
  const consignee = page.getByRole('region', { name: 'Consignee' });
  await consignee.getByRole('button', { name: 'Choose the consignee from the address book' }).click();
  const book = page.getByRole('dialog', { name: 'Choose the consignee from the address book' });
  await book.getByRole('searchbox', { name: 'Search name, company or phone' }).fill('Awa');
  await book.getByRole('searchbox', { name: 'Search name, company or phone' }).press('Enter');
  await book.getByRole('button', { name: 'Choose Awa Traoré' }).click();
  await expect(book).toBeHidden();
  await expect(consignee.getByLabel('Name', { exact: true })).toHaveValue('Awa Traoré');
  await expect(consignee.getByLabel('Phone', { exact: true })).toHaveValue('0701020304');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the customer's mark came with it; two lines, the first of 3 identical cartons.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Goods' })).toBeVisible();
  await expect(form.getByLabel('Shipping mark')).toHaveValue('AWA01');
  const line1 = page.getByRole('region', { name: 'Line 1' });
  await line1.getByLabel('Item name (Chinese)').fill('手机壳');
  await line1.getByLabel('Item name (English)').fill('Phone cases');
  await line1.getByLabel('Pieces').fill('3');
  await line1.getByLabel('Quantity').fill('300');
  await choose(page, line1, 'Unit', 'Carton');
  await line1.getByRole('checkbox', { name: 'Identical cartons' }).check();
  await line1.getByLabel('Volume per carton (m³)').fill('0.12');
  await line1.getByLabel('Weight per carton (kg)').fill('8.5');
  await line1.getByLabel('Worth (USD)').fill('125.50');
  await expect(line1.getByText('Line total: 25.5')).toBeVisible();
  await page.getByRole('button', { name: 'Add a goods line' }).click();
  const line2 = page.getByRole('region', { name: 'Line 2' });
  await line2.getByLabel('Item name (Chinese)').fill('数据线');
  await line2.getByLabel('Item name (English)').fill('Cables');
  await line2.getByLabel('Pieces').fill('1');
  await line2.getByLabel('Quantity').fill('50');
  await choose(page, line2, 'Unit', 'Carton');
  await line2.getByLabel('Volume (m³)').fill('0.05');
  await line2.getByLabel('Weight (kg)').fill('2.25');
  await line2.getByLabel('Worth (USD)').fill('40');
  const totals = page.locator('.ant-descriptions').filter({ hasText: 'Order totals' }).first();
  await expect(totals).toContainText('4');
  await expect(totals).toContainText('27.75');
  await expect(totals).toContainText('$165.50');
  await expectAccessible(page);

  // A draft on the way: the server holds what was typed, both lines.
  const draftSaved = page.waitForResponse((response) => response.url().includes('/app-api/order/order/draft'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  const draft = (await (await draftSaved).json()).data as { id: number; orderNo: string };
  await expect(page.getByText('Save draft successfully')).toBeVisible();
  await expect(page.getByText(`Order ${draft.orderNo}`)).toBeVisible();
  const saved = await orderOnServer(request, token, draft.id);
  expect(saved.status).toBe(0);
  expect(saved.goods.map((line) => [line.proEn, line.num, line.weight, line.volume, line.worth])).toEqual([
    ['Phone cases', 3, 25_500, 360_000, 12_550],
    ['Cables', 1, 2_250, 50_000, 4_000],
  ]);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the address came from the customer; the area and the date are typed.
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Services' })).toBeVisible();
  await expect(form.getByLabel('Detailed address')).toHaveValue('Rue des Jardins 12');
  await form.getByLabel('Receiving area').fill('Cocody');
  await form.getByLabel('Estimated delivery date').fill(inDays(7));
  await form.getByLabel('Estimated delivery date').press('Enter');
  await form.getByRole('checkbox', { name: 'Insurance' }).check();
  // 0.3% of USD 165.50, rounded up.
  await expect(form.getByText('Insurance fee: $0.50')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: read back, then complete.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  await expect(page.getByText('Abidjan Imports')).toBeVisible();
  await expect(page.getByRole('cell', { name: '手机壳 · Phone cases' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete' }).click();

  // The success page names the order; the server has it awaiting warehousing.
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-deliverysuccess\\?id=${draft.id}$`));
  await expect(page.getByRole('heading', { name: 'Your order has been submitted' })).toBeVisible();
  await expect(page.getByText(draft.orderNo)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the lading bill' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track' })).toBeVisible();
  await expectAccessible(page);
  const order = await orderOnServer(request, token, draft.id);
  expect(order).toMatchObject({ orderNo: draft.orderNo, status: 1, totalNum: 4, totalWeight: 27_750 });
  expect(order.consignee).toMatchObject({ name: 'Awa Traoré', areaCode: '225', phone: '0701020304' });
  expect(order.goods).toHaveLength(2);
});
