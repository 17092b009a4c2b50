import ExcelJS from 'exceljs';

// Filling the order import template as a member (or a script) would: by header text, in any
// sheet, on the template the server gave.

export type CellValues = Record<string, string | number | Date | undefined>;

export async function openWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  return book;
}

// The header texts of row 1, without the "*" of required columns.
export function headers(sheet: ExcelJS.Worksheet): string[] {
  return ((sheet.getRow(1).values as unknown[]) ?? []).slice(1).map((v) => String(v ?? '').replace(/\s*\*$/, ''));
}

// Writes `rows` from row 2 down, each value under the column with that header.
export function fillRows(sheet: ExcelJS.Worksheet, rows: CellValues[]) {
  const head = headers(sheet);
  rows.forEach((values, i) => {
    for (const [header, value] of Object.entries(values)) {
      const column = head.indexOf(header);
      if (column < 0) throw new Error(`no column ${header} in ${sheet.name}: ${head.join(', ')}`);
      if (value !== undefined) sheet.getCell(i + 2, column + 1).value = value;
    }
  });
}

// The template filled: `orders` on its first sheet, `goods` on its second.
export async function filledTemplate(template: Buffer, orders: CellValues[], goods: CellValues[]): Promise<Buffer> {
  const book = await openWorkbook(template);
  fillRows(book.worksheets[0]!, orders);
  fillRows(book.worksheets[1]!, goods);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Rows of a sheet as text (the header first).
export function sheetText(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  // Array.from: exceljs leaves empty cells as holes, which map() would skip.
  sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

// A good order in the English template: Guangzhou → Accra by sea, one consignee in Ghana.
export function englishOrder(ref: string, overrides: CellValues = {}): CellValues {
  return {
    'Row reference': ref,
    'Order type': 'Cargo service (collection)',
    Transport: 'Sea freight (LCL)',
    'Origin city': 'Guangzhou',
    'Destination country': 'Ghana',
    'Destination city': 'Accra',
    'Consignor name': 'Li Lei',
    'Consignor dial code': '86',
    'Consignor phone': '13912345678',
    'Consignee name': 'Kofi Mensah',
    'Consignee dial code': '233',
    'Consignee phone': '241234567',
    'Shipping mark': `KM${ref.replace(/\W/g, '')}`,
    'Estimated delivery date': '2026-12-01',
    'Receiving area': 'Osu',
    'Detailed address': '12 Oxford Street',
    ...overrides,
  };
}

export function englishGoods(ref: string, overrides: CellValues = {}): CellValues {
  return {
    'Row reference': ref,
    'Item name (Chinese)': '陶瓷杯',
    'Item name (English)': 'Ceramic cups',
    Pieces: 3,
    Unit: 'Carton',
    Quantity: 300,
    'Volume (m³)': 0.5,
    'Weight (kg)': 12.5,
    Worth: 120.5,
    ...overrides,
  };
}
