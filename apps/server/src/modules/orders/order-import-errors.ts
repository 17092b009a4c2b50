import type { Locale } from '@portal/contracts/locale';
import type { OrderImportRowError, OrderImportSheet } from '@portal/contracts/order-import';
import { columnLetter } from '../../lib/sheet-import.js';
import { GOODS_SHEET_COLUMNS, ORDER_SHEET_COLUMNS, type OrderColumn } from './order-sheet-columns.js';

// Where an order's bad field is in the uploaded file: the sheet, line and column holding it.

const COLUMNS: Record<OrderImportSheet, readonly OrderColumn<string>[]> = { orders: ORDER_SHEET_COLUMNS, goods: GOODS_SHEET_COLUMNS };

// Where the file has each column (number by key), per sheet.
export type SheetColumns = Record<OrderImportSheet, Map<string, number>>;

// An error on one sheet's line, in the column holding `field` (or the object it is part of:
// `controller` is its name's column).
export function cellError(sheet: OrderImportSheet, line: number, field: string, message: string, columnOf: SheetColumns, locale: Locale): OrderImportRowError {
  const columns = COLUMNS[sheet];
  const column =
    columns.find((c) => c.field === field) ?? columns.find((c) => c.field.startsWith(`${field}.`)) ?? columns.find((c) => field.startsWith(`${c.field}.`));
  const number = column ? columnOf[sheet].get(column.key) : undefined;
  return { sheet, line, column: number ? columnLetter(number) : '', header: column?.header[locale] ?? '', field, message };
}

// An error of a field of an order body: `goods.N.x` is on the goods sheet, the order's Nth
// line; the goods list itself is about the order's row reference; the rest on its row.
export function orderFieldError(
  order: { line: number; goodsLines: readonly number[] },
  field: string,
  message: string,
  columnOf: SheetColumns,
  locale: Locale,
): OrderImportRowError {
  const [head, index, ...rest] = field.split('.');
  const goodsLine = head === 'goods' && rest.length > 0 ? order.goodsLines[Number(index)] : undefined;
  if (goodsLine !== undefined) return cellError('goods', goodsLine, rest.join('.'), message, columnOf, locale);
  return cellError('orders', order.line, field === 'goods' ? 'ref' : field, message, columnOf, locale);
}

const SHEET_RANK: Record<OrderImportSheet, number> = { orders: 0, goods: 1 };

// By sheet, line, then column (A … Z, AA …).
export function sortErrors(errors: OrderImportRowError[]): OrderImportRowError[] {
  return errors.sort(
    (a, b) => SHEET_RANK[a.sheet] - SHEET_RANK[b.sheet] || a.line - b.line || a.column.length - b.column.length || a.column.localeCompare(b.column),
  );
}
