import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { memberLoginByApi, staffLoginByApi, USUAL_DEVICE, useUsualBrowser } from './sign-in-work';
import { nextPuzzle, passSlider, passSliderByApi, passSliderWithKeys } from './slider';
import { transitionsEnded } from './transitions';

// Shared steps of the journeys. The UI is driven in English through roles and labels.

export const DEMO = { areaCode: '86', mobile: '13800138000', password: 'demo1234' } as const;
const STAFF = { username: 'admin', password: 'admin1234' } as const;

// English unless the journey itself picks another language (the choice is kept in
// localStorage, so only a first visit is set).
export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'en_US');
  });
}

// A mobile number nobody has registered in this run: Chinese (+86), Ivorian (+225) or British (+44).
export function freshMobile(areaCode: '86' | '225' | '44' = '86'): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return areaCode === '86' ? `139${tail}` : areaCode === '44' ? `74${tail}` : `07${tail}`;
}

// A member created through the API (slider check, SMS code, registration), for journeys
// that start from an existing account.
export async function registerByApi(request: APIRequestContext, password: string, areaCode: '86' | '225' | '44' = '86'): Promise<string> {
  const mobile = freshMobile(areaCode);
  const captchaVerification = await passSliderByApi(request);
  const sent = await request.post('/app-api/member/send-sms-code', {
    data: { areaCode, mobile, scene: 'register', captchaVerification },
  });
  expect((await sent.json()).code).toBe(0);
  const code = await latestSmsCode(request, mobile, 'register');
  // Registered from the journeys' usual browser (sign-in-work.ts).
  const registered = await request.post('/app-api/member/reg', {
    data: { areaCode, mobile, code, password, confirmPassword: password, agreement: true },
    headers: { cookie: `portal-device=${USUAL_DEVICE}` },
  });
  expect((await registered.json()).code).toBe(0);
  return mobile;
}

export type Scene = 'register' | 'login' | 'reset-password' | 'control-password' | 'release-goods' | 'transfer-control';

// A staff token, for journeys where staff act through the API (review, outboxes).
export async function staffLogin(request: APIRequestContext): Promise<string> {
  const login = await staffLoginByApi(request, STAFF);
  expect(login.code, login.msg).toBe(0);
  return login.data.token;
}

