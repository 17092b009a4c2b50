import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { auth, freshMobile, loginWithPassword, orderBody, registerByApi, staffLogin, useEnglish } from './support';
import { signInCertified } from './order-fixtures';

// What a new member tripped over: a consignee's order detail asked for the cargo control of an
// order they neither ship nor control, again and again, and got 404 each time.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a consignee opens an order under someone else’s control: cargo control asked once at most, not again and again', async ({ page, request }) => {
  const password = 'cons1234';
  const consigneeMobile = await registerByApi(request, password);
  const { mobile, token } = await signInCertified(page, request, 'ship1234');
  const created = await (
    await request.post('/app-api/order/order/create', {
      headers: { ...auth(token), 'idempotency-key': randomUUID() },
      data: {
        ...(await orderBody(request, mobile)),
        consignee: { name: 'Wang Lei', areaCode: '86', phone: consigneeMobile },
        isCargoControl: true,
        controller: { name: 'Zhou Min', areaCode: '86', phone: freshMobile() },
      },
    })
  ).json();
  expect(created.code).toBe(0);
  const order = created.data as { id: number; orderNo: string };
  const receipt = await request.post('/admin-api/order/receipt', {
    headers: auth(await staffLogin(request)),
    data: { orderId: order.id, cartons: 2, size: '60×40×40 cm', volume: 200_000, weight: 30_000, place: 'Guangzhou warehouse' },
  });
  expect((await receipt.json()).code).toBe(0);

  // The consignee signs in and opens the order twice.
  await page.context().clearCookies();
  await page.goto('/login');
  await loginWithPassword(page, consigneeMobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  const asked: number[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/order-cargo-control/get')) asked.push(answer.status());
  });
  // Opened, left for the personal centre, and opened again twice through the browser's history.
  const heading = page.getByRole('heading', { name: `Order ${order.orderNo}` });
  await page.goto(`/jiedao/jd-orderdetail?id=${order.id}`);
  await expect(heading).toBeVisible();
  for (let visit = 0; visit < 2; visit += 1) {
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Personal center' }).click();
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
    await page.goBack();
    await expect(heading).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Control and releases' })).toHaveCount(0);
  expect(asked.length, `cargo control asked ${asked.length} times: ${asked.join(', ')}`).toBeLessThanOrEqual(1);
});
