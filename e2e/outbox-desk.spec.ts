import { expect as baseExpect, test } from '@playwright/test';
import { auth, chooseOption, expectAccessible, registerByApi, staffSignIn, useEnglish } from './support';
import { memberLoginByApi } from './sign-in-work';
import { passSliderByApi } from './slider';

// The outbox desk (docs/staff-console.md, "Outbox desk"): a new member registers (a text with
// their code) and asks to bind an e-mail address (an e-mail with its code); customer service
// find both in the console's outbox, with their state, by the member's mobile and address, then
// write to the member, who chose texts for reminders: the text the job sent shows there too,
// and the queue shows the message's deliveries on each channel with their state.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

test('what a member was sent shows in the outbox desk with its state, and a message from service joins it', async ({ page, request }) => {
  // The member's actions: registration (an SMS code), then an e-mail address to bind (an e-mail code).
  const mobile = await registerByApi(request, 'kite4sail');
  const { token } = (await memberLoginByApi(request, { areaCode: '86', mobile, password: 'kite4sail' })).data;
  const address = `outbox.${mobile}@example.com`;
  const captchaVerification = await passSliderByApi(request);
  const sent = await request.post('/app-api/member/send-email-code', { headers: auth(token), data: { email: address, captchaVerification } });
  expect(((await sent.json()) as { code: number }).code).toBe(0);

  // Customer service, on a 1024 px screen (the menu folded), open the outbox from the menu.
  await page.setViewportSize({ width: 1024, height: 768 });
  await staffSignIn(page, 'service', 'service1234');
  await expect(page).toHaveURL(/\/admin\/care$/);
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page).toHaveTitle('Outbox - Staff console');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();

  // `/` goes to the search; the member's mobile and Enter find their registration code, kept
  // in this install's outbox (no SMS provider here), its code readable.
  await page.getByRole('heading', { name: 'Outbox', level: 1 }).click();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Mobile' });
  await expect(search).toBeFocused();
  await search.fill(mobile);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`address=${mobile}`));
  const text = page.getByRole('row').filter({ hasText: 'Verification code · register' });
  await expect(text).toHaveCount(1);
  await expect(text).toContainText(`+86 ${mobile}`);
  await expect(text).toContainText('Kept here (no provider)');
  await expect(text).toContainText(/\b\d{6}\b/);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // Failed texts only: none for this member, and the empty state says the filters match none.
  await chooseOption(page, 'State', 'Failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No message matches these filters.')).toBeVisible();

  // The e-mails: the code asked for the address to bind.
  await chooseOption(page, 'Channel', 'E-mails');
  await expect(page).toHaveURL(/channel=mail/);
  const mailSearch = page.getByRole('searchbox', { name: 'E-mail address' });
  await expect(mailSearch).toHaveValue('');
  await mailSearch.fill(address);
  await mailSearch.press('Enter');
  const mail = page.getByRole('row').filter({ hasText: address });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('Verification code · bind-email');
  await expect(mail).toContainText('Kept here (no provider)');
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // Reset leaves the channel and drops the filters.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?channel=mail$/);

  // Service write to the member; the member chose texts for reminders, so the outbox job sends one.
  const reminders = { order: { email: false, sms: false }, delivery: { email: false, sms: false }, reminder: { email: false, sms: true } };
  expect(((await (await request.put('/app-api/member/user/notification-settings', { headers: auth(token), data: reminders })).json()) as { code: number }).code).toBe(0);
  await page.getByRole('button', { name: 'Message members' }).click();
  const form = page.getByRole('dialog', { name: 'Message members' });
  await form.getByLabel('Mobile').fill(mobile);
  const title = `Warehouse closed ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Our Guangzhou warehouse is closed on Monday.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Count and send' }).click();
  // The count of members reached comes in the confirmation, before anything is sent.
  const confirm = page.getByRole('dialog', { name: 'Send to 1 member?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Send to 1 member' }).click();
  await expect(page.getByText('Message queued: the outbox sends it shortly')).toBeVisible();
  await expect(form).toBeHidden();

  // What was sent: the text in the SMS outbox, as a reminder notification.
  await chooseOption(page, 'Channel', 'Text messages');
  const smsSearch = page.getByRole('searchbox', { name: 'Mobile' });
  await smsSearch.fill(mobile);
  await smsSearch.press('Enter');
  const notified = page.getByRole('row').filter({ hasText: 'Notification · reminder' });
  await expect(async () => {
    await page.reload();
    await expect(notified).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(notified).toContainText('Kept here (no provider)');

  // The queue: nothing of this member's is waiting or failed any more; all states show the
  // message's deliveries as the outbox job worked them, the text and the portal message, sent.
  await page.getByRole('tab', { name: 'Queue' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\?tab=queue$/);
  const queueSearch = page.getByRole('searchbox', { name: 'Mobile' });
  await expect(queueSearch).toHaveValue('');
  await queueSearch.fill(mobile);
  await queueSearch.press('Enter');
  await expect(page.getByText('No delivery matches these filters.')).toBeVisible();
  await chooseOption(page, 'State', 'All states');
  await expect(page).toHaveURL(/state=all/);
  const queued = page.getByRole('row').filter({ hasText: `+86 ${mobile}` });
  await expect(queued.filter({ hasText: 'SMS' })).toContainText(/Reminder.*Sent.*Sent \d{2}-\d{2}/);
  // (the portal also told them of any points registration earned, which the job sent too)
  await expect(queued.filter({ hasText: 'Portal' }).first()).toContainText('Sent');
  await expect(page.getByText(/^\d+ deliveries$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
