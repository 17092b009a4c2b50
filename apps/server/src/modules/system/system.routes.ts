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
import { validateMobile, type SystemService } from './system.service.js';

// Dictionaries, need-know texts, the language list, the mobile validator and the
// member-system switch (docs/product/api.md). All public reads except the staff forms.
export async function systemRoutes(app: App, { system: service }: { system: SystemService }) {
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

  // The text as a file, for staff to keep or print.
  app.get(
    '/admin-api/system/need-know/download',
    { config: { auth: 'staff' }, schema: { tags, querystring: needKnowQuery } },
    async (request, reply) => {
      const locale = request.query.lang ? parseLocale(request.query.lang) : request.locale;
      const text = await service.needKnow(request.query.key, locale);
      const filename = `${text.key}-${text.locale}.txt`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(`${text.title}\n\n${text.content}\n`);
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

  for (const [url, auth] of [
    ['/admin-api/member/score-rule/switch/get', 'staff'],
    // The member shell reads it before sign-in too (sidebar, points entry).
    ['/app-api/member/score-rule/switch/get', 'public'],
  ] as const) {
    app.get(url, { config: { auth }, schema: { tags, response: { 200: envelope(memberSwitch) } } }, async () =>
      ok({ enabled: await service.memberSystemEnabled() }),
    );
  }
}
