import { errorMessage } from '@portal/contracts/errors';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import { seed } from '../../db/seed/seed.js';
import type { AppError } from '../../lib/app-error.js';
import { createTestDatabase, testConfig } from '../../test/harness.js';
import { englishGoods, englishOrder, filledTemplate, headers, openWorkbook, sheetText } from '../../test/order-sheet-helpers.js';
import { EcwRepository } from '../ecw/ecw.repository.js';
import { loadOrderCatalog, type OrderCatalog } from './order-catalog.js';
import { checkOrderFile } from './order-import-rows.js';
import { templateWorkbook } from './order-sheet.js';

// The pure half of the order import: the template, and an upload read and checked with the
// order rules, against the seeded reference data. The routes are tested in order-sheet.test.ts.

let catalog: OrderCatalog;
let template: Buffer;
const v = (key: keyof typeof VALIDATION_MESSAGES) => VALIDATION_MESSAGES[key].en_US;

beforeAll(async () => {
  const { database } = await createTestDatabase('sqlite');
  await migrateToLatest(database);
  await seed(database, testConfig());
  catalog = await loadOrderCatalog(new EcwRepository(database.db));
  template = await templateWorkbook('en_US', catalog);
  await database.destroy();
});

const check = (file: Buffer, locale: 'en_US' | 'zh_CN' | 'fr_FR' = 'en_US') => checkOrderFile({ file, locale, catalog });
const idOf = (list: { id: number; code: string }[], code: string) => list.find((e) => e.code === code)!.id;

describe('the order import template', () => {
  it('has the orders and goods sheets in the caller language, instructions and the lists the dropdowns offer', async () => {
    const book = await openWorkbook(template);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Orders', 'Goods', 'Instructions', 'Lists']);
    const [orders, goods, instructions, lists] = book.worksheets as [typeof book.worksheets[0], typeof book.worksheets[0], typeof book.worksheets[0], typeof book.worksheets[0]];
    expect(sheetText(orders)[0]!.slice(0, 3)).toEqual(['Row reference *', 'Order type *', 'Transport *']);
    expect(headers(goods)).toContain('Weight (kg)');
    expect(sheetText(instructions).flat().join(' ')).toContain('Imported orders are drafts');
    // The transport dropdown offers the lists sheet's transport names.
    const transport = orders.getCell('C2').dataValidation;
    expect(transport).toMatchObject({ type: 'list', formulae: [expect.stringMatching(/^'Lists'!\$[A-Z]+\$2:\$[A-Z]+\$5$/)] });
    const column = /\$([A-Z]+)\$2/.exec(transport.formulae[0] as string)![1]!;
    expect([2, 3, 4, 5].map((row) => lists.getCell(`${column}${row}`).text)).toEqual(['Sea freight (LCL)', 'Air freight', 'Sea-air', 'Overseas warehouse']);
    // Destination cities are the destination trade cities.
    expect(sheetText(lists).map((r) => r.join('|')).join('\n')).toContain('Accra');

    const french = await openWorkbook(await templateWorkbook('fr_FR', catalog));
    expect(french.worksheets.map((s) => s.name)).toEqual(['Commandes', 'Marchandises', 'Mode d’emploi', 'Listes']);
    expect(headers(french.worksheets[0]!).slice(0, 3)).toEqual(['Réf. de ligne', 'Type de commande', 'Transport']);
  });
});

