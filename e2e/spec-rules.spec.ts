import { expect, test } from '@playwright/test';
import { DEMO, auth, loginWithPassword, registerByApi, staffLogin, useEnglish } from './support';

// Product rules the server holds whatever the page does: shipping is for +86 members only; the
// browser's errors reach the member's error log and staff.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a +44 member has no Ship button, and the server refuses the draft of the form opened by its address', async ({ page, request }) => {
  const password = 'ship1234';
  const mobile = await registerByApi(request, password, '44');
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('menuitem', { name: 'Personal center' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Ship' })).toHaveCount(0);

  // The shipping form by its address: the page opens, the server refuses what it sends.
  await page.goto('/jiedao/jd-delivery?tranfId=1');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Route' })).toBeVisible();
  const refused = page.waitForResponse((response) => response.url().includes('/app-api/order/order/draft'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  expect((await refused).status()).toBe(403);
  await expect(page.getByText('Only members with a +86 (China) mobile number can place shipping orders; contact customer service to ship')).toBeVisible();
  await expect(page.getByText('Save draft successfully')).toHaveCount(0);

  // Nothing was saved for the member.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')!.value;
  const orders = await (await request.get('/app-api/order/order/page', { params: { role: 'posted' }, headers: auth(token) })).json();
  expect(orders.data.list).toEqual([]);
});

test('an error in the page shows the error-log button and dialog, and staff read it on the server', async ({ page, request }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await expect(page.getByRole('button', { name: /^Error log/ })).toHaveCount(0);

  const message = `journey ${Date.now()}: widget failed`;
  const reported = page.waitForResponse((response) => response.url().includes('/app-api/system/client-error'));
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
  expect((await reported).status()).toBe(200);

  await page.getByRole('button', { name: 'Error log (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error log' });
  await expect(dialog).toContainText(message);
  await expect(dialog).toContainText('Script error');
  await expect(dialog).toContainText('/jiedao/jd-profile');
  await dialog.getByText('Stack').click();
  await expect(dialog.locator('pre')).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  const staff = auth(await staffLogin(request));
  const listed = await (await request.get('/admin-api/system/client-error/page', { params: { pageSize: 50 }, headers: staff })).json();
  const entry = (listed.data.list as { message: string; url: string; memberId: number | null }[]).find((e) => e.message === message);
  expect(entry).toMatchObject({ message, memberId: expect.any(Number) });
  expect(entry!.url).toContain('/jiedao/jd-profile');
});
