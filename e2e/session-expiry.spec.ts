import { expect, test } from '@playwright/test';
import { DEMO, loginWithPassword, tokenCookie, useEnglish } from './support';

test.beforeEach(async ({ context, page }) => {
  await useEnglish(context);
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
});

test('a revoked session asks to log in again; Cancel stays, Re-Login goes to login', async ({ page, context, request }) => {
  // The same token logged out from elsewhere.
  const token = await tokenCookie(context);
  const revoked = await request.post('/app-api/member/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);

  // The next call (refreshing the page's data) meets the revoked token.
  await page.getByRole('button', { name: 'Refresh Personal center' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

  await page.getByRole('button', { name: 'Refresh Personal center' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm logout' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Re-Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjiedao%2Fjd-profile$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('an invalid token on entry says so once and leads to the login page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'Admin-Token', value: 'garbage-token', url: baseURL ?? '' }]);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fjiedao%2Fjd-profile$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Verification failed, please Login again.')).toBeVisible();
  // One message: no "invalid session" toasts from each refused call, no logout dialog (the
  // member is already at the login page).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-message-notice')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'Admin-Token')).toBe(false);
});
