import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInByApi, staffSignIn, useEnglish } from './support';

// The notices desk (docs/staff-console.md, "Notices"): customer service writes a notice in the
// three languages, saves it as a draft (members do not see it), publishes it after confirming,
// and the demo member reads it in their language at once.

// A first visit loads the console's chunks; on a shared, loaded machine that takes longer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ context }) => {
  test.slow();
  await useEnglish(context);
});

test('customer service publishes a notice in three languages and a member reads it', async ({ page, browser }) => {
  const stamp = Date.now();
  const title = `Quay closure ${stamp}`;

  const staffContext = await browser.newContext();
  await useEnglish(staffContext);
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1366, height: 768 });
  await staffSignIn(desk, 'service', 'service1234');
  await expect(desk).toHaveURL(/\/admin\/care$/);
  await desk.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Notices' }).click();
  await expect(desk).toHaveURL(/\/admin\/notices$/);
  await expect(desk).toHaveTitle('Notices - Staff console');
  await expect(desk.getByRole('heading', { name: 'Notices and banners', level: 1 })).toBeVisible();

  await expectAccessible(desk);

  // A new notice: a blank language is refused under its field before anything is sent.
  await desk.getByRole('button', { name: 'New notice' }).click();
  const form = desk.getByRole('dialog', { name: 'New notice' });
  await form.getByLabel('Title · 中文').fill(`码头关闭 ${stamp}`);
  await form.getByLabel('Title · English').fill(title);
  await form.getByLabel('Text · 中文').fill('周六码头关闭，货物周一装柜。');
  await form.getByLabel('Text · English').fill('The quay is closed on Saturday: cargo is loaded on Monday.');
  await form.getByLabel('Text · Français').fill('Le quai est fermé samedi : la marchandise est chargée lundi.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Fill in all three languages')).toBeVisible();
  await form.getByLabel('Title · Français').fill(`Quai fermé ${stamp}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Notice saved as a draft')).toBeVisible();

  const row = desk.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');

  // The member does not see a draft.
  await signInByApi(page, DEMO.mobile, DEMO.password);
  await page.goto('/jiedao/jd-notice');
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Publishing asks first; cancelling leaves it a draft.
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  const confirm = desk.getByRole('dialog', { name: `Publish “${title}”?` });
  await expect(confirm).toContainText('Every member sees it at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await desk.getByRole('dialog', { name: `Publish “${title}”?` }).getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Published');
  await expect(row.getByRole('button', { name: `Withdraw ${title}` })).toBeVisible();
  await expectAccessible(desk);
  await staffContext.close();

  // The member reads it, in English, with its text.
  await page.reload();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-noticedetail\?id=\d+$/);
  await expect(page.getByText('The quay is closed on Saturday: cargo is loaded on Monday.')).toBeVisible();
});
