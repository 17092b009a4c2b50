import ExcelJS from 'exceljs';
import type { GroupItem, ImportRefusal, ImportResult } from '@portal/contracts/address-book';
import { XLSX_MIME } from '@portal/contracts/address-book';
import { beforeAll, expect, it } from 'vitest';
import { call, registerMember } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';

const HEADERS = ['Name *', 'English name', 'Company *', 'Company (English)', 'Dial code *', 'Phone *', 'Shipping mark', 'Email', 'Address', 'Group'];

async function workbook(rows: (string | number | null)[][], headers: string[] = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Customers');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBack(file: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describeEachDb('customer and supplier import and export', (ctx) => {
  let token: string;

  const upload = <T>(kind: string, file: Buffer, mode?: 'all' | 'valid', as = token) =>
    ctx()
      .app.inject({
        method: 'POST',
        url: `/app-api/member/${kind}/import-excel${mode ? `?mode=${mode}` : ''}`,
        headers: { authorization: `Bearer ${as}`, 'content-type': XLSX_MIME, 'accept-language': 'en_US' },
        payload: file,
      })
      .then((res) => ({ status: res.statusCode, ...(res.json() as { code: number; msg: string; data: T }) }));
  const download = (url: string, body?: object, as = token) =>
    ctx().app.inject({
      method: body ? 'POST' : 'GET',
      url: `/app-api/member/${url}`,
      headers: { authorization: `Bearer ${as}`, 'accept-language': 'en_US' },
      ...(body ? { payload: body } : {}),
    });
  const total = async (kind: string, as = token) =>
    (await call<{ total: number }>(ctx().app, 'GET', `/app-api/member/${kind}/page`, { token: as })).data.total;

  beforeAll(async () => {
    token = (await registerMember(ctx())).token;
  });

  it('offers a template in the caller language that imports as it is filled', async () => {
    const res = await download('customer/get-import-template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('customers-template.xlsx');
    expect(await readBack(res.rawPayload)).toEqual([HEADERS]);

    const zh = await ctx().app.inject({ method: 'GET', url: '/app-api/member/supplier/get-import-template', headers: { authorization: `Bearer ${token}` } });
    expect((await readBack(zh.rawPayload))[0]?.slice(0, 3)).toEqual(['姓名 *', '英文名', '公司 *']);
  });

  it('imports nothing from a file with a bad row, and says which line and why', async () => {
    const member = (await registerMember(ctx())).token;
    const file = await workbook([
      ['Zhang San', null, 'Sunrise Textiles', null, '86', '13912345678', 'ZS01', 'zs@example.com', 'Yiwu', 'VIP'],
      ['No Company', null, null, null, '86', '13912345679', null, null, null, null],
      ['Bad Phone', null, 'Acme', null, '86', '12345', null, 'not-an-email', null, null],
      ['Kofi', null, 'Accra Imports', null, 233, 241234567, null, null, null, 'VIP'],
    ]);
    const refused = await upload<ImportRefusal>('customer', file, 'all', member);
    expect(refused).toMatchObject({ status: 400, code: 1_004_034, data: { total: 4, valid: 2 } });
    expect(refused.msg).toBe('2 rows have errors, nothing was imported');
    expect(refused.data.errors).toEqual([
      { line: 3, field: 'company', message: 'Company: Company cannot be empty' },
      { line: 4, field: 'email', message: 'Email: Email format wrong' },
    ]);
    expect(await total('customer', member)).toBe(0);
    expect((await call<GroupItem[]>(ctx().app, 'GET', '/app-api/member/customer-group/list', { token: member })).data).toEqual([]);

    // Once the e-mail is fixed, the phone of line 4 is found wrong too.
    const fixed = await workbook([['Bad Phone', null, 'Acme', null, '86', '12345', null, null, null, null]]);
    expect((await upload<ImportRefusal>('customer', fixed, 'all', member)).data.errors).toEqual([{ line: 2, field: 'phone', message: 'Phone: Phone format wrong' }]);

    const partial = await upload<ImportResult>('customer', file, 'valid', member);
    expect(partial).toMatchObject({ status: 200, code: 0, data: { total: 4, imported: 2, createdGroups: ['VIP'] } });
    expect(partial.data.errors.map((e) => e.line)).toEqual([3, 4]);
    const page = await call<{ list: { name: string; areaCode: string; phone: string; groupTitle: string | null }[] }>(ctx().app, 'GET', '/app-api/member/customer/page', { token: member });
    expect(page.data.list.map((c) => [c.name, c.areaCode, c.phone, c.groupTitle])).toEqual(
      expect.arrayContaining([
        ['Zhang San', '86', '13912345678', 'VIP'],
        ['Kofi', '233', '241234567', 'VIP'],
      ]),
    );
    expect(await total('supplier', member)).toBe(0);
  });

  it('refuses files that are not the template', async () => {
    expect(await upload('customer', Buffer.from('not a workbook'))).toMatchObject({ status: 400, code: 1_004_030 });
    const wrongColumns = await upload('customer', await workbook([['a', 'b']], ['Name', 'Company']));
    expect(wrongColumns).toMatchObject({ status: 400, code: 1_004_031 });
    expect(wrongColumns.msg).toBe('The file lacks these template columns: Dial code, Phone');
    expect(await upload('customer', await workbook([]))).toMatchObject({ status: 400, code: 1_004_032 });
    const json = await call(ctx().app, 'POST', '/app-api/member/customer/import-excel', { token, body: { rows: [] } });
    expect(json).toMatchObject({ status: 400, code: 1_004_030 });
  });

  it('exports every row matching the filter, or the selected ones, and reads back the same', async () => {
    const member = (await registerMember(ctx())).token;
    const rows = Array.from({ length: 12 }, (_, i) => [`Buyer ${i}`, `Buyer EN ${i}`, i % 2 ? 'Odd Co' : 'Even Co', null, '86', `139000000${String(i).padStart(2, '0')}`, `M${i}`, null, null, null]);
    expect((await upload<ImportResult>('customer', await workbook(rows), 'all', member)).data.imported).toBe(12);

    const all = await download('customer/export-excel', { keyword: 'odd co' }, member);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toContain('customers.xlsx');
    const sheet = await readBack(all.rawPayload);
    expect(sheet[0]).toEqual(['Name', 'English name', 'Company', 'Company (English)', 'Dial code', 'Phone', 'Shipping mark', 'Email', 'Address', 'Group', 'Created (UTC)']);
    // All six matches, beyond one page of ten.
    expect(sheet.slice(1).map((r) => r.slice(0, 7))).toEqual(
      [11, 9, 7, 5, 3, 1].map((i) => [`Buyer ${i}`, `Buyer EN ${i}`, 'Odd Co', '', '86', `139000000${String(i).padStart(2, '0')}`, `M${i}`]),
    );
    expect(sheet[1]?.[10]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const page = await call<{ list: { id: number; name: string }[] }>(ctx().app, 'GET', '/app-api/member/customer/page', { token: member, query: { pageSize: '2' } });
    const selected = await download('customer/export-excel', { ids: page.data.list.map((c) => c.id) }, member);
    expect((await readBack(selected.rawPayload)).slice(1).map((r) => r[0])).toEqual(page.data.list.map((c) => c.name));

    // An exported file imports again (its extra column is ignored).
    const again = await upload<ImportResult>('supplier', all.rawPayload, 'all', member);
    expect(again.data).toMatchObject({ total: 6, imported: 6 });
  });

  it("says 'No data available for export' and 'Please select at least one record'", async () => {
    const member = (await registerMember(ctx())).token;
    const empty = await download('customer/export-excel', {}, member);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 1_004_020, msg: 'No data available for export' });
    const none = await download('customer/export-excel', { ids: [] }, member);
    expect(none.json()).toMatchObject({ code: 1_004_021, msg: 'Please select at least one record' });
    // Another member's ids are not exported: as if missing.
    const theirs = await upload<ImportResult>('customer', await workbook([['A', null, 'B', null, '86', '13900000001', null, null, null, null]]), 'all');
    expect(theirs.code).toBe(0);
    const ids = (await call<{ list: { id: number }[] }>(ctx().app, 'GET', '/app-api/member/customer/page', { token })).data.list.map((c) => c.id);
    expect((await download('customer/export-excel', { ids }, member)).json()).toMatchObject({ code: 1_004_020 });
  });
});
