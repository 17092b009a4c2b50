import {
  controlApplyBody,
  controlHistory,
  controlIdQuery,
  controlOrder,
  controlPage,
  controlPageQuery,
  releaseBody,
  releaseResult,
  staffControlDatesBody,
  transferBody,
} from '@portal/contracts/cargo-control';
import { emptyEnvelope, envelope } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { memberId, staffId } from '../../plugins/auth.js';
import type { CargoControlService } from './cargo-control.service.js';

// Cargo control (docs/cargo-control.md): the member's calls under
// /app-api/order/order-cargo-control/…, and the operators' under /admin-api/order/cargo-control/….
// The control password's state stays with the account (modules/account).
export async function cargoControlRoutes(app: App, { cargoControl }: { cargoControl: CargoControlService }) {
  const tags = ['cargo-control'];
  const member = { auth: 'member' } as const;
  const base = '/app-api/order/order-cargo-control';

  app.get(
    `${base}/page`,
    { config: member, schema: { tags, querystring: controlPageQuery, response: { 200: envelope(controlPage) } } },
    async (request) => ok(await cargoControl.page(memberId(request), request.query)),
  );

  app.get(
    `${base}/get`,
    { config: member, schema: { tags, querystring: controlIdQuery, response: { 200: envelope(controlOrder) } } },
    async (request) => ok(await cargoControl.get(memberId(request), request.query.id)),
  );

  app.get(
    `${base}/history`,
    { config: member, schema: { tags, querystring: controlIdQuery, response: { 200: envelope(controlHistory) } } },
    async (request) => ok(await cargoControl.history(memberId(request), request.query.id)),
  );

  app.post(
    `${base}/release`,
    { config: member, schema: { tags, body: releaseBody, response: { 200: envelope(releaseResult) } } },
    async (request) => ok(await cargoControl.release(memberId(request), request.body)),
  );

  app.post(
    `${base}/transfer`,
    { config: member, schema: { tags, body: transferBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await cargoControl.transfer(memberId(request), request.body);
      return ok(null);
    },
  );

  // The transfer's checks alone (the SMS code verified, not used): the web confirms after it.
  app.post(
    `${base}/transfer-check`,
    { config: member, schema: { tags, body: transferBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await cargoControl.transferCheck(memberId(request), request.body);
      return ok(null);
    },
  );

  app.post(
    `${base}/apply`,
    { config: member, schema: { tags, body: controlApplyBody, response: { 200: envelope(controlOrder) } } },
    async (request) => ok(await cargoControl.apply(memberId(request), request.body)),
  );

  // Staff: operators (docs/staff-roles.md).
  const staff = { auth: 'staff', roles: ['operator'] } as const;

  app.post(
    '/admin-api/order/cargo-control/dates',
    { config: staff, schema: { tags, body: staffControlDatesBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await cargoControl.setDates(staffId(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/admin-api/order/cargo-control/history',
    { config: staff, schema: { tags, querystring: controlIdQuery, response: { 200: envelope(controlHistory) } } },
    async (request) => ok(await cargoControl.staffHistory(request.query.id)),
  );
}
