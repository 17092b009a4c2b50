import ExcelJS from 'exceljs';
import {
  CONTACT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ContactColumn,
  type ContactItem,
  type ContactKind,
} from '@portal/contracts/address-book';
import type { Locale, Localized } from '@portal/contracts/locale';
import { AppError } from '../../lib/app-error.js';
import { openImportBook, readSheet, type SheetRow as ReadRow } from '../../lib/sheet-import.js';

// The .xlsx side of the address book: the import template and the export (exceljs), and
// reading an uploaded file back into rows of text (lib/sheet-import.ts, streamed and bounded).

const SHEET_NAMES: Record<ContactKind, Localized> = {
  customer: { zh_CN: '客户', en_US: 'Customers', fr_FR: 'Clients' },
  supplier: { zh_CN: '供应商', en_US: 'Suppliers', fr_FR: 'Fournisseurs' },
};

// Kept as text so that Excel does not drop leading zeros or write phones as 1.38E+10.
const TEXT_COLUMNS = new Set<ContactColumn['key']>(['areaCode', 'phone']);

export type SheetKey = ContactColumn['key'];
export type SheetRow = ReadRow<SheetKey>;

// What the template holds and the import reads back (not the export-only creation time).
const IMPORT_COLUMNS = CONTACT_COLUMNS.filter((column) => !column.exportOnly);

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
    IMPORT_COLUMNS,
    true,
    [],
  );
}

export function exportWorkbook(kind: ContactKind, locale: Locale, rows: ContactItem[]): Promise<Buffer> {
  return workbookWith(kind, locale, CONTACT_COLUMNS, false, rows);
}

// The rows of the first sheet (lib/sheet-import.ts): refused when the file is not a workbook,
// lacks a required column, has no rows or more than IMPORT_MAX_ROWS.
export async function readContactSheet(file: Uint8Array, locale: Locale): Promise<SheetRow[]> {
  const book = await openImportBook(file);
  const { rows } = await readSheet(book.rows(0), IMPORT_COLUMNS, {
    maxRows: IMPORT_MAX_ROWS,
    refuseMissing: (missing) => new AppError('IMPORT_COLUMNS_MISSING', { columns: missing.map((column) => column.header[locale]).join(', ') }),
  });
  if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return rows;
}
