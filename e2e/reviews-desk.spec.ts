import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { memberLoginByApi } from './sign-in-work';
import { auth, expectAccessible, registerByApi, signInByApi, staffLogin, staffSignIn, useEnglish } from './support';

// The reviewers' desk (docs/staff-console.md, "Verification desk"): a member's real-name
// verification is rejected with a reason on the desk, the member reads it and submits again,
// and the reviewer approves; and a verification another reviewer decided first is said so on
// the desk, whose queue is then up to date. The member and the reviewer share one browser (the
// member's and the staff sessions are separate cookies), each in a tab of their own.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

// A well-formed mainland ID number (check character X).
const ID_NUMBER = '11010519491231002X';
const BLURRED = 'The photos are blurred, dark or cut off: take them again in good light.';

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

// A real photo-like PNG: a piece of the page itself (the server decodes every image).
async function png(page: Page, name: string) {
  return { name, mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
}

async function submitOnThePage(page: Page, name: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: /Real-name verification/ });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('ID number').fill(ID_NUMBER);
  await form.getByLabel('Front of the ID').setInputFiles(await png(page, 'front.png'));
  await form.getByLabel('Back of the ID').setInputFiles(await png(page, 'back.png'));
  await expect(form.getByRole('img', { name: /^id-card-/ })).toHaveCount(2);
  await form.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText('Submitted and waiting for review. We will send you a message with the result.')).toBeVisible();
}

async function signInReviewer(page: Page): Promise<void> {
  await staffSignIn(page, 'reviewer', 'reviewer1234');
  // The reviewer's one desk is where the sign-in lands.
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page).toHaveTitle('Verifications - Staff console');
}

const queueOf = (page: Page) => page.getByRole('region', { name: 'Waiting for a decision' });
const entryOf = (page: Page, mobile: string) => queueOf(page).getByRole('button', { name: new RegExp(`\\+86 ${mobile}`) });

