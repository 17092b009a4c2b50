import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, chooseSeaRoute, loginWithPassword, orderBody, registerByApi, signInByApi, tokenCookie, useEnglish } from './support';

// With motion, as most members have it: notices fade, dialogs zoom in.
test.use({ reducedMotion: 'no-preference' });

// What a new member tripped over on the shipping form: the form-errors notice over the
// form's buttons, held open under the pointer and listing errors already fixed; a saved draft
// the URL did not name; a shipping mark with an accented letter told it "starts with a digit".

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function signedIn(page: Page, request: Parameters<typeof registerByApi>[0]): Promise<{ mobile: string; token: string }> {
  const mobile = await registerByApi(request, 'form1234');
  await page.goto('/login');
  await loginWithPassword(page, mobile, 'form1234');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  return { mobile, token: await tokenCookie(page.context()) };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const notice = (page: Page) => page.locator('.ant-notification-notice').filter({ hasText: 'Form errors' });

async function expectButtonsFree(page: Page, names: readonly string[]): Promise<void> {
  const shown = await box(notice(page));
  for (const name of names) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    expect(overlaps(shown, await box(button)), `the notice covers ${name}`).toBe(false);
  }
}

// One test per screen size, each with a page clock of its own.
for (const [size, viewport] of [['phone', PHONE], ['desk', DESK]] as const) {
  test(`on a ${size} the form-errors notice leaves the form’s buttons free and forgets what was fixed`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const mobile = await registerByApi(request, 'form1234');
    const token = await signInByApi(page, mobile, 'form1234');
    // A draft with the route and the parties, so the goods step can be opened directly.
    const body = await orderBody(request, mobile);
    const draft = await (
      await request.post('/app-api/order/order/draft', {
        headers: { ...auth(token), 'idempotency-key': randomUUID() },
        data: { ...body, marks: undefined, goods: undefined },
      })
    ).json();
    expect(draft.msg).toBe('');

    await page.clock.install();
    await page.goto(`/jiedao/jd-deliveryedit?id=${draft.data.id}`);
    // Route and parties are filled: two steps on.
    for (const step of ['Step 2 of 5: Parties', 'Step 3 of 5: Goods']) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'Edit order' });
    await form.getByLabel('Shipping mark').fill('ÉCOLE1');
    // The page's clock is held while the notice is read, so its 3 seconds cannot run out on a
    // busy machine. The clock runs until then: on a loaded machine the moment read may be past
    // before the pause arrives, so it is asked again until it lands ahead. Held, it also holds
    // antd's animations: the notice shows, but a field's message stays folded.
    await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250)).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(notice(page)).toBeVisible();
    await expectButtonsFree(page, ['Previous', 'Save draft', 'Next']);
    // The accented letter is named for what it is (not "starts with a digit").
    const charsRule = 'The shipping mark takes only the letters A–Z and the digits 0–9: no accented letters (such as É), spaces or symbols';
    await expect(notice(page).getByText(charsRule)).toBeVisible();
    await expect(page.getByText('not a digit')).toHaveCount(0);
    // The field's own message grows in on the page's time.
    await page.clock.resume();
    await expect(form.getByText(charsRule)).toBeVisible();

    // Fixed while the notice shows (the clock held again): it stops listing the mark and keeps
    // the others (the goods line).
    await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250)).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(notice(page).getByText(charsRule)).toBeVisible();
    await form.getByLabel('Shipping mark').fill('ECOLE1');
    await expect(notice(page).getByText(charsRule)).toHaveCount(0);
    await expect(notice(page)).toBeVisible();
  });
}

// Under the pointer the notice still goes after its 3 seconds: on the page's own clock, as a
// member has it (a faked clock's animation frames did not reliably end the fading).
test('the form-errors notice goes after 3 seconds with the pointer resting on it', async ({ page, request }) => {
  await page.setViewportSize(DESK);
  const mobile = await registerByApi(request, 'form1234');
  await signInByApi(page, mobile, 'form1234');
  await page.goto('/jiedao/jd-delivery?tranfId=1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(notice(page)).toBeVisible();
  const shown = await box(notice(page));
  await page.mouse.move(shown.x + shown.width / 2, shown.y + shown.height / 2);
  await expect(notice(page)).toBeHidden({ timeout: 6_000 });
});

test('a saved draft is named by the URL: a reload opens it again', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/jiedao/jd-delivery?tranfId=1');
  const form = page.getByRole('form', { name: 'Ship an order' });
  await chooseSeaRoute(page, form);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
  await form.getByRole('region', { name: 'Consignor' }).getByLabel('Name', { exact: true }).fill('Li Wei');
  const saved = page.waitForResponse((answer) => answer.url().includes('/app-api/order/order/draft'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  const draft = (await (await saved).json()).data as { id: number; orderNo: string };
  await expect(page).toHaveURL(new RegExp(`/jiedao/jd-delivery\\?tranfId=1&id=${draft.id}$`));
  // The form stays as it was (same form, same step, what was typed), numbered.
  await expect(page.getByText(`Order ${draft.orderNo}`)).toBeVisible();
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Parties' })).toBeVisible();
  await expect(form.getByRole('region', { name: 'Consignor' }).getByLabel('Name', { exact: true })).toHaveValue('Li Wei');

  await page.reload();
  await expect(page.getByText(`Order ${draft.orderNo}`)).toBeVisible();
  const reopened = page.getByRole('form', { name: 'Edit order' });
  await expect(reopened.getByText('Guangzhou warehouse')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(reopened.getByRole('region', { name: 'Consignor' }).getByLabel('Name', { exact: true })).toHaveValue('Li Wei');
});
