import { LOCALES, format, type Locale } from '@portal/contracts/locale';
import { orderSubmitBody, type OrderSubmitValue } from '@portal/contracts/order';
import {
  ORDER_IMPORT_MAX_GOODS,
  ORDER_IMPORT_MAX_ORDERS,
  ORDER_IMPORT_SHEETS,
  type OrderImportRowError,
  type OrderImportSheet,
} from '@portal/contracts/order-import';
import { m3ToCm3, kgToGrams, toMinor } from '@portal/contracts/order-units';
import { VALIDATION_MESSAGES, issueText, type ValidationKey } from '@portal/contracts/validation';
import { AppError } from '../../lib/app-error.js';
import { workerTask } from '../../lib/import-workers.js';
import { normaliseHeader, openImportBook, readSheet, type ImportBook, type SheetRow } from '../../lib/sheet-import.js';
import type { CatalogEntry, OrderCatalog } from './order-catalog.js';
import { cellError, orderFieldError, sortErrors, type SheetColumns } from './order-import-errors.js';
import {
  GOODS_SHEET_COLUMNS,
  ORDER_SHEET_COLUMNS,
  SHEET_NAMES,
  YES_NO,
  type GoodsSheetKey,
  type OrderColumn,
  type OrderSheetKey,
  type RefList,
} from './order-sheet-columns.js';

// The pure half of an order import (no database): the file's two sheets read into orders, each
// cell turned into a field of the order body, and every order checked with the order rules of
// the contracts (orderSubmitBody, the create route's schema). It runs on an import worker
// (lib/import-workers.ts), so it takes and answers plain data.

export interface OrderFileInput {
  file: Uint8Array;
  locale: Locale;
  catalog: OrderCatalog;
}

export interface CheckedOrder {
  // The order's line on the orders sheet, and its goods lines' on the goods sheet.
  line: number;
  goodsLines: number[];
  body: OrderSubmitValue;
}

export interface CheckedOrders {
  // Orders in the file.
  total: number;
  good: CheckedOrder[];
  // Lines (orders sheet) of the orders with an error.
  badLines: number[];
  errors: OrderImportRowError[];
  // Where the file has each column, to place errors found later (the route checks).
  columns: { orders: [OrderSheetKey, number][]; goods: [GoodsSheetKey, number][] };
}

type AnyColumn = OrderColumn<string>;

// ---------- cell texts to values ----------

const fold = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

// Excel stores a date as days since 1899-12-30 (and a time as the fraction of a day).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
// Times in a sheet are at the origin (China).
const ORIGIN_OFFSET = '+08:00';

function excelSerial(text: string): Date | null {
  if (!/^\d{4,6}(\.\d+)?$/.test(text)) return null;
  return new Date(EXCEL_EPOCH_MS + Math.round(Number(text) * DAY_MS));
}

const pad = (n: number | string) => String(n).padStart(2, '0');

function dateText(text: string): string | undefined {
  const serial = excelSerial(text);
  if (serial) return serial.toISOString().slice(0, 10);
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return match ? `${match[1]}-${pad(match[2]!)}-${pad(match[3]!)}` : undefined;
}

function timeText(text: string): string | undefined {
  const serial = excelSerial(text);
  if (serial) return `${serial.toISOString().slice(0, 16)}:00${ORIGIN_OFFSET}`;
  const match = /^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  return `${dateText(match[1]!)}T${pad(match[2]!)}:${match[3]}:${match[4] ?? '00'}${ORIGIN_OFFSET}`;
}

// "12.5", or "12,5" as a French member may type it.
function decimal(text: string): number | undefined {
  const plain = text.replace(/\s/g, '');
  const normal = plain.includes('.') ? plain : plain.replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : undefined;
}

const SCALE = { kg: kgToGrams, m3: m3ToCm3, money: toMinor } as const;

interface Problem {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

// Any reference list's entry, with what some lists add (a city's country, a warehouse's city…).
type RefEntry = CatalogEntry & Partial<Omit<OrderCatalog['cities'][number] & OrderCatalog['warehouses'][number] & OrderCatalog['channels'][number], 'id' | 'code' | 'name'>>;

// The references a cell may name: by code or by name in any language; among several, the one
// `prefer` picks (the city in the chosen country, the channel of the chosen transport).
class RefIndex {
  private readonly byText = new Map<string, RefEntry[]>();

  constructor(entries: readonly RefEntry[]) {
    for (const entry of entries) {
      for (const text of new Set([entry.code, ...LOCALES.map((l) => entry.name[l])].map(fold))) {
        const list = this.byText.get(text) ?? [];
        list.push(entry);
        this.byText.set(text, list);
      }
    }
  }

