import { expect as baseExpect, test } from '@playwright/test';
import { memberLoginByApi } from './sign-in-work';
import { auth, expectAccessible, loginWithPassword, registerByApi, staffSignIn, useEnglish } from './support';

// The members desk (docs/staff-console.md, "Members"): customer service finds a member by
// mobile and cannot disable them; an administrator disables the member with a reason (a blank
// one refused on its field), the member's token stops working and their sign-in is refused,
// and enabled again they sign in.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

test('service finds a member; an administrator disables them with a reason and enables them again', async ({ page, browser, request }) => {
  const password = 'member2026';
  const mobile = await registerByApi(request, password);
  const login = () => memberLoginByApi<{ token: string } | null>(request, { mobile, password });
  const token = (await login()).data!.token;

  // Customer service: they land on their inbox and open the members desk from the menu; they
  // search but have no actions.
  const service = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  await useEnglish(service);
  const servicePage = await service.newPage();
  await staffSignIn(servicePage, 'service', 'service1234');
  await expect(servicePage).toHaveURL(/\/admin\/care$/);
  await servicePage.getByRole('menuitem', { name: 'Members' }).click();
  await expect(servicePage).toHaveURL(/\/admin\/members$/);
  await expect(servicePage.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(servicePage.getByText(/\d+ members?$/)).toBeVisible();
  await servicePage.keyboard.press('/');
  await expect(servicePage.getByLabel('Mobile, name, company, order number or shipping mark')).toBeFocused();
  await servicePage.keyboard.type(`+86 ${mobile}`);
  await servicePage.keyboard.press('Enter');
  const serviceRow = servicePage.getByRole('row', { name: new RegExp(`\\+86 ${mobile}`) });
  await expect(serviceRow.getByText('Active')).toBeVisible();
  await expect(servicePage.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
  await expectAccessible(servicePage);

  // The demo member's own page: profile, orders and messages on one page; Esc back to the search.
  await servicePage.goto('/admin/members?q=13800138000');
  await servicePage.getByRole('row', { name: /\+86 13800138000/ }).getByRole('link', { name: /^Open / }).click();
  await expect(servicePage).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(servicePage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(servicePage.getByRole('definition').filter({ hasText: '+86 13800138000' })).toBeVisible();
  const orders = servicePage.getByRole('region', { name: 'Orders', exact: true });
  await expect(orders.getByRole('heading', { name: /^Orders \([1-9]\d*\)$/ })).toBeVisible();
  await expect(orders.getByText('No order yet.')).toHaveCount(0);
  await expect(servicePage.getByRole('region', { name: 'Messages' }).getByRole('heading', { name: /^Messages \(\d+\)$/ })).toBeVisible();
  await expectAccessible(servicePage);
  await servicePage.keyboard.press('Escape');
  await expect(servicePage).toHaveURL(/\/admin\/members\?q=13800138000$/);
  await service.close();

  // The administrator disables the member with a reason.
  await page.setViewportSize({ width: 1024, height: 768 });
  await staffSignIn(page, 'admin', 'admin1234');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/members?q=${mobile}`);
  const row = page.getByRole('row', { name: new RegExp(`\\+86 ${mobile}`) });
  const nickname = (await row.getByRole('cell').nth(1).innerText()).trim();
  await row.getByRole('button', { name: `Disable ${nickname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${nickname}` });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByText('Give the reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Reported fraud, under investigation');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable ${nickname}?` });
  await expect(confirm).toContainText('Reason: Reported fraud, under investigation');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Reported fraud, under investigation');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  // The member's token stops at once; signing in is refused with a clear message.
  const profile = await (await request.get('/app-api/member/user/get', { headers: auth(token) })).json();
  expect(profile.code).toBe(50012);
  const member = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  await useEnglish(member);
  const memberPage = await member.newPage();
  await memberPage.goto('/login');
  await loginWithPassword(memberPage, mobile, password);
  await expect(memberPage.getByText('This account is disabled, please contact customer service')).toBeVisible();

  // Enabled again, the member signs in.
  await row.getByRole('button', { name: `Enable ${nickname}` }).click();
  await page.getByRole('dialog', { name: `Enable ${nickname}?` }).getByRole('button', { name: 'Enable' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  expect((await login()).code).toBe(0);
  await member.close();
});
