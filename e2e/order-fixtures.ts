import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { registerByApi, signInByApi, staffLogin } from './support';

// Orders made through the API for journeys that need one of their own: a fresh member,
// real-name certified as a reviewer would do it, and a complete order on the seeded places.

export function authorised(token: string) {
  return { Authorization: `Bearer ${token}` };
}

// Real-name certification, as the member and a reviewer would do it through the API.
export async function certify(page: Page, request: APIRequestContext, token: string, mobile: string): Promise<void> {
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
export function placeIds() {
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

export async function placeOrder(request: APIRequestContext, token: string, marks: string): Promise<{ id: number; orderNo: string }> {
  const res = await request.post('/app-api/order/order/create', {
    headers: { ...authorised(token), 'idempotency-key': `order-${marks}-${Date.now()}` },
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

// A fresh member, signed in on `page` and real-name certified: ready to place orders.
export async function signInCertified(page: Page, request: APIRequestContext, password: string): Promise<{ mobile: string; token: string }> {
  const mobile = await registerByApi(request, password);
  const token = await signInByApi(page, mobile, password);
  await certify(page, request, token, mobile);
  return { mobile, token };
}
