import { expect, test, type Page } from '@playwright/test';
import type { AdviceDetail } from '@portal/contracts/advice';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderListItem } from '@portal/contracts/order';
import { DEMO, auth, chooseOption, expectAccessible, loginWithPassword, staffLogin, tokenCookie, useEnglish } from './support';

// Consult & advice end to end: the demo member opens the customer-service dialog from the
// sidebar, copies their contact's mobile, takes the complaint shortcut and files a complaint
// with an attachment; staff answer it through the admin API; the member reads the answer in
// the thread and rates it.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

async function memberCall<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
  const token = await tokenCookie(page.context());
  const body = (await (await page.request.get(path, { params, headers: { ...auth(token), 'Accept-Language': 'en_US' } })).json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

test('the member files a complaint through the shortcut, staff answer it, and the member rates the answer', async ({ page, request }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

  // The sidebar's contact widget opens the dialog with the assigned contact and the desk.
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await menu.getByRole('button', { name: 'Contact customer service' }).click();
  const contact = page.getByRole('dialog', { name: 'Customer service' });
  await expect(contact).toContainText('Lina (customer service)');
  await expect(contact).toContainText('Monday to Saturday, 9:00-18:00');
  await expectAccessible(page);
  await contact.getByRole('button', { name: 'Copy Mobile' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+86 13912345678');

  // The complaint button is the shortcut to the complaints.
  await contact.getByRole('button', { name: 'Make a complaint' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-advice\?type=complaint&dtype=0$/);
  await expect(page.getByRole('heading', { name: 'Consult & advice' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Consultations, suggestions or complaints' }).getByRole('button', { name: 'Complaints' })).toHaveAttribute('aria-pressed', 'true');
  // The pointer rests where the dialog's button was, over a row: move it off the list so the
  // check reads the rows as they are, not hovered.
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  const orders = await memberCall<CursorPage<OrderListItem>>(page, '/app-api/order/order/page', { role: 'posted', pageSize: 1 });
  const orderNo = orders.list[0]!.orderNo;
  const title = `Late delivery ${Date.now()}`;

  await page.getByRole('button', { name: 'File a complaint' }).click();
  const form = page.getByRole('dialog', { name: 'File a complaint' });
  await form.getByLabel('Title').fill(title);
  await chooseOption(page, 'Complaint type', 'Transit delay', form);
  // A landline without its area code is refused with the rule's text.
  await form.getByLabel('Phone', { exact: true }).fill('12345678');
  await form.getByLabel('Order number').fill(orderNo);
  await form.getByLabel('Message').fill('The goods were promised for last week and have not arrived.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('A landline needs its area code, digits only, e.g. 02012345678')).toBeVisible();
  await form.getByLabel('Phone', { exact: true }).fill('02012345678');
  await form.locator('input[type=file]').setInputFiles({ name: 'delivery-note.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } }) });
  await expect(form.getByText('delivery-note.png').first()).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Complaint filed')).toBeVisible();

  // The thread opens: pending, waiting against the promise.
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toContainText('Pending');
  await expect(drawer).toContainText(/Waiting \d+ h \d+ min/);
  const filed = await memberCall<AdviceDetail>(page, '/app-api/member/advice/get', { id });
  expect(filed).toMatchObject({ kind: 'complaint', type: '2', status: 1, phone: '02012345678', orderNo });
  expect(filed.files.map((f) => f.name)).toEqual(['delivery-note.png']);

  // Staff answer through the admin API.
  const staff = await staffLogin(request);
  const answer = await request.post('/admin-api/member/advice/reply', {
    headers: auth(staff),
    data: { id, content: 'We found the container: it arrives on Friday and the storage fee is waived.', done: true },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);

  // The member sees the answer (after a reload of the thread) and rates it.
  await page.reload();
  const answered = page.getByRole('dialog', { name: title });
  await expect(answered).toContainText('Processed');
  await expect(answered.getByRole('list', { name: 'Conversation' })).toContainText('it arrives on Friday');
  // The star buttons are labels around antd's hidden radios: press the visible one.
  await answered.getByText('4 ★', { exact: true }).click();
  await expect(answered.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await answered.getByLabel('Comment (optional)').fill('Quick and clear');
  await expectAccessible(page);
  await answered.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thank you for your rating')).toBeVisible();
  await expect(answered).toContainText('Your rating');
  const rated = await memberCall<AdviceDetail>(page, '/app-api/member/advice/get', { id });
  expect(rated).toMatchObject({ status: 3, rating: 4, ratingComment: 'Quick and clear' });
});

test('on a 390 px phone in French, the complaints are cards that fit; a complaint in progress is cancelled after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr_FR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.goto('/jiedao/jd-advice?type=complaint&dtype=0');

  const list = page.getByRole('region', { name: 'Vos réclamations' });
  const card = list.getByRole('listitem').filter({ hasText: 'Two cartons arrived damaged' });
  await expect(card).toContainText('En cours');
  await expect(card).toContainText(/En attente depuis \d+ h \d+ min/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Voir Two cartons arrived damaged' }).click();
  const drawer = page.getByRole('dialog', { name: 'Two cartons arrived damaged' });
  await expect(drawer.getByRole('list', { name: 'Échanges' })).toContainText('destination warehouse');
  await expect(drawer.getByRole('button', { name: 'Annuler la réclamation' })).toBeVisible();
  await expectAccessible(page);

  // Cancelling asks first; stepping back keeps it, confirming cancels it on the server.
  await drawer.getByRole('button', { name: 'Annuler la réclamation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler cette réclamation ?' });
  await confirm.getByRole('button', { name: 'La garder' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByText('En cours', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Annuler la réclamation' }).click();
  await page.getByRole('dialog', { name: 'Annuler cette réclamation ?' }).getByRole('button', { name: 'Annuler la réclamation' }).click();
  await expect(page.getByText('Réclamation annulée')).toBeVisible();
  await expect(drawer.getByText('Annulée', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Annuler la réclamation' })).toHaveCount(0);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect(await memberCall<AdviceDetail>(page, '/app-api/member/advice/get', { id })).toMatchObject({ status: 4, closed: true });
});
