import { envelope } from '@portal/contracts/envelope';
import {
  documentHeaders,
  orderAuditAnswer,
  orderFlagBody,
  orderIdQuery,
  orderTransitionBody,
  orderTransitionResult,
  receiptLotBody,
  staffOrderDetail,
  staffOrderPage,
  staffOrderQuery,
  warehouseReceiptBody,
} from '@portal/contracts/order';
import { TIME_ZONE_HEADER } from '@portal/contracts/time-zone';
import { cartonLabelsQuery, scanAnswer, scanQuery } from '@portal/contracts/warehouse';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { OrderDocumentsService } from './documents/order-documents.service.js';
import type { OrderStaffService } from './order-staff.service.js';

// Staff steps on shipping orders: operators (docs/staff-roles.md; docs/orders.md, "Staff side").
export function orderAdminRoutes(app: App, orderStaff: OrderStaffService, documents: OrderDocumentsService) {
  const tags = ['orders'];
  const staff = { auth: 'staff', roles: ['operator'] } as const;

  app.get(
    '/admin-api/order/page',
    { config: staff, schema: { tags, querystring: staffOrderQuery, response: { 200: envelope(staffOrderPage) } } },
    async (request) => ok(await orderStaff.page(request.query)),
  );

  app.get(
    '/admin-api/order/get',
    { config: staff, schema: { tags, querystring: orderIdQuery, response: { 200: envelope(staffOrderDetail) } } },
    async (request) => ok(await orderStaff.detail(request.query.id, request.locale)),
  );

  // Written when the cartons arrive (the order moves into the warehouse), or corrected.
  app.post(
    '/admin-api/order/receipt',
    { config: staff, schema: { tags, body: warehouseReceiptBody, response: { 200: envelope(staffOrderDetail) } } },
    async (request) => ok(await orderStaff.writeReceipt(staffId(request), request.body, request.locale)),
  );

  // One lot of cartons (docs/warehouse.md): the receipt grows lot by lot until complete.
  app.post(
    '/admin-api/order/receipt/lot',
    { config: staff, schema: { tags, body: receiptLotBody, response: { 200: envelope(staffOrderDetail) } } },
    async (request) => ok(await orderStaff.addLot(staffId(request), request.body, request.locale)),
  );

  // Scan-anything: an order number, tracking link, shipping mark, mobile or container number.
  app.get(
    '/admin-api/order/scan',
    { config: staff, schema: { tags, querystring: scanQuery, response: { 200: envelope(scanAnswer) } } },
    async (request) => ok(await orderStaff.scan(request.query.code)),
  );

  // Carton labels as PDF: one 100 × 150 mm page per carton of a lot, or of the whole order.
  app.get(
    '/admin-api/order/carton-labels',
    { config: staff, schema: { tags, headers: documentHeaders, querystring: cartonLabelsQuery } },
    async (request, reply) => {
      const order = await orderStaff.detail(request.query.orderId, request.locale);
      const zone = request.headers[TIME_ZONE_HEADER];
      const origin = `${request.protocol}://${request.host}`;
      const { pdf, filename } = await documents.cartonLabels(order, request.query.lotNo, request.locale, origin, typeof zone === 'string' ? zone : undefined);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  // What staff did to the order: who, what, when.
  app.get(
    '/admin-api/order/audit',
    { config: staff, schema: { tags, querystring: orderIdQuery, response: { 200: envelope(orderAuditAnswer) } } },
    async (request) => ok(await orderStaff.audit(request.query.id)),
  );

  // One order or a batch one step along the chain; answers which moved and why others did not.
  app.post(
    '/admin-api/order/transition',
    { config: staff, schema: { tags, body: orderTransitionBody, response: { 200: envelope(orderTransitionResult) } } },
    async (request) => ok(await orderStaff.transition(staffId(request), request.body, request.locale)),
  );

  app.post(
    '/admin-api/order/flag',
    { config: staff, schema: { tags, body: orderFlagBody, response: { 200: envelope(staffOrderDetail) } } },
    async (request) => ok(await orderStaff.flag(staffId(request), request.body, request.locale)),
  );
}
