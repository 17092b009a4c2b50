import { expect, test } from '@playwright/test';
import type { CursorPage } from '@portal/contracts/cursor';
import type { ExchangeItem, GiftDetail, GiftItem } from '@portal/contracts/gifts';
import { DEMO, expectAccessible, fromUsualBrowser, loginWithPassword, memberGet, staffSignIn, useEnglish } from './support';

// Gift exchange end to end: the demo member opens the catalogue, picks a gift, must read the
// notes to their end before the form, redeems (confirming it is final), sees the result with
// the expected dispatch, the redemption in the log and its details; the server shows the
// points gone and the record there. Then staff give the gift a picture on the gifts desk and
// dispatch the redemption on the redemptions desk, and the member sees both.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('the member reads the notes to the end, redeems a gift, and finds it in the log and its details; staff picture the gift and dispatch it', async ({ page, browser }) => {
  test.slow();
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

  // In the menu while points show for the member.
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('menuitem', { name: 'Gift exchange' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-exchange-operate$/);
  await expect(page.getByRole('heading', { name: 'Gift exchange', level: 1 })).toBeVisible();
  const gifts = page.getByRole('region', { name: 'Gifts' });
  await expect(gifts.getByRole('heading', { name: 'Folding umbrella' })).toBeVisible();
  // The out-of-stock gift cannot be chosen.
  await expect(gifts.getByRole('button', { name: 'Exchange Wireless earbuds' })).toBeDisabled();
  await expectAccessible(page);

  const catalogue = await memberGet<CursorPage<GiftItem>>(page, '/app-api/member/gift/page', { pageSize: 50 });
  const umbrella = catalogue.list.find((g) => g.name === 'Folding umbrella')!;
  const before = await memberGet<GiftDetail>(page, '/app-api/member/gift/get', { id: umbrella.id });
  const yiwu = before.outlets.find((o) => o.city === 'Yiwu')!;
  const cost = umbrella.points + yiwu.pickupPoints;

  await gifts.getByRole('button', { name: 'Exchange Folding umbrella' }).click();
  await expect(page.getByRole('heading', { name: 'Folding umbrella', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Read the notes and exchange' }).click();

  // The notes gate: "I have read" stays disabled until the text was scrolled to its end.
  const notes = page.getByRole('dialog', { name: 'Gift Exchange Notes' });
  const accept = notes.getByRole('button', { name: 'I have read the notes' });
  await expect(notes).toContainText('cannot be cancelled');
  await expect(accept).toBeDisabled();
  await expect(notes).toContainText('Scroll to the end of the notes to continue');
  await expectAccessible(page);
  const text = notes.getByRole('region', { name: 'Gift exchange notes' });
  await text.focus();
  await page.keyboard.press('End');
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(notes).toBeHidden();

  const form = page.getByRole('region', { name: 'Exchange details' });
  await form.getByRole('radio', { name: /Yiwu International Trade City outlet/ }).check();
  await form.getByLabel('Recipient').fill('Zhang Wei');
  await form.getByLabel('Phone').fill('13912345678');
  // The remark stops at 100 characters.
  await form.getByLabel('Remark').fill('Please keep it dry. '.repeat(6));
  await expect(form.getByLabel('Remark')).toHaveValue('Please keep it dry. '.repeat(5));
  await expect(form).toContainText(String(cost));
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Exchange now' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm the exchange' });
  await expect(confirm).toContainText('cannot be cancelled');
  await confirm.getByRole('button', { name: 'Confirm exchange' }).click();

  await expect(page.getByRole('heading', { name: 'Gift redeemed' })).toBeVisible();
  const after = before.availablePoints - cost;
  await expect(page.getByText(`Points left: ${after.toLocaleString('en-US')}`)).toBeVisible();
  await expect(page.getByText(/Expected dispatch: (By|In) /)).toBeVisible();
  await expectAccessible(page);

  // The server agrees: the points are gone and the record is the member's.
  expect((await memberGet<GiftDetail>(page, '/app-api/member/gift/get', { id: umbrella.id })).availablePoints).toBe(after);
  const log = await memberGet<CursorPage<ExchangeItem>>(page, '/app-api/member/gift/exchange-page', { pageSize: 5 });
  const made = log.list[0]!;
  expect(made).toMatchObject({ giftName: 'Folding umbrella', totalPoints: cost, status: 1, recipient: 'Zhang Wei' });

  await page.getByRole('button', { name: 'View the redemption' }).click();
  await expect(page).toHaveURL(new RegExp(`jd-exchange-details\\?id=${made.id}$`));
  await expect(page.getByRole('heading', { name: 'Redemption details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Awaiting dispatch');
  await expect(page.getByRole('main')).toContainText(made.exchangeNo);
  await expect(page.getByRole('main')).toContainText('Please keep it dry.');
  await expectAccessible(page);

  // In the log, newest first; a dispatched demo redemption shows its courier number to copy.
  await page.getByRole('link', { name: 'My redemptions' }).click();
  await expect(page.getByRole('heading', { name: 'My redemptions', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Folding umbrella ${made.exchangeNo}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Filter redemptions by status' }).getByRole('button', { name: 'Dispatched' }).click();
  const dispatched = page.getByRole('article').first();
  await expect(dispatched).toContainText('Dispatched');
  await dispatched.getByRole('link', { name: /^Details of / }).click();
  await expect(page.getByRole('main')).toContainText('SF Express');
  await expect(page.getByRole('main').getByRole('button', { name: /copy/i })).toBeVisible();

  // Staff: a picture for the umbrella (uploaded with its progress, then shown first), and the
  // redemption found by its number and dispatched after the dialog.
  const staffContext = await browser.newContext();
  await useEnglish(staffContext);
  const desk = await staffContext.newPage();
  await desk.setViewportSize({ width: 1366, height: 768 });
  await staffSignIn(desk, 'admin', 'admin1234');
  await expect(desk).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  await desk.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Gifts', exact: true }).click();
  await desk.getByRole('row').filter({ hasText: 'Folding umbrella' }).getByRole('button', { name: 'Edit Folding umbrella' }).click();
  const edit = desk.getByRole('dialog', { name: 'Edit the gift' });
  await edit.getByLabel('Upload pictures').setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: await desk.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) });
  const pictures = edit.getByRole('list', { name: 'Pictures of the gift' });
  await expect(pictures.getByRole('img', { name: 'Picture 2' })).toBeVisible();
  await pictures.getByRole('button', { name: 'Show picture 2 first' }).click();
  await expectAccessible(desk);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByText('Gift saved.')).toBeVisible();

  await desk.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name: 'Gift redemptions' }).click();
  await expect(desk.getByRole('heading', { name: 'Gift redemptions', level: 1 })).toBeVisible();
  await desk.getByLabel('Number, member mobile or recipient').fill(made.exchangeNo);
  await desk.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(desk.getByText('1 redemption', { exact: true })).toBeVisible();
  await expectAccessible(desk);
  await desk.getByRole('link', { name: made.exchangeNo }).click();
  await expect(desk.getByRole('heading', { name: `Redemption ${made.exchangeNo}`, level: 1 })).toBeVisible();
  await expect(desk.getByRole('main')).toContainText('Awaiting dispatch');
  await desk.getByRole('button', { name: 'Dispatch' }).click();
  const dispatch = desk.getByRole('dialog', { name: `Dispatch ${made.exchangeNo}` });
  // Courier number and company are asked for before anything is sent.
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dispatch.getByText('Dispatch needs the courier number and company')).toHaveCount(2);
  await dispatch.getByLabel('Courier company').fill('YTO Express');
  await dispatch.getByLabel('Courier number').fill('YT8801234567');
  await expectAccessible(desk);
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(desk.getByText('Dispatched: the member is told.')).toBeVisible();
  await expect(desk.getByRole('main')).toContainText('YTO Express · YT8801234567');
  await expect(desk.getByRole('button', { name: 'Ready for pickup' })).toBeVisible();
  await staffContext.close();

  // The member sees the redemption dispatched, and the umbrella's new picture.
  await page.goto(`/jiedao/jd-exchange-details?id=${made.id}`);
  await expect(page.getByRole('main')).toContainText('Dispatched');
  await expect(page.getByRole('main')).toContainText('YT8801234567');
  await page.goto('/jiedao/jd-exchange-operate');
  // The only uploaded picture of the demo catalogue, read with the member's token.
  await expect(gifts.locator('img[src^="blob:"]')).toHaveCount(1);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the gift pages fit the screen', async ({ page, context }) => {
    await context.addInitScript(() => window.localStorage.setItem('language', 'fr_FR'));
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await fromUsualBrowser(page);
    await page.goto('/login');
    const login = page.getByRole('main', { name: 'Connexion membre' });
    await login.getByLabel('Numéro de mobile').fill(DEMO.mobile);
    await login.getByPlaceholder('Saisissez votre mot de passe').fill(DEMO.password);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

    await page.goto('/jiedao/jd-exchange-operate');
    await expect(page.getByRole('heading', { name: 'Échange de cadeaux', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parapluie pliant' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: 'Échanger Parapluie pliant' }).click();
    await expect(page.getByRole('button', { name: 'Lire les conditions et échanger' })).toBeVisible();
    expect(await fits()).toBe(true);

    await page.goto('/jiedao/jd-exchange-log');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    expect(await fits()).toBe(true);
    await card.getByRole('link', { name: /^Détails de / }).click();
    await expect(page.getByRole('heading', { name: "Détail de l'échange" })).toBeVisible();
    expect(await fits()).toBe(true);
    await expectAccessible(page);

    await page.goto('/jiedao/jd-exchange-operate');
    await page.getByRole('region', { name: 'Activités' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/jd-details-activity\?id=\d+$/);
    await expect(page.getByRole('heading', { name: "Saison des points de fin d'année" })).toBeVisible();
    expect(await fits()).toBe(true);
    await expectAccessible(page);
  });
});
