import { envelope } from '@portal/contracts/envelope';
import { orderExportQuery } from '@portal/contracts/order';
import { orderImportProgress, orderImportProgressQuery, orderImportQuery, orderImportResult } from '@portal/contracts/order-import';
import { IMPORT_MAX_BYTES } from '@portal/contracts/address-book';
import { ok, type App } from '../../lib/http.js';
import { importLimit, sendXlsx, uploadedFile, xlsxBodyParser } from '../../lib/xlsx-http.js';
import { memberId } from '../../plugins/auth.js';
import type { OrderImportService } from './order-import.service.js';
import type { SystemService } from '../system/system.service.js';
import { exportLabels, exportPages } from './order-export.js';
import type { OrderQueryService } from './order-query.service.js';

export interface OrderSheetServices {
  orderImports: OrderImportService;
  orderQueries: OrderQueryService;
  system: SystemService;
}

// The .xlsx side, loaded with the first template or export: exceljs is 8 MB of heap that a
// server which never makes a sheet need not keep.
const sheets = () => import('./order-sheet.js');

// Order spreadsheets (docs/orders.md, "Spreadsheets"): the import template, the import (the
// .xlsx as the raw body, like the address book's) and how far it has got, the list's export.
// Member routes, scoped to the caller.
export async function orderSheetRoutes(app: App, { orderImports, orderQueries, system }: OrderSheetServices) {
  const base = '/app-api/order/order';
  const tags = ['orders'];
  const config = { auth: 'member' } as const;
  const limit = importLimit(app, 'order');
  xlsxBodyParser(app);

  // Headers, dropdowns and instructions in the caller's language.
  app.get(`${base}/import-template`, { config, schema: { tags } }, async (request, reply) =>
    sendXlsx(reply, 'orders-template.xlsx', await (await sheets()).templateWorkbook(request.locale, await orderImports.catalog())),
  );

  app.post(
    `${base}/import`,
    { config, onRequest: limit, bodyLimit: IMPORT_MAX_BYTES, schema: { tags, querystring: orderImportQuery, response: { 200: envelope(orderImportResult) } } },
    async (request) => {
      const { mode, progressId } = request.query;
      return ok(await orderImports.import(memberId(request), uploadedFile(request.body), mode, request.locale, progressId));
    },
  );

  app.get(
    `${base}/import-progress`,
    { config, schema: { tags, querystring: orderImportProgressQuery, response: { 200: envelope(orderImportProgress) } } },
    async (request) => ok(orderImports.progressOf(memberId(request), request.query.id)),
  );

  // The list as .xlsx: its filters (as `page` takes them) or the selected `ids`, streamed.
  app.get(`${base}/export`, { config, schema: { tags, querystring: orderExportQuery } }, async (request, reply) => {
    const [pages, labels] = await Promise.all([exportPages(orderQueries, memberId(request), request.query), exportLabels(system, request.locale)]);
    return sendXlsx(reply, `orders-${request.query.role}.xlsx`, (await sheets()).exportWorkbook(request.locale, labels, pages));
  });
}