test('a reviewer rejects a real-name verification with a reason, the member submits again, and the reviewer approves', async ({ page, context, request }) => {
  const password = 'review2026';
  const mobile = await registerByApi(request, password);
  await signInByApi(page, mobile, password);
  await page.goto('/jiedao/jd-idcard');
  await submitOnThePage(page, 'Awa Koné');

  const desk = await context.newPage();
  await signInReviewer(desk);
  const entry = entryOf(desk, mobile);
  await expect(entry).toContainText('Awa Koné');
  await expect(entry).toContainText('Waiting');
  await expect(entry).toContainText(/waiting (less than a minute|\d+ min)/);
  await entry.click();
  await expect(desk).toHaveURL(/[?&]id=\d+/);

  // The submitted fields beside the documents, which enlarge and rotate.
  const detail = desk.getByRole('region', { name: 'Awa Koné' });
  await expect(detail.getByText(ID_NUMBER)).toBeVisible();
  await expect(detail.getByText('Mainland China ID card')).toBeVisible();
  // Each image is a button that enlarges it (Enter or a click), its picture fetched with the staff token.
  const front = detail.getByRole('button', { name: 'Front of the ID' });
  await expect(front.getByRole('img', { name: 'Front of the ID' })).toHaveAttribute('src', /^blob:/);
  await expect(detail.getByRole('img', { name: 'Back of the ID' })).toHaveAttribute('src', /^blob:/);
  await expectAccessible(desk);
  await front.focus();
  await desk.keyboard.press('Enter');
  await desk.getByRole('button', { name: 'Rotate right' }).click();
  await desk.getByRole('button', { name: 'Zoom in' }).click();
  await desk.keyboard.press('Escape');
  await expect(desk.getByRole('button', { name: 'Rotate right' })).toBeHidden();

  // Taken for review: the member's page says so too.
  await detail.getByRole('button', { name: 'Start review' }).click();
  await expect(entry).toContainText('Under review by you');
  await page.reload();
  await expect(page.getByText('Under review. We will send you a message with the result.')).toBeVisible();

  // A rejection needs its reason before it is confirmed.
  await desk.keyboard.press('Alt+R');
  const dialog = desk.getByRole('dialog', { name: 'Reject the verification of Awa Koné' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject…' }).click();
  await expect(dialog.getByText('Give the reason for the rejection')).toBeVisible();
  await dialog.getByRole('button', { name: BLURRED }).click();
  await expect(dialog.getByLabel('Reason for the rejection')).toHaveValue(BLURRED);
  await dialog.getByRole('button', { name: 'Reject…' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Reject the verification of Awa Koné?' });
  await expect(confirm).toContainText(BLURRED);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByText('Rejected: Awa Koné is told why')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);

  // The member reads the reason and submits again.
  await page.reload();
  await expect(page.getByText('Rejected: correct your details below and submit again.')).toBeVisible();
  await expect(page.getByText(`Reason: ${BLURRED}`)).toBeVisible();
  await submitOnThePage(page, 'Awa Koné Traoré');

  await desk.getByRole('button', { name: 'Refresh' }).click();
  await expect(entry).toContainText('Awa Koné Traoré');
  await entry.click();
  const again = desk.getByRole('region', { name: 'Awa Koné Traoré' });
  await again.getByRole('button', { name: 'Approve' }).click();
  const approve = desk.getByRole('dialog', { name: 'Approve the verification of Awa Koné Traoré?' });
  await expect(approve).toContainText('The member is told at once.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('Approved: Awa Koné Traoré is told')).toBeVisible();
  await expect(entry).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Certified: you can place shipping orders.')).toBeVisible();
});

// A submission made through the API, as the member's page would.
async function submitByApi(page: Page, request: APIRequestContext, mobile: string, password: string): Promise<void> {
  const { token } = (await memberLoginByApi(request, { areaCode: '86', mobile, password })).data;
  const urls: string[] = [];
  for (const name of ['front.png', 'back.png']) {
    const uploaded = await request.post('/app-api/file/upload?purpose=id-card', { headers: auth(token), multipart: { file: await png(page, name) } });
    urls.push((await uploaded.json()).data.url as string);
  }
  const submitted = await request.put('/app-api/member/user/auth-idcard', {
    headers: auth(token),
    data: { name: 'Yao Kouassi', cardType: 'mainland_id', cardNumber: ID_NUMBER, img1: urls[0], img2: urls[1] },
  });
  expect((await submitted.json()).code).toBe(0);
}

test('on a tablet, a verification another reviewer decided first is said so and leaves the queue', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const password = 'review2026';
  const mobile = await registerByApi(request, password);
  await submitByApi(page, request, mobile, password);

  await signInReviewer(page);
  const entry = entryOf(page, mobile);
  await entry.click();
  const detail = page.getByRole('region', { name: 'Yao Kouassi' });
  await expect(detail.getByRole('img', { name: 'Front of the ID' })).toHaveAttribute('src', /^blob:/);
  // The desk fits the tablet's width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

  // Meanwhile another reviewer (the administrator, through the API) approves it.
  const staff = auth(await staffLogin(request));
  const open = await (await request.get('/admin-api/member/kyc/real-name/page', { params: { open: 'true', pageSize: 100 }, headers: staff })).json();
  const item = (open.data.list as { id: number; mobile: string }[]).find((entry) => entry.mobile === mobile)!;
  expect((await (await request.post(`/admin-api/member/kyc/real-name/${item.id}/approve`, { headers: staff })).json()).code).toBe(0);

  await detail.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve the verification of Yao Kouassi?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Another reviewer decided the verification of Yao Kouassi first' })).toContainText(
    'This verification is not waiting for review',
  );
  await expect(entry).toHaveCount(0);
  await expect(page.getByText('This verification is no longer waiting: choose another from the queue.')).toBeVisible();
});
