import { z } from 'zod';
import { addressBody, addressBookIdQuery, addressItem, addressUpdateBody } from '@portal/contracts/address-book';
import { emptyEnvelope, envelope, pageQuery, pageResult } from '@portal/contracts/envelope';
import { ok, type App } from '../../lib/http.js';
import { memberId } from '../../plugins/auth.js';
import type { AddressService } from './address.service.js';

// The member's addresses (/jiedao/jd-address-manager).
export function addressRoutes(app: App, addresses: AddressService) {
  const tags = ['address-book'];
  const config = { auth: 'member' } as const;
  const one = { 200: envelope(addressItem) };

  app.get(
    '/app-api/member/address/page',
    { config, schema: { tags, querystring: pageQuery, response: { 200: envelope(pageResult(addressItem)) } } },
    async (request) => ok(await addresses.page(memberId(request), request.query)),
  );
  app.get(
    '/app-api/member/address/get',
    { config, schema: { tags, querystring: addressBookIdQuery, response: one } },
    async (request) => ok(await addresses.get(memberId(request), request.query.id)),
  );
  app.post(
    '/app-api/member/address/create',
    { config, schema: { tags, body: addressBody, response: one } },
    async (request) => ok(await addresses.create(memberId(request), request.body, request.locale)),
  );
  app.put(
    '/app-api/member/address/update',
    { config, schema: { tags, body: addressUpdateBody, response: one } },
    async (request) => ok(await addresses.update(memberId(request), request.body, request.locale)),
  );
  app.put(
    '/app-api/member/address/set-default',
    { config, schema: { tags, body: z.object({ id: addressBookIdQuery.shape.id }), response: one } },
    async (request) => ok(await addresses.setDefault(memberId(request), request.body.id)),
  );
  app.delete(
    '/app-api/member/address/delete',
    { config, schema: { tags, querystring: addressBookIdQuery, response: { 200: emptyEnvelope } } },
    async (request) => {
      await addresses.delete(memberId(request), request.query.id);
      return ok(null);
    },
  );
}
