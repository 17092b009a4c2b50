import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { PointLogItem, PointSummary } from '@portal/contracts/points';
import { memberLoginByApi } from './sign-in-work';
import { passSliderByApi } from './slider';
import { auth, DEMO, expectAccessible, latestSmsCode, registerByApi, signInByApi, staffLogin, tokenCookie, useEnglish } from './support';

// Points end to end: the demo member opens "My points" from the menu, sees the balance the
// server holds, the level and the way to the next, how to earn and the invite code; staff add
// points and the ledger shows them; the level changes list; a member opening the demo member's
// share link earns them points once; a member whose area code takes no part sees no entry and a
// clear "not available".

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function memberGet<T>(page: Page, path: string): Promise<T> {
  const token = await tokenCookie(page.context());
  const body = (await (await page.request.get(path, { headers: { ...auth(token), 'Accept-Language': 'en_US' } })).json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });

async function signIn(page: Page, mobile: string, password: string) {
  await signInByApi(page, mobile, password);
}

// A United Kingdom member (+44 is an enabled filter_score_area_code entry in the seed).
async function registerUkMember(request: APIRequestContext, password: string): Promise<string> {
  const mobile = `74${`${Date.now()}`.slice(-8)}`;
  const captchaVerification = await passSliderByApi(request);
  const sent = await request.post('/app-api/member/send-sms-code', { data: { areaCode: '44', mobile, scene: 'register', captchaVerification } });
  expect((await sent.json()).code).toBe(0);
  const code = await latestSmsCode(request, mobile, 'register');
  const registered = await request.post('/app-api/member/reg', { data: { areaCode: '44', mobile, code, password, confirmPassword: password, agreement: true } });
  expect((await registered.json()).code).toBe(0);
  return mobile;
}

