import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO, fromUsualBrowser, loginWithPassword, registerByApi, tokenCookie, useEnglish } from './support';
import { transitionsEnded } from './transitions';

// With motion, as most members have it: notices fade, dialogs zoom in.
test.use({ reducedMotion: 'no-preference' });

// The rough edges a newcomer met on the first screens (each one a shared piece the order
// lists will reuse): tables, failed loads, toolbars, dialogs, notices, inputs that cut.

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function useLanguage(context: BrowserContext, language: 'en_US' | 'fr_FR' | 'zh_CN'): Promise<void> {
  await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

async function signedInMember(page: Page, request: APIRequestContext): Promise<string> {
  const password = 'kite4sail';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  return tokenCookie(page.context());
}

function within(inner: { x: number; y: number; width: number; height: number }, outer: { x: number; width: number }): boolean {
  return inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

// Whether a control's placeholder (or chosen option) fits in the room the control leaves it.
function textFits(locator: Locator, which: 'placeholder' | 'selected'): Promise<boolean> {
  return locator.evaluate((el, shownText) => {
    const control = el as HTMLInputElement | HTMLSelectElement;
    const style = getComputedStyle(control);
    const shown = shownText === 'placeholder' ? (control as HTMLInputElement).placeholder : ((control as HTMLSelectElement).selectedOptions[0]?.text ?? '');
    const context2d = document.createElement('canvas').getContext('2d');
    if (!context2d) return false;
    context2d.font = style.font;
    return context2d.measureText(shown).width <= control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }, which);
}

const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('at 1366 px, in English', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('long values end in "…" with the whole text on hover, and never push the actions off the card', async ({ page, request }) => {
    const token = await signedInMember(page, request);
    const headers = { Authorization: `Bearer ${token}` };
    const unbroken = 'X'.repeat(200);
    const longAddress = 'Zone industrielle de Yopougon, lot 1245, entrepôt 7, face à la station Total, Abidjan'.padEnd(90, '.');

    const tree = (await (await request.get('/app-api/ecw/region/getListTree', { headers })).json()).data as {
      id: number;
      nameEn: string;
      children?: { id: number; nameEn: string }[];
    }[];
    const country = tree.find((node) => node.nameEn === "Côte d'Ivoire");
    const city = country?.children?.find((node) => node.nameEn === 'Abidjan');
    for (const address of [longAddress, unbroken.slice(0, 100)]) {
      const made = await request.post('/app-api/member/address/create', {
        headers,
        data: { name: 'Kofi Mensah', areaCode: '225', phone: '0701020304', countryId: country?.id, cityId: city?.id, address, isDefault: false },
      });
      expect((await made.json()).code).toBe(0);
    }
    const customer = await request.post('/app-api/member/customer/create', {
      headers,
      data: { name: 'Awa Diallo', company: unbroken.slice(0, 100), companyEn: unbroken, areaCode: '86', phone: '13912345678', address: unbroken },
    });
    expect((await customer.json()).code).toBe(0);

    await page.goto('/jiedao/jd-address-manager');
    // The list's card: a region named by the page's title.
    const card = page.getByRole('main').getByRole('region').first();
    const row = page.getByRole('row').filter({ hasText: 'Zone industrielle' });
    await expect(row.getByRole('button', { name: 'Edit' })).toBeInViewport({ ratio: 1 });
    expect(within(await box(row.getByRole('button', { name: 'Delete' })), await box(card))).toBe(true);
    expect(await pageFits(page)).toBe(true);
    // The address is cut with "…"; hovering shows all of it.
    const cell = row.getByText(/^Zone industrielle/);
    expect(await cell.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
    await cell.hover();
    await expect(page.getByRole('tooltip')).toHaveText(longAddress);
    const unbrokenRow = page.getByRole('row').filter({ hasText: 'XXXX' });
    await expect(unbrokenRow.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });

    await page.goto('/jiedao/jd-customer');
    const awa = page.getByRole('row').filter({ hasText: 'Awa Diallo' });
    await expect(awa.getByRole('button', { name: 'Edit' })).toBeInViewport({ ratio: 1 });
    expect(within(await box(awa.getByRole('button', { name: 'Delete' })), await box(page.getByRole('main').getByRole('region').first()))).toBe(true);
    expect(await pageFits(page)).toBe(true);
  });

  test('a list that failed to load says so and offers Retry, instead of "No customer yet"', async ({ page, request }) => {
    await signedInMember(page, request);
    // The network drops for the list only.
    await page.route('**/app-api/member/customer/page**', (route) => route.abort('internetdisconnected'));
    await page.goto('/jiedao/jd-customer');
    const failure = page.getByRole('main').getByText('Could not load, please try again later');
    await expect(failure).toBeVisible();
    await expect(page.getByText('No customer yet')).toBeHidden();

    await page.unroute('**/app-api/member/customer/page**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No customer yet')).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test('dialogs open on their first field; a cut paste says so; supplier groups are titled as such', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInMember(page, request);
    await page.goto('/jiedao/jd-customer');
    await page.getByRole('button', { name: 'Add customer' }).click();
    const form = page.getByRole('dialog', { name: 'Add customer' });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

    // 10,000 characters pasted into the address: 200 kept, with a counter and a message.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'A'.repeat(10_000));
    const address = form.getByLabel('Address');
    await address.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByText('Too long: only the first 200 characters were kept')).toBeVisible();
    await expect(form.getByText('200 / 200')).toBeVisible();
    expect((await address.inputValue()).length).toBe(200);
    await form.getByRole('button', { name: 'Close' }).click();

    await page.goto('/jiedao/jd-address-manager');
    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('dialog', { name: 'New address' }).getByLabel('Contact name')).toBeFocused();

    await page.goto('/jiedao/jd-supplier');
    await page.getByRole('button', { name: 'Groups' }).click();
    await expect(page.getByRole('dialog', { name: 'Supplier groups' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Customer groups' })).toHaveCount(0);
  });

  test('the sidebar shows the whole nickname and every menu text, in all three languages', async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.mobile, DEMO.password);
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
    const sidebar = page.getByRole('complementary');
    for (const language of ['en_US', 'fr_FR', 'zh_CN']) {
      await page.getByRole('combobox', { name: /^(Language|Langue|语言)$/ }).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
      await expect(sidebar.getByRole('menuitem').first()).toBeVisible();
      const cut = await sidebar.evaluate((aside) =>
        [...aside.querySelectorAll<HTMLElement>('.ant-menu-title-content, [title]')]
          // A count badge clips its rolling digits by design; its number is not a text to fit.
          .filter((el) => !el.closest('.ant-scroll-number'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.textContent),
      );
      expect(cut, language).toEqual([]);
    }
  });

  test('the form-errors notice names each field and covers neither the close button nor the language selector', async ({ page, request }) => {
    await signedInMember(page, request);
    await page.goto('/jiedao/jd-setting?dialog=password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    // The strength meter shows its empty state before anything is typed.
    await expect(dialog.getByText('Password strength', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Form errors' });
    await expect(notice).toBeVisible();
    for (const text of ['Current password cannot be empty', 'New password cannot be empty', 'Password confirmation cannot be empty']) {
      await expect(notice.getByText(text)).toBeVisible();
      await expect(dialog.getByText(text)).toBeVisible();
    }
    expect(overlaps(await box(notice), await box(dialog.getByRole('button', { name: 'Close' })))).toBe(false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/jiedao/jd-idcard?tab=enterprise');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('tabpanel').getByText('Registration or tax number cannot be empty')).toBeVisible();
    await expect(page.getByText('ID number cannot be empty')).toHaveCount(0);
  });
});

test('on the sign-in page the form-errors notice leaves the language selector free; the optional area code looks unchosen', async ({ page, context }) => {
  await useEnglish(context);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    const form = page.getByRole('main', { name: 'Member login' });
    const areaCode = form.getByLabel('Area code (optional)');
    const colour = () => areaCode.evaluate((el) => getComputedStyle(el).color);
    expect(await colour()).toBe('rgb(117, 117, 117)');
    await form.getByRole('button', { name: 'Log in' }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Form errors' });
    await expect(notice).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Language' });
    expect(overlaps(await box(notice), await box(language))).toBe(false);
    await areaCode.selectOption('86');
    expect(await colour()).not.toBe('rgb(117, 117, 117)');
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => useEnglish(context));

  test('the visited-pages strip keeps Personal center first and the current page in view', async ({ page }) => {
    await page.goto('/login?redirect=/jiedao/jd-customer');
    await loginWithPassword(page, DEMO.mobile, DEMO.password);
    // The login page's own address ends with the redirect too: wait for the path itself.
    await expect(page).toHaveURL((url) => url.pathname === '/jiedao/jd-customer');
    const strip = page.getByRole('navigation', { name: 'Visited pages' });
    for (const path of ['jd-supplier', 'jd-address-manager', 'jd-setting', 'jd-idcard', 'jd-profile', 'jd-customer']) {
      await page.goto(`/jiedao/${path}`);
      await expect(strip.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
      await expect(strip.getByRole('link').first()).toHaveText('Personal center');
    }
  });

  test('the customers toolbar takes two rows and the company verification tab is in view', async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.mobile, DEMO.password);
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
    await page.goto('/jiedao/jd-customer');
    const search = page.getByRole('searchbox', { name: 'Search' });
    const add = page.getByRole('button', { name: 'Add customer' });
    await expect(add).toBeVisible();
    // The title row holds Add customer and More actions; then the search and the group
    // filter; then the first contact's card.
    const card = await box(page.getByRole('main').getByRole('region').first());
    const first = await box(page.getByRole('main').getByRole('listitem').first());
    expect(first.y - card.y).toBeLessThan(190);
    expect((await box(add)).y - card.y).toBeLessThan(40);
    await expect(search).toBeInViewport();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: /Export selected/ })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Groups' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer groups' })).toBeVisible();

    await page.goto('/jiedao/jd-idcard');
    const company = page.getByRole('tab', { name: /Company verification/ });
    await expect(company).toBeInViewport({ ratio: 1 });
    await company.click();
    await expect(page).toHaveURL(/tab=enterprise/);
    expect(await pageFits(page)).toBe(true);
  });
});

