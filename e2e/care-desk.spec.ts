import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdviceDetail } from '@portal/contracts/advice';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderListItem } from '@portal/contracts/order';
import { DEMO, auth, chooseOption, expectAccessible, signInByApi, staffSignIn, useEnglish } from './support';

// The care desk (docs/staff-console.md, "Care desk"): the demo member files a complaint, customer
// service finds it in the console's inbox with the time left to the promised reply, answers it
// with an attachment, and the member reads the answer with one more unread message.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

// A 1×1 PNG: the attachment staff send back.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

async function memberGet<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const body = (await (await request.get(path, { params, headers: auth(token) })).json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

const unread = async (request: APIRequestContext, token: string) => (await memberGet<{ total: number }>(request, token, '/app-api/member/message/unread-count')).total;

// The member's sidebar entry ends with its count ("Messages 2"), or with no number when none.
const messagesEntry = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: count === 0 ? /Messages$/ : new RegExp(`Messages ${count}$`) });

test('a member files a complaint, customer service answers it from the inbox with an attachment, and the member reads it', async ({ page, browser, request }) => {
  const token = await signInByApi(page, DEMO.mobile, DEMO.password);
  const orders = await memberGet<CursorPage<OrderListItem>>(request, token, '/app-api/order/order/page', { role: 'posted', pageSize: 1 });
  const orderNo = orders.list[0]!.orderNo;
  const title = `Cartons missing ${Date.now()}`;

  // The member files the complaint on the portal.
  await page.goto('/jiedao/jd-advice?type=complaint&dtype=0');
  await page.getByRole('button', { name: 'File a complaint' }).click();
  const form = page.getByRole('dialog', { name: 'File a complaint' });
  await form.getByLabel('Title').fill(title);
  await chooseOption(page, 'Complaint type', 'Lost goods', form);
  await form.getByLabel('Phone', { exact: true }).fill('13800138000');
  await form.getByLabel('Order number').fill(orderNo);
  await form.getByLabel('Message').fill('Two of the twelve cartons are missing from the delivery.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Complaint filed')).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const before = await unread(request, token);

  // Customer service signs in to the console and lands on the care desk's inbox.
  const staffContext = await browser.newContext();
  await useEnglish(staffContext);
  const desk = await staffContext.newPage();
  // A 1024 px screen: the menu folds to its icons, and nothing scrolls the page sideways.
  await desk.setViewportSize({ width: 1024, height: 768 });
  await staffSignIn(desk, 'service', 'service1234');
  await expect(desk).toHaveURL(/\/admin\/care$/);
  await expect(desk).toHaveTitle('Customer care - Staff console');
  await expect(desk.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Customer care' })).toBeVisible();

  // Only complaints: the new one is there, pending, with the time left to its promised reply.
  await chooseOption(desk, 'Kind', 'Complaint');
  await expect(desk).toHaveURL(/\?kind=complaint$/);
  const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: title }) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/\d+ h \d+ min left|\d+ min left/);
  await expect(row).toContainText(DEMO.mobile);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // The pointer rests where the option was, over a row: move it off so the check reads the rows unhovered.
  await desk.mouse.move(0, 0);
  await expectAccessible(desk);

  // The keyboard: J reaches the first thread's link, Enter opens it.
  await desk.getByRole('heading', { name: 'Customer care', level: 1 }).click();
  await desk.keyboard.press('j');
  await expect(desk.locator('a[data-care-thread]').first()).toBeFocused();
  await row.getByRole('link', { name: title }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(new RegExp(`/admin/care/${id}$`));
  await expect(desk.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Conversation' })).toContainText('Two of the twelve cartons are missing');
  await expect(desk.getByText('Lost goods')).toBeVisible();
  // Beside the thread, the member's situation: verified, with orders on their way and cargo held.
  const member = desk.getByRole('complementary', { name: 'The member' });
  await expect(member).toContainText('Verified');
  await expect(member.getByRole('region', { name: 'Orders on their way' }).getByRole('listitem').first()).toContainText(/^SE|^AI/);
  await expect(member.getByRole('region', { name: 'Held cargo' })).toContainText('cartons held');
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // An empty reply is refused under its field, in English, before anything is sent.
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByText('Enter your message')).toBeVisible();

  // R goes to the reply; the attachment uploads with its progress, then is listed.
  await desk.getByRole('heading', { name: title, level: 1 }).click();
  await desk.keyboard.press('r');
  const reply = desk.getByLabel('Reply to the member');
  await expect(reply).toBeFocused();
  await reply.fill('We found the two cartons at the destination warehouse: they are delivered tomorrow.');
  await desk.locator('input[type=file]').setInputFiles({ name: 'warehouse-photo.png', mimeType: 'image/png', buffer: PNG });
  const attached = desk.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expectAccessible(desk);
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByText('Reply sent: the member is notified')).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Conversation' })).toContainText('delivered tomorrow');
  await expect(desk.getByText('Processed', { exact: true })).toBeVisible();
  await expect(desk.getByRole('list', { name: 'Conversation' }).getByRole('button', { name: /^Download / })).toHaveCount(1);

  // Closing asks first; stepping back keeps the thread open.
  await desk.getByRole('button', { name: 'Close thread' }).click();
  const confirm = desk.getByRole('dialog', { name: `Close “${title}”?` });
  await expect(confirm).toContainText('Neither the member nor staff can write in it afterwards');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(desk.getByRole('button', { name: 'Close thread' })).toBeVisible();

  // Back in the inbox, the thread reads processed and waits for nobody.
  await desk.keyboard.press('Escape');
  await expect(desk).toHaveURL(/\/admin\/care$/);
  await expect(desk.getByRole('row').filter({ has: desk.getByRole('link', { name: title }) })).toContainText('Processed');
  await staffContext.close();

  // The member: one more unread message, and the answer with its attachment in the thread.
  const answered = await memberGet<AdviceDetail>(request, token, '/app-api/member/advice/get', { id });
  expect(answered).toMatchObject({ status: 3, closed: false });
  const sent = answered.messages.at(-1)!;
  expect(sent).toMatchObject({ author: 'staff', content: 'We found the two cartons at the destination warehouse: they are delivered tomorrow.' });
  expect(sent.files).toHaveLength(1);
  await expect.poll(() => unread(request, token)).toBe(before + 1);
  await page.reload();
  await expect(messagesEntry(page, before + 1)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer).toContainText('Processed');
  await expect(drawer.getByRole('list', { name: 'Conversation' })).toContainText('delivered tomorrow');
  await expect(drawer.getByRole('img', { name: sent.files[0]!.name })).toBeVisible();
});
