import { expect, test } from '@playwright/test';
import { expectAccessible, expectProfileOf, freshMobile, loginWithPassword, logout, requestAndFillCode, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a new member registers, logs in by password, switches language and logs out', async ({ page, request }) => {
  const mobile = freshMobile();
  // Letters and digits, 6 long: accepted, but weak by the strength meter.
  const password = 'kite47';

  await page.goto('/registered');
  await expect(page).toHaveTitle('Register - Member Portal');
  await expect(page.getByLabel('Area code', { exact: true })).toHaveValue('86');
  await expectAccessible(page);
  await page.getByLabel('Mobile number').fill(mobile);
  await requestAndFillCode(page, request, mobile, 'register');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Read the service agreement' }).click();
  const agreement = page.getByRole('dialog', { name: 'Member Service Agreement' });
  await expect(agreement).toBeVisible();
  await agreement.getByRole('button', { name: 'OK' }).click();
  await expect(agreement).toBeHidden();
  await page.getByLabel('I have read and accept the service agreement').check();
  // A password on the common-password list is refused by the server, under the input.
  await page.getByLabel('Password', { exact: true }).fill('abc123');
  await page.getByLabel('Confirm password').fill('abc123');
  await page.getByRole('button', { name: 'Register' }).click();
  // (The same text shows in a toast too, outside the form.)
  await expect(page.getByRole('main', { name: 'Create an account' }).getByText('This password is too common and easy to guess, please choose another')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expectProfileOf(page, mobile);
  await logout(page);

  // The login page after a logout, as every member meets it.
  await expect(page.getByRole('main', { name: 'Member login' })).toBeVisible();
  await expectAccessible(page);
  await loginWithPassword(page, mobile, password);
  await expectProfileOf(page, mobile);
  await expect(page.getByText('Your password is too simple, please go to change the password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('menuitem', { name: 'Personal center' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr_FR');
  await expect(page.getByRole('navigation', { name: 'Menu membre' }).getByRole('menuitem', { name: 'Mon espace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page).toHaveTitle('Mon espace - Espace membre');
  await expectAccessible(page);
  await expect(page.getByText('Personal center')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en_US');
  await expect(menu.getByRole('menuitem', { name: 'Personal center' })).toBeVisible();
  await expect(page).toHaveTitle('Personal center - Member Portal');

  await logout(page);
});

test('a failed submit lists the form errors', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Form errors' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Phone number cannot be empty')).toBeVisible();
  await expect(notice.getByText('Password cannot be empty')).toBeVisible();
  // The notice lasts 3 seconds.
  await expect(notice).toBeHidden({ timeout: 6_000 });
});
