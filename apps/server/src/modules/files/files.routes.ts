import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_RULES, fileIdParams, maxMb, staffUploadQuery, uploadQuery, uploadedFile, type FilePurpose } from '@portal/contracts/files';
import { STAFF_ROLES } from '@portal/contracts/staff';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { AppError } from '../../lib/app-error.js';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId, staffRoles } from '../../plugins/auth.js';
import { defaultWebDist } from '../../plugins/static.js';
import { sendFile } from './file-reply.js';
import { STAFF_FILE_UPLOADERS, type FileService, type ReceivedFile } from './file.service.js';
import { filesAdminRoutes } from './files.admin-routes.js';

// One file part and nothing much else: these bound what one request can make the server hold.
const PART_LIMITS = { files: 1, fields: 5, parts: 6, fieldSize: 1024, fieldNameSize: 100, headerPairs: 50 };

// Every role that uploads some purpose; the handler then checks the purpose's own roles.
const UPLOADER_ROLES = STAFF_ROLES.filter((role) => Object.values(STAFF_FILE_UPLOADERS).some((roles) => roles.includes(role)));

// More parts than one file and a few fields: a client sending several files in one request.
function isLimitError(request: FastifyRequest, error: unknown): boolean {
  const errors = request.server.multipartErrors;
  return [errors.FilesLimitError, errors.PartsLimitError, errors.FieldsLimitError].some((type) => error instanceof type);
}

// The one file of an upload, written to the storage as it arrives (FileService.receive). Every
// part is read, so a second file is noticed rather than silently dropped; the first one's bytes
// then go again.
async function readUpload(request: FastifyRequest, files: FileService, purpose: FilePurpose, keepName: boolean): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('FILE_MISSING');
  let received: ReceivedFile | undefined;
  // A storage that fails (the bucket unreachable) is the server's trouble: a 500, not a 400.
  let storageError: unknown;
  try {
    // One byte over the purpose's limit reaches FileService, which refuses the file on it.
    for await (const part of request.parts({ limits: { ...PART_LIMITS, fileSize: FILE_RULES[purpose].maxBytes + 1 } })) {
      if (part.type !== 'file') continue;
      if (received) throw new AppError('FILE_ONE_AT_A_TIME');
      if (part.fieldname !== 'file') throw new AppError('FILE_MISSING');
      received = await files.receive({ purpose, filename: part.filename, body: part.file, keepName }).catch((error: unknown) => {
        if (!(error instanceof AppError)) storageError = error;
        throw error;
      });
    }
    if (!received) throw new AppError('FILE_MISSING');
    return received;
  } catch (error) {
    if (received) await files.discard(received);
    if (error instanceof AppError || error === storageError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('FILE_TOO_LARGE', { maxMb: maxMb(purpose) }, { rule: 'size', maxBytes: FILE_RULES[purpose].maxBytes });
    }
    if (isLimitError(request, error)) throw new AppError('FILE_ONE_AT_A_TIME');
    // Nothing but the request body is read above: whatever else failed (a cut or malformed
    // multipart body, a client that went away) is the client's doing, never a 500.
    request.log.info({ err: error }, 'unreadable upload');
    throw new AppError('FILE_MISSING');
  }
}

function isInside(dir: string, root: string): boolean {
  const relative = path.relative(root, dir);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

// Uploads and the serving of uploaded files; multipart parsing stays inside this module.
export async function filesRoutes(app: App, { files }: { files: FileService }) {
  const { config } = app;
  if (isInside(path.resolve(config.uploads.dir), path.resolve(config.webDistDir ?? defaultWebDist))) {
    throw new Error(`UPLOAD_DIR (${config.uploads.dir}) must not be inside the web app's static root`);
  }
  filesAdminRoutes(app, files);

  await app.register(async (scoped: App) => {
    await scoped.register(multipart, { limits: { ...PART_LIMITS, fileSize: 1 } });
    const tags = ['file'];

    const upload = (keepName: boolean, staff = false) => async (request: FastifyRequest<{ Querystring: { purpose: FilePurpose } }>) => {
      const { purpose } = request.query;
      const owner = staff ? { type: 'staff' as const, id: staffId(request) } : { type: 'member' as const, id: memberId(request) };
      if (staff) files.assertStaffMayUpload(staffRoles(request), purpose as keyof typeof STAFF_FILE_UPLOADERS);
      await files.assertCanUpload(owner);
      return ok(files.toUploadedFile(await files.record(owner, await readUpload(request, files, purpose, keepName))));
    };
    const uploadSchema = { tags, consumes: ['multipart/form-data'], querystring: uploadQuery, response: { 200: envelope(uploadedFile) } };
    const staffUploadSchema = { ...uploadSchema, querystring: staffUploadQuery };

    // The file's name is made up (`id-card-20261123-3f9c1a.jpg`): photos of ID cards and
    // avatars should not carry the member's own file names around.
    scoped.post('/app-api/file/upload', { config: { auth: 'member' }, schema: uploadSchema }, upload(false));
    // The member's own name is kept (sanitised), for documents whose names matter.
    scoped.post('/app-api/file/org-name/up', { config: { auth: 'member' }, schema: uploadSchema }, upload(true));

    // Staff photos of what they found (abnormal items), attachments of customer-service replies
    // (docs/advice.md) and the gift catalogue's pictures; answered with the same url shape.
    scoped.post('/admin-api/file/upload', { config: { auth: 'staff', roles: UPLOADER_ROLES }, schema: staffUploadSchema }, upload(false, true));

    scoped.get('/app-api/file/get/:id', { config: { auth: 'member' }, schema: { tags, params: fileIdParams } }, async (request, reply) =>
      sendFile(reply, await files.openForMember(memberId(request), request.params.id)),
    );

    scoped.delete('/app-api/file/delete/:id', { config: { auth: 'member' }, schema: { tags, params: fileIdParams, response: { 200: emptyEnvelope } } }, async (request) => {
      await files.deleteForMember(memberId(request), request.params.id);
      return ok(null);
    });
  });
}
