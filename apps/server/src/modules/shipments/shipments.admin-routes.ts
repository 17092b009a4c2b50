import { envelope } from '@portal/contracts/envelope';
import {
  shipmentAdvanceBody,
  shipmentAdvanceResult,
  shipmentCreateBody,
  shipmentDetail,
  shipmentIdQuery,
  shipmentOrderBody,
  shipmentPage,
  shipmentPageQuery,
  shipmentUpdateBody,
} from '@portal/contracts/shipment';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { ShipmentService } from './shipment.service.js';

// Containers and air shipments: operators (docs/containers.md, docs/staff-roles.md). Every
// route is a staff route; members read a shipment only through their order.
export async function shipmentsAdminRoutes(app: App, { shipments }: { shipments: ShipmentService }) {
  const tags = ['shipments'];
  const staff = { auth: 'staff', roles: ['operator'] } as const;
  const base = '/admin-api/shipment';

  app.get(
    `${base}/page`,
    { config: staff, schema: { tags, querystring: shipmentPageQuery, response: { 200: envelope(shipmentPage) } } },
    async (request) => ok(await shipments.page(request.query)),
  );

  app.get(
    `${base}/get`,
    { config: staff, schema: { tags, querystring: shipmentIdQuery, response: { 200: envelope(shipmentDetail) } } },
    async (request) => ok(await shipments.detail(request.query.id)),
  );

  app.post(
    `${base}/create`,
    { config: staff, schema: { tags, body: shipmentCreateBody, response: { 200: envelope(shipmentDetail) } } },
    async (request) => ok(await shipments.create(staffId(request), request.body)),
  );

  app.post(
    `${base}/update`,
    { config: staff, schema: { tags, body: shipmentUpdateBody, response: { 200: envelope(shipmentDetail) } } },
    async (request) => ok(await shipments.update(staffId(request), request.body)),
  );

  // An order in, or out, by its number as a scan reads it.
  app.post(
    `${base}/load`,
    { config: staff, schema: { tags, body: shipmentOrderBody, response: { 200: envelope(shipmentDetail) } } },
    async (request) => ok(await shipments.load(staffId(request), request.body, request.locale)),
  );

  app.post(
    `${base}/unload`,
    { config: staff, schema: { tags, body: shipmentOrderBody, response: { 200: envelope(shipmentDetail) } } },
    async (request) => ok(await shipments.unload(staffId(request), request.body)),
  );

  // The whole shipment one step along the chain; `dryRun` answers what would happen.
  app.post(
    `${base}/advance`,
    { config: staff, schema: { tags, body: shipmentAdvanceBody, response: { 200: envelope(shipmentAdvanceResult) } } },
    async (request) => ok(await shipments.advance(staffId(request), request.body, request.locale)),
  );
}
