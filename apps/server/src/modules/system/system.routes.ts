import { z } from 'zod';
import { envelope, pageResult } from '@portal/contracts/envelope';
import { parseLocale } from '@portal/contracts/locale';
import {
  dictDataItem,
  dictDataPageItem,
  dictListQuery,
  dictPageQuery,
  localeOption,
  memberSwitch,
  mobileValidatorQuery,
  mobileValidatorResult,
  needKnowItem,
  needKnowQuery,
} from '@portal/contracts/system';
import { ok, sendSerialized, type App } from '../../lib/http.js';
import { referenceDataAdminRoutes } from './reference-data.admin-routes.js';
import type { ReferenceDataService } from './reference-data.service.js';
import { systemAdminRoutes } from './system.admin-routes.js';
import { validateMobile, type SystemService } from './system.service.js';

// Dictionaries, need-know texts, the language list, the mobile validator and the
// member-system switch (docs/product/api.md). All public reads; staff calls in
// system.admin-routes.ts.
export async function systemRoutes(app: App, { system: service, referenceData }: { system: SystemService; referenceData: ReferenceDataService }) {
  const tags = ['system'];

  app.get(
    '/app-api/system/dict-data/list-all-simple',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: dictListQuery,
        response: { 200: envelope(z.array(dictDataItem)), 304: z.null().describe('Not modified: the If-None-Match list is current') },
      },
    },
    // Sent pre-serialised with an entity tag: a client holding the current list gets a 304.
    async (request, reply) => {
      const answer = await service.dictDataAnswer(request.query.dictType);
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
      return sendSerialized(reply, answer.body);
    },
  );

  app.get(
    '/app-api/system/dict-data/page',
    {
      config: { auth: 'public' },
      schema: { tags, querystring: dictPageQuery, response: { 200: envelope(pageResult(dictDataPageItem)) } },
    },
    async (request) => ok(await service.pageDictData(request.query)),
  );

  app.get(
    '/app-api/system/need-know/getByKey',
    {
      config: { auth: 'public' },
      schema: { tags, querystring: needKnowQuery, response: { 200: envelope(needKnowItem) } },
    },
    async (request) => {
      const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
      return ok(await service.needKnow(request.query.key, locale));
    },
  );

  app.get(
    '/app-api/locale/show',
    { config: { auth: 'public' }, schema: { tags, response: { 200: envelope(z.array(localeOption)) } } },
    async () => ok(await service.locales()),
  );

  app.get(
    '/app-api/param/validator/mobile',
    {
      config: { auth: 'public' },
      schema: { tags, querystring: mobileValidatorQuery, response: { 200: envelope(mobileValidatorResult) } },
    },
    async (request) => ok(validateMobile(request.query.areaCode, request.query.mobile)),
  );

  // The member shell reads it before sign-in too (sidebar, points entry).
  app.get(
    '/app-api/member/score-rule/switch/get',
    { config: { auth: 'public' }, schema: { tags, response: { 200: envelope(memberSwitch) } } },
    async () => ok({ enabled: await service.memberSystemEnabled() }),
  );

  systemAdminRoutes(app, service);
  referenceDataAdminRoutes(app, referenceData);
}
