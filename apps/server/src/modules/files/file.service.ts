import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FILE_ID_PATTERN,
  FILE_KIND_INFO,
  FILE_RULES,
  FILE_URL_PREFIX,
  fileIdFromUrl,
  isCataloguePurpose,
  isImageKind,
  maxMb,
  fileUrl,
  type FilePurpose,
  type STAFF_UPLOAD_PURPOSES,
  type UploadedFile,
} from '@portal/contracts/files';
import { STAFF_ROLES, staffMayCall, type StaffRole } from '@portal/contracts/staff';
import type { DB } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/sql.js';
import type { FileRow } from '../../db/tables/files.js';
import { AppError, FieldsError, type FieldProblem } from '../../lib/app-error.js';
import { checkKind, cleanImage, SNIFF_BYTES } from './file-content.js';
import { displayName } from './file-name.js';
import { FileMissingError, type FileStorage } from './file-storage.js';
import type { FileRepository} from './file.repository.js';
import { type FileOwner, type NewFile } from './file.repository.js';
import type { Executor } from '../../db/executor.js';

const DAY_MS = 24 * 3_600_000;

// Which staff roles read a member's files of each purpose (docs/staff-roles.md): identity
// papers only reviewers; order documents operators and customer service.
export const STAFF_FILE_READERS: Record<FilePurpose, readonly StaffRole[]> = {
  avatar: ['reviewer', 'service', 'operator'],
  'id-card': ['reviewer'],
  'enterprise-cert': ['reviewer'],
  attachment: ['reviewer', 'service', 'operator'],
  'packing-list': ['operator', 'service'],
  refund: ['finance', 'operator'],
  // The catalogue's pictures, which every member sees anyway.
  'gift-image': STAFF_ROLES,
};

// Which staff roles upload each purpose staff upload: photos of what the warehouse found and
// customer-service attachments; the gift catalogue's pictures, its keepers'.
export const STAFF_FILE_UPLOADERS: Record<(typeof STAFF_UPLOAD_PURPOSES)[number], readonly StaffRole[]> = {
  attachment: ['operator', 'service'],
  'gift-image': ['administrator'],
};

export interface UploadInput {
  purpose: FilePurpose;
  // the name the client sent; only shown, never part of a path
  filename: string;
  // the file's bytes as they arrive from the request
  body: Readable;
  // org-name/up keeps the member's name; upload gives a made-up one
  keepName: boolean;
}

// An upload whose bytes are in the storage and which has no row yet.
export type ReceivedFile = Omit<NewFile, 'publicId' | 'owner'>;

export interface OwnedOptions {
  // the body field the url came in, named by the error
  field: string;
  purposes: readonly FilePurpose[];
}

export interface OwnedManyOptions extends OwnedOptions {
  // default: the largest maxFiles of the purposes
  max?: number;
}

export interface OpenedFile {
  row: FileRow;
  stream: Readable;
}

