import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, loginWithPassword, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the guard sends visitors to login and back to where they were going', async ({ page }) => {
  await page.goto('/jiedao/jd-profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjiedao%2Fjd-profile$/);
  await expect(page).toHaveTitle('Log in - Member Portal');

  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await expect(page).toHaveTitle('Personal center - Member Portal');
  await expect(page.getByText(`+86 ${DEMO.mobile}`)).toBeVisible();

  // Logged in: /login goes to the member area, / to the personal center.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.goto('/dashboard');
  await expect(page.getByText(`+86 ${DEMO.mobile}`)).toBeVisible();

  // /redirect/<path> goes to /<path>; unknown paths go to /404.
  await page.goto('/redirect/jiedao/jd-profile');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expectAccessible(page);
});

test('a redirect target outside the app is ignored', async ({ page }) => {
  await page.goto('/login?redirect=//example.com/phish');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
});
