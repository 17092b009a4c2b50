import { ERRORS } from '@portal/contracts/errors';
import type { OrderSaved } from '@portal/contracts/order';
import { beforeAll, expect, it } from 'vitest';
import { call, staffToken } from '../../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../../test/harness.js';
import { newMember, orderCall, orderPlaces, placeOrder, validOrder, type TestMember } from '../../../test/order-helpers.js';
import { readPdf } from '../../../test/read-pdf.js';

const PUBLIC = 'https://portal.example';
const MM = 72 / 25.4;

describeEachDb(
  'orders: lading bill and warehouse receipt as PDF',
  (ctx) => {
    let shipper: TestMember;
    let consignee: TestMember;
    let stranger: TestMember;
    let order: OrderSaved;
    let draftId: number;

    beforeAll(async () => {
      const t = ctx();
      const places = await orderPlaces(t);
      shipper = await newMember(t);
      consignee = await newMember(t, { areaCode: '225', mobile: '0708091011' });
      stranger = await newMember(t);
      order = await placeOrder(
        t,
        shipper.token,
        validOrder(places, { consignee: { name: 'Awa Traoré', company: 'Traoré SARL', areaCode: '225', phone: consignee.mobile, email: 'awa@example.ci' } }),
      );
      const draft = await orderCall<OrderSaved>(t, 'POST', 'draft', { token: shipper.token, body: { transportType: '1', marks: 'DRAFT1' } });
      expect(draft.code).toBe(0);
      draftId = draft.data.id;
    });

    async function fetchDocument(t: TestApp, path: string, token: string, query: Record<string, string | number>, locale = 'fr_FR', timeZone?: string) {
      const headers = { authorization: `Bearer ${token}`, 'accept-language': locale, ...(timeZone ? { 'x-time-zone': timeZone } : {}) };
      const res = await t.app.inject({ method: 'GET', url: `/app-api/order/order/${path}`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
      return res;
    }

    it('gives the shipper the lading bill in French, with the Chinese goods names and the tracking link', async () => {
      const t = ctx();
      const res = await fetchDocument(t, 'lading-bill', shipper.token, { id: order.id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${order.orderNo}-lading-bill.pdf"`);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.pages).toHaveLength(1);
      for (const text of ['Connaissement', 'Expéditeur', 'Destinataire', 'Marchandises', 'LED灯', '插座', 'Awa Traoré', 'Entrepôt', order.orderNo]) expect(pdf.text).toContain(text);
      expect(pdf.pages[0]!.links).toEqual([`${PUBLIC}/jd-transport?no=${order.orderNo}`]);
    });

    it('gives the warehouse receipt on A4 and as a 100 × 150 mm label, in the language asked for', async () => {
      const t = ctx();
      const a4 = await readPdf((await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id }, 'zh_CN')).rawPayload);
      expect(a4.pages[0]!.width).toBeCloseTo(595.28, 1);
      expect(a4.text).toContain('入仓单');
      expect(a4.text).toContain('尚未入仓');
      const label = await readPdf((await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id, format: 'label' }, 'en_US')).rawPayload);
      expect(label.pages).toHaveLength(1);
      expect([label.pages[0]!.width, label.pages[0]!.height].map(Math.round)).toEqual([Math.round(100 * MM), Math.round(150 * MM)]);
      expect(label.text).toContain('YAO2024');
    });

    it('gives a consignee the warehouse receipt without shipper-only data, and no lading bill', async () => {
      const t = ctx();
      const bill = await fetchDocument(t, 'lading-bill', consignee.token, { id: order.id }, 'en_US');
      expect(bill.statusCode).toBe(403);
      expect(bill.json()).toMatchObject({ code: ERRORS.ORDER_LADING_BILL_SHIPPER_ONLY.code, msg: 'For the bill of lading, please contact the shipper' });

      const receipt = await fetchDocument(t, 'warehouse-receipt', consignee.token, { id: order.id }, 'en_US');
      expect(receipt.statusCode).toBe(200);
      const text = (await readPdf(receipt.rawPayload)).text;
      expect(text).toContain('Li Wei');
      expect(text).not.toContain('13912345678');
      expect(text).not.toContain('li.wei@example.com');
    });

    it('prints what the warehouse received once staff wrote the receipt', async () => {
      const t = ctx();
      const operator = await staffToken(t, 'operator', 'operator1234');
      const written = await call(t.app, 'POST', '/admin-api/order/receipt', {
        token: operator,
        body: { orderId: order.id, cartons: 14, size: '60×40×40 cm', volume: 1_650_000, weight: 212_500, inTime: '2026-11-22T08:30:00Z' },
      });
      expect(written.code).toBe(0);
      const text = (await readPdf((await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id }, 'en_US', 'Africa/Abidjan')).rawPayload)).text;
      expect(text).not.toContain('Not received yet');
      for (const value of ['Received at the warehouse', '60×40×40 cm', '1.65', '212.5', '2026-11-22 08:30 GMT']) expect(text).toContain(value);
      // Times in the reader's zone, as the screen shows them; without one, the company's.
      const paris = (await readPdf((await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id }, 'en_US', 'Europe/Paris')).rawPayload)).text;
      expect(paris).toContain('2026-11-22 09:30 GMT+1');
      const company = (await readPdf((await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id }, 'en_US')).rawPayload)).text;
      expect(company).toContain('2026-11-22 16:30 GMT+8');
      const bad = await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id }, 'en_US', 'Mars/Olympus');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('x-time-zone');
      const label = (await readPdf((await fetchDocument(t, 'warehouse-receipt', consignee.token, { id: order.id, format: 'label' }, 'en_US')).rawPayload)).text;
      expect(label).toContain('212.5');
    });

    it("answers another member's order like a missing one, and a draft as not printable", async () => {
      const t = ctx();
      for (const [token, id] of [
        [stranger.token, order.id],
        [shipper.token, 999_999_999],
      ] as const) {
        for (const path of ['lading-bill', 'warehouse-receipt']) {
          const res = await fetchDocument(t, path, token, { id });
          expect([path, res.statusCode, res.json().code]).toEqual([path, 404, ERRORS.ORDER_NOT_FOUND.code]);
        }
      }
      const draft = await fetchDocument(t, 'lading-bill', shipper.token, { id: draftId }, 'en_US');
      expect(draft.statusCode).toBe(409);
      expect(draft.json().code).toBe(ERRORS.ORDER_ACTION_NOT_ALLOWED.code);
    });

    it('refuses bad input naming the field, and callers without a session', async () => {
      const t = ctx();
      const format = await fetchDocument(t, 'warehouse-receipt', shipper.token, { id: order.id, format: 'poster' }, 'en_US');
      expect(format.statusCode).toBe(400);
      expect(format.json().data.fields).toMatchObject([{ field: 'format' }]);
      const noId = await fetchDocument(t, 'lading-bill', shipper.token, {}, 'en_US');
      expect(noId.statusCode).toBe(400);
      expect(noId.json().data.fields).toMatchObject([{ field: 'id' }]);
      const anonymous = await t.app.inject({ method: 'GET', url: `/app-api/order/order/lading-bill?id=${order.id}` });
      expect(anonymous.json().code).toBe(ERRORS.TOKEN_INVALID.code);
    });
  },
  { publicBaseUrl: PUBLIC },
);
