import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expectProfileOf, loginWithPassword, logout, registerByApi, staffLogin, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// A real photo-like PNG: a piece of the page itself (the server decodes and re-encodes
// every image, so it must be whole).
async function png(page: Page, name: string) {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  return { name, mimeType: 'image/png', buffer };
}

async function chooseFile(page: Page, trigger: () => Promise<void>, name: string): Promise<void> {
  const file = await png(page, name);
  const chooser = page.waitForEvent('filechooser');
  await trigger();
  await (await chooser).setFiles(file);
}

async function approveRealName(request: APIRequestContext, mobile: string): Promise<void> {
  const token = await staffLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const page = await (await request.get('/admin-api/member/kyc/real-name/page', { params: { status: 0, pageSize: 100 }, headers })).json();
  const item = (page.data.list as { id: number; mobile: string }[]).find((entry) => entry.mobile === mobile);
  expect(item).toBeDefined();
  const approved = await request.post(`/admin-api/member/kyc/real-name/${item!.id}/approve`, { headers });
  expect((await approved.json()).code).toBe(0);
}

// A new member signs in and opens the settings page from the menu.
async function openSettingsAsNewMember(page: Page, request: APIRequestContext, password: string): Promise<void> {
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expectProfileOf(page, mobile);
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-setting$/);
}

test('a member submits real-name verification with ID photos and sees it certified after staff approval', async ({ page, request }) => {
  const password = 'kyc12345';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expectProfileOf(page, mobile);
  await expect(page.getByRole('button', { name: 'Verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Verification' }).click();

  await expect(page).toHaveURL(/\/jiedao\/jd-idcard$/);
  const form = page.getByRole('tabpanel', { name: /Real-name verification/ });
  await expect(form.getByLabel('Full name')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Full name').fill('Zhang San');
  await form.getByLabel('ID number').fill('110105194912310021');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  // A wrong check character, and no photos yet: each problem is named.
  await expect(form.getByText('The ID number is not valid for this ID type')).toBeVisible();
  await expect(form.getByText('Upload the front photo')).toBeVisible();
  await form.getByLabel('ID number').fill('11010519491231002X');

  // The field labels point at the upload inputs.
  await form.getByLabel('Front of the ID').setInputFiles(await png(page, 'front.png'));
  await form.getByLabel('Back of the ID').setInputFiles(await png(page, 'back.png'));
  // Identity photos get server-made names; both show as pictures once uploaded.
  await expect(form.getByRole('img', { name: /^id-card-/ })).toHaveCount(2);
  await form.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByText('Submitted and waiting for review. We will send you a message with the result.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Front of the ID' })).toBeVisible();

  await approveRealName(request, mobile);
  await page.reload();
  await expect(page.getByText('Certified: you can place shipping orders.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Real-name verification\s*Certified/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Personal center' }).click();
  await expect(page.getByRole('link', { name: 'Certified' })).toBeVisible();
});

test('a member changes nickname and avatar and sees them in the sidebar card', async ({ page, request }) => {
  await openSettingsAsNewMember(page, request, 'set12345');
  const nickname = page.getByLabel('Nickname');
  await expect(nickname).toBeVisible();
  await expectAccessible(page);
  await nickname.fill('x'.repeat(51));
  // maxLength keeps the field at 50 characters.
  await expect(nickname).toHaveValue('x'.repeat(50));
  await nickname.fill('Mariam Traoré');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Mariam Traoré')).toBeVisible();

  await chooseFile(page, () => page.getByRole('button', { name: 'Change avatar' }).click(), 'me.png');
  const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  // The sidebar card shows the uploaded picture (fetched with the member's token).
  await expect(sidebar.getByRole('img', { name: 'Mariam Traoré' })).toHaveAttribute('src', /^blob:/);
});

test('the weak-password notice leads to changing the password, which then signs in', async ({ page, request }) => {
  const weak = 'kite47';
  const mobile = await registerByApi(request, weak);
  await page.goto('/login');
  await loginWithPassword(page, mobile, weak);
  await expectProfileOf(page, mobile);
  await page.getByRole('button', { name: 'Change password' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).fill('wrong999');
  await dialog.getByLabel('New password').fill('Stronger2026');
  await expect(dialog.getByText('Password strength: Strong')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill('Stronger2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current password', { exact: true }).fill(weak);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  await logout(page);
  await loginWithPassword(page, mobile, 'Stronger2026');
  await expectProfileOf(page, mobile);
});

test('a member chooses how to be notified; e-mail waits for a bound address', async ({ page, request }) => {
  await openSettingsAsNewMember(page, request, 'note7713');
  await expect(page.getByText('Bind an e-mail address above to receive notifications by e-mail.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Orders: E-mail' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Orders: Message list (always)' })).toBeChecked();

  const sms = page.getByRole('checkbox', { name: 'Deliveries: SMS' });
  await expect(sms).not.toBeChecked();
  await sms.check();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Deliveries: SMS' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Orders: SMS' })).not.toBeChecked();
});
