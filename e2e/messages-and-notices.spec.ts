import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, expectAccessible, loginWithPassword, registerByApi, staffLogin, tokenCookie, useEnglish } from './support';

// Messages, notices and coupons end to end: staff issue a fresh member two coupons (each writes
// a message); the member opens the messages from the sidebar badge, reads one, marks the rest
// read and the badge goes away; reads a notice staff just published; sees the coupons.

const DAY = 86_400_000;

async function unreadOnServer(request: APIRequestContext, token: string): Promise<number> {
  const answer = await (await request.get('/app-api/member/message/unread-count', { headers: auth(token) })).json();
  expect(answer.code).toBe(0);
  return (answer.data as { total: number }).total;
}

test('a member reads messages from the sidebar badge, marks them all read, reads a notice and sees the coupons', async ({ page, context, request }) => {
  await useEnglish(context);
  const password = 'journey123';
  const mobile = await registerByApi(request, password);
  const staff = auth(await staffLogin(request));

  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  const token = await tokenCookie(context);
  // The member's id, for staff.
  const me = await (await request.get('/app-api/member/user/get', { headers: auth(token) })).json();
  const memberId = me.data.id as number;
  const validTo = new Date(Date.now() + 30 * DAY).toISOString();
  for (const body of [
    { memberId, type: '1', currency: 'USD', amount: 2_000, minAmount: 20_000, validTo },
    { memberId, type: '3', currency: 'USD', amount: 1_500, validTo },
  ]) {
    const issued = await (await request.post('/admin-api/member/coupon/issue', { headers: staff, data: body })).json();
    expect(issued.code).toBe(0);
  }
  await expect.poll(() => unreadOnServer(request, token)).toBe(2);

  const title = `Quay works ${Date.now()}`;
  const notice = await (
    await request.post('/admin-api/system/notice/create', {
      headers: staff,
      data: {
        title: { zh_CN: `码头施工 ${title}`, en_US: title, fr_FR: `Travaux ${title}` },
        content: { zh_CN: '码头施工期间提货时间调整。', en_US: 'Pickup hours change while the quay is under works.', fr_FR: 'Les horaires de retrait changent pendant les travaux.' },
      },
    })
  ).json();
  expect(notice.code).toBe(0);
  expect((await (await request.post('/admin-api/system/notice/publish', { headers: staff, data: { id: notice.data.id } })).json()).code).toBe(0);

  await page.reload();

  // The sidebar entry carries the unread count.
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  // The entry's name ends with its count ("Messages 2"), or with no number once there is none.
  const messagesEntry = (count: number | null) => menu.getByRole('menuitem', { name: count === null ? /Messages$/ : new RegExp(`Messages ${count}$`) });
  await messagesEntry(2).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-message$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Message list' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Mark all read (2)' })).toBeEnabled();
  await expectAccessible(page);

  // Opening one marks it read, on the server and on the badge.
  await list.getByRole('link', { name: 'You received a freight voucher' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-messagedetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'You received a freight voucher', level: 1 })).toBeVisible();
  await expect(page.getByText(/\$15\.00|USD 15\.00/)).toBeVisible();
  await expect.poll(() => unreadOnServer(request, token)).toBe(1);
  await expect(messagesEntry(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to messages' }).click();
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mark all read (1)' }).click();
  await expect.poll(() => unreadOnServer(request, token)).toBe(0);
  // The name, not exactly: the loading icon may still be leaving (its animation), "loading" in it.
  await expect(page.getByRole('button', { name: /Mark all read$/ })).toBeDisabled();
  await expect(list.getByText('No messages')).toBeVisible();
  await expect(messagesEntry(null)).toBeVisible();
  await expect(messagesEntry(null).locator('sup')).toHaveCount(0);

  // The notice staff just published.
  await menu.getByRole('menuitem', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-notice$/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Pickup hours change while the quay is under works.')).toBeVisible();
  await expectAccessible(page);

  // Both coupons, usable, counted on the sidebar.
  await menu.getByRole('menuitem', { name: /My coupons 2$/ }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-coupon$/);
  const coupons = page.getByRole('region', { name: 'Coupon list' });
  await expect(coupons.getByRole('listitem')).toHaveCount(2);
  await expect(coupons.getByRole('listitem', { name: /Amount off over a minimum/ })).toContainText('On orders of $200.00 or more');
  await expect(coupons.getByRole('listitem', { name: /Freight voucher/ })).toContainText('Unused');
  await expectAccessible(page);
});
