import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, staffSignIn, useEnglish } from './support';

// The administrators' desk (docs/staff-console.md, "Staff accounts"): an administrator creates
// an operator, whose one-time password signs them in on their own browser; disabled, the
// operator's next call ends their session and their sign-in is refused; and the desk says why
// the last administrator cannot be disabled. On a 1024 px tablet, by the desk's keys.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function operatorBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  await useEnglish(context);
  return context.newPage();
}

test('an administrator creates an operator who signs in, disables them, and cannot disable the last administrator', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1024, height: 768 });
  await staffSignIn(page, 'admin', 'admin1234');
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page).toHaveTitle('Staff accounts - Staff console');
  const desk = page.getByRole('region', { name: 'Staff accounts' });
  await expect(desk.getByRole('row', { name: /^admin ?\(you\)/ })).toBeVisible();
  await expectAccessible(page);

  // `n` opens a new account; the contracts' rules speak before anything is sent.
  await page.keyboard.press('n');
  const create = page.getByRole('dialog', { name: 'New staff account' });
  await expect(create.getByLabel('Temporary password')).toHaveValue(/^[A-Za-z2-9]{12}$/);
  await create.getByLabel('Username', { exact: true }).fill('Op');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(create.getByText('Username: 3 to 32 lower-case letters, digits or . _ -, starting with a letter')).toBeVisible();
  await expect(create.getByText('Name cannot be empty')).toBeVisible();
  await create.getByLabel('Temporary password').fill('short');
  await expect(create.getByText('A staff password has at least 8 characters')).toBeVisible();
  await create.getByRole('button', { name: 'New random password' }).click();

  const username = `op${Date.now().toString(36)}`;
  await create.getByLabel('Username', { exact: true }).fill(username);
  await create.getByLabel('Name', { exact: true }).fill('Kouassi Yao');
  await expect(create.getByRole('checkbox', { name: 'Operator' })).toBeChecked();
  await create.getByRole('button', { name: 'Create account' }).click();

  // The password, once, to hand over.
  const secret = page.getByRole('dialog', { name: `Password of ${username}` });
  const password = await secret.getByLabel('Password', { exact: true }).inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
  await secret.getByRole('button', { name: 'Copy' }).click();
  await expect(secret.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expectAccessible(page);
  await secret.getByRole('button', { name: 'I have passed it on' }).click();
  await expect(secret).toBeHidden();

  // The operator signs in with it, in a browser of their own.
  const operator = await operatorBrowser(browser);
  await staffSignIn(operator, username, password);
  await expect(operator).toHaveURL(/\/admin\/orders$/);
  await expect(operator.getByText('Kouassi Yao')).toBeVisible();

  // `/` goes to the username filter; Enter finds the account.
  await page.keyboard.press('/');
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`username=${username}`));
  const row = desk.getByRole('row', { name: new RegExp(username) });
  await expect(desk.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row.getByText('Active')).toBeVisible();

  // Disabled after a confirmation (a cancelled one changes nothing).
  await row.getByRole('button', { name: 'Disable Kouassi Yao' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Kouassi Yao?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Disable Kouassi Yao' }).click();
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enable Kouassi Yao' })).toBeVisible();

  // The operator's next call ends their session; signing in again is refused.
  await operator.getByRole('combobox', { name: 'Status' }).click();
  await operator.locator('.ant-select-dropdown:visible').getByTitle('In warehouse', { exact: true }).click();
  await expect(operator).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(operator.getByText('Your staff session has ended: sign in again.')).toBeVisible();
  await operator.getByLabel('Username').fill(username);
  await operator.getByLabel('Password').fill(password);
  await operator.getByRole('button', { name: 'Sign in' }).click();
  await expect(operator.getByText('This account is disabled, please contact customer service')).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/login/);
  await operator.context().close();

  // The only administrator cannot be disabled: the desk says why.
  await page.getByLabel('Username', { exact: true }).fill('');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Administrator', { exact: true }).click();
  await expect(page).toHaveURL(/role=administrator/);
  const admin = desk.getByRole('row', { name: /^admin ?\(you\)/ });
  await admin.getByRole('button', { name: 'Disable Administrator' }).click();
  await page.getByRole('dialog', { name: 'Disable Administrator?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(desk.getByRole('alert')).toContainText('Administrator: At least one active administrator must remain');
  await expect(admin.getByText('Active')).toBeVisible();
  await expectAccessible(page);
  // Nothing scrolls sideways at 1024 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});
