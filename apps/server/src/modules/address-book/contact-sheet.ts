import ExcelJS from 'exceljs';
import {
  CONTACT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ContactColumn,
  type ContactItem,
  type ContactKind,
} from '@portal/contracts/address-book';
import { LOCALES, type Locale, type Localized } from '@portal/contracts/locale';
import { AppError } from '../../lib/app-error.js';
import { XlsxError, xlsxRows, type XlsxRow } from '../../lib/xlsx-rows.js';

// The .xlsx side of the address book: the import template and the export (exceljs), and
// reading an uploaded file back into rows of text (lib/xlsx-rows.ts, streamed and bounded).

const SHEET_NAMES: Record<ContactKind, Localized> = {
  customer: { zh_CN: '客户', en_US: 'Customers', fr_FR: 'Clients' },
  supplier: { zh_CN: '供应商', en_US: 'Suppliers', fr_FR: 'Fournisseurs' },
};

// Kept as text so that Excel does not drop leading zeros or write phones as 1.38E+10.
const TEXT_COLUMNS = new Set<ContactColumn['key']>(['areaCode', 'phone']);

export type SheetKey = ContactColumn['key'];
export interface SheetRow {
  // Excel's row number (the header is row 1).
  line: number;
  values: Partial<Record<SheetKey, string>>;
}

function header(column: ContactColumn, locale: Locale, markRequired: boolean): string {
  return markRequired && column.required ? `${column.header[locale]} *` : column.header[locale];
}

function sheetTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, '');
}

function cellValue(contact: ContactItem, key: SheetKey): string {
  if (key === 'createTime') return sheetTime(contact.createTime);
  return contact[key] ?? '';
}

async function workbookWith(kind: ContactKind, locale: Locale, columns: readonly ContactColumn[], markRequired: boolean, rows: ContactItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(SHEET_NAMES[kind][locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: header(column, locale, markRequired),
    key: column.key,
    width: column.width,
    style: TEXT_COLUMNS.has(column.key) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const contact of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, cellValue(contact, column.key)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The empty template the import reads: every importable column, required ones marked *.
export function templateWorkbook(kind: ContactKind, locale: Locale): Promise<Buffer> {
  return workbookWith(
    kind,
    locale,
    CONTACT_COLUMNS.filter((column) => !column.exportOnly),
    true,
    [],
  );
}

export function exportWorkbook(kind: ContactKind, locale: Locale, rows: ContactItem[]): Promise<Buffer> {
  return workbookWith(kind, locale, CONTACT_COLUMNS, false, rows);
}

const normalise = (text: string) => text.trim().replace(/\s*\*$/, '').toLowerCase();

// A header in any of the three languages, or the field's own name, finds its column.
const COLUMN_BY_HEADER = new Map<string, SheetKey>(
  CONTACT_COLUMNS.flatMap((column) => [column.key, ...LOCALES.map((locale) => column.header[locale])].map((text) => [normalise(text), column.key] as const)),
);

// What the import may unpack of one file (the sheet up to the row cap, its shared strings,
// the workbook and its rels): a filled 10,000-row template is about a third of it.
export const IMPORT_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

export function fileTooLarge(): AppError {
  return new AppError('IMPORT_FILE_TOO_LARGE', { max: IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024 });
}

function headerKeys(header: XlsxRow | undefined, locale: Locale): Map<number, SheetKey> {
  const columnKeys = new Map<number, SheetKey>();
  for (const [col, text] of header?.line === 1 ? header.cells : []) {
    const key = COLUMN_BY_HEADER.get(normalise(text));
    if (key && key !== 'createTime') columnKeys.set(col, key);
  }
  const found = new Set(columnKeys.values());
  const missing = CONTACT_COLUMNS.filter((column) => column.required && !found.has(column.key));
  if (missing.length > 0) {
    throw new AppError('IMPORT_COLUMNS_MISSING', { columns: missing.map((column) => column.header[locale]).join(', ') });
  }
  return columnKeys;
}

async function* sheetRows(file: Buffer): AsyncGenerator<XlsxRow> {
  try {
    yield* xlsxRows(file, IMPORT_MAX_UNPACKED_BYTES);
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    throw error.problem === 'too-large' ? fileTooLarge() : new AppError('IMPORT_FILE_INVALID');
  }
}

// The rows of the first sheet as text by column, empty rows left out, read as a stream: the
// file is refused as soon as it shows more than IMPORT_MAX_ROWS rows, so its cost stays
// bounded whatever it holds. Refuses a file that is not a workbook, lacks a required column,
// has no rows or too many.
export async function readContactSheet(file: Buffer, locale: Locale): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let columnKeys: Map<number, SheetKey> | undefined;
  for await (const row of sheetRows(file)) {
    if (!columnKeys) {
      columnKeys = headerKeys(row, locale);
      if (row.line === 1) continue;
    }
    const values: SheetRow['values'] = {};
    for (const [col, key] of columnKeys) {
      const text = row.cells.get(col);
      if (text) values[key] = text;
    }
    if (Object.keys(values).length === 0) continue;
    if (rows.length === IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
    rows.push({ line: row.line, values });
  }
  if (!columnKeys) headerKeys(undefined, locale);
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return rows;
}
