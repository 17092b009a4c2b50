import { expect, test } from '@playwright/test';
import { memberLoginByApi, newestChallengeOf } from './sign-in-work';
import { nextPuzzle, passSlider } from './slider';
import { expectProfileOf, registerByApi, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// After several wrong passwords (here from someone else, through the API, each paying the proof
// of work the server asks for) the account asks for the slider check instead of locking, and a
// browser new to the member pays a longer proof of work; the form does both and the member is
// in. The browser is then known, and its cookie is httpOnly (docs/sign-in-abuse.md).
test('a member signs in with the slider check and the proof of work after strangers tried wrong passwords', async ({ page, request, playwright, baseURL }) => {
  const mobile = await registerByApi(request, 'kite4sail');
  const stranger = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 5; i += 1) {
    expect((await memberLoginByApi(stranger, { mobile, password: `wrong${i}xx` }, { fromUsualBrowser: false })).code).toBe(1_001_001);
  }
  await stranger.dispose();

  await page.goto('/login');
  const form = page.getByRole('main', { name: 'Member login' });
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill('kite4sail');
  await form.getByLabel('Keep me signed in').check();
  const puzzle = nextPuzzle(page);
  await form.getByRole('button', { name: 'Log in' }).click();
  await passSlider(page, puzzle);

  await expectProfileOf(page, mobile);
  // The form paid the proof of work at the level the five failures reached (two free, then one
  // level each), or higher if other journeys' failures from this network counted.
  const paid = newestChallengeOf(`member:${mobile}`);
  expect(paid.spent).toBe(true);
  expect(paid.level).toBeGreaterThanOrEqual(3);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'portal-device')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app-api/member/' });
  // "Keep me signed in": the session lasts 30 days.
  const token = cookies.find((c) => c.name === 'Admin-Token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});
