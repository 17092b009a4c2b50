import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, loginWithPassword, useEnglish } from './support';

test.use({ viewport: { width: 375, height: 740 } });

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('at 375 px the pages fit and the menu opens as a drawer', async ({ page }) => {
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto('/login');
  expect(await fits()).toBe(true);
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page.getByText(`+86 ${DEMO.mobile}`)).toBeVisible();
  expect(await fits()).toBe(true);
  await expectAccessible(page);

  // Under 992 px the sidebar is hidden until asked for.
  const menuItem = page.getByRole('menuitem', { name: 'Personal center' });
  await expect(menuItem).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(menuItem).toBeVisible();
  await menuItem.click();
  await expect(menuItem).toBeHidden();
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
});
