import { expect, test } from '@playwright/test';
import type { DestCurrencyResult } from '@portal/contracts/ecw';
import { DEMO, expectAccessible, fillShipment, loginWithPassword, tokenCookie, useEnglish } from './support';

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

interface Quote {
  total: number;
  channel: { nameEn: string } | null;
  converted: { currency: { code: string; digits: number }; total: number } | null;
}

test('the demo member checks a price from the sidebar and sees each line with its total; an unpriced route shows No available line', async ({ page }) => {
  // Two forms filled and four accessibility checks on a shared 2-core machine.
  test.slow();
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);

  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Price query' }).click();
  await expect(page).toHaveURL(/\/jiedao\/jd-price$/);
  await expect(page.getByText('Fill in the shipment and check the price.')).toBeVisible();
  await expectAccessible(page);

  // A decimal too many is refused in the form, naming the field, before any call.
  await page.getByLabel('Total weight (kg)', { exact: true }).fill('1.234');
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByText('Weight must be above 0, with at most two decimals').first()).toBeVisible();

  // 2 cartons of 50.5 × 40 × 30 cm weigh 20.2 kg by volume (more than 15.25 kg): by air general
  // goods at $8.50/kg that is $171.70, the cheapest line.
  await fillShipment(page, { origin: 'Guangzhou', destination: "Abidjan, Côte d'Ivoire", transport: 'Air freight' });
  const cheapest = page.getByRole('row').filter({ hasText: 'Air – general goods' });
  await expect(cheapest).toContainText('20.2 kg');
  await expect(cheapest).toContainText('$171.70');
  await expect(page.getByText('3 lines, cheapest first')).toBeVisible();

  // The server gives the same figures.
  const token = await tokenCookie(page.context());
  const city = async (code: string) => {
    const tree = (await (await page.request.get('/app-api/ecw/region/getTradeCityList')).json()).data as { id: number; code: string }[];
    return tree.find((c) => c.code === code)!.id;
  };
  const products = (await (await page.request.get('/app-api/ecw/product/page', { params: { keyword: 'P-TSHIRT' } })).json()).data.list as { id: number }[];
  const shipment = { startCityId: await city('CN-GUANGZHOU'), destCityId: await city('CI-ABIDJAN'), productId: products[0]!.id, transportType: '2', cartons: 2, quantity: 100, weight: 15.25, length: 50.5, width: 40, height: 30 };
  const answer = await page.request.post('/app-api/product/line/price/calculation', { headers: { Authorization: `Bearer ${token}` }, data: shipment });
  const quotes = (await answer.json()).data.quotes as Quote[];
  expect(quotes.map((q) => [q.channel?.nameEn, q.total])).toEqual([
    ['Air – general goods', 17_170],
    ['Air – express', 22_220],
    ['Air – sensitive goods', 26_260],
  ]);

  // The demo member's area code (86) makes yuan the quote currency: each total is also shown
  // in CNY at the e-cash rate the server names, as the server converts it.
  const currency = (await (
    await page.request.get('/app-api/ecw/region/check/dest-currency/area-code/', { params: { destCityId: await city('CI-ABIDJAN'), areaCode: DEMO.areaCode } })
  ).json()).data as DestCurrencyResult;
  expect([currency.quoteBasis, currency.quoteCurrency.code, currency.currency?.code]).toEqual(['member', 'CNY', 'XOF']);
  const inYuan = await page.request.post('/app-api/product/line/price/calculation', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...shipment, quoteCurrency: 'CNY' },
  });
  const converted = ((await inYuan.json()).data.quotes as Quote[])[0]!.converted!;
  expect(converted.currency.code).toBe('CNY');
  const yuan = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY' }).format(converted.total / 100);
  await expect(cheapest).toContainText(`≈ ${yuan}`);
  await expect(page.getByText(`1 USD = ${currency.ecashRate} CNY`)).toBeVisible();
  await expectAccessible(page);

  // On a phone each line is a card with its total.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('.ant-card').filter({ hasText: 'Air – general goods' }).last();
  await expect(card).toContainText('$171.70');
  await expect(card).toContainText(`≈ ${yuan}`);
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Yiwu to Kinshasa by sea is an opened route without a price line.
  await page.getByRole('button', { name: 'New query' }).click();
  await fillShipment(page, { origin: 'Yiwu', destination: 'Kinshasa, DR Congo', transport: 'Sea freight (LCL)' });
  await expect(page.getByText('No available line')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '$' })).toHaveCount(0);
  await expectAccessible(page);
});

// On a phone the form is native inputs and the phone's own pickers (docs/decisions.md, "The
// price check on a phone"): the same shipment, the same cheapest line, as a card.
test('on a phone the member checks a price with the phone’s own pickers and sees each line as a card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await loginWithPassword(page, DEMO.mobile, DEMO.password);
  await expect(page).toHaveURL(/\/jiedao\/jd-profile$/);
  await page.goto('/jiedao/jd-price');
  await page.getByLabel('Origin', { exact: true }).selectOption({ label: 'Guangzhou' });
  await page.getByLabel('Destination city', { exact: true }).selectOption({ label: "Abidjan, Côte d'Ivoire" });
  await page.getByLabel('Transport', { exact: true }).selectOption({ label: 'Air freight' });
  await page.getByLabel('Search by name or code').fill('cotton');
  const product = page.getByLabel('Product', { exact: true });
  await expect(product.getByRole('option', { name: 'Cotton T-shirts · P-TSHIRT' })).toBeAttached();
  await product.selectOption({ label: 'Cotton T-shirts · P-TSHIRT' });
  for (const [label, value] of [['Cartons', '2'], ['Total quantity', '100'], ['Total weight (kg)', '15.25'], ['Length', '50.5'], ['Width', '40'], ['Height', '30']] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check price' }).click();
  const card = page.locator('.ant-card').filter({ hasText: 'Air – general goods' });
  await expect(card).toContainText('20.2 kg');
  await expect(card).toContainText('$171.70');
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveCount(0);

  // Another origin blanks the destination and the transport.
  await page.getByLabel('Origin', { exact: true }).selectOption({ label: 'Yiwu' });
  await expect(page.getByLabel('Destination city', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Transport', { exact: true })).toHaveValue('');
});
