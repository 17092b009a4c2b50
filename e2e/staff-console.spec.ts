import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { loginDemo, staffSignIn, useEnglish } from './support';

// The staff console (docs/staff-console.md): its own sign-in and session, the menu and every
// page from the signed-in staff member's roles, and no crossing between member and staff.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer than
// the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

const desks = (page: Page) => page.getByRole('navigation', { name: 'Desks' });

// The consignees of the order list whose cell does not hold their whole name.
async function consigneesCut(list: Locator): Promise<(string | null)[]> {
  const column = await list.getByRole('columnheader', { name: 'Consignee' }).evaluate((header) => (header as HTMLTableCellElement).cellIndex);
  return list.locator('tbody tr.ant-table-row').evaluateAll(
    (rows, index) =>
      rows
        .map((row) => (row as HTMLTableRowElement).cells[index]!)
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    column,
  );
}

test('an operator signs in, works the order list, switches language and signs out', async ({ page }) => {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page).toHaveTitle('Orders - Staff console');
  await expect(page.getByRole('banner')).toContainText('Demo operator');
  await expect(page.getByRole('banner')).toContainText('Operator');
  await expect(desks(page).getByRole('link', { name: 'Orders' })).toBeVisible();

  // The demo orders, newest first, with their total.
  const list = page.getByRole('region', { name: 'Orders' });
  await expect(list.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(list.getByText(/^\d+ orders?\+?$/)).toBeVisible();
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await consigneesCut(list)).toEqual([]);

  // A search that matches nothing says so, and the filters stay in the URL.
  const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Order number, shipping mark or phone' }));
  await search.fill('NO-SUCH-ORDER-4711');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=NO-SUCH-ORDER-4711/);
  await expect(list.getByText('No orders match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows.first()).toBeVisible();

  // French: the console's texts and antd's.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr_FR');
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en_US');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).some((c) => c.name === 'Staff-Token')).toBe(false);
  // Signed out: the desk is closed again.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders$/);
});

test('a reviewer has no order entry in the menu and gets the 403 page at its URL', async ({ page }) => {
  await staffSignIn(page, 'reviewer', 'reviewer1234');
  // The reviewer's one desk is where the sign-in lands.
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('banner')).toContainText('Reviewer');
  await expect(desks(page).getByRole('link')).toHaveText(['Verifications', 'Members']);

  const refused = page.waitForRequest('**/admin-api/order/page**', { timeout: 2000 }).then(
    () => true,
    () => false,
  );
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(page).toHaveTitle('No access - Staff console');
  expect(await refused).toBe(false);
});

test('a member session cannot open a staff page, and a staff session cannot open a member page', async ({ page }) => {
  await loginDemo(page);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.context().clearCookies();
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.goto('/jiedao/jd-profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjiedao%2Fjd-profile$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a staff session ended elsewhere leads to the staff sign-in, not the member one', async ({ page, request }) => {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'Staff-Token')?.value ?? '';
  expect((await request.post('/admin-api/system/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);

  // Choosing a status searches at once (antd's list is virtual: the option by its title).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('In warehouse', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Forders%3Fstatus%3D2$/);
  await expect(page.getByText('Your staff session has ended: sign in again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a 1024 px warehouse tablet the menu folds beside the page and the order list scrolls sideways, its names whole', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const list = page.getByRole('region', { name: 'Orders' });
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // The folded menu ends where the page begins.
  const menu = await desks(page).getByRole('menu').boundingBox();
  const main = await page.getByRole('main').boundingBox();
  expect(menu && main && menu.x + menu.width <= main.x + 1).toBe(true);
  // Names are not cut to a few letters.
  expect(await consigneesCut(list)).toEqual([]);
  // The last column is there, sideways.
  const created = list.getByRole('columnheader', { name: 'Created' });
  await created.scrollIntoViewIfNeeded();
  await expect(created).toBeInViewport();
});
