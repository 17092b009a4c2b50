import { expect as baseExpect, test } from '@playwright/test';
import { auth, chooseOption, expectAccessible, staffLogin, staffSignIn, useEnglish } from './support';

// The staff audit log (docs/audit.md): an administrator's change to a staff account shows on
// /admin/audit with who made it and the roles before and after; a search narrows the list; a
// staff member who is not an administrator cannot open the page.

const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

test('an administrator finds a change to a staff account, before and after', async ({ page, request }) => {
  const token = await staffLogin(request);
  const username = `audit.${Date.now()}`;
  const created = await request.post('/admin-api/system/staff/create', {
    headers: auth(token),
    data: { username, name: 'Audited clerk', password: 'secret123', roles: ['reviewer'] },
  });
  const id = (await created.json()).data.id as number;
  expect((await (await request.post(`/admin-api/system/staff/${id}/set-roles`, { headers: auth(token), data: { roles: ['service'] } })).json()).code).toBe(0);

  await staffSignIn(page, 'admin', 'admin1234');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page).toHaveTitle('Audit log - Staff console');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  await chooseOption(page, 'What', 'Staff account');
  await page.getByLabel('Its id').fill(String(id));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`entity=staff.*entityId=${id}|entityId=${id}.*entity=staff`));
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(2);
  const latest = rows.first();
  await expect(latest).toContainText('set-roles');
  await expect(latest).toContainText('admin');
  await expect(latest).toContainText(`Staff account #${id}`);
  await expectAccessible(page);

  // Enter on the row shows the change: the roles as they were and as they became.
  await latest.focus();
  await page.keyboard.press('Enter');
  const change = latest.getByRole('table');
  await expect(change.getByRole('row', { name: /roles/ })).toContainText('["reviewer"]');
  await expect(change.getByRole('row', { name: /roles/ })).toContainText('["service"]');
  await expect(latest).toContainText(/Roles: .*administrator/);
});

test('the audit log is not for other staff', async ({ page }) => {
  await staffSignIn(page, 'operator', 'operator1234');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
});
