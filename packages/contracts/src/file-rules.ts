// Uploaded files (issue #3): what each purpose accepts and the url other bodies use to point at
// an uploaded file. No zod here: a page that only shows files (an order's packing list) reads
// these without loading the schemas (files.ts; docs/web.md, "Constants without zod"). The
// server decides a file's kind from its content (magic bytes); the extensions below only serve
// the browser's file picker and the client's early "Invalid format" check.

export const FILE_PURPOSES = ['avatar', 'id-card', 'enterprise-cert', 'attachment', 'packing-list', 'refund', 'gift-image'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

// Pictures of the gift catalogue: uploaded by staff only, read by every signed-in member (a
// member's own files are read by that member alone).
export const CATALOGUE_PURPOSES = ['gift-image'] as const satisfies readonly FilePurpose[];
export type CataloguePurpose = (typeof CATALOGUE_PURPOSES)[number];
export const MEMBER_FILE_PURPOSES = FILE_PURPOSES.filter((p): p is Exclude<FilePurpose, CataloguePurpose> => !(CATALOGUE_PURPOSES as readonly string[]).includes(p));
// What staff upload: photos and reply attachments (the members' `attachment` rules), and the
// catalogue's pictures.
export const STAFF_UPLOAD_PURPOSES = ['attachment', 'gift-image'] as const satisfies readonly FilePurpose[];

// CSV and plain text are left out on purpose: text has no magic bytes, so it cannot be told
// apart from HTML or SVG by its content. Spreadsheets go up as .xlsx/.xls.
export const FILE_KINDS = ['jpeg', 'png', 'webp', 'gif', 'pdf', 'xlsx', 'xls', 'docx', 'doc', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileKindInfo {
  // the Content-Type the file is stored and served with
  mime: string;
  // the first is the one a stored name gets
  extensions: readonly string[];
  image: boolean;
}

export const FILE_KIND_INFO: Record<FileKind, FileKindInfo> = {
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], image: true },
  png: { mime: 'image/png', extensions: ['.png'], image: true },
  webp: { mime: 'image/webp', extensions: ['.webp'], image: true },
  gif: { mime: 'image/gif', extensions: ['.gif'], image: true },
  pdf: { mime: 'application/pdf', extensions: ['.pdf'], image: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['.xlsx'], image: false },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['.xls'], image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'], image: false },
  doc: { mime: 'application/msword', extensions: ['.doc'], image: false },
  zip: { mime: 'application/zip', extensions: ['.zip'], image: false },
};

const MB = 1024 * 1024;
const IMAGES = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly FileKind[];
const OFFICE = ['xlsx', 'xls', 'docx', 'doc'] as const satisfies readonly FileKind[];

export interface FileRule {
  kinds: readonly FileKind[];
  // files one form field may hold
  maxFiles: number;
  // bytes of one file as uploaded
  maxBytes: number;
}

// docs/product/identity.md and orders.md: real-name images only, at most 20; attachments 10; packing list 5 files of 5 MB.
export const FILE_RULES: Record<FilePurpose, FileRule> = {
  avatar: { kinds: IMAGES, maxFiles: 1, maxBytes: 5 * MB },
  'id-card': { kinds: IMAGES, maxFiles: 20, maxBytes: 10 * MB },
  // A business licence: a photo or the PDF the registry issues; one per company.
  'enterprise-cert': { kinds: [...IMAGES, 'pdf'], maxFiles: 1, maxBytes: 10 * MB },
  attachment: { kinds: [...IMAGES, 'pdf', ...OFFICE, 'zip'], maxFiles: 10, maxBytes: 10 * MB },
  'packing-list': { kinds: [...IMAGES, 'pdf', ...OFFICE], maxFiles: 5, maxBytes: 5 * MB },
  // Photos of the goods a warehouse refund is asked for (docs/money.md): at most 10.
  refund: { kinds: IMAGES, maxFiles: 10, maxBytes: 10 * MB },
  // A gift's pictures (docs/points-and-gifts.md): the first is the one lists show.
  'gift-image': { kinds: IMAGES, maxFiles: 6, maxBytes: 5 * MB },
};

export function isCataloguePurpose(purpose: FilePurpose): purpose is CataloguePurpose {
  return (CATALOGUE_PURPOSES as readonly FilePurpose[]).includes(purpose);
}

export function isFilePurpose(value: unknown): value is FilePurpose {
  return typeof value === 'string' && (FILE_PURPOSES as readonly string[]).includes(value);
}

export function isImageKind(kind: FileKind): boolean {
  return FILE_KIND_INFO[kind].image;
}

export function isImagePurpose(purpose: FilePurpose): boolean {
  return FILE_RULES[purpose].kinds.every(isImageKind);
}

export function isImageContentType(contentType: string): boolean {
  return FILE_KINDS.some((k) => FILE_KIND_INFO[k].image && FILE_KIND_INFO[k].mime === contentType);
}

// Whole megabytes, for texts like 'Exceeds 5MB limit'.
export function maxMb(purpose: FilePurpose): number {
  return Math.floor(FILE_RULES[purpose].maxBytes / MB);
}

// The <input accept> of a purpose: extensions and MIME types, e.g. ".jpg,.jpeg,image/jpeg,...".
export function acceptAttribute(purpose: FilePurpose): string {
  return FILE_RULES[purpose].kinds.flatMap((k) => [...FILE_KIND_INFO[k].extensions, FILE_KIND_INFO[k].mime]).join(',');
}

// For people: "JPG, PNG, WEBP, GIF, PDF".
export function formatsText(purpose: FilePurpose): string {
  return FILE_RULES[purpose].kinds.map((k) => (FILE_KIND_INFO[k].extensions[0] ?? k).slice(1).toUpperCase()).join(', ');
}

// The kind a file name claims; the client's early check only, the server reads the content.
export function kindOfName(name: string): FileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot).toLowerCase();
  return FILE_KINDS.find((k) => FILE_KIND_INFO[k].extensions.includes(extension)) ?? null;
}

export function nameAllowed(purpose: FilePurpose, name: string): boolean {
  const kind = kindOfName(name);
  return kind !== null && FILE_RULES[purpose].kinds.includes(kind);
}

// 128 random bits, base64url: the id clients see (never the row id).
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const FILE_URL_PREFIX = '/app-api/file/get/';

export function fileUrl(id: string): string {
  return `${FILE_URL_PREFIX}${id}`;
}

// The id inside a file url as uploads answer it ('/app-api/file/get/{id}'); null for any
// other text, absolute urls included, so stored references keep one spelling.
export function fileIdFromUrl(url: string): string | null {
  if (!url.startsWith(FILE_URL_PREFIX)) return null;
  const id = url.slice(FILE_URL_PREFIX.length);
  return FILE_ID_PATTERN.test(id) ? id : null;
}

// Staff read the same file at /admin-api/file/get/{id}; null when the url is not a file url.
export function staffFileUrl(url: string): string | null {
  const id = fileIdFromUrl(url);
  return id ? `/admin-api/file/get/${id}` : null;
}
