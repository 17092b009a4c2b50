import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Small real files for upload tests, made in memory.

export function image(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

// A phone photo: EXIF with the camera, a GPS position and "rotate 90°" (40×20 stored, 20×40 seen).
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 0/1' } })
    .toBuffer();
}

// Whether an EXIF block holds a GPS section (tag 0x8825, either byte order).
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
}

// An OLE compound file header: how .doc and .xls look inside.
export function compoundFile(): Buffer {
  const body = Buffer.alloc(2048);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(body);
  return body;
}

// A zip archive with stored (uncompressed) entries.
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// [Content_Types].xml naming the package's main part, as Office writes it.
function contentTypes(part: string, type: string): string {
  return `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${part}" ContentType="${type}"/></Types>`;
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    'word/document.xml': '<w:document/>',
  });
}

export function xlsx(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    'xl/workbook.xml': '<workbook/>',
  });
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

// A multipart/form-data body as a browser sends it: `files` become file parts, `fields` text parts.
export async function multipart(files: { field?: string; name: string; body: Buffer; type?: string }[], fields: Record<string, string> = {}): Promise<MultipartBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files) form.append(f.field ?? 'file', new Blob([f.body], { type: f.type ?? 'application/octet-stream' }), f.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
