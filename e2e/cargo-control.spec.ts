import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { passSliderByApi } from './slider';
import { auth, certify, DEMO, expectAccessible, latestSmsCode, orderBody, registerByApi, requestAndFillCode, signInByApi, staffLogin, useEnglish } from './support';

// Cargo control end to end: a controller releases part of an order with the control
// password, hands control to another member (SMS code to the current controller), and the
// new controller releases the rest with an SMS code; the old controller can no longer release.

const CONTROL_PASSWORD = 'hold2026';
const CARTONS = 5;

interface ControlAnswer {
  cargoControlStatus: number;
  viewerRole: string;
  releasedNum: number;
  remainNum: number;
  canRelease: boolean;
  controller: { name: string; phone: string };
}

async function controlOnServer(request: APIRequestContext, token: string, id: number): Promise<ControlAnswer> {
  const answer = await (await request.get('/app-api/order/order-cargo-control/get', { params: { id }, headers: auth(token) })).json();
  expect(answer.code).toBe(0);
  return answer.data as ControlAnswer;
}

async function signIn(page: Page, mobile: string, password: string): Promise<string> {
  return signInByApi(page, mobile, password);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await useEnglish(context);
  return context.newPage();
}

// An order under the member's own control, received in the warehouse (staff API), and the
// member's control password: what the journey starts from.
async function controlledOrder(page: Page, request: APIRequestContext, token: string, mobile: string): Promise<{ id: number; orderNo: string }> {
  await certify(page, request, token, mobile);
  const created = await (
    await request.post('/app-api/order/order/create', {
      headers: { ...auth(token), 'idempotency-key': randomUUID() },
      data: {
        ...(await orderBody(request, mobile)),
        goods: [{ proZh: '鞋', proEn: 'Shoes', num: CARTONS, unit: 'carton', quantity: 100, volume: 480_000, weight: 75_000, worth: 50_000 }],
        isCargoControl: true,
        controller: { name: 'Chen Jie', areaCode: '86', phone: mobile },
      },
    })
  ).json();
  expect(created.code).toBe(0);
  const order = created.data as { id: number; orderNo: string };

  const staff = auth(await staffLogin(request));
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: staff,
    data: { orderId: order.id, cartons: CARTONS, size: '60×40×40 cm', volume: 480_000, weight: 75_000, place: 'Guangzhou warehouse' },
  });
  expect((await receipt.json()).code).toBe(0);

  const captchaVerification = await passSliderByApi(request);
  const sent = await request.post('/app-api/member/user/send-sms-code', { headers: auth(token), data: { scene: 'control-password', captchaVerification } });
  expect((await sent.json()).code).toBe(0);
  const code = await latestSmsCode(request, mobile, 'control-password');
  const set = await request.post('/app-api/member/reset-control-password', {
    headers: auth(token),
    data: { code, password: CONTROL_PASSWORD, confirmPassword: CONTROL_PASSWORD },
  });
  expect((await set.json()).code).toBe(0);
  return order;
}

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a controller releases part, hands control over, and the new controller releases the rest', async ({ page, request, browser }) => {
  // Two members, an order, a receipt and three dialogs: three minutes instead of one.
  test.slow();
  const first = { mobile: await registerByApi(request, 'first1234'), password: 'first1234' };
  const next = { mobile: await registerByApi(request, 'next1234'), password: 'next1234' };
  const firstToken = await signIn(page, first.mobile, first.password);
  const order = await controlledOrder(page, request, firstToken, first.mobile);

  // The menu entry carries the count of controlled orders.
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await page.reload();
  await menu.getByRole('menuitem', { name: /Cargo control 1$/ }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-controlorder$/);
  const row = page.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(row).toContainText('Controlled');
  await expect(row).toContainText('Controller');
  await expectAccessible(page);

  // Release 2 of 5 with the control password; the consignee stays (lock not expired).
  await row.getByRole('button', { name: `Release goods ${order.orderNo}` }).click();
  const release = page.getByRole('dialog', { name: `Release goods of ${order.orderNo}` });
  await expect(release.getByText(/The consignee lock has not expired/)).toBeVisible();
  await expect(release.getByLabel('Consignee name')).toBeDisabled();
  await expect(release.getByLabel('Consignee name')).toHaveValue('Kofi Mensah');
  await expect(release.getByRole('radio', { name: 'Control password' })).toBeChecked();
  await release.getByLabel('Cartons to release').fill('6');
  await release.getByLabel('Your control password').fill(CONTROL_PASSWORD);
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(release.getByText(`Cartons to release cannot exceed the releasable count (${CARTONS})`)).toBeVisible();
  await expectAccessible(page);
  await release.getByLabel('Cartons to release').fill('2');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('Goods released')).toBeVisible();
  await expect(release).toBeHidden();
  expect(await controlOnServer(request, firstToken, order.id)).toMatchObject({ cargoControlStatus: 2, releasedNum: 2, remainNum: 3, canRelease: true });
  await expect(row).toContainText('Partly released');

  // The history says who released what, and how it was proved.
  await row.getByRole('button', { name: `History ${order.orderNo}` }).click();
  const history = page.getByRole('dialog', { name: `Control history of ${order.orderNo}` });
  await expect(history.getByText('Goods released')).toBeVisible();
  await expect(history.getByText('Cartons: 2')).toBeVisible();
  await expect(history.getByText('Verified by control password')).toBeVisible();
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // Hand control to the next member, proved by a code to the current controller.
  await row.getByRole('button', { name: `Transfer control ${order.orderNo}` }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer control of ${order.orderNo}` });
  await expect(transfer.getByText('Chen Jie')).toBeVisible();
  await expect(transfer.getByText(`+86 ${first.mobile}`, { exact: true })).toBeVisible();
  await transfer.getByLabel('New controller name').fill('Zhou Min');
  await transfer.getByLabel('New controller phone').fill(next.mobile);
  await transfer.getByLabel('New controller e-mail').fill('zhou.min@example.com');
  await requestAndFillCode(page, request, first.mobile, 'transfer-control');
  await expectAccessible(page);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer control to Zhou Min?' });
  await expect(confirm).toContainText(`Zhou Min (+86 ${next.mobile})`);
  await confirm.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Control transferred')).toBeVisible();
  await expect(transfer).toBeHidden();

  // The first member still sees the order (its shipper) but may no longer release it.
  await expect(row.getByRole('button', { name: `Release goods ${order.orderNo}` })).toBeHidden();
  expect(await controlOnServer(request, firstToken, order.id)).toMatchObject({ canRelease: false, controller: { name: 'Zhou Min', phone: next.mobile } });
  const refused = await request.post('/app-api/order/order-cargo-control/release', {
    headers: auth(firstToken),
    data: { id: order.id, pickNum: 1, consignee: { name: 'Kofi Mensah', areaCode: '225', phone: '0701020305' }, method: 'password', password: CONTROL_PASSWORD },
  });
  expect((await refused.json()).code).toBe(1_006_002);

  // The order's detail carries the same control block for its shipper, history included.
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  const block = page.getByRole('region', { name: 'Control and releases' });
  await expect(block).toContainText('Partly released');
  await expect(block).toContainText('Control transferred');
  await expect(block).toContainText(`Controller: Chen Jie +86 ${first.mobile} → Zhou Min +86 ${next.mobile}`);
  await expectAccessible(page);

  // The next controller signs in and releases the rest with an SMS code (no control password).
  const second = await newPage(browser);
  const nextToken = await signIn(second, next.mobile, next.password);
  await second.goto('/jiedao/jd-controlorder');
  const nextRow = second.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(nextRow).toContainText('Partly released');
  await nextRow.getByRole('button', { name: `Release goods ${order.orderNo}` }).click();
  const nextRelease = second.getByRole('dialog', { name: `Release goods of ${order.orderNo}` });
  await expect(nextRelease.getByText('No control password is set: verify with an SMS code.')).toBeVisible();
  await nextRelease.getByLabel('Cartons to release').fill('3');
  await requestAndFillCode(second, request, next.mobile, 'release-goods');
  const code = await second.getByLabel(/Verification code/).inputValue();
  // A wrong code is refused on the code input.
  await second.getByLabel(/Verification code/).fill(code === '000000' ? '111111' : '000000');
  await nextRelease.getByRole('button', { name: 'Release' }).click();
  await expect(nextRelease.getByText(/Verification code incorrect/)).toBeVisible();
  await second.getByLabel(/Verification code/).fill(code);
  await nextRelease.getByRole('button', { name: 'Release' }).click();
  await expect(second.getByText('Goods released')).toBeVisible();
  await expect(nextRelease).toBeHidden();
  expect(await controlOnServer(request, nextToken, order.id)).toMatchObject({ cargoControlStatus: 3, releasedNum: CARTONS, remainNum: 0, viewerRole: 'controller' });

  // Fully released: it leaves the held tab for the released one.
  await expect(nextRow).toBeHidden();
  await second.getByRole('button', { name: 'Released' }).click();
  await expect(second.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText('Released');
  await expectAccessible(second);
  await second.context().close();
});

test('on a phone the demo member reads controlled orders as cards and opens their history', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.mobile, DEMO.password);
  await page.goto('/jiedao/jd-controlorder?state=all');
  const card = page.getByRole('listitem').filter({ hasText: 'DEMO2412' });
  await expect(card).toContainText('Cartons under control');
  await expect(card).toContainText('Controller');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await card.getByRole('button', { name: /^History / }).click();
  const history = page.getByRole('dialog', { name: /^Control history of / });
  await expect(history.getByText('Put under control')).toBeVisible();
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
});
