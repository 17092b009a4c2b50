import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// Reads the rows of an uploaded .xlsx's sheets as text, one at a time, with a bound on
// the bytes unpacked, so a file's cost is capped whatever it holds (docs/decisions.md,
// "Address book import"). exceljs's own streaming reader is not used: it walks the zip in file
// order, and Excel (and exceljs) store the sheet before its shared strings, so it first
// unpacks the whole sheet into a temporary file, with no bound on its size.

export type XlsxProblem = 'unreadable' | 'too-large';

export class XlsxError extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(`xlsx ${problem}`);
    this.name = 'XlsxError';
  }
}

export interface XlsxRow {
  // The sheet's row number (1 is the first row).
  line: number;
  // Text of each non-empty cell by column number (A = 1).
  cells: Map<number, string>;
}

// A real workbook has a dozen entries; a zip of thousands is not one.
const MAX_ENTRIES = 1000;

class Budget {
  constructor(private left: number) {}

  take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new XlsxError('too-large');
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

async function* entryText(zip: ZipFile, entry: Entry, budget: Budget): AsyncGenerator<string> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new XlsxError('unreadable');
  }
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.take(chunk.length);
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    // A zlib error, or an entry that unpacks to more than its header says (a zip bomb).
    throw error instanceof XlsxError ? error : new XlsxError('unreadable');
  } finally {
    stream.destroy();
  }
  yield decoder.decode();
}

interface XmlHandlers {
  open(tag: SaxesTagPlain, name: string): void;
  text(text: string): void;
  close(name: string): void;
}

// Feeds an entry through a SAX parser; after each chunk, yields whatever the handlers
// collected into `out` (so a caller may stop in the middle of the entry).
async function* parseXml<T>(texts: AsyncIterable<string>, handlers: XmlHandlers, out: T[]): AsyncGenerator<T[]> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open(tag, localName(tag.name)));
  parser.on('text', (text) => handlers.text(text));
  parser.on('closetag', (tag) => handlers.close(localName(tag.name)));
  for await (const text of texts) {
    try {
      parser.write(text);
    } catch {
      throw new XlsxError('unreadable');
    }
    if (out.length > 0) yield out.splice(0);
  }
  try {
    parser.close();
  } catch {
    throw new XlsxError('unreadable');
  }
  if (out.length > 0) yield out.splice(0);
}

async function collect<T>(texts: AsyncIterable<string>, handlers: (out: T[]) => XmlHandlers): Promise<T[]> {
  const out: T[] = [];
  const all: T[] = [];
  for await (const batch of parseXml(texts, handlers(out), out)) all.push(...batch);
  return all;
}

// The attributes of every element named `name` (relationships, sheets).
function elements(name: string, out: Record<string, string>[]): XmlHandlers {
  return {
    open: (tag, local) => {
      if (local === name) out.push(tag.attributes);
    },
    text: () => {},
    close: () => {},
  };
}

// Rich text is the concatenation of its runs; phonetic guides (<rPh>) are not part of it.
function textCollector(onDone: (text: string) => void, container: string) {
  let text: string | null = null;
  let inText = false;
  let phonetic = 0;
  return {
    open: (_tag: SaxesTagPlain, name: string) => {
      if (name === container) text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && text !== null && phonetic === 0) inText = true;
    },
    text: (value: string) => {
      if (inText) text += value;
    },
    close: (name: string) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === container && text !== null) {
        onDone(text);
        text = null;
      }
    },
  };
}