// Uploaded files for every module (built once in services.ts). Members reach only their own files; another
// member's file answers exactly like a missing one.
export class FileService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly files: FileRepository,
    private readonly storage: FileStorage,
    private readonly options: { dailyPerMember: number; log: FastifyBaseLogger },
  ) {}

  // Checked before the upload is read, so a member at the cap costs no parsing.
  async assertCanUpload(owner: FileOwner): Promise<void> {
    const max = this.options.dailyPerMember;
    if ((await this.files.countSince(owner, new Date(Date.now() - DAY_MS).toISOString())) >= max) {
      throw new AppError('FILE_DAILY_LIMIT', { max });
    }
  }

  // A staff upload of a purpose the caller's roles handle (the route lets in every uploader).
  assertStaffMayUpload(roles: readonly StaffRole[], purpose: keyof typeof STAFF_FILE_UPLOADERS): void {
    if (!staffMayCall(roles, STAFF_FILE_UPLOADERS[purpose])) throw new AppError('STAFF_ROLE_MISSING');
  }

  // Checks an upload's kind and size and writes it to the storage as it arrives: only its first
  // SNIFF_BYTES are held (an image whole, to rewrite it). Nothing is left in the storage when a
  // check fails or the request breaks off. The row is made by `record`, once the request has
  // been read to its end.
  async receive(input: UploadInput): Promise<ReceivedFile> {
    const { purpose } = input;
    const maxBytes = FILE_RULES[purpose].maxBytes;
    const chunks = input.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let size = 0;
    const hash = createHash('sha256');
    // The request's next bytes, counted and hashed; a broken multipart body or a client gone
    // away is the client's doing, never a 500.
    const next = async (): Promise<Buffer | null> => {
      const read = await chunks.next().catch((error: unknown) => {
        this.options.log.info({ err: error }, 'unreadable upload');
        throw new AppError('FILE_MISSING');
      });
      if (read.done) return null;
      size += read.value.length;
      if (size > maxBytes) throw new AppError('FILE_TOO_LARGE', { maxMb: maxMb(purpose) }, { rule: 'size', maxBytes });
      hash.update(read.value);
      return read.value;
    };
    const readUpTo = async (limit: number): Promise<{ bytes: Buffer; ended: boolean }> => {
      const held: Buffer[] = [];
      while (size < limit) {
        const chunk = await next();
        if (!chunk) return { bytes: Buffer.concat(held), ended: true };
        held.push(chunk);
      }
      return { bytes: Buffer.concat(held), ended: false };
    };

    try {
      const start = await readUpTo(SNIFF_BYTES);
      if (start.bytes.length === 0) throw new AppError('FILE_MISSING');
      const kind = await checkKind(start.bytes, input.filename, purpose);
      const { mime: contentType, extensions } = FILE_KIND_INFO[kind];
      const createdAt = nowIso();
      const random = randomBytes(16).toString('hex');
      const extension = extensions[0] ?? '';
      const file = {
        purpose,
        name: input.keepName ? displayName(input.filename, kind) : `${purpose}-${createdAt.slice(0, 10).replaceAll('-', '')}-${random.slice(0, 6)}${extension}`,
        contentType,
        storageKey: `${purpose}/${createdAt.slice(0, 7)}/${random}${extension}`,
        createdAt,
      };
      if (isImageKind(kind)) {
        const whole = start.ended ? start.bytes : Buffer.concat([start.bytes, (await readUpTo(Infinity)).bytes]);
        const body = await cleanImage(whole, kind, purpose);
        await this.storage.put(file.storageKey, body, contentType);
        return { ...file, size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
      }
      async function* bytes() {
        yield start.bytes;
        if (start.ended) return;
        for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
      }
      // The storage writes the stream out as it reads it and removes what it wrote if the
      // stream fails (a FILE_TOO_LARGE thrown by `next`, the request breaking off).
      await this.storage.put(file.storageKey, Readable.from(bytes(), { objectMode: false }), contentType);
      return { ...file, size, sha256: hash.digest('hex') };
    } finally {
      // Stops reading a request refused midway (the multipart parser discards the rest).
      await chunks.return?.();
    }
  }

  // The row of a received file; its bytes are removed when the row cannot be made.
  async record(owner: FileOwner, file: ReceivedFile): Promise<FileRow> {
    try {
      return await this.files.insert({ publicId: randomBytes(16).toString('base64url'), owner, ...file }, this.db);
    } catch (error) {
      await this.discard(file);
      throw error;
    }
  }

  // A received file the request did not end well for (a second file after it): its bytes go.
  async discard(file: ReceivedFile): Promise<void> {
    await this.storage.delete(file.storageKey).catch(() => undefined);
  }

  toUploadedFile(row: FileRow): UploadedFile {
    return {
      id: row.public_id,
      url: fileUrl(row.public_id),
      name: row.name,
      size: row.size,
      contentType: row.content_type,
      purpose: row.purpose,
      createTime: toIso(row.created_at),
    };
  }

  // A url (or bare id) the member owns, for one of the purposes; else a 400 naming `field`.
  async requireOwned(memberId: number, url: string, options: OwnedOptions): Promise<FileRow> {
    const id = idOf(url);
    if (!id) throw new FieldsError([{ field: options.field, rule: 'v.file.url' }]);
    const row = await this.files.findLive(id, { type: 'member', id: memberId });
    if (!row || !options.purposes.includes(row.purpose)) throw new FieldsError([{ field: options.field, rule: 'v.file.unknown' }]);
    return row;
  }

  // The same for a list, in the given order (repeats dropped); bad entries are named
  // `field.<index>`.
  async requireOwnedMany(memberId: number, urls: readonly string[], options: OwnedManyOptions): Promise<FileRow[]> {
    return this.requireHeldMany({ type: 'member', id: memberId }, urls, options);
  }

  // The same for any owner (a staff member's own uploads).
  async requireHeldMany(owner: FileOwner, urls: readonly string[], options: OwnedManyOptions): Promise<FileRow[]> {
    const max = options.max ?? Math.max(...options.purposes.map((p) => FILE_RULES[p].maxFiles));
    const ids = urls.map(idOf);
    const malformed = ids.flatMap((id, index) => (id ? [] : [{ field: `${options.field}.${index}`, rule: 'v.file.url' as const }]));
    if (malformed.length > 0) throw new FieldsError(malformed);
    const unique = [...new Set(ids as string[])];
    if (unique.length > max) throw new FieldsError([{ field: options.field, rule: 'v.file.tooMany', params: { maximum: max } }]);
    const rows = new Map((await this.files.findLiveMany(unique, owner)).map((r) => [r.public_id, r]));
    const unknown = ids.flatMap((id, index) => {
      const row = rows.get(id ?? '');
      return row && options.purposes.includes(row.purpose) ? [] : [{ field: `${options.field}.${index}`, rule: 'v.file.unknown' as const }];
    });
    if (unknown.length > 0) throw new FieldsError(unknown);
    return unique.map((id) => rows.get(id)!);
  }

  // A gift's pictures: each uploaded file must be a live catalogue picture, whichever staff
  // member uploaded it (administrators edit each other's gifts); site paths and https addresses
  // pass as they are. A bad entry is a 400 naming `field.<index>`. Answers the files' rows.
  async requireCatalogueImages(urls: readonly string[], field: string): Promise<FileRow[]> {
    const ids = urls.map((url) => fileIdFromUrl(url.trim()));
    const rows = new Map((await this.files.findLiveMany([...new Set(ids.filter((id) => id !== null))])).map((r) => [r.public_id, r]));
    const bad = urls.flatMap((url, index): FieldProblem[] => {
      const id = ids[index];
      if (id === null || id === undefined) return url.trim().startsWith(FILE_URL_PREFIX) ? [{ field: `${field}.${index}`, rule: 'v.file.url' }] : [];
      const row = rows.get(id);
      return row && row.owner_type === 'staff' && isCataloguePurpose(row.purpose) ? [] : [{ field: `${field}.${index}`, rule: 'v.file.unknown' }];
    });
    if (bad.length > 0) throw new FieldsError(bad);
    return [...rows.values()];
  }

  // Called by a module when it saves a record that points at these files (pass its
  // transaction): from then on the member cannot delete them.
  async markUsed(rows: readonly FileRow[], tx: Executor = this.db): Promise<void> {
    await this.files.markUsed(
      rows.map((r) => r.id),
      nowIso(),
      tx,
    );
  }

  // Called by a module when its record lets go of a file (pass its transaction), e.g. a file
  // taken off an order's packing list: its owner may delete it again.
  async release(fileIds: readonly number[], tx: Executor = this.db): Promise<void> {
    await this.files.markUnused(fileIds, tx);
  }

  // Deletes a released file with its bytes; false when a record uses it (again) or it is gone.
  async deleteReleased(fileId: number): Promise<boolean> {
    const row = await this.files.findById(fileId);
    if (!row || !(await this.files.markDeleted(row.id, nowIso(), this.db))) return false;
    await this.storage.delete(row.storage_key);
    return true;
  }

  // Any live file by url or id, whoever owns it: for staff code and staff routes.
  async find(urlOrId: string): Promise<FileRow | undefined> {
    const id = idOf(urlOrId);
    return id ? this.files.findLive(id) : undefined;
  }

  // The member's own file, or a catalogue picture staff uploaded for every member to see;
  // anything else answers exactly like a missing file.
  async openForMember(memberId: number, publicId: string): Promise<OpenedFile> {
    const row = (await this.files.findLive(publicId, { type: 'member', id: memberId })) ?? (await this.catalogueFile(publicId));
    if (!row) throw new AppError('FILE_NOT_FOUND');
    return { row, stream: await this.open(row) };
  }

  // Only for a staff role that handles files of the purpose (STAFF_FILE_READERS).
  async openForStaff(publicId: string, roles: readonly StaffRole[]): Promise<OpenedFile> {
    const row = await this.find(publicId);
    if (!row) throw new AppError('FILE_NOT_FOUND');
    if (!staffMayCall(roles, STAFF_FILE_READERS[row.purpose])) throw new AppError('STAFF_ROLE_MISSING');
    return { row, stream: await this.open(row) };
  }

  private async catalogueFile(publicId: string): Promise<FileRow | undefined> {
    const row = await this.files.findLive(publicId);
    return row && row.owner_type === 'staff' && isCataloguePurpose(row.purpose) ? row : undefined;
  }

  async open(row: FileRow): Promise<Readable> {
    try {
      return await this.storage.get(row.storage_key);
    } catch (error) {
      if (!(error instanceof FileMissingError)) throw error;
      this.options.log.warn({ fileId: row.id }, 'file row without stored bytes');
      throw new AppError('FILE_NOT_FOUND');
    }
  }

  // The member's own file, while no saved record uses it.
  async deleteForMember(memberId: number, publicId: string): Promise<void> {
    const row = await this.files.findLive(publicId, { type: 'member', id: memberId });
    if (!row) throw new AppError('FILE_NOT_FOUND');
    if (row.used_at || !(await this.files.markDeleted(row.id, nowIso(), this.db))) throw new AppError('FILE_IN_USE');
    await this.storage.delete(row.storage_key);
  }
}

function idOf(urlOrId: string): string | null {
  const text = urlOrId.trim();
  return fileIdFromUrl(text) ?? (FILE_ID_PATTERN.test(text) ? text : null);
}
