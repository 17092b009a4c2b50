import { expect, test } from '@playwright/test';
import { nextPuzzle, passSlider } from './slider';
import { expectProfileOf, registerByApi, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

// After several wrong passwords (here from someone else, through the API) the account asks
// for the slider check instead of locking; the member passes it and is in. The browser is
// then known, and its cookie is httpOnly (docs/sign-in-abuse.md).
test('a member signs in with the slider check after strangers tried wrong passwords', async ({ page, request }) => {
  const mobile = await registerByApi(request, 'kite4sail');
  for (let i = 0; i < 5; i += 1) {
    const answer = await request.post('/app-api/member/login', { data: { mobile, password: `wrong${i}xx` } });
    expect(((await answer.json()) as { code: number }).code).toBe(1_001_001);
  }

  await page.goto('/login');
  const form = page.getByRole('main', { name: 'Member login' });
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill('kite4sail');
  await form.getByLabel('Keep me signed in').check();
  const puzzle = nextPuzzle(page);
  await form.getByRole('button', { name: 'Log in' }).click();
  await passSlider(page, puzzle);

  await expectProfileOf(page, mobile);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'portal-device')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/app-api/member/' });
  // "Keep me signed in": the session lasts 30 days.
  const token = cookies.find((c) => c.name === 'Admin-Token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
});
