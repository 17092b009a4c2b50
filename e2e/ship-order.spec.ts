import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, certify, chooseOption, chooseSeaRoute, expectAccessible, inDays, loginWithPassword, orderBody, registerByApi, tokenCookie, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// A new member, signed in on the page; the token for the API calls the journey makes itself.
async function newMemberSignedIn(page: Page, request: APIRequestContext): Promise<{ mobile: string; token: string }> {
  const password = 'ship1234';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  return { mobile, token: await tokenCookie(page.context()) };
}


interface OrderAnswer {
  id: number;
  orderNo: string;
  status: number;
  consignee: { name: string; areaCode: string; phone: string };
  goods: { proEn: string; num: number; volume: number; weight: number; worth: number }[];
  totalNum: number;
  totalWeight: number;
  deliveryaddress: string | null;
  addressdetail: string | null;
}

async function orderOnServer(request: APIRequestContext, token: string, id: number): Promise<OrderAnswer> {
  const answer = await (await request.get('/app-api/order/order/get', { params: { id }, headers: auth(token) })).json();
  expect(answer.code).toBe(0);
  return answer.data as OrderAnswer;
}

test('a verified member ships an order with two goods lines and a consignee from the address book, saving a draft on the way', async ({ page, request }) => {
  // A long journey through five steps: three minutes instead of one.
  test.slow();
  const { mobile, token } = await newMemberSignedIn(page, request);
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
  await chooseSeaRoute(page, form);
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
  await chooseOption(page, 'Unit', 'Carton', line1);
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
  await chooseOption(page, 'Unit', 'Carton', line2);
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

  // Print goes to the lading bill of this order.
  await page.getByRole('button', { name: 'Print the lading bill' }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-print\\?type=lading-bill&ids=${draft.id}$`));
});


test('an unverified member keeps a draft, submits once verified, then edits the order with the address locked', async ({ page, request }) => {
  test.slow();
  const { mobile, token } = await newMemberSignedIn(page, request);
  const body = await orderBody(request, mobile);
  const created = await (await request.post('/app-api/order/order/draft', { headers: auth(token), data: body })).json();
  expect(created.code).toBe(0);
  const id = created.data.id as number;

  // Not verified: told so, with the way to verification; a draft still saves.
  await page.goto(`/jiedao/jd-deliveryedit?id=${id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'Please complete real-name authentication first' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to verification' })).toHaveAttribute('href', '/jiedao/jd-idcard');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Save draft successfully')).toBeVisible();
  // Every step was reached before: the review opens from the steps bar.
  await page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: /Review$/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Please complete real-name authentication first').last()).toBeVisible();
  expect((await orderOnServer(request, token, id)).status).toBe(0);

  // Verified now: the same draft is submitted.
  await certify(page, request, token, mobile);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete real-name authentication first' })).toBeHidden();
  await page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: /Review$/ }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-deliverysuccess\\?id=${id}$`));
  expect((await orderOnServer(request, token, id)).status).toBe(1);

  // Awaiting warehousing: still editable, but the destination address is locked; no drafts.
  await page.goto(`/jiedao/jd-deliveryedit?id=${id}`);
  const form = page.getByRole('form', { name: 'Edit order' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: /Goods$/ }).click();
  await page.getByRole('region', { name: 'Line 1' }).getByLabel('Weight (kg)').fill('32');
  await page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: /Services$/ }).click();
  await expect(form.getByLabel('Receiving area')).toBeDisabled();
  await expect(form.getByLabel('Detailed address')).toBeDisabled();
  await expect(form.getByText('Address cannot be modified after submission, contact customer service')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: /Review$/ }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-deliverysuccess\\?id=${id}$`));
  const order = await orderOnServer(request, token, id);
  expect(order.status).toBe(1);
  expect(order.goods[0]!.weight).toBe(32_000);
  expect(order).toMatchObject({ deliveryaddress: 'Plateau', addressdetail: 'Avenue Chardy 3' });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Ship button is in the menu drawer, and every step of the form fits the screen', async ({ page, request }) => {
    test.slow();
    const { mobile, token } = await newMemberSignedIn(page, request);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Ship' }).click();
    await page.getByRole('dialog', { name: 'Choose the transport' }).getByRole('button', { name: 'Air freight' }).click();
    await expect(page).toHaveURL(/\/jiedao\/jd-delivery\?tranfId=2$/);
    await expect(page.getByRole('form', { name: 'Ship an order' }).getByTitle('Air freight')).toBeVisible();
    expect(await fits()).toBe(true);

    // A saved draft has every step open: each one fits and passes axe.
    const created = await (await request.post('/app-api/order/order/draft', { headers: auth(token), data: await orderBody(request, mobile) })).json();
    await page.goto(`/jiedao/jd-deliveryedit?id=${created.data.id}`);
    const steps = page.getByRole('navigation', { name: 'Order steps' });
    // The first step is on screen; the others are opened from the steps bar, then back to it.
    for (const [number, name] of [[2, 'Parties'], [3, 'Goods'], [4, 'Services'], [5, 'Review'], [1, 'Route']] as const) {
      await steps.getByRole('button', { name: new RegExp(`${name}$`) }).click();
      // The step's heading takes the focus, so a keyboard or screen reader starts there.
      await expect(page.getByRole('heading', { name: `Step ${number} of 5: ${name}` })).toBeFocused();
      expect(await fits(), name).toBe(true);
      await expectAccessible(page);
    }
  });
});
