import { envelope } from '@portal/contracts/envelope';
import {
  orderFlagBody,
  orderIdQuery,
  orderTransitionBody,
  orderTransitionResult,
  staffOrderDetail,
  staffOrderPage,
  staffOrderQuery,
  warehouseReceiptBody,
} from '@portal/contracts/order';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { OrderStaffService } from './order-staff.service.js';

// Staff steps on shipping orders: operators (docs/staff-roles.md; docs/orders.md, "Staff side").
export function orderAdminRoutes(app: App, orderStaff: OrderStaffService) {
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