  find(text: string, prefer: (entry: RefEntry) => boolean = () => true): RefEntry | undefined {
    const found = this.byText.get(fold(text)) ?? [];
    return found.find(prefer) ?? found[0];
  }
}

function refIndexes(catalog: OrderCatalog): Record<RefList, RefIndex> {
  const cities = new RefIndex(catalog.cities);
  const warehouses = new RefIndex(catalog.warehouses);
  return {
    startCity: cities,
    destCity: cities,
    destCountry: new RefIndex(catalog.countries),
    startWarehouse: warehouses,
    destWarehouse: warehouses,
    channel: new RefIndex(catalog.channels),
    unit: new RefIndex(catalog.units),
    productAttr: new RefIndex(catalog.productAttrs),
  };
}

// Which of several entries of the same name the row means, from what it has resolved so far.
function preference(list: RefList, catalog: OrderCatalog, body: Record<string, unknown>): (entry: RefEntry) => boolean {
  switch (list) {
    case 'startCity':
      return (city) => city.tradeType === 'start';
    case 'destCity': {
      const countryCode = catalog.countries.find((c) => c.id === body.destCountryId)?.countryCode;
      return (city) => (countryCode ? city.countryCode === countryCode : city.tradeType === 'dest');
    }
    case 'startWarehouse':
      return (w) => w.type === 'start' && (body.startCityId === undefined || w.cityId === body.startCityId);
    case 'destWarehouse':
      return (w) => w.type === 'dest' && (body.destCityId === undefined || w.cityId === body.destCityId);
    case 'channel':
      return (c) => c.transportType === body.transportType;
    default:
      return () => true;
  }
}

const matches = (text: string, choice: { value: string; label: Record<Locale, string> }) =>
  fold(choice.value) === fold(text) || LOCALES.some((l) => fold(choice.label[l]) === fold(text));

const YES_NO_EXTRA: Record<string, boolean> = { y: true, n: false, '1': true, '0': false, true: true, false: false };

// The body value of one cell, or why there is none. A text the rule itself must judge (a word in
// a number column) is passed on as it is, so the row gets the order form's text for that rule.
function cellValue(
  column: AnyColumn,
  text: string,
  context: { catalog: OrderCatalog; refs: Record<RefList, RefIndex>; locale: Locale; body: Record<string, unknown> },
): { value: unknown } | { problem: Problem } {
  switch (column.kind) {
    case 'text':
      return { value: text };
    case 'int':
      return { value: decimal(text) ?? text };
    case 'kg':
    case 'm3':
    case 'money': {
      const number = decimal(text);
      return { value: number === undefined ? text : SCALE[column.kind](number) };
    }
    case 'yesNo': {
      const choice = YES_NO.find((c) => matches(text, c));
      const value = choice ? choice.value === 'true' : YES_NO_EXTRA[fold(text)];
      return value === undefined ? { problem: { key: 'v.order.import.yesNo' } } : { value };
    }
    case 'choice': {
      const choices = column.choices ?? [];
      const choice = choices.find((c) => matches(text, c));
      return choice ? { value: choice.value } : { problem: { key: 'v.order.import.choice', params: { values: choices.map((c) => c.label[context.locale]).join(' / ') } } };
    }
    case 'ref': {
      const list = column.ref!;
      const entry = context.refs[list].find(text, preference(list, context.catalog, context.body));
      if (!entry) return { problem: { key: 'v.order.import.notFound', params: { value: text } } };
      return { value: list === 'unit' ? entry.code : entry.id };
    }
    case 'refs': {
      const ids: number[] = [];
      for (const part of text.split(/[,，;；、]/).map((p) => p.trim()).filter(Boolean)) {
        const entry = context.refs[column.ref!].find(part);
        if (!entry) return { problem: { key: 'v.order.import.notFound', params: { value: part } } };
        ids.push(entry.id);
      }
      return { value: ids };
    }
    case 'date':
      return { value: dateText(text) ?? text };
    case 'time':
      return { value: timeText(text) ?? text };
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

// ---------- the sheets ----------

// A sheet by its name in any language, else by its place in the template.
function sheetIndex(book: ImportBook, sheet: OrderImportSheet, locale: Locale): number {
  const names = new Set(LOCALES.map((l) => normaliseHeader(SHEET_NAMES[sheet][l])));
  const byName = book.sheetNames.findIndex((name) => names.has(normaliseHeader(name)));
  if (byName >= 0) return byName;
  const known = new Set(Object.values(SHEET_NAMES).flatMap((n) => LOCALES.map((l) => normaliseHeader(n[l]))));
  const position = ORDER_IMPORT_SHEETS.indexOf(sheet);
  if (book.sheetNames.length > position && !book.sheetNames.some((name) => known.has(normaliseHeader(name)))) return position;
  throw new AppError('ORDER_IMPORT_SHEET_MISSING', { sheet: SHEET_NAMES[sheet][locale] });
}

async function readBook(file: Uint8Array, locale: Locale) {
  const book = await openImportBook(file);
  const ordersAt = sheetIndex(book, 'orders', locale);
  const goodsAt = sheetIndex(book, 'goods', locale);
  const missing = (sheet: OrderImportSheet) => (columns: { header: Record<Locale, string> }[]) =>
    new AppError('IMPORT_COLUMNS_MISSING', { columns: columns.map((c) => `${SHEET_NAMES[sheet][locale]} › ${c.header[locale]}`).join(', ') });
  const orders = await readSheet(book.rows(ordersAt), ORDER_SHEET_COLUMNS, { maxRows: ORDER_IMPORT_MAX_ORDERS, refuseMissing: missing('orders') });
  const goods = await readSheet(book.rows(goodsAt), GOODS_SHEET_COLUMNS, { maxRows: ORDER_IMPORT_MAX_GOODS, refuseMissing: missing('goods') });
  if (orders.rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return { orders, goods };
}

// The body of one row: every filled cell converted; a cell that cannot be read is an error of
// its own (its field then left out, so the rules do not blame it twice).
function rowBody(
  row: SheetRow<string>,
  columns: readonly AnyColumn[],
  context: { catalog: OrderCatalog; refs: Record<RefList, RefIndex>; locale: Locale },
  onProblem: (field: string, problem: Problem) => void,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const column of columns) {
    const text = (row.values as Record<string, string | undefined>)[column.key];
    if (column.key === 'ref' || text === undefined) continue;
    const converted = cellValue(column, text, { ...context, body });
    if ('problem' in converted) onProblem(column.field, converted.problem);
    else setPath(body, column.field, converted.value);
  }
  return body;
}

// A field whose cell could not be read was blamed already (its value left out).
const blamed = (skip: ReadonlySet<string>, field: string) => [...skip].some((s) => field === s || field.startsWith(`${s}.`));

// Every order of the file checked with the create route's schema, its goods lines with it.
export async function checkOrderFile({ file, locale, catalog }: OrderFileInput): Promise<CheckedOrders> {
  const { orders, goods } = await readBook(file, locale);
  const columnOf: SheetColumns = { orders: orders.columnOf, goods: goods.columnOf };
  const errors: OrderImportRowError[] = [];
  const problem = (sheet: OrderImportSheet, line: number, field: string, { key, params }: Problem) =>
    errors.push(cellError(sheet, line, field, format(VALIDATION_MESSAGES[key][locale], params), columnOf, locale));
  const context = { catalog, refs: refIndexes(catalog), locale };
  const bad = new Set<number>();

  // Orders by row reference; a reference used twice belongs to its first row.
  const lineOfRef = new Map<string, number>();
  for (const row of orders.rows) {
    const ref = row.values.ref?.trim();
    if (!ref) problem('orders', row.line, 'ref', { key: 'v.order.import.ref.required' });
    else if (lineOfRef.has(ref)) problem('orders', row.line, 'ref', { key: 'v.order.import.ref.duplicate', params: { line: lineOfRef.get(ref)! } });
    else lineOfRef.set(ref, row.line);
    if (!ref || lineOfRef.get(ref) !== row.line) bad.add(row.line);
  }

  // Goods lines by the line of their order, each with the fields it could not read.
  const goodsOf = new Map<number, { line: number; body: Record<string, unknown>; skip: Set<string> }[]>();
  for (const row of goods.rows) {
    const ref = row.values.ref?.trim();
    const orderLine = ref ? lineOfRef.get(ref) : undefined;
    if (orderLine === undefined) {
      problem('goods', row.line, 'ref', { key: ref ? 'v.order.import.ref.unknown' : 'v.order.import.ref.required' });
      continue;
    }
    const skip = new Set<string>();
    const body = rowBody(row, GOODS_SHEET_COLUMNS, context, (field, p) => {
      skip.add(field);
      problem('goods', row.line, field, p);
    });
    goodsOf.set(orderLine, [...(goodsOf.get(orderLine) ?? []), { line: row.line, body, skip }]);
  }

  const good: CheckedOrder[] = [];
  for (const row of orders.rows) {
    const lines = goodsOf.get(row.line) ?? [];
    const at = { line: row.line, goodsLines: lines.map((l) => l.line) };
    const skip = new Set<string>();
    const body = rowBody(row, ORDER_SHEET_COLUMNS, context, (field, p) => {
      skip.add(field);
      problem('orders', row.line, field, p);
    });
    // Parties are objects even when empty, so each missing field gets the form's own text.
    body.consignor ??= {};
    body.consignee ??= {};
    body.goods = lines.map((l) => l.body);
    const parsed = orderSubmitBody.safeParse(body);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path.map(String).join('.');
      const [head, index, ...rest] = field.split('.');
      const inLine = head === 'goods' && rest.length > 0 ? lines[Number(index)] : undefined;
      // A row without a reference of its own (none, or another row's) has no goods because of it: told already.
      const told = inLine ? blamed(inLine.skip, rest.join('.')) : blamed(skip, field) || (field === 'goods' && bad.has(row.line));
      if (!told) errors.push(orderFieldError(at, field, issueText(issue, locale), columnOf, locale));
    }
    if (!parsed.success || skip.size > 0 || lines.some((l) => l.skip.size > 0)) bad.add(row.line);
    if (parsed.success && !bad.has(row.line)) good.push({ ...at, body: parsed.data });
  }

  return {
    total: orders.rows.length,
    good,
    badLines: [...bad].sort((a, b) => a - b),
    errors: sortErrors(errors),
    columns: { orders: [...orders.columnOf] as [OrderSheetKey, number][], goods: [...goods.columnOf] as [GoodsSheetKey, number][] },
  };
}

export const checkOrderFileTask = workerTask(import.meta.url, 'checkOrderFile', checkOrderFile);