// "AB12" → 28.
function columnOf(ref: string | undefined): number | null {
  const letters = ref?.match(/^[A-Z]+/i)?.[0];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

// A cell's value as the sheet shows it: shared and inline strings, formula results, numbers
// (phones typed as numbers: 13800138000, never 1.38e10), booleans; errors are empty.
function cellText(type: string, raw: string, inline: string, shared: readonly string[]): string | undefined {
  switch (type) {
    case 's':
      return shared[Number(raw)];
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return raw;
    case 'b':
      return raw === '1' ? 'true' : 'false';
    case 'e':
      return undefined;
    default: {
      if (raw === '') return undefined;
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      return Number.isInteger(number) ? number.toFixed(0) : String(number);
    }
  }
}

function sheetHandlers(shared: readonly string[], out: XlsxRow[]): XmlHandlers {
  let row: XlsxRow | null = null;
  let lastLine = 0;
  let cell: { column: number; type: string; raw: string; inline: string } | null = null;
  let nextColumn = 1;
  let inValue = false;
  const inline = textCollector((text) => {
    if (cell) cell.inline = text;
  }, 'is');
  return {
    open: (tag, name) => {
      if (name === 'row') {
        const line = Number(tag.attributes.r ?? lastLine + 1);
        row = { line: Number.isInteger(line) && line > 0 ? line : lastLine + 1, cells: new Map() };
        lastLine = row.line;
        nextColumn = 1;
      } else if (name === 'c' && row) {
        cell = { column: columnOf(tag.attributes.r) ?? nextColumn, type: tag.attributes.t ?? 'n', raw: '', inline: '' };
      } else if (name === 'v' && cell) {
        inValue = true;
      } else if (cell) {
        inline.open(tag, name);
      }
    },
    text: (text) => {
      if (inValue && cell) cell.raw += text;
      else inline.text(text);
    },
    close: (name) => {
      if (name === 'v') inValue = false;
      else if (name === 'c' && row && cell) {
        const text = cellText(cell.type, cell.raw, cell.inline, shared)?.trim();
        if (text) row.cells.set(cell.column, text);
        nextColumn = cell.column + 1;
        cell = null;
      } else if (name === 'row' && row) {
        out.push(row);
        row = null;
      } else inline.close(name);
    },
  };
}

// "worksheets/sheet1.xml" next to xl/workbook.xml, or an absolute "/xl/worksheets/sheet1.xml".
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

async function openZip(file: Buffer): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
  } catch {
    throw new XlsxError('unreadable');
  }
  if (zip.entryCount > MAX_ENTRIES) throw new XlsxError('unreadable');
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch {
    throw new XlsxError('unreadable');
  }
  return { zip, entries };
}

export interface XlsxBook {
  // The sheets' names, in the workbook's order.
  sheetNames: string[];
  // The rows of the sheet at `index` (0 is the first), in order. The caller may stop early:
  // the rest of the sheet is then never unpacked.
  rows(index: number): AsyncGenerator<XlsxRow>;
}

// Opens an .xlsx: its directory, workbook, rels and shared strings. Throws
// XlsxError('unreadable') for a file that is not an .xlsx, and XlsxError('too-large') once more
// than `maxUnpackedBytes` have been unpacked (the rels, the workbook, the shared strings and
// every sheet read, counted together).
export async function openXlsx(file: Buffer, maxUnpackedBytes: number): Promise<XlsxBook> {
  const { zip, entries } = await openZip(file);
  const budget = new Budget(maxUnpackedBytes);
  const entry = (path: string) => entries.get(path);
  const read = (path: string) => {
    const found = entry(path);
    if (!found) throw new XlsxError('unreadable');
    return entryText(zip, found, budget);
  };

  const sheets = await collect(read('xl/workbook.xml'), (out: Record<string, string>[]) => elements('sheet', out));
  const rels = await collect(read('xl/_rels/workbook.xml.rels'), (out: Record<string, string>[]) => elements('Relationship', out));
  const targets = sheets.map((sheet) => {
    const id = sheet['r:id'] ?? Object.entries(sheet).find(([name]) => name.endsWith(':id'))?.[1];
    const target = rels.find((rel) => rel.Id === id)?.Target;
    if (!target || !entry(partPath(target))) throw new XlsxError('unreadable');
    return partPath(target);
  });
  if (targets.length === 0) throw new XlsxError('unreadable');

  const sharedTarget = rels.find((rel) => rel.Type?.endsWith('/sharedStrings'))?.Target;
  const shared =
    sharedTarget && entry(partPath(sharedTarget))
      ? await collect(read(partPath(sharedTarget)), (out: string[]) => textCollector((text) => out.push(text), 'si'))
      : [];

  return {
    sheetNames: sheets.map((sheet) => sheet.name ?? ''),
    async *rows(index: number) {
      const target = targets[index];
      if (!target) throw new XlsxError('unreadable');
      const out: XlsxRow[] = [];
      for await (const batch of parseXml(read(target), sheetHandlers(shared, out), out)) yield* batch;
    },
  };
}

// The rows of the workbook's first sheet, in order (see openXlsx).
export async function* xlsxRows(file: Buffer, maxUnpackedBytes: number): AsyncGenerator<XlsxRow> {
  yield* (await openXlsx(file, maxUnpackedBytes)).rows(0);
}
