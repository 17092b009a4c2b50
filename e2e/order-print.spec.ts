import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expectAccessible, expectProfileOf, loginWithPassword, registerByApi, staffLogin, tokenCookie, useEnglish } from './support';

// Printing an order's documents: the lading bill with its barcode and QR code, the PDF the
// server draws of it, and the carton labels of two orders at once.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

function authorised(token: string) {
  return { Authorization: `Bearer ${token}` };
}

// Real-name certification, as the member and a reviewer would do it through the API.
async function certify(page: Page, request: APIRequestContext, token: string, mobile: string): Promise<void> {
  const photo = async (name: string) => ({ name, mimeType: 'image/png', buffer: await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } }) });
  const upload = async (name: string) => {
    const res = await request.post('/app-api/file/upload', { params: { purpose: 'id-card' }, headers: authorised(token), multipart: { file: await photo(name) } });
    return ((await res.json()) as { data: { url: string } }).data.url;
  };
  const submitted = await request.put('/app-api/member/user/auth-idcard', {
    headers: authorised(token),
    data: { name: 'Chen Jing', cardType: 'mainland_id', cardNumber: '11010519491231002X', img1: await upload('front.png'), img2: await upload('back.png') },
  });
  expect((await submitted.json()).code).toBe(0);
  const staff = { Authorization: `Bearer ${await staffLogin(request)}` };
  const pending = await (await request.get('/admin-api/member/kyc/real-name/page', { params: { status: 0, pageSize: 100 }, headers: staff })).json();
  const item = (pending.data.list as { id: number; mobile: string }[]).find((entry) => entry.mobile === mobile);
  expect((await (await request.post(`/admin-api/member/kyc/real-name/${item!.id}/approve`, { headers: staff })).json()).code).toBe(0);
}

// Ids of seeded places by code, read from the server's database (as slider.ts reads puzzles).
function placeIds() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const id = (table: string, code: string) => (db.prepare(`select id from ${table} where code = ?`).get(code) as { id: number }).id;
    return {
      startCityId: id('region', 'CN-GUANGZHOU'),
      startWarehouseId: id('warehouse', 'WH-CN-GZ'),
      destCountryId: id('region', 'CI'),
      destCityId: id('region', 'CI-ABIDJAN'),
      destWarehouseId: id('warehouse', 'WH-CI-ABJ'),
      channelId: id('channel', 'SEA_STANDARD'),
    };
  } finally {
    db.close();
  }
}

async function placeOrder(request: APIRequestContext, token: string, marks: string): Promise<{ id: number; orderNo: string }> {
  const res = await request.post('/app-api/order/order/create', {
    headers: { ...authorised(token), 'idempotency-key': `print-${marks}-${Date.now()}` },
    data: {
      orderType: '1',
      transportType: '1',
      ...placeIds(),
      consignor: { name: 'Chen Jing', company: 'Guangzhou Lighting Co.', areaCode: '86', phone: '13912345678', email: 'chen@example.com' },
      consignee: { name: 'Kouadio Yao', company: 'Yao Distribution', areaCode: '225', phone: '0701020304' },
      marks,
      goods: [
        { proZh: 'LED灯', proEn: 'LED lamps', num: 10, unit: 'carton', quantity: 500, volume: 1_200_000, weight: 150_000, worth: 250_000 },
        { proZh: '插座', proEn: 'Sockets', num: 5, unit: 'carton', quantity: 300, volume: 400_000, weight: 60_000, worth: 90_000 },
      ],
      deliveryDate: '2026-12-01',
      deliveryaddress: 'Cocody',
      addressdetail: 'Rue des Jardins 12',
    },
  });
  const answer = (await res.json()) as { code: number; msg: string; data: { id: number; orderNo: string } };
  expect(answer.msg).toBe('');
  return answer.data;
}

test('a member prints the lading bill of an order: barcode, QR code, PDF, and two carton labels at once', async ({ page, request }) => {
  const password = 'print1234';
  const mobile = await registerByApi(request, password);
  await page.goto('/login');
  await loginWithPassword(page, mobile, password);
  await expectProfileOf(page, mobile);
  const token = await tokenCookie(page.context());
  await certify(page, request, token, mobile);
  const first = await placeOrder(request, token, 'PRINT1');
  const second = await placeOrder(request, token, 'PRINT2');

  await page.goto(`/jiedao/jd-print?type=lading-bill&ids=${first.id}`);
  const bill = page.getByRole('article', { name: `Bill of lading ${first.orderNo}` });
  await expect(bill).toBeVisible();
  await expect(bill.getByRole('img', { name: `Barcode of order ${first.orderNo}` })).toBeVisible();
  await expect(bill.getByRole('img', { name: 'QR code of the tracking page' })).toBeVisible();
  await expect(bill.getByRole('cell', { name: 'LED灯' })).toBeVisible();
  await expect(bill.getByText('PRINT1')).toBeVisible();
  await expectAccessible(page);

  // The server's PDF of the same document.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await download).suggestedFilename()).toBe(`${first.orderNo}-lading-bill.pdf`);

  // On paper only the document: the member area's menu is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(bill).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await page.emulateMedia({ media: null });

  // Two orders' carton labels, each on a 100 × 150 mm page.
  await page.goto(`/jiedao/jd-print?type=label&ids=${first.id},${second.id}`);
  for (const order of [first, second]) {
    const label = page.getByRole('article', { name: `Warehouse receipt label ${order.orderNo}` });
    await expect(label.getByRole('img', { name: `Barcode of order ${order.orderNo}` })).toBeVisible();
  }
  await expect(page.getByText('2 to print')).toBeVisible();
  const printed = await page.pdf({ preferCSSPageSize: true });
  const sizes = [...printed.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Math.round(Number(m[1])), Math.round(Number(m[2]))]);
  expect(sizes).toEqual([
    [283, 425],
    [283, 425],
  ]);

  // Nothing selected.
  await page.goto('/jiedao/jd-print?type=receipt');
  await expect(page.getByText('Nothing to print')).toBeVisible();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByRole('alert').getByText('Nothing to print')).toBeVisible();
});
