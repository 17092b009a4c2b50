import { expect, test } from '@playwright/test';
import { expectAccessible, expectProfileOf, loginWithPassword, registerByApi, requestAndFillCode, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a member resets a forgotten password and logs in with the new one', async ({ page, request }) => {
  const mobile = await registerByApi(request, 'oldPass123');
  const newPassword = 'NewPass2026x';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The login form stays on screen while the reset page loads: wait for the new page.
  await expect(page.getByRole('main', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile number').fill(mobile);
  await requestAndFillCode(page, request, mobile, 'reset-password');
  await page.getByLabel('New password').fill(newPassword);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm password').fill('different1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match').first()).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset, please log in with the new password')).toBeVisible();
  await loginWithPassword(page, mobile, 'oldPass123');
  await expect(page.getByText('Account or password incorrect')).toBeVisible();
  await loginWithPassword(page, mobile, newPassword);
  await expectProfileOf(page, mobile);
});
