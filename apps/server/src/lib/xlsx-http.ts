import type { Readable } from 'node:stream';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { IMPORT_MAX_BYTES, XLSX_MIME } from '@portal/contracts/address-book';
import { memberId } from '../plugins/auth.js';
import { AppError } from './app-error.js';
import type { App } from './http.js';

// The HTTP side of .xlsx files, shared by every module that imports or exports them.

export function sendXlsx(reply: FastifyReply, filename: string, file: Buffer | Readable) {
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

// The uploaded workbook arrives as the raw request body (Content-Type: the .xlsx type or
// application/octet-stream), so the browser can report upload progress without multipart.
// Register it in the scope of the module that takes uploads.
export function xlsxBodyParser(app: App) {
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

// The upload as a Buffer: a JSON or empty body is not a workbook.
export function uploadedFile(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError('IMPORT_FILE_INVALID');
  return body;
}

// A limiter of a module's imports (`name`: contact, order), counted per member: each import
// holds a worker for up to a few seconds, so one account must not queue them. Runs after the
// route's member guard (auth.ts puts it first), so the session is known here.
export function importLimit(app: App, name: string): onRequestAsyncHookHandler {
  return app.rateLimit({
    max: app.config.imports.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}-import:${memberId(request)}`,
    errorResponseBuilder: (_request, context) => new AppError('IMPORT_TOO_FREQUENT', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
