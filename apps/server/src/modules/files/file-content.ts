import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { FILE_RULES, formatsText, kindOfName, type FileKind, type FilePurpose } from '@portal/contracts/files';
import { AppError } from '../../lib/app-error.js';

// Images larger than this on either side are scaled down; a phone photo is ~4000 px wide.
const MAX_IMAGE_SIDE = 4096;
// Refuse decompression bombs before decoding (a 10 MB PNG can claim billions of pixels).
const MAX_INPUT_PIXELS = 100_000_000;

// file-type's name for a detected type → our kind. 'cfb' (an OLE compound file) is how both
// .doc and .xls look inside; see kindOf.
const DETECTED: Partial<Record<string, FileKind>> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  zip: 'zip',
};

async function kindOf(buffer: Buffer, name: string): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) return null;
  if (detected.ext === 'cfb') {
    // The content proves a legacy Office file; only the name tells Word from Excel.
    const claimed = kindOfName(name);
    return claimed === 'doc' || claimed === 'xls' ? claimed : null;
  }
  return DETECTED[detected.ext] ?? null;
}

// Orientation applied, then every metadata block (EXIF, GPS, XMP, ICC) dropped: sharp keeps
// none unless asked. Same format out as in.
async function reencode(buffer: Buffer, kind: FileKind): Promise<Buffer> {
  const animated = kind === 'gif' || kind === 'webp';
  const image = sharp(buffer, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (kind) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    default:
      return image.gif().toBuffer();
  }
}

// How much of an upload is read before its kind is decided: file-type needs a few KB for most
// kinds; an Office file is told from a ZIP by its [Content_Types].xml entry, which Office
// writes first. Only this much is held before the bytes go on to the storage; images are held
// whole (cleanImage).
export const SNIFF_BYTES = 256 * 1024;

// The kind comes from the bytes (the first SNIFF_BYTES of them), never from the name or the
// client's Content-Type.
export async function checkKind(start: Buffer, name: string, purpose: FilePurpose): Promise<FileKind> {
  const kind = await kindOf(start, name);
  if (!kind || !FILE_RULES[purpose].kinds.includes(kind)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { formats: formatsText(purpose) }, { rule: 'type', purpose });
  }
  return kind;
}

// Images are rewritten so that nothing but pixels leaves the member's device; sharp decodes the
// whole image, so an image upload is held whole (at most its purpose's limit).
export async function cleanImage(buffer: Buffer, kind: FileKind, purpose: FilePurpose): Promise<Buffer> {
  try {
    return await reencode(buffer, kind);
  } catch {
    throw new AppError('FILE_UNREADABLE', undefined, { rule: 'image', purpose });
  }
}
