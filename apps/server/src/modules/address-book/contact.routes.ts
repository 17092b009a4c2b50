import type { onRequestAsyncHookHandler } from 'fastify';
import {
  IMPORT_MAX_BYTES,
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
import { ok, type App } from '../../lib/http.js';
import { sendXlsx, uploadedFile } from '../../lib/xlsx-http.js';
import { memberId } from '../../plugins/auth.js';
import type { ContactImportService } from './contact-import.service.js';
import type { ContactService } from './contact.service.js';

const PLURAL: Record<ContactKind, string> = { customer: 'customers', supplier: 'suppliers' };

// The .xlsx side, loaded with the first template or export: exceljs is 8 MB of heap that a
// server which never makes a sheet need not keep.
const sheets = () => import('./contact-sheet.js');

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
    return sendXlsx(reply, `${PLURAL[kind]}.xlsx`, await (await sheets()).exportWorkbook(kind, request.locale, rows));
  });
  app.get(`${base}/get-import-template`, { config, schema: { tags } }, async (request, reply) =>
    sendXlsx(reply, `${PLURAL[kind]}-template.xlsx`, await (await sheets()).templateWorkbook(kind, request.locale)),
  );
  app.post(
    `${base}/import-excel`,
    { config, onRequest: limit, bodyLimit: IMPORT_MAX_BYTES, schema: { tags, querystring: importQuery, response: { 200: envelope(importResult) } } },
    async (request) => ok(await imports.import(scope(request), uploadedFile(request.body), request.query.mode, request.locale)),
  );
}
