import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    // The built web app's index.html, sent for client-side routes; null when not built.
    spaIndex: string | null;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../../web/dist');

export function isApiPath(url: string): boolean {
  return /^\/(app-api|admin-api|api-docs|health)(\/|$|\?)/.test(url);
}

// Serves apps/web/dist from the same process and port as the API.
export const staticPlugin = fp<{ webDistDir: string | null }>(async (app, { webDistDir }) => {
  const root = webDistDir ?? defaultWebDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.decorate('spaIndex', null);
    app.log.warn({ root }, 'web app not built: serving the API only');
    return;
  }
  const index = fs.readFileSync(indexFile, 'utf8');
  app.decorate('spaIndex', index);
  // The root is a client-side route too; without this, the static handler refuses a directory.
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index),
  );
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build writes `.br` and `.gz` beside each text file (apps/web/vite-plugins/precompress.ts):
    // the browser gets the smallest one its Accept-Encoding allows, with `Vary: Accept-Encoding`.
    preCompressed: true,
    maxAge: '1h',
    setHeaders(reply, filePath) {
      // Hashed names change with their content: a year, never revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
      else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', 'no-cache');
    },
  });
});
