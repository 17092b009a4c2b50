import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Locale, Localized } from '@portal/contracts/locale';
import { ORDER_IMPORT_MAX_GOODS, ORDER_IMPORT_MAX_ORDERS } from '@portal/contracts/order-import';
import type { OrderListItem } from '@portal/contracts/order';
import { listEntries, type OrderCatalog } from './order-catalog.js';
import { EXPORT_COLUMNS, exportCell, type ExportLabels } from './order-export-columns.js';
import {
  GOODS_SHEET_COLUMNS,
  ORDER_SHEET_COLUMNS,
  SHEET_NAMES,
  YES_NO,
  type CellKind,
  type OrderColumn,
} from './order-sheet-columns.js';
import { INSTRUCTIONS } from './order-sheet-texts.js';

// The .xlsx files of orders (exceljs): the import template (orders, goods, instructions and the
// lists its dropdowns offer) and the export of a list, written as a stream.

type AnyColumn = OrderColumn<string>;

// Rows of the template that carry the dropdowns; more rows may be typed, unchecked by Excel.
const TEMPLATE_ROWS = ORDER_IMPORT_MAX_ORDERS;
const GOODS_TEMPLATE_ROWS = Math.min(ORDER_IMPORT_MAX_GOODS, 3 * TEMPLATE_ROWS);

// Kept as text so that Excel keeps leading zeros and does not write phones as 1.38E+10.
const NUMBER_FORMATS: Partial<Record<CellKind, string>> = { text: '@', date: 'yyyy-mm-dd', time: 'yyyy-mm-dd hh:mm' };

// exceljs writes a data validation given for a whole range, but its types only know the cell's.
interface SheetValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

function headerText(column: AnyColumn, locale: Locale): string {
  return column.required ? `${column.header[locale]} *` : column.header[locale];
}

// The values a column's dropdown offers, in the caller's language.
function listValues(column: AnyColumn, catalog: OrderCatalog, locale: Locale): string[] | null {
  if (column.kind === 'yesNo') return YES_NO.map((c) => c.label[locale]);
  if (column.kind === 'choice') return (column.choices ?? []).map((c) => c.label[locale]);
  // Several product attributes fit in one cell: the lists sheet shows them, no dropdown.
  if (column.kind === 'ref' && column.ref) return listEntries(catalog, column.ref).map((e) => e.name[locale]);
  return null;
}

const quoted = (sheetName: string) => `'${sheetName.replace(/'/g, "''")}'`;

function fillDataSheet(sheet: ExcelJS.Worksheet, columns: readonly AnyColumn[], locale: Locale, rows: number, lists: ListsSheet) {
  sheet.columns = columns.map((column) => ({
    header: headerText(column, locale),
    key: column.key,
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    const range = lists.range(column);
    if (!range) return;
    const letter = sheet.getColumn(index + 1).letter;
    // A reference may also be written by its code, so those lists only warn.
    const strict = column.kind !== 'ref';
    (sheet as unknown as SheetValidations).dataValidations.add(`${letter}2:${letter}${rows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: true,
      errorStyle: strict ? 'stop' : 'warning',
    });
  });
}

// One column per list: its title, then its values; dropdowns point at them.
class ListsSheet {
  private readonly sheet: ExcelJS.Worksheet;
  private readonly ranges = new Map<string, string>();

  constructor(
    book: ExcelJS.Workbook,
    private readonly catalog: OrderCatalog,
    private readonly locale: Locale,
  ) {
    this.sheet = book.addWorksheet(SHEET_NAMES.lists[locale]);
  }

  // The range holding the column's choices (shared by columns with the same list), or null
  // for a column without a dropdown.
  range(column: AnyColumn): string | null {
    const values = listValues(column, this.catalog, this.locale);
    if (!values || values.length === 0) return null;
    const id = column.kind === 'ref' ? `ref:${column.ref}` : column.kind === 'yesNo' ? 'yesNo' : `choice:${column.key}`;
    let range = this.ranges.get(id);
    if (!range) {
      range = this.add(column.header[this.locale], values);
      this.ranges.set(id, range);
    }
    return range;
  }

  add(title: string, values: string[]): string {
    const col = this.sheet.getColumn(this.sheet.actualColumnCount + 1);
    col.width = Math.max(14, ...values.map((v) => v.length + 2));
    this.sheet.getCell(1, col.number).value = title;
    this.sheet.getCell(1, col.number).font = { bold: true };
    values.forEach((value, i) => (this.sheet.getCell(i + 2, col.number).value = value));
    return `${quoted(this.sheet.name)}!$${col.letter}$2:$${col.letter}$${values.length + 1}`;
  }
}

function instructionsSheet(book: ExcelJS.Workbook, locale: Locale) {
  const sheet = book.addWorksheet(SHEET_NAMES.instructions[locale]);
  sheet.getColumn(1).width = 26;
  sheet.getColumn(2).width = 30;
  sheet.getColumn(3).width = 10;
  sheet.getColumn(4).width = 90;
  for (const line of INSTRUCTIONS.general) sheet.addRow([line[locale]]);
  sheet.addRow([]);
  const head = sheet.addRow([INSTRUCTIONS.sheet[locale], INSTRUCTIONS.column[locale], INSTRUCTIONS.required[locale], INSTRUCTIONS.what[locale]]);
  head.font = { bold: true };
  const sheets: [Localized, readonly AnyColumn[]][] = [
    [SHEET_NAMES.orders, ORDER_SHEET_COLUMNS],
    [SHEET_NAMES.goods, GOODS_SHEET_COLUMNS],
  ];
  for (const [name, columns] of sheets) {
    for (const column of columns) {
      const what = [INSTRUCTIONS.kinds[column.kind][locale], column.note?.[locale]].filter(Boolean).join(' ');
      const row = sheet.addRow([name[locale], column.header[locale], column.required ? INSTRUCTIONS.yes[locale] : '', what]);
      row.alignment = { wrapText: true, vertical: 'top' };
    }
  }
}

// The empty template: orders and goods sheets with headers in the caller's language (required
// ones marked *) and dropdowns, the instructions, and the lists the dropdowns offer.
export async function templateWorkbook(locale: Locale, catalog: OrderCatalog): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  // Orders and goods first, where the member starts typing.
  const frozen = { views: [{ state: 'frozen' as const, ySplit: 1 }] };
  const orders = book.addWorksheet(SHEET_NAMES.orders[locale], frozen);
  const goods = book.addWorksheet(SHEET_NAMES.goods[locale], frozen);
  instructionsSheet(book, locale);
  const lists = new ListsSheet(book, catalog, locale);
  fillDataSheet(orders, ORDER_SHEET_COLUMNS, locale, TEMPLATE_ROWS, lists);
  fillDataSheet(goods, GOODS_SHEET_COLUMNS, locale, GOODS_TEMPLATE_ROWS, lists);
  // Product attributes (several in one cell) have no dropdown, but the member reads their names.
  const attrs = GOODS_SHEET_COLUMNS.find((c) => c.kind === 'refs')!;
  lists.add(attrs.header[locale], listEntries(catalog, attrs.ref).map((e) => e.name[locale]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

// The export of a list, streamed: rows are written as the pages arrive, so a long list never
// sits in memory as a whole. The stream ends when the pages do.
export function exportWorkbook(locale: Locale, labels: ExportLabels, pages: AsyncIterable<OrderListItem[]>): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(SHEET_NAMES.orders[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header[locale], key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const page of pages) {
      for (const order of page) {
        sheet.addRow(EXPORT_COLUMNS.map((column) => exportCell(column.key, order, labels, locale))).commit();
      }
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
