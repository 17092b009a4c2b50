import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ANY_STAFF } from '@portal/contracts/staff';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../lib/http.js';

// OpenAPI generated from the route schemas: JSON at /api-docs/json, browsable at /api-docs.
// In production that public document holds the member API only (/app-api): the staff API is
// not published to the world. The whole document (staff calls included) is for staff, at
// GET /admin-api/system/api-docs with a staff session, in every environment
// (docs/decisions.md, "API documents in production").
export const MEMBER_API_PREFIX = '/app-api/';

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  tags?: Array<{ name: string }>;
}

// The document with only the member API's paths.
export function memberDocument<T extends OpenApiDocument>(document: T): T {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(MEMBER_API_PREFIX)));
  return { ...document, paths };
}

export const docsPlugin = fp<{ production: boolean }>(async (app, { production }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Member portal API',
        description: production
          ? 'Member calls under /app-api. Every answer is {code, msg, data}; code 0 is success.'
          : 'Member calls under /app-api, staff calls under /admin-api. Every answer is {code, msg, data}; code 0 is success.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api-docs',
    staticCSP: true,
    ...(production ? { transformSpecification: (document: Record<string, unknown>) => memberDocument(document), transformSpecificationClone: true } : {}),
  });
});

// The whole document, staff calls included, for staff (registered after the auth plugin, which
// guards it).
export async function staffDocsRoutes(app: App) {
  app.get('/admin-api/system/api-docs', { config: { auth: 'staff', roles: ANY_STAFF }, schema: { hide: true } }, async () => app.swagger());
}
