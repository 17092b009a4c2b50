import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  XLSX_MIME,
  addressBookIdQuery,
  contactBody,
  contactExportBody,
  contactItem,
  contactPageQuery,
  contactUpdateBody,
  importQuery,
  importResult,
  type ContactKind,
} from '@portal/contracts/address-book';
import { emptyEnvelope, envelope, pageResult } from '@portal/contracts/envelope';
import { AppError } from '../../lib/app-error.js';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { ContactImportService } from './contact-import.service.js';
import { exportWorkbook, templateWorkbook } from './contact-sheet.js';
import type { ContactService } from './contact.service.js';

const PLURAL: Record<ContactKind, string> = { customer: 'customers', supplier: 'suppliers' };

function sendXlsx(reply: FastifyReply, filename: string, file: Buffer) {
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

// The uploaded workbook arrives as the raw request body (Content-Type: the .xlsx type or
// application/octet-stream), so the browser can report upload progress without multipart.
// The parser is registered in this module's scope only.
export function xlsxBodyParser(app: App) {
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

// One limiter for the customer and the supplier import, counted per member: each import holds
// a worker for up to a second, so one account must not queue them. Runs after the route's
// member guard (auth.ts puts it first), so the session is known here.
export function importLimit(app: App) {
  return app.rateLimit({
    max: app.config.imports.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `contact-import:${memberId(request)}`,
    errorResponseBuilder: (_request, context) => new AppError('IMPORT_TOO_FREQUENT', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

// Customers (/app-api/member/customer/…) or suppliers (/app-api/member/supplier/…).
export function contactRoutes(app: App, kind: ContactKind, contacts: ContactService, imports: ContactImportService, limit: onRequestAsyncHookHandler) {
  const base = `/app-api/member/${kind}`;
  const tags = ['address-book'];
  const config = { auth: 'member' } as const;
  const one = { 200: envelope(contactItem) };
  const scope = (request: Parameters<typeof memberId>[0]) => ({ memberId: memberId(request), kind });

  app.get(
    `${base}/page`,
    { config, schema: { tags, querystring: contactPageQuery, response: { 200: envelope(pageResult(contactItem)) } } },
    async (request) => ok(await contacts.page(scope(request), request.query)),
  );
  app.get(`${base}/get`, { config, schema: { tags, querystring: addressBookIdQuery, response: one } }, async (request) =>
    ok(await contacts.get(scope(request), request.query.id)),
  );
  app.post(`${base}/create`, { config, schema: { tags, body: contactBody, response: one } }, async (request) =>
    ok(await contacts.create(scope(request), request.body, request.locale)),
  );
  app.put(`${base}/update`, { config, schema: { tags, body: contactUpdateBody, response: one } }, async (request) =>
    ok(await contacts.update(scope(request), request.body, request.locale)),
  );
  app.delete(`${base}/delete`, { config, schema: { tags, querystring: addressBookIdQuery, response: { 200: emptyEnvelope } } }, async (request) => {
    await contacts.delete(scope(request), request.query.id);
    return ok(null);
  });

  // Everything matching the filter, or the selected ids, as .xlsx (headers in the caller's language).
  app.post(`${base}/export-excel`, { config, schema: { tags, body: contactExportBody } }, async (request, reply) => {
    const rows = await contacts.exportRows(scope(request), request.body);
    return sendXlsx(reply, `${PLURAL[kind]}.xlsx`, await exportWorkbook(kind, request.locale, rows));
  });
  app.get(`${base}/get-import-template`, { config, schema: { tags } }, async (request, reply) =>
    sendXlsx(reply, `${PLURAL[kind]}-template.xlsx`, await templateWorkbook(kind, request.locale)),
  );
  app.post(
    `${base}/import-excel`,
    { config, onRequest: limit, bodyLimit: IMPORT_MAX_BYTES, schema: { tags, querystring: importQuery, response: { 200: envelope(importResult) } } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('IMPORT_FILE_INVALID');
      return ok(await imports.import(scope(request), request.body, request.query.mode, request.locale));
    },
  );
}
