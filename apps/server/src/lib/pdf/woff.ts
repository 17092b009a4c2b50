import { inflateSync } from 'node:zlib';

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the plain TrueType/OpenType file it wraps:
// each table is zlib-compressed on its own, so unwrapping is inflating the tables and writing
// a new table directory. fontkit reads WOFF itself, but inflates a table again on every read
// of it (each glyph of a CJK font re-inflates the whole glyf table: seconds per page), so the
// fonts are unwrapped once and kept (fonts.ts).

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const padded = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    // A table that did not shrink is stored as it is.
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table length does not match its directory entry');
    tables.push({ tag, checksum, data });
  }

  // The directory's binary-search fields (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY;
  const directoryEnd = SFNT_HEADER + numTables * SFNT_ENTRY;
  const out = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directoryEnd));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * SFNT_ENTRY - searchRange, 10);
  let position = directoryEnd;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(position, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, position);
    position += padded(table.data.length);
  });
  return out;
}