describe('reading a filled template', () => {
  it('turns each row into an order body: names or codes to ids, kg, m³ and amounts to integers, Excel dates', async () => {
    const file = await filledTemplate(
      template,
      [
        englishOrder('1'),
        // Codes, another language's names, a real Excel date, Yes/No words.
        englishOrder('2', {
          Transport: '空运',
          Channel: 'AIR_NORMAL',
          'Origin city': 'CN-SHENZHEN',
          'Destination country': 'GH',
          'Destination city': 'accra',
          'Estimated delivery date': new Date(Date.UTC(2026, 11, 24)),
          Insurance: 'Oui',
          Currency: 'EUR',
        }),
      ],
      [englishGoods('1', { 'Product attributes': 'Fragile goods, battery' }), englishGoods('2'), englishGoods('1', { 'Item name (English)': 'Saucers', Pieces: 1 })],
    );
    const checked = await check(file);
    expect(checked).toMatchObject({ total: 2, badLines: [], errors: [] });
    const [first, second] = checked.good;
    expect(first).toMatchObject({ line: 2, goodsLines: [2, 4] });
    expect(first!.body).toMatchObject({
      orderType: '1',
      transportType: '1',
      startCityId: idOf(catalog.cities, 'CN-GUANGZHOU'),
      destCountryId: idOf(catalog.countries, 'GH'),
      consignee: { name: 'Kofi Mensah', areaCode: '233', phone: '241234567' },
      deliveryDate: '2026-12-01',
      currency: 'USD',
      isInsured: false,
    });
    expect(first!.body.goods).toEqual([
      expect.objectContaining({ proEn: 'Ceramic cups', num: 3, unit: 'carton', quantity: 300, volume: 500_000, weight: 12_500, worth: 12_050, prodAttrArr: [idOf(catalog.productAttrs, 'fragile'), idOf(catalog.productAttrs, 'battery')] }),
      expect.objectContaining({ proEn: 'Saucers', num: 1 }),
    ]);
    expect(second!.body).toMatchObject({
      transportType: '2',
      channelId: idOf(catalog.channels, 'AIR_NORMAL'),
      startCityId: idOf(catalog.cities, 'CN-SHENZHEN'),
      deliveryDate: '2026-12-24',
      isInsured: true,
      currency: 'EUR',
    });
  });

  it('reports every bad cell with its sheet, line, column and the order form rule text', async () => {
    const file = await filledTemplate(
      template,
      [
        englishOrder('1'),
        englishOrder('2', { 'Order type': 'Express', 'Origin city': 'Atlantis', 'Shipping mark': '9LIVES', 'Consignee phone': undefined, Insurance: 'maybe' }),
        englishOrder('3', { 'Consignee dial code': '86' }),
        englishOrder('1'),
        englishOrder('5'),
      ],
      [
        englishGoods('1'),
        englishGoods('2', { Pieces: 0, 'Weight (kg)': 'heavy', Unit: 'Crate' }),
        englishGoods('3', { 'Item name (English)': undefined }),
        englishGoods('4'),
      ],
    );
    const checked = await check(file);
    expect(checked.total).toBe(5);
    expect(checked.good.map((o) => o.line)).toEqual([2]);
    expect(checked.badLines).toEqual([3, 4, 5, 6]);
    const where = (e: { sheet: string; line: number; column: string; header: string; message: string }) => [e.sheet, e.line, e.column, e.header, e.message];
    expect(checked.errors.map(where)).toEqual([
      ['orders', 3, 'B', 'Order type', 'Write one of: Cargo service (collection) / Overseas warehouse'],
      ['orders', 3, 'E', 'Origin city', '"Atlantis" is not in the list'],
      ['orders', 3, 'T', 'Consignee phone', v('v.phone.required')],
      ['orders', 3, 'V', 'Shipping mark', v('v.order.marks.letterFirst')],
      ['orders', 3, 'AX', 'Insurance', 'Write Yes or No'],
      ['orders', 4, 'S', 'Consignee dial code', v('v.order.consignee.foreign')],
      ['orders', 5, 'A', 'Row reference', 'This row reference is already used by the order on line 2'],
      // Order 5 has no goods line.
      ['orders', 6, 'A', 'Row reference', v('v.order.goods.required')],
      ['goods', 3, 'E', 'Pieces', v('v.order.goods.num')],
      ['goods', 3, 'F', 'Unit', '"Crate" is not in the list'],
      ['goods', 3, 'I', 'Weight (kg)', v('v.order.goods.weight')],
      ['goods', 4, 'C', 'Item name (English)', v('v.order.goods.proEn.required')],
      ['goods', 5, 'A', 'Row reference', 'No order on the orders sheet has this row reference'],
    ]);
    expect(checked.errors.find((e) => e.column === 'T')?.field).toBe('consignee.phone');
  });

  it('answers in the caller language', async () => {
    const file = await filledTemplate(template, [englishOrder('1', { 'Shipping mark': '' })], [englishGoods('1', { Pieces: 1.5 })]);
    const checked = await check(file, 'zh_CN');
    expect(checked.errors.map((e) => [e.header, e.message])).toEqual([
      ['唛头', VALIDATION_MESSAGES['v.order.marks.required'].zh_CN],
      ['件数', VALIDATION_MESSAGES['v.order.integer'].zh_CN],
    ]);
  });

  it('refuses files that are not the template', async () => {
    const refusal = (file: Buffer) =>
      check(file).then(
        () => null,
        (error: AppError) => [error.errorName, errorMessage(error.errorName, 'en_US', error.params)],
      );
    expect(await refusal(Buffer.from('not a workbook'))).toEqual(['IMPORT_FILE_INVALID', 'The file cannot be read, please use the .xlsx template']);
    expect(await refusal(await filledTemplate(template, [], [englishGoods('1')]))).toEqual(['IMPORT_EMPTY', 'The file has no rows to import']);

    const book = await openWorkbook(template);
    book.removeWorksheet(book.worksheets[1]!.id);
    expect(await refusal(Buffer.from(await book.xlsx.writeBuffer()))).toEqual(['ORDER_IMPORT_SHEET_MISSING', 'The file lacks the template sheet Goods']);

    const noPieces = await openWorkbook(template);
    noPieces.worksheets[1]!.spliceColumns(5, 1);
    expect(await refusal(Buffer.from(await noPieces.xlsx.writeBuffer()))).toEqual(['IMPORT_COLUMNS_MISSING', 'The file lacks these template columns: Goods › Pieces']);
  });
});
