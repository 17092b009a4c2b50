import { LOCALES, type Localized } from '@portal/contracts/locale';
import { AppError } from './app-error.js';
import { XlsxError, openXlsx, type XlsxRow } from './xlsx-rows.js';

// Reading an uploaded template (any import: customers, suppliers, orders) into rows of text by
// column, bounded: the file's unpacked size, its rows. Runs on an import worker
// (import-workers.ts); errors are AppErrors the route answers as they are.

// What an import may unpack of one file (the sheets up to their row caps, the shared strings,
// the workbook and its rels): a filled 10,000-row contact template is about a third of it.
export const IMPORT_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

export function fileTooLarge(): AppError {
  return new AppError('IMPORT_FILE_TOO_LARGE', { max: IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024 });
}

function refusal(error: unknown): unknown {
  if (!(error instanceof XlsxError)) return error;
  return error.problem === 'too-large' ? fileTooLarge() : new AppError('IMPORT_FILE_INVALID');
}

export interface ImportBook {
  sheetNames: string[];
  rows(index: number): AsyncGenerator<XlsxRow>;
}

// The workbook, refused as IMPORT_FILE_INVALID or IMPORT_FILE_TOO_LARGE when it is not one
// or unpacks to too much. A Buffer reaches a worker as a plain Uint8Array.
export async function openImportBook(file: Uint8Array): Promise<ImportBook> {
  const bytes = Buffer.isBuffer(file) ? file : Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const book = await openXlsx(bytes, IMPORT_MAX_UNPACKED_BYTES).catch((error: unknown) => {
    throw refusal(error);
  });
  return {
    sheetNames: book.sheetNames,
    async *rows(index) {
      try {
        yield* book.rows(index);
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

// A column of a template: found by its header in any of the three languages (a trailing "*"
// marks required ones), or by the field's own name.
export interface SheetColumn<K extends string> {
  key: K;
  header: Localized;
  required?: boolean;
}

export const normaliseHeader = (text: string) => text.trim().replace(/\s*\*$/, '').toLowerCase();

export function headerIndex<K extends string>(columns: readonly SheetColumn<K>[]): Map<string, K> {
  return new Map(
    columns.flatMap((column) => [column.key, ...LOCALES.map((locale) => column.header[locale])].map((text) => [normaliseHeader(text), column.key] as const)),
  );
}

// "A" for column 1, "AB" for 28.
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export interface SheetRow<K extends string> {
  // Excel's row number (the header is row 1).
  line: number;
  values: Partial<Record<K, string>>;
}

export interface ReadSheet<K extends string> {
  rows: SheetRow<K>[];
  // The column number of each key the header row names.
  columnOf: Map<K, number>;
}

export interface ReadSheetOptions<K extends string> {
  maxRows: number;
  // How a header without some required columns is refused.
  refuseMissing: (missing: SheetColumn<K>[]) => AppError;
}

// The rows of one sheet as text by column, empty rows left out, read as a stream: the file is
// refused (IMPORT_TOO_MANY_ROWS) as soon as the sheet shows more than `maxRows` rows, so its
// cost stays bounded whatever it holds. Columns are found by the header row (row 1); a header
// without a required column is refused at once.
export async function readSheet<K extends string>(
  rows: AsyncIterable<XlsxRow>,
  columns: readonly SheetColumn<K>[],
  { maxRows, refuseMissing }: ReadSheetOptions<K>,
): Promise<ReadSheet<K>> {
  const index = headerIndex(columns);
  const read: SheetRow<K>[] = [];
  let columnKeys: Map<number, K> | undefined;
  const header = (row: XlsxRow | undefined) => {
    const keys = new Map<number, K>();
    for (const [col, text] of row?.line === 1 ? row.cells : []) {
      const key = index.get(normaliseHeader(text));
      if (key) keys.set(col, key);
    }
    const found = new Set(keys.values());
    const missing = columns.filter((column) => column.required && !found.has(column.key));
    if (missing.length > 0) throw refuseMissing(missing);
    return keys;
  };
  for await (const row of rows) {
    if (!columnKeys) {
      columnKeys = header(row);
      if (row.line === 1) continue;
    }
    const values: SheetRow<K>['values'] = {};
    for (const [col, key] of columnKeys) {
      const text = row.cells.get(col);
      if (text) values[key] = text;
    }
    if (Object.keys(values).length === 0) continue;
    if (read.length === maxRows) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: maxRows });
    read.push({ line: row.line, values });
  }
  columnKeys ??= header(undefined);
  return { rows: read, columnOf: new Map([...columnKeys].map(([col, key]) => [key, col])) };
}