// Staff read SMS texts from the outbox (DESIGN §3: the default sender writes there).
export async function latestSmsCode(request: APIRequestContext, mobile: string, scene: Scene): Promise<string> {
  const token = await staffLogin(request);
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get('/admin-api/system/sms-log/page', {
        params: { mobile },
        headers: { Authorization: `Bearer ${token}` },
      });
      const list = ((await res.json()).data?.list ?? []) as { scene: string; content: string }[];
      const content = list.find((item) => item.scene === scene)?.content ?? '';
      code = /\b(\d{6})\b/.exec(content)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

// Asks for a code in the form on screen (slider included, by mouse or by keys) and types it in.
export async function requestAndFillCode(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  scene: Scene,
  slider: 'mouse' | 'keys' = 'mouse',
): Promise<void> {
  const puzzle = nextPuzzle(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  await (slider === 'mouse' ? passSlider(page, puzzle) : passSliderWithKeys(page, puzzle));
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await latestSmsCode(request, mobile, scene));
}

// The page's browser becomes the one the journeys' members usually sign in from
// (sign-in-work.ts), for journeys that sign a member in by the form and are about something else.
export async function fromUsualBrowser(page: Page): Promise<void> {
  await useUsualBrowser(page.context(), baseURL());
}

export async function loginWithPassword(page: Page, mobile: string, password: string): Promise<void> {
  await fromUsualBrowser(page);
  // After a navigation the previous page stays on screen until the login page has loaded.
  // The login page's accessibility is checked once, by register-and-login.spec.ts, not at every
  // sign-in of every journey (an axe run costs seconds on a 2-core machine).
  const form = page.getByRole('main', { name: 'Member login' });
  await expect(form).toBeVisible();
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

export async function expectProfileOf(page: Page, mobile: string): Promise<void> {
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await expect(page.getByText(`+86 ${mobile}`)).toBeVisible();
  await expectAccessible(page);
}

// Logs out through the confirm dialog; the session's token must then be dead on the server
// too (the page does not wait long for that answer, so it is polled).
export async function logout(page: Page): Promise<void> {
  const token = await tokenCookie(page.context());
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main', { name: 'Member login' })).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'Admin-Token' }));
  await expect
    .poll(async () => {
      const answer = await page.request.get('/app-api/member/user/get', { headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { code: number }).code;
    })
    .toBe(50012);
}

export async function tokenCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('no Admin-Token cookie');
  return cookie.value;
}

// A member API read as the signed-in page's member (checking the server behind the screen).
export async function memberGet<T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> {
  const token = await tokenCookie(page.context());
  const body = (await (await page.request.get(path, { params, headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en_US' } })).json()) as { code: number; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

// axe-core's checks on the page; a serious or critical violation fails the journey. It waits
// for running transitions (a button fading back from its loading state, a dialog zooming in)
// to end first: colours read halfway through one are not the page's.
// axe-core's script, put into a page once per document and run there (docs/decisions.md,
// "Accessibility checks in the journeys"): no blank page opened per check, no report of what
// passed. The app has no frames, so none are searched.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function expectAccessible(page: Page): Promise<void> {
  await transitionsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    return (await axe.run(document, { resultTypes: ['violations'], iframes: false })).violations;
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `accessibility of ${page.url()}`,
  ).toEqual([]);
}

// antd Select: open it by its label (inside `scope`, when several fields share it), pick the
// option by its text, until the select shows it: on a busy machine a click can land while a
// dropdown is still opening, or on the one just closing over it.
export async function chooseOption(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 2_000 });
    await expect(select.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

// The price query's form (2 cartons of 50.5 × 40 × 30 cm, 15.25 kg of cotton T-shirts on the
// given route), then Check price.
export async function fillShipment(page: Page, shipment: { origin: string; destination: string; transport: string }) {
  await chooseOption(page, 'Origin', shipment.origin);
  await chooseOption(page, 'Destination city', shipment.destination);
  await chooseOption(page, 'Transport', shipment.transport);
  await page.getByLabel('Product', { exact: true }).fill('cotton');
  await page.locator('.ant-select-dropdown:visible').getByTitle('Cotton T-shirts · P-TSHIRT', { exact: true }).click();
  await page.getByLabel('Cartons', { exact: true }).fill('2');
  await page.getByLabel('Total quantity', { exact: true }).fill('100');
  await page.getByLabel('Total weight (kg)', { exact: true }).fill('15.25');
  await page.getByLabel('Length', { exact: true }).fill('50.5');
  await page.getByLabel('Width', { exact: true }).fill('40');
  await page.getByLabel('Height', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Check price' }).click();
}

// The shipping form's first step for sea freight: Guangzhou (its warehouse) to Abidjan (its
// warehouse) on the standard sea channel, as seeded.
export async function chooseSeaRoute(page: Page, form: Locator): Promise<void> {
  await chooseOption(page, 'Origin city', 'Guangzhou', form);
  await chooseOption(page, 'Origin warehouse', 'Guangzhou warehouse', form);
  await chooseOption(page, 'Destination country', "Côte d'Ivoire", form);
  await chooseOption(page, 'Destination city', 'Abidjan', form);
  await chooseOption(page, 'Destination warehouse', 'Abidjan warehouse', form);
  await form.getByLabel('Channel', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(/^Sea – standard/).click();
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// 11010519491231002X: a well-formed mainland ID number (check character X).
const ID_NUMBER = '11010519491231002X';

// The member's real-name verification, submitted and approved through the API, for journeys
// by a member who is already verified (shipping needs it).
export async function certify(page: Page, request: APIRequestContext, token: string, mobile: string): Promise<void> {
  const photo = { name: 'id.png', mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) };
  const urls: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const uploaded = await request.post('/app-api/file/upload?purpose=id-card', { headers: auth(token), multipart: { file: photo } });
    urls.push((await uploaded.json()).data.url as string);
  }
  const submitted = await request.put('/app-api/member/user/auth-idcard', {
    headers: auth(token),
    data: { name: 'Li Wei', cardType: 'mainland_id', cardNumber: ID_NUMBER, img1: urls[0], img2: urls[1] },
  });
  expect((await submitted.json()).code).toBe(0);
  const staff = auth(await staffLogin(request));
  const queue = await (await request.get('/admin-api/member/kyc/real-name/page', { params: { status: 0, pageSize: 100 }, headers: staff })).json();
  const item = (queue.data.list as { id: number; mobile: string }[]).find((entry) => entry.mobile === mobile);
  const approved = await request.post(`/admin-api/member/kyc/real-name/${item!.id}/approve`, { headers: staff });
  expect((await approved.json()).code).toBe(0);
}

export function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

// Ids of the reference data, by English name, for orders made through the API.
export async function places(request: APIRequestContext) {
  type City = { id: number; nameEn: string; country: { id: number; nameEn: string } };
  const cities = async (type: string) => (await (await request.get('/app-api/ecw/region/getTradeCityList', { params: { type } })).json()).data as City[];
  const start = (await cities('start')).find((city) => city.nameEn === 'Guangzhou')!;
  const dest = (await cities('dest')).find((city) => city.nameEn === 'Abidjan')!;
  return { startCityId: start.id, destCountryId: dest.country.id, destCityId: dest.id };
}

// A complete order for the API, consignor the member itself.
export async function orderBody(request: APIRequestContext, mobile: string) {
  return {
    transportType: '1',
    orderType: '1',
    ...(await places(request)),
    consignor: { name: 'Li Wei', areaCode: '86', phone: mobile },
    consignee: { name: 'Kofi Mensah', areaCode: '225', phone: '0701020305' },
    marks: 'KOFI1',
    goods: [{ proZh: '鞋', proEn: 'Shoes', num: 2, unit: 'carton', quantity: 40, volume: 200_000, weight: 30_000, worth: 50_000 }],
    deliveryDate: inDays(5),
    deliveryaddress: 'Plateau',
    addressdetail: 'Avenue Chardy 3',
  };
}

function baseURL(): string {
  return test.info().project.use.baseURL!;
}

// Signs the demo member in through the login page; the personal centre opens.
export async function loginDemo(page: Page): Promise<void> {
  await signInByApi(page, DEMO.mobile, DEMO.password);
}

// Signed in without the login form, for journeys about something else (the form has its own:
// register-and-login, sms-login, session-expiry, walkthrough): the login call, its token in the
// session cookie as the login page keeps it, then the personal centre, where a sign-in lands.
// Saves loading and filling the login page, seconds a journey on a 2-core machine.
export async function signInByApi(page: Page, mobile: string, password: string): Promise<string> {
  await fromUsualBrowser(page);
  const body = await memberLoginByApi(page.request, { mobile, password });
  expect(body.code, body.msg).toBe(0);
  const token = body.data.token;
  const origin = new URL(baseURL()).origin;
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: origin, sameSite: 'Lax' }]);
  await page.goto('/jiedao/jd-profile');
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  return token;
}

// A staff member signs in through the console's own form (docs/staff-console.md). The first
// visit loads the console's chunks, which on a loaded 2-core machine can take longer than 10 s.
export async function staffSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// A lot of a receipt on the warehouse desk, as the operator measured it.
export interface Lot {
  cartons: string;
  size: string;
  volume: string;
  weight: string;
}

export async function fillLot(lot: Locator, figures: Lot): Promise<void> {
  await lot.getByLabel(/^Cartons/).fill(figures.cartons);
  await lot.getByLabel('Carton size').fill(figures.size);
  await lot.getByLabel('Volume (m³)').fill(figures.volume);
  await lot.getByLabel('Weight (kg)').fill(figures.weight);
}