test.describe('in French at 1366 px', () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ context }) => useLanguage(context, 'fr_FR'));

  test('sizes, placeholders and the export buttons fit', async ({ page }) => {
    await fromUsualBrowser(page);
    await page.goto('/login');
    const form = page.getByRole('main', { name: 'Connexion membre' });
    await form.getByLabel('Numéro de mobile').fill(DEMO.mobile);
    await form.getByPlaceholder('Saisissez votre mot de passe').fill(DEMO.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

    // Settings panel: each size's name on one line.
    await page.getByRole('button', { name: 'Paramètres de la page' }).click();
    const sizes = page.getByRole('radiogroup', { name: 'Taille' });
    for (const name of ['Par défaut', 'Moyenne', 'Petite', 'Mini']) {
      const option = sizes.locator('label').filter({ hasText: name });
      expect((await box(option)).height, name).toBeLessThan(30);
    }
    await page.keyboard.press('Escape');

    // Customers: the search placeholder is whole; all actions on the first row.
    await page.goto('/jiedao/jd-customer');
    const search = page.getByRole('searchbox', { name: 'Rechercher' });
    expect(await textFits(search, 'placeholder')).toBe(true);
    const add = page.getByRole('button', { name: 'Ajouter un client' });
    const exportSelected = page.getByRole('button', { name: /Exporter la sélection/ });
    expect(Math.abs((await box(exportSelected)).y - (await box(add)).y)).toBeLessThan(2);
    expect(await page.getByText('Tous les groupes').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Company information: the contact dial code shows its whole placeholder.
    await page.goto('/jiedao/jd-setting');
    const dialCode = page.getByRole('combobox', { name: 'Indicatif' });
    await expect(dialCode).toBeVisible();
    expect(await textFits(dialCode, 'selected')).toBe(true);
  });
});

