import { z } from 'zod';
import { envelope } from '@portal/contracts/envelope';
import {
  dictDataCreateBody,
  dictDataUpdateBody,
  dictStatusBody,
  dictTypeCreateBody,
  dictTypeUpdateBody,
  memberSwitch,
  needKnowKeyQuery,
  needKnowUpdateBody,
  staffDictData,
  staffDictDataQuery,
  staffDictType,
  staffNeedKnow,
} from '@portal/contracts/system';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { ReferenceDataService } from './reference-data.service.js';

// The reference-data desk (administrator, docs/staff-roles.md): dictionary types and entries,
// need-to-know texts. Nothing is deleted: types and entries are disabled, since orders and
// settings keep their values. Every write is audited (docs/audit.md).
export function referenceDataAdminRoutes(app: App, service: ReferenceDataService) {
  const tags = ['system'];
  const config = { auth: 'staff', roles: ['administrator'] } as const;
  const created = envelope(z.object({ id: z.number().int() }));

  app.get('/admin-api/system/dict-type/list', { config, schema: { tags, response: { 200: envelope(z.array(staffDictType)) } } }, async () =>
    ok(await service.dictTypes()),
  );

  app.post('/admin-api/system/dict-type/create', { config, schema: { tags, body: dictTypeCreateBody, response: { 200: created } } }, async (request) =>
    ok({ id: await service.createDictType(request.body, staffId(request)) }),
  );

  app.post('/admin-api/system/dict-type/update', { config, schema: { tags, body: dictTypeUpdateBody, response: { 200: envelope(z.boolean()) } } }, async (request) => {
    await service.updateDictType(request.body, staffId(request));
    return ok(true);
  });

  app.post('/admin-api/system/dict-type/set-status', { config, schema: { tags, body: dictStatusBody, response: { 200: envelope(z.boolean()) } } }, async (request) => {
    await service.setDictStatus('dictType', request.body.id, request.body.enabled, staffId(request));
    return ok(true);
  });

  app.get(
    '/admin-api/system/dict-data/list',
    { config, schema: { tags, querystring: staffDictDataQuery, response: { 200: envelope(z.array(staffDictData)) } } },
    async (request) => ok(await service.dictEntries(request.query.dictType)),
  );

  app.post('/admin-api/system/dict-data/create', { config, schema: { tags, body: dictDataCreateBody, response: { 200: created } } }, async (request) =>
    ok({ id: await service.createDictData(request.body, staffId(request)) }),
  );

  app.post('/admin-api/system/dict-data/update', { config, schema: { tags, body: dictDataUpdateBody, response: { 200: envelope(staffDictData) } } }, async (request) =>
    ok(await service.updateDictData(request.body, staffId(request))),
  );

  app.post('/admin-api/system/dict-data/set-status', { config, schema: { tags, body: dictStatusBody, response: { 200: envelope(z.boolean()) } } }, async (request) => {
    await service.setDictStatus('dictData', request.body.id, request.body.enabled, staffId(request));
    return ok(true);
  });

  // The member-system switch (its read is on every staff screen: system.admin-routes.ts). Its
  // excluded area codes are the filter_score_area_code dictionary, edited above.
  app.post('/admin-api/member/score-rule/switch/update', { config, schema: { tags, body: memberSwitch, response: { 200: envelope(z.boolean()) } } }, async (request) => {
    await service.setMemberSystem(request.body.enabled, staffId(request));
    return ok(true);
  });

  app.get('/admin-api/system/need-know/list', { config, schema: { tags, response: { 200: envelope(z.array(staffNeedKnow)) } } }, async () =>
    ok(await service.needKnowList()),
  );

  app.get(
    '/admin-api/system/need-know/get',
    { config, schema: { tags, querystring: needKnowKeyQuery, response: { 200: envelope(staffNeedKnow) } } },
    async (request) => ok(await service.needKnow(request.query.key)),
  );

  app.post('/admin-api/system/need-know/update', { config, schema: { tags, body: needKnowUpdateBody, response: { 200: envelope(staffNeedKnow) } } }, async (request) =>
    ok(await service.updateNeedKnow(request.body, staffId(request))),
  );
}
