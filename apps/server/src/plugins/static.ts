import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { LOCALES, type Locale } from '@portal/contracts/locale';

declare module 'fastify' {
  interface FastifyInstance {
    // The built web app's index.html, sent for client-side routes; null when not built.
    spaIndex: string | null;
    // The same page naming the member area's first files (its own too, for a known page), per
    // language, for a signed-in member's member page.
    memberSpaIndex: ((url: string, locale: Locale) => string) | null;
    // The same for a signed-in staff member's desk: the console's first files and the desk's.
    staffSpaIndex: ((url: string, locale: Locale) => string) | null;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../../web/dist');

export function isApiPath(url: string): boolean {
  return /^\/(app-api|admin-api|api-docs|health)(\/|$|\?)/.test(url);
}

// The member area's pages: the router sends them, signed in, through the member layout.
export function isMemberPath(url: string): boolean {
  return /^\/(jiedao|dashboard)(\/|$|\?)/.test(url);
}

// A staff console page but its sign-in: a signed-in staff member's desk.
export function isStaffDeskPath(url: string): boolean {
  return /^\/admin(\/|$|\?)/.test(url) && !/^\/admin\/login(\/|$|\?)/.test(url);
}

// Written by the web build (apps/web/vite-plugins/member-preload.ts): the member area's (or the
// staff console's) first files, each language's texts and each page's own.
const MEMBER_PRELOAD_FILE = 'member-preload.json';
const STAFF_PRELOAD_FILE = 'staff-preload.json';
const script = z.string().regex(/^\/assets\/[\w.-]+\.js$/);
const style = z.string().regex(/^\/assets\/[\w.-]+\.css$/);
export const preloadList = z.object({
  scripts: z.array(script),
  styles: z.array(style),
  texts: z.partialRecord(z.enum(LOCALES), z.array(script)),
  routes: z.record(z.string().regex(/^\/[\w/-]*$/), z.object({ scripts: z.array(script), styles: z.array(style) })).default({}),
  // The member pages' static frame texts, per language (withFrame).
  frame: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), loading: z.string() })).optional(),
});
type PreloadList = z.infer<typeof preloadList>;

// index.html with the member layout's files asked for at once, beside the shell: without them the
// browser learns of them only once the shell has run, a second later on a slow phone. The
// stylesheets are preloaded, not applied: the app applies them with their chunks as before.
export function withPreload(index: string, list: PreloadList, locale: Locale, route?: string): string {
  const page = route === undefined ? undefined : list.routes[route];
  const scripts = [...list.scripts, ...(list.texts[locale] ?? []), ...(page?.scripts ?? [])];
  const links = [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...list.styles, ...(page?.styles ?? [])].map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  return links.length === 0 || !index.includes('</head>') ? index : index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The member layout's outline (on a desk its dark sidebar, the white header) with the product's
// name and "Loading…", inside #root: a slow phone paints it as soon as the page arrives, a
// second or more before the scripts have come and run; the app's first render replaces it.
const FRAME_STYLE =
  '<style>.boot-frame{display:flex;min-height:100vh;font:14px/1.5 system-ui,sans-serif}' +
  '.boot-frame>aside{flex:0 0 210px;background:#001529}.boot-frame>div{flex:1}' +
  '.boot-frame header{height:50px;display:flex;align-items:center;padding:0 16px;background:#fff;box-shadow:0 1px 4px rgba(0,21,41,.08);color:rgba(0,0,0,.88)}' +
  '.boot-frame p{margin:0;padding:16px;color:rgba(0,0,0,.55)}@media (max-width:991px){.boot-frame>aside{display:none}}</style>';

export function withFrame(index: string, list: PreloadList, locale: Locale): string {
  const texts = list.frame?.[locale];
  if (!texts || !index.includes('<div id="root"></div>') || !index.includes('</head>')) return index;
  const frame = `<div class="boot-frame"><aside></aside><div><header>${escapeHtml(texts.title)}</header><p role="status">${escapeHtml(texts.loading)}</p></div></div>`;
  return index.replace('</head>', `  ${FRAME_STYLE}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
}

// The page for a path and language, made once per page and language. A member page is named
// by its whole path; a desk by its first two segments (`/admin/orders/12` is the order desk).
function readPreload(root: string, index: string, fileName: string, routeOf: (pathname: string) => string): ((url: string, locale: Locale) => string) | null {
  const file = path.join(root, fileName);
  if (!fs.existsSync(file)) return null;
  const list = preloadList.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const pages = new Map<string, string>();
  return (url, locale) => {
    const pathname = routeOf((url.split('?')[0] ?? '').replace(/\/+$/, ''));
    const route = Object.hasOwn(list.routes, pathname) ? pathname : undefined;
    const key = `${locale} ${route ?? ''}`;
    let page = pages.get(key);
    if (page === undefined) {
      page = withFrame(withPreload(index, list, locale, route), list, locale);
      pages.set(key, page);
    }
    return page;
  };
}

// Serves apps/web/dist from the same process and port as the API.
export const staticPlugin = fp<{ webDistDir: string | null }>(async (app, { webDistDir }) => {
  const root = webDistDir ?? defaultWebDist;
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.decorate('spaIndex', null);
    app.decorate('memberSpaIndex', null);
    app.decorate('staffSpaIndex', null);
    app.log.warn({ root }, 'web app not built: serving the API only');
    return;
  }
  const index = fs.readFileSync(indexFile, 'utf8');
  app.decorate('spaIndex', index);
  app.decorate('memberSpaIndex', readPreload(root, index, MEMBER_PRELOAD_FILE, (pathname) => pathname));
  app.decorate('staffSpaIndex', readPreload(root, index, STAFF_PRELOAD_FILE, (pathname) => pathname.split('/').slice(0, 3).join('/')));
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
