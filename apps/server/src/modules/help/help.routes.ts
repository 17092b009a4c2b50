import { z } from 'zod';
import { envelope } from '@portal/contracts/envelope';
import {
  helpArticle,
  helpArticleBody,
  helpArticlePage,
  helpArticleUpdateBody,
  helpCategory,
  helpCategoryBody,
  helpCategoryUpdateBody,
  helpIdQuery,
  helpPageQuery,
  helpSearchAnswer,
  helpSearchQuery,
  staffHelpArticle,
  staffHelpArticlePage,
  staffHelpArticlePageQuery,
  staffHelpCategory,
} from '@portal/contracts/help';
import { ok, type App } from '../../lib/http.js';
import { staffId } from '../../plugins/auth.js';
import type { HelpService } from './help.service.js';

// The help centre (docs/help-centre.md): readers' calls under /app-api/system/help (members and
// visitors alike: help is public), staff's (roles service; administrators pass) under
// /admin-api/system/help.
export async function helpRoutes(app: App, { help }: { help: HelpService }) {
  const tags = ['help'];
  const reader = { auth: 'public' } as const;
  const staff = { auth: 'staff', roles: ['service'] } as const;

  app.get(
    '/app-api/system/help/category/list',
    { config: reader, schema: { tags, response: { 200: envelope(z.array(helpCategory)) } } },
    async (request) => ok(await help.categories(request.locale)),
  );

  app.get(
    '/app-api/system/help/page',
    { config: reader, schema: { tags, querystring: helpPageQuery, response: { 200: envelope(helpArticlePage) } } },
    async (request) => ok(await help.page(request.query, request.locale)),
  );

  app.get(
    '/app-api/system/help/get',
    { config: reader, schema: { tags, querystring: helpIdQuery, response: { 200: envelope(helpArticle) } } },
    async (request) => ok(await help.get(request.query.id, request.locale)),
  );

  app.get(
    '/app-api/system/help/search',
    { config: reader, schema: { tags, querystring: helpSearchQuery, response: { 200: envelope(helpSearchAnswer) } } },
    async (request) => ok(await help.search(request.query.q, request.locale)),
  );

  // ---------- staff ----------

  app.get(
    '/admin-api/system/help/category/list',
    { config: staff, schema: { tags, response: { 200: envelope(z.array(staffHelpCategory)) } } },
    async () => ok(await help.staffCategories()),
  );

  app.post(
    '/admin-api/system/help/category/create',
    { config: staff, schema: { tags, body: helpCategoryBody, response: { 200: envelope(staffHelpCategory) } } },
    async (request) => ok(await help.createCategory(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/help/category/update',
    { config: staff, schema: { tags, body: helpCategoryUpdateBody, response: { 200: envelope(staffHelpCategory) } } },
    async (request) => ok(await help.updateCategory(staffId(request), request.body.id, request.body)),
  );

  app.post(
    '/admin-api/system/help/category/delete',
    { config: staff, schema: { tags, body: helpIdQuery, response: { 200: envelope(z.boolean()) } } },
    async (request) => {
      await help.deleteCategory(staffId(request), request.body.id);
      return ok(true);
    },
  );

  app.get(
    '/admin-api/system/help/article/page',
    { config: staff, schema: { tags, querystring: staffHelpArticlePageQuery, response: { 200: envelope(staffHelpArticlePage) } } },
    async (request) => ok(await help.staffPage(request.query)),
  );

  app.get(
    '/admin-api/system/help/article/get',
    { config: staff, schema: { tags, querystring: helpIdQuery, response: { 200: envelope(staffHelpArticle) } } },
    async (request) => ok(await help.staffGet(request.query.id)),
  );

  app.post(
    '/admin-api/system/help/article/create',
    { config: staff, schema: { tags, body: helpArticleBody, response: { 200: envelope(staffHelpArticle) } } },
    async (request) => ok(await help.createArticle(staffId(request), request.body)),
  );

  app.post(
    '/admin-api/system/help/article/update',
    { config: staff, schema: { tags, body: helpArticleUpdateBody, response: { 200: envelope(staffHelpArticle) } } },
    async (request) => ok(await help.updateArticle(staffId(request), request.body.id, request.body)),
  );

  app.post(
    '/admin-api/system/help/article/delete',
    { config: staff, schema: { tags, body: helpIdQuery, response: { 200: envelope(z.boolean()) } } },
    async (request) => {
      await help.deleteArticle(staffId(request), request.body.id);
      return ok(true);
    },
  );
}
