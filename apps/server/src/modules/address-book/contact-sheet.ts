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

// The .xlsx side of the address book (exceljs): the import template, the export, and reading
// an uploaded file back into rows of text.

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

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  // Phones typed as numbers: 13800138000, never 1.38e10.
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  // A hyperlink (e-mail addresses often become one).
  if ('hyperlink' in value) return cellText(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  return undefined;
}

async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('IMPORT_FILE_INVALID');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('IMPORT_FILE_INVALID');
  return sheet;
}

// The rows of the first sheet as text by column, empty rows left out. Refuses a file that is
// not a workbook, lacks a required column, has no rows or too many.
export async function readContactSheet(file: Buffer, locale: Locale): Promise<SheetRow[]> {
  const sheet = await firstSheet(file);
  const columnKeys = new Map<number, SheetKey>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = COLUMN_BY_HEADER.get(normalise(cellText(cell.value) ?? ''));
    if (key && key !== 'createTime') columnKeys.set(col, key);
  });
  const found = new Set(columnKeys.values());
  const missing = CONTACT_COLUMNS.filter((column) => column.required && !found.has(column.key));
  if (missing.length > 0) {
    throw new AppError('IMPORT_COLUMNS_MISSING', { columns: missing.map((column) => column.header[locale]).join(', ') });
  }
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: SheetRow['values'] = {};
    for (const [col, key] of columnKeys) {
      const text = cellText(row.getCell(col).value)?.trim();
      if (text) values[key] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ line, values });
  });
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_MAX_ROWS });
  return rows;
}
