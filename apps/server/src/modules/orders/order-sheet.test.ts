import { XLSX_MIME } from '@portal/contracts/address-book';
import type { CursorPage } from '@portal/contracts/cursor';
import type { OrderDetail, OrderListItem, OrderSubmitResult } from '@portal/contracts/order';
import type { OrderImportProgress, OrderImportRefusal, OrderImportResult } from '@portal/contracts/order-import';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember, orderCall, type TestMember } from '../../test/order-helpers.js';
import { englishGoods, englishOrder, filledTemplate, openWorkbook, sheetText } from '../../test/order-sheet-helpers.js';

// The order spreadsheets through the routes, on both databases: the template filled and
// imported, bad rows refused all-or-nothing or left out, progress, the drafts submitted, the
// export with the list's filters, and scoping.

const v = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key].en_US;

describeEachDb('order spreadsheets', (ctx) => {
  let template: Buffer;
  let shipper: TestMember;

  const upload = <T>(t: TestApp, token: string, file: Buffer, query: Record<string, string> = {}) =>
    t.app
      .inject({
        method: 'POST',
        url: '/app-api/order/order/import',
        query,
        headers: { authorization: `Bearer ${token}`, 'content-type': XLSX_MIME, 'accept-language': 'en_US' },
        payload: file,
      })
      .then((res) => ({ status: res.statusCode, ...(res.json() as { code: number; msg: string; data: T }) }));
  const download = (t: TestApp, token: string, path: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/app-api/order/order/${path}`, query, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en_US' } });
  const list = async (token: string, query: Record<string, string | number> = {}) =>
    (await orderCall<CursorPage<OrderListItem>>(ctx(), 'GET', 'page', { token, query: { pageSize: 100, ...query } })).data.list;
  const exported = async (token: string, query: Record<string, string>) => {
    const res = await download(ctx(), token, 'export', query);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return sheetText((await openWorkbook(res.rawPayload)).worksheets[0]!);
  };

  beforeAll(async () => {
    shipper = await newMember(ctx());
    const res = await download(ctx(), shipper.token, 'import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('orders-template.xlsx');
    template = res.rawPayload;
  });

  it('imports a filled template as drafts of the member, with every field and goods line', async () => {
    const member = await newMember(ctx());
    const file = await filledTemplate(
      template,
      [
        englishOrder('A1', {
          Transport: 'Air freight',
          Channel: 'Air – general goods',
          'Origin warehouse': 'Guangzhou warehouse',
          'Consignee e-mail': 'kofi@example.com',
          'Cargo handover': 'Collect it from me',
          'Loading time': '2026-11-30 09:30',
          'Loading address': 'Baiyun, Guangzhou',
          Insurance: 'Yes',
        }),
        englishOrder('A2', { 'Destination country': 'Senegal', 'Destination city': 'Dakar', 'Consignee dial code': '221', 'Consignee phone': '771234567' }),
      ],
      [englishGoods('A1', { 'Product attributes': 'Contains batteries' }), englishGoods('A2'), englishGoods('A1', { 'Item name (English)': 'Saucers', 'Weight (kg)': 2 })],
    );
    const answer = await upload<OrderImportResult>(ctx(), member.token, file);
    expect(answer).toMatchObject({ status: 200, code: 0, data: { total: 2, imported: 2, errors: [] } });
    expect(answer.data.drafts.map((d) => [d.line, d.orderNo.slice(0, 2)])).toEqual([
      [2, 'AI'],
      [3, 'SE'],
    ]);

    const detail = (await orderCall<OrderDetail>(ctx(), 'GET', 'get', { token: member.token, query: { id: answer.data.drafts[0]!.id } })).data;
    expect(detail).toMatchObject({
      status: 0,
      orderNo: answer.data.drafts[0]!.orderNo,
      transportType: '2',
      marks: 'KMA1',
      harvestMethod: 'pickup',
      loadingTime: expect.stringMatching(/^2026-11-30T01:30:00(\.000)?Z$/),
      isInsured: true,
      consignee: { name: 'Kofi Mensah', areaCode: '233', phone: '241234567', email: 'kofi@example.com' },
      totalNum: 6,
      totalWeight: 14_500,
      totalVolume: 1_000_000,
      totalWorth: 24_100,
      channel: { code: 'AIR_NORMAL' },
      startWarehouse: { code: 'WH-CN-GZ' },
    });
    expect(detail.goods.map((g) => [g.proEn, g.num, g.unit, g.weight, g.worth])).toEqual([
      ['Ceramic cups', 3, 'carton', 12_500, 12_050],
      ['Saucers', 3, 'carton', 2000, 12_050],
    ]);
    // The air channel takes no batteries: the draft is flagged with why, as `draft` would.
    expect(detail.flags).toEqual([expect.objectContaining({ line: 0, reason: expect.stringContaining('Air – general goods') })]);

    expect((await list(member.token, { status: 0 })).map((o) => o.orderNo).sort()).toEqual(answer.data.drafts.map((d) => d.orderNo).sort());
    // Nobody else sees them.
    expect(await list(shipper.token, { status: 0 })).toEqual([]);
  });

  it('refuses a file with bad rows as a whole, naming line, column and the rule, and imports the good ones on request', async () => {
    const member = await newMember(ctx());
    const file = await filledTemplate(
      template,
      [
        englishOrder('1'),
        // The create route's checks: a phone that is no number under its dial code; air from
        // Yiwu, where no air route leaves.
        englishOrder('2', { 'Consignee phone': '12' }),
        englishOrder('3', { Transport: 'Air freight', 'Origin city': 'Yiwu', 'Origin warehouse': 'Yiwu warehouse', Channel: 'AIR_NORMAL' }),
        // The schema's rules.
        englishOrder('4', { 'Shipping mark': 'KM-4', 'Estimated delivery date': undefined }),
        englishOrder('5'),
      ],
      [englishGoods('1'), englishGoods('2'), englishGoods('3'), englishGoods('4'), englishGoods('5', { Quantity: 0 })],
    );
    const before = (await list(member.token)).length;
    const refused = await upload<OrderImportRefusal>(ctx(), member.token, file);
    expect(refused).toMatchObject({ status: 400, code: 1_004_034, msg: '4 rows have errors, nothing was imported', data: { total: 5, valid: 1 } });
    const route = v('v.order.route.unavailable');
    expect(refused.data.errors.map((e) => [e.sheet, e.line, e.column, e.header, e.message])).toEqual([
      ['orders', 3, 'T', 'Consignee phone', v('v.phone.format')],
      ['orders', 4, 'D', 'Channel', route],
      ['orders', 4, 'F', 'Origin warehouse', route],
      ['orders', 5, 'V', 'Shipping mark', v('v.order.marks.chars')],
      ['orders', 5, 'X', 'Estimated delivery date', v('v.order.deliveryDate.required')],
      ['goods', 6, 'G', 'Quantity', v('v.order.goods.quantity')],
    ]);
    expect(await list(member.token)).toHaveLength(before);

    const partial = await upload<OrderImportResult>(ctx(), member.token, file, { mode: 'valid-only' });
    expect(partial).toMatchObject({ status: 200, data: { total: 5, imported: 1, drafts: [{ line: 2 }] } });
    expect(partial.data.errors).toEqual(refused.data.errors);
    expect((await list(member.token)).map((o) => o.marks)).toEqual(['KM1']);
  });

  it('says how far an upload has got, to its own member only', async () => {
    const member = await newMember(ctx());
    const progressId = 'progress-test-1';
    const file = await filledTemplate(template, [englishOrder('1')], [englishGoods('1')]);
    const ask = (token: string) => orderCall<OrderImportProgress>(ctx(), 'GET', 'import-progress', { token, query: { id: progressId } });
    expect((await ask(member.token)).data).toEqual({ stage: 'waiting', done: 0, total: 0 });
    expect((await upload<OrderImportResult>(ctx(), member.token, file, { progressId })).code).toBe(0);
    expect((await ask(member.token)).data.stage).toBe('finished');
    expect((await ask(shipper.token)).data.stage).toBe('waiting');
    expect((await orderCall(ctx(), 'GET', 'import-progress', { token: member.token, query: { id: 'no' } })).status).toBe(400);
  });

  it('lets the member submit the imported drafts, all selected at once', async () => {
    const member = await newMember(ctx());
    const uncertified = await newMember(ctx(), { certified: false });
    const file = await filledTemplate(template, [englishOrder('1'), englishOrder('2')], [englishGoods('1'), englishGoods('2')]);
    const ids = (await upload<OrderImportResult>(ctx(), member.token, file)).data.drafts.map((d) => d.id);
    const submitted = await orderCall<OrderSubmitResult>(ctx(), 'POST', 'submit', { token: member.token, body: { ids } });
    expect(submitted.data).toEqual({ submitted: ids, refused: [] });
    expect((await list(member.token, { status: 1 })).map((o) => o.id).sort()).toEqual([...ids].sort());

    const theirs = (await upload<OrderImportResult>(ctx(), uncertified.token, file)).data.drafts.map((d) => d.id);
    expect((await orderCall(ctx(), 'POST', 'submit', { token: uncertified.token, body: { ids: theirs } })).code).toBe(1_005_003);
  });

  it("exports the member's list with its filters or the selected orders, in kg, m³ and the order currency", async () => {
    const member = await newMember(ctx());
    const consignee = await newMember(ctx(), { areaCode: '225', mobile: '0701020399' });
    const file = await filledTemplate(
      template,
      [
        englishOrder('S1', { 'Shipping mark': 'SEAONE' }),
        englishOrder('A1', { Transport: 'Air freight', 'Shipping mark': 'AIRONE' }),
        englishOrder('C1', {
          'Shipping mark': 'TOYAO',
          'Destination country': "Côte d'Ivoire",
          'Destination city': 'Abidjan',
          'Consignee dial code': '225',
          'Consignee phone': '0701020399',
        }),
      ],
      [englishGoods('S1'), englishGoods('A1', { 'Weight (kg)': 1.25, 'Volume (m³)': 0.01, Worth: 99.99 }), englishGoods('C1')],
    );
    const drafts = (await upload<OrderImportResult>(ctx(), member.token, file)).data.drafts;

    const all = await exported(member.token, { role: 'posted' });
    expect(all[0]).toEqual([
      'Order number', 'Status', 'Created (UTC)', 'Shipping mark', 'Order type', 'Transport', 'Channel', 'Origin warehouse', 'Destination city',
      'Destination warehouse', 'Consignor', 'Consignee', 'Total pieces', 'Total volume (m³)', 'Total weight (kg)', 'Total worth', 'Cartons received',
      'Estimated delivery date', 'Cargo control', 'Non-acceptable goods',
    ]);
    expect(all.slice(1).map((r) => r[3]).sort()).toEqual(['AIRONE', 'SEAONE', 'TOYAO']);

    const air = await exported(member.token, { role: 'posted', transportType: '2' });
    expect(air.slice(1)).toEqual([
      [drafts[1]!.orderNo, 'Draft', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), 'AIRONE', 'Cargo service (collection)', 'Air freight', '', '', 'Accra', '', 'Li Lei', 'Kofi Mensah', '3', '0.01', '1.25', '99.99', '', '2026-12-01', 'Not controlled', 'No'],
    ]);
    expect((await exported(member.token, { role: 'posted', keyword: 'seaone' })).slice(1).map((r) => r[3])).toEqual(['SEAONE']);
    expect((await exported(member.token, { role: 'posted', ids: `${drafts[0]!.id},${drafts[2]!.id}` })).slice(1).map((r) => r[3]).sort()).toEqual(['SEAONE', 'TOYAO']);

    // The consignee sees the order once submitted, without its worth.
    await orderCall(ctx(), 'POST', 'submit', { token: member.token, body: { ids: [drafts[2]!.id] } });
    const received = await exported(consignee.token, { role: 'received' });
    expect(received.slice(1).map((r) => [r[3], r[1], r[15]])).toEqual([['TOYAO', 'Awaiting warehousing', '']]);
  });

  it("says 'No data available for export' for an empty list, and another member's ids export nothing", async () => {
    const member = await newMember(ctx());
    const empty = await download(ctx(), member.token, 'export', { role: 'posted' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 1_005_008, msg: 'No data available for export' });
    const theirs = (await list(shipper.token)).map((o) => String(o.id));
    const file = await filledTemplate(template, [englishOrder('1')], [englishGoods('1')]);
    const mine = (await upload<OrderImportResult>(ctx(), shipper.token, file)).data.drafts.map((d) => String(d.id));
    expect((await download(ctx(), member.token, 'export', { role: 'posted', ids: [...theirs, ...mine].join(',') })).json()).toMatchObject({ code: 1_005_008 });
    expect((await download(ctx(), member.token, 'export', { role: 'posted', status: '42' })).statusCode).toBe(400);
  });

  it('refuses what is not the template, and callers without a session', async () => {
    expect(await upload(ctx(), shipper.token, Buffer.from('not a workbook'))).toMatchObject({ status: 400, code: 1_004_030 });
    const json = await orderCall(ctx(), 'POST', 'import', { token: shipper.token, body: { orders: [] } });
    expect(json).toMatchObject({ status: 400, code: 1_004_030 });
    expect(await upload(ctx(), shipper.token, await filledTemplate(template, [], []))).toMatchObject({ status: 400, code: 1_004_032 });
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/app-api/order/order/import-template' });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/app-api/order/order/export' })).statusCode).toBe(401);
  });
});