test('the demo member sees their points and level, staff add points, the ledger and level changes show', async ({ page, request }) => {
  await signIn(page, DEMO.mobile, DEMO.password);
  // The user card names the level the member's points reach, in the member's language.
  await expect(page.getByText('Level: Silver')).toBeVisible();
  await menu(page).getByRole('menuitem', { name: 'My points' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-integral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My points' })).toBeVisible();

  const summary = await memberGet<PointSummary>(page, '/app-api/member/point/summary');
  expect(summary.level?.name).toBe('Silver');
  const balance = page.getByRole('region', { name: 'Point balance' });
  await expect(balance.getByText('Available', { exact: true })).toBeVisible();
  await expect(balance).toContainText(summary.available.toLocaleString('en-US'));
  await expect(balance).toContainText(summary.total.toLocaleString('en-US'));
  await expect(page.getByRole('region', { name: 'Membership level' })).toContainText('Silver');
  await expect(page.getByText(`${summary.toNextLevel} more points to reach Gold`)).toBeVisible();
  const rules = page.getByRole('list', { name: 'How to earn points' });
  await expect(rules.getByRole('listitem')).toHaveCount(summary.rules.length);
  await expect(rules).toContainText('Invited member signs in');
  await expect(page.getByText(summary.inviteCode, { exact: true })).toBeVisible();
  await expect(page.getByText(`/registered?invite=${summary.inviteCode}`)).toBeVisible();
  await expectAccessible(page);

  // Staff add points with a reason; the page and the ledger show them.
  const reason = `Goodwill ${Date.now()}`;
  const staff = await staffLogin(request);
  const me = (await (await page.request.get('/app-api/member/user/get', { headers: auth(await tokenCookie(page.context())) })).json()).data as { id: number };
  const added = await request.post('/admin-api/member/point/adjust', { headers: auth(staff), data: { memberId: me.id, amount: 25, reason } });
  expect((await added.json()).code).toBe(0);
  await page.getByRole('link', { name: 'Points history' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-integral-log$/);
  const entries = page.getByRole('list', { name: 'Points history entries' });
  const first = entries.getByRole('listitem').first();
  await expect(first).toContainText(reason);
  await expect(first).toContainText('+25');
  await expect(first).toContainText('Added by staff');
  const ledger = await memberGet<CursorPage<PointLogItem>>(page, '/app-api/member/point/log-page');
  // The balance after the staff's row, as the server wrote it.
  await expect(first).toContainText(`Balance: ${ledger.list.find((r) => r.reason === reason)!.balanceAfter.toLocaleString('en-US')}`);
  await expect(page.getByText(`${ledger.total} entries`)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/jiedao/jd-level-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Level changes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Level changes' }).getByRole('listitem').first()).toContainText('Standard to Silver');
  await expectAccessible(page);
});

test('a member opening the demo member\'s share link earns them points once; the invite link fills the register form', async ({ page, request }) => {
  // The demo member's code and share entries, read through the API as the demo member.
  const demoToken = (await memberLoginByApi(request, { mobile: DEMO.mobile, password: DEMO.password })).data.token;
  const demoGet = async <T>(path: string): Promise<T> => ((await (await request.get(path, { headers: auth(demoToken) })).json()) as { data: T }).data;
  const shares = async () => (await demoGet<CursorPage<PointLogItem>>('/app-api/member/point/log-page?pageSize=100')).list.filter((r) => r.rule === 3).length;
  const code = (await demoGet<PointSummary>('/app-api/member/point/summary')).inviteCode;
  const sharesBefore = await shares();

  const password = 'share1234';
  const mobile = await registerByApi(request, password);
  await signIn(page, mobile, password);
  await page.goto(`/jiedao/jd-integral?share=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My points' })).toBeVisible();
  // The parameter is dropped once the click is recorded.
  await expect(page).toHaveURL(/\/jiedao\/jd-integral$/);
  await expect.poll(shares).toBe(sharesBefore + 1);
  // Opening it again the same day does not count.
  await page.goto(`/jiedao/jd-integral?share=${code}`);
  await expect(page).toHaveURL(/\/jiedao\/jd-integral$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My points' })).toBeVisible();
  const again = await page.request.post('/app-api/member/point/share-click', { headers: auth(await tokenCookie(page.context())), data: { code } });
  expect((await again.json()).data).toEqual({ counted: false });
  expect(await shares()).toBe(sharesBefore + 1);

  // The invitation link carries the code into the register form.
  await page.context().clearCookies();
  await page.goto(`/registered?invite=${code}`);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(code);
});

test('a member whose area code takes no part in points sees no entry and a clear "not available"', async ({ page, request }) => {
  const password = 'nopoints1';
  const mobile = await registerUkMember(request, password);
  await signIn(page, mobile, password);
  await expect(menu(page).getByRole('menuitem', { name: 'Exception handling' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'My points' })).toHaveCount(0);
  // The page knows from the member's profile: it asks the server nothing it would refuse.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await page.goto('/jiedao/jd-integral?share=ABC123');
  await expect(page.getByText('Points are not available')).toBeVisible();
  await expect(page.getByText('Points and levels are not offered for your account.')).toBeVisible();
  await page.goto('/jiedao/jd-integral-log');
  await expect(page.getByText('Points are not available')).toBeVisible();
  expect(refused).toEqual([]);
  // The server answers the same: an error, not an empty balance.
  const answer = await page.request.get('/app-api/member/point/summary', { headers: auth(await tokenCookie(page.context())) });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { code: number }).code).toBe(1_012_002);
  await expectAccessible(page);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the points pages fit at 375 px', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await signIn(page, DEMO.mobile, DEMO.password);
    // French from here on (the language choice is kept in localStorage).
    await page.evaluate(() => window.localStorage.setItem('language', 'fr_FR'));

    await page.goto('/jiedao/jd-integral');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes points' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Niveau de membre' })).toContainText('Argent');
    await expect(page.getByText('Lien de partage', { exact: true })).toBeVisible();
    expect(await fits()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Historique des points' }).click();
    await expect(page.getByRole('list', { name: 'Opérations sur les points' }).getByRole('listitem').first()).toBeVisible();
    expect(await fits()).toBe(true);

    await page.goto('/jiedao/jd-level-log');
    await expect(page.getByRole('list', { name: 'Changements de niveau' })).toContainText('Standard à Argent');
    expect(await fits()).toBe(true);
  });
});
