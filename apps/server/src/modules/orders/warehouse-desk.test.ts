import { ERRORS } from '@portal/contracts/errors';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import type { ScanAnswer } from '@portal/contracts/warehouse';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { insertOrder, newMember } from '../../test/order-helpers.js';
import { readPdf } from '../../test/read-pdf.js';

// Carton labels and the scan-anything lookup of the warehouse desk (docs/warehouse.md).

const PUBLIC = 'https://portal.example';
const MM = 72 / 25.4;
const operator = (t: TestApp) => staffToken(t, 'operator', 'operator1234');

const lot = (orderId: number, cartons: number) => ({ orderId, cartons, size: '50×40×25 cm', volume: cartons * 50_000, weight: cartons * 14_000 });

function labels(t: TestApp, token: string, query: Record<string, string | number>, locale = 'en_US') {
  return t.app.inject({
    method: 'GET',
    url: '/admin-api/order/carton-labels',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
}

describeEachDb(
  'warehouse: carton labels',
  (ctx) => {
    it('prints one 100 × 150 mm label per carton of a lot, numbered through the order, and reprints the whole order', async () => {
      const t = ctx();
      const token = await operator(t);
      const shipper = await newMember(t);
      // Declared 3 cartons; lots of 2 then 2: four cartons came, the receipt is complete.
      const order = await insertOrder(t, { memberId: shipper.id, marks: 'DAKAR7' });
      expect((await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 2) })).code).toBe(0);
      expect((await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 2) })).code).toBe(0);

      const second = await labels(t, token, { orderId: order.id, lotNo: 2 });
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/pdf');
      expect(second.headers['content-disposition']).toBe(`inline; filename="${order.orderNo}-labels-lot2.pdf"`);
      const lotPdf = await readPdf(second.rawPayload);
      expect(lotPdf.pages).toHaveLength(2);
      for (const page of lotPdf.pages) {
        expect([page.width, page.height].map(Math.round)).toEqual([Math.round(100 * MM), Math.round(150 * MM)]);
        for (const text of [order.orderNo, 'DAKAR7', 'Destination']) expect(page.text).toContain(text);
        expect(page.links).toEqual([`${PUBLIC}/jd-transport?no=${order.orderNo}`]);
      }
      expect(lotPdf.pages.map((p) => /Carton \d of \d/.exec(p.text)?.[0])).toEqual(['Carton 3 of 4', 'Carton 4 of 4']);

      const whole = await readPdf((await labels(t, token, { orderId: order.id }, 'fr_FR')).rawPayload);
      expect(whole.pages.map((p) => /Carton \d sur \d/.exec(p.text)?.[0])).toEqual(['Carton 1 sur 4', 'Carton 2 sur 4', 'Carton 3 sur 4', 'Carton 4 sur 4']);
    });

    it('numbers a partial receipt against the declared cartons; an unknown lot or order is refused', async () => {
      const t = ctx();
      const token = await operator(t);
      const shipper = await newMember(t);
      const order = await insertOrder(t, { memberId: shipper.id });
      await call(t.app, 'POST', '/admin-api/order/receipt/lot', { token, body: lot(order.id, 1) });
      const first = await readPdf((await labels(t, token, { orderId: order.id, lotNo: 1 }, 'zh_CN')).rawPayload);
      expect(first.pages).toHaveLength(1);
      expect(first.text).toContain('第 1 箱 / 共 3 箱');

      const noLot = await labels(t, token, { orderId: order.id, lotNo: 5 });
      expect(noLot.statusCode).toBe(404);
      expect(noLot.json()).toMatchObject({ code: ERRORS.ORDER_RECEIPT_LOT_NOT_FOUND.code, msg: 'This order has no such lot' });
      const noOrder = await labels(t, token, { orderId: 99_999_999 });
      expect(noOrder.json()).toMatchObject({ code: ERRORS.ORDER_NOT_FOUND.code });
      const bad = await labels(t, token, { orderId: order.id, lotNo: 'two' });
      expect(bad.statusCode).toBe(400);
      const service = await labels(t, await staffToken(t, 'service', 'service1234'), { orderId: order.id });
      expect(service.json()).toMatchObject({ code: ERRORS.STAFF_ROLE_MISSING.code });
    });
  },
  { publicBaseUrl: PUBLIC },
);

describeEachDb('warehouse: scan lookup', (ctx) => {
  it('finds an order by its number in any case, by the tracking link of its QR code, and by its shipping mark', async () => {
    const t = ctx();
    const token = await operator(t);
    const shipper = await newMember(t);
    const order = await insertOrder(t, { memberId: shipper.id, marks: 'Scan42' });
    const twin = await insertOrder(t, { memberId: shipper.id, marks: 'SCAN42', status: ORDER_STATUS.inWarehouse });
    const deleted = await insertOrder(t, { memberId: shipper.id, marks: 'SCAN42', status: ORDER_STATUS.draft, deleted: true });
    const scan = async (code: string) => (await call<ScanAnswer>(t.app, 'GET', '/admin-api/order/scan', { token, query: { code } })).data.list;

    expect(await scan(` ${order.orderNo.toLowerCase()} `)).toEqual([{ kind: 'order', id: order.id, label: `${order.orderNo} · Scan42`, matchedBy: 'orderNo' }]);
    expect(await scan(`https://portal.example/jd-transport?no=${order.orderNo}`)).toEqual([
      { kind: 'order', id: order.id, label: `${order.orderNo} · Scan42`, matchedBy: 'trackingLink' },
    ]);
    const byMark = await scan('scan42');
    expect(byMark.map((m) => [m.kind, m.id, m.matchedBy])).toEqual([
      ['order', twin.id, 'marks'],
      ['order', order.id, 'marks'],
    ]);
    expect(byMark.map((m) => m.id)).not.toContain(deleted.id);
    expect(await scan('NOTHING-HERE')).toEqual([]);
  });

  it("finds a member by mobile, typed with spaces; refuses an empty code naming the field", async () => {
    const t = ctx();
    const token = await operator(t);
    const member = await newMember(t);
    const spaced = `${member.mobile.slice(0, 3)} ${member.mobile.slice(3, 7)} ${member.mobile.slice(7)}`;
    const answer = await call<ScanAnswer>(t.app, 'GET', '/admin-api/order/scan', { token, query: { code: spaced } });
    expect(answer.data.list).toEqual([{ kind: 'member', id: member.id, label: expect.stringContaining(member.mobile), matchedBy: 'mobile' }]);

    const empty = await call<{ fields: { field: string; rule: string }[] }>(t.app, 'GET', '/admin-api/order/scan', { token, query: { code: '  ' }, locale: 'en_US' });
    expect(empty.status).toBe(400);
    expect(empty.data.fields).toEqual([expect.objectContaining({ field: 'code', rule: 'v.scan.code.required' })]);
  });
});