test('in English at 1366 px "Export selected" stays on the first row', async ({ page, context }) => {
  await useEnglish(context);
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.goto('/jiedao/jd-customer');
  const add = page.getByRole('button', { name: 'Add customer' });
  const exportSelected = page.getByRole('button', { name: /Export selected/ });
  expect(Math.abs((await box(exportSelected)).y - (await box(add)).y)).toBeLessThan(2);
  expect(await textFits(page.getByRole('searchbox', { name: 'Search' }), 'placeholder')).toBe(true);
});

test('/myInfo shows the customer-service desk to anyone, without signing in', async ({ page, context }) => {
  await useEnglish(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/myInfo');
  await expect(page).toHaveURL(/\/myInfo$/);
  const card = page.getByRole('main', { name: 'Customer service' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: '+86 20 8888 0000' })).toHaveAttribute('href', 'tel:+862088880000');
  await expect(card.getByRole('link', { name: '+86 138 0000 0000' })).toHaveAttribute('href', 'https://wa.me/8613800000000');
  await expect(card.getByRole('link', { name: 'service@example.com' })).toHaveAttribute('href', 'mailto:service@example.com');
  await expect(card.getByText(/Monday to Saturday, 9:00-18:00/)).toBeVisible();
  await card.getByRole('button', { name: 'Copy WhatsApp' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+86 138 0000 0000');
  await card.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// The log-out question opens; the animations that started inside antd's dialog are counted.
async function animationsOpeningTheLogOutDialog(page: Page, context: BrowserContext): Promise<number> {
  await useEnglish(context);
  await context.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { started: string[] }).started = started;
    document.addEventListener('animationstart', (event) => started.push((event.target as Element).className.toString()), true);
  });
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
  await transitionsEnded(page);
  return page.evaluate(() => (window as unknown as { started: string[] }).started.filter((name) => name.includes('ant-modal') || name.includes('ant-zoom')).length);
}

test('a dialog zooms in for those who have motion on', async ({ page, context }) => {
  expect(await animationsOpeningTheLogOutDialog(page, context)).toBeGreaterThan(0);
});

test.describe('for those whose system asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('a dialog appears without zooming in', async ({ page, context }) => {
    expect(await animationsOpeningTheLogOutDialog(page, context)).toBe(0);
  });
});
