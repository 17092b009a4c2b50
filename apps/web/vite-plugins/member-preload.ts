import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeModules } from './route-modules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The files a signed-in member's first page needs whatever the page: the member layout's chunk,
// the libraries nearly every member page draws with (member-libs), the chunks they import, their
// stylesheets, and the product areas' texts in each language. The browser only learns of them once the shell
// has run and the router has matched the member route, which on a slow phone is a second after
// the shell arrived; the server names them in the page it sends to a signed-in member
// (apps/server/src/plugins/static.ts), so they come while the shell runs. Written to
// `member-preload.json` beside index.html.
// Each member page's own files come too (`routes`, by path), read from the route table.
export const MEMBER_PRELOAD_FILE = 'member-preload.json';
const LAYOUT_MODULE = /[\\/]src[\\/]app[\\/]member[\\/]layouts[\\/]member-layout\.tsx$/;
// The route table, and the paths it puts its pages under (MEMBER_BASE, HOME_PAGE there; the
// test checks they agree). /jiedao and /dashboard show the personal centre.
export const ROUTE_TABLE = 'src/app/member/routes/member-routes.ts';
export const MEMBER_BASE = '/jiedao';
const HOME_PATH = 'jd-profile';
const HOME_ALIASES = [MEMBER_BASE, '/dashboard'];

export interface FileList {
  scripts: string[];
  styles: string[];
}

export interface MemberPreload extends FileList {
  // Per language (zh_CN, …): its product-area texts.
  texts: Record<string, string[]>;
  // Per member page path: its own files, beyond the member area's.
  routes: Record<string, FileList>;
}

type Chunk = Pick<OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'name'> & { viteMetadata?: { importedCss: Set<string> } };

// A chunk and the chunks it imports, by file name.
function closure(start: Chunk, byFile: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

function fileList(files: Iterable<string>, byFile: Map<string, Chunk>, skip: Set<string>, base: string): FileList {
  const scripts = [...files].filter((file) => !skip.has(file));
  const styles = new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]).filter((file) => !skip.has(file)));
  return { scripts: scripts.map((file) => base + file), styles: [...styles].map((file) => base + file) };
}

// The area's own files (`area`: chunks and what they import), and per page (path under `prefix`
// → its module's id) its chunk and imports less those.
function areaFiles(area: Set<string>, chunks: Chunk[], byFile: Map<string, Chunk>, inIndex: Set<string>, base: string, prefix: string, pages: Map<string, string>) {
  const shared = fileList(area, byFile, inIndex, base);
  const skip = new Set([...inIndex, ...area, ...[...area].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])]);
  const routes: Record<string, FileList> = {};
  for (const [pagePath, moduleId] of pages) {
    const chunk = chunks.find((item) => item.moduleIds.includes(moduleId));
    if (chunk) routes[`${prefix}/${pagePath}`] = fileList(closure(chunk, byFile), byFile, skip, base);
  }
  return { shared, routes };
}

// The layout's chunk, member-libs and their static imports, less what index.html loads already;
// for each page (path → its module's id), its chunk and imports, less those.
export function memberPreload(chunks: Chunk[], base: string, inIndex: Set<string>, pages: Map<string, string> = new Map()): MemberPreload | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const layout = chunks.find((chunk) => chunk.moduleIds.some((id) => LAYOUT_MODULE.test(id)));
  const libs = chunks.find((chunk) => chunk.name === 'member-libs');
  if (!layout || !libs) return null;
  const member = new Set([...closure(layout, byFile), ...closure(libs, byFile)]);
  const texts: Record<string, string[]> = {};
  // A language's texts of the first screens (but the default one's, which ride with the shell)
  // and its product areas'.
  for (const chunk of chunks) {
    const locale = /^texts-([a-zA-Z_]+)(-features)?$/.exec(chunk.name)?.[1];
    if (locale && !inIndex.has(chunk.fileName)) texts[locale] = [...(texts[locale] ?? []), base + chunk.fileName].sort();
  }
  const { shared, routes } = areaFiles(member, chunks, byFile, inIndex, base, MEMBER_BASE, pages);
  const home = routes[`${MEMBER_BASE}/${HOME_PATH}`];
  if (home) for (const alias of HOME_ALIASES) routes[alias] = home;
  return { ...shared, texts, routes };
}

// The same for the staff console (apps/web/src/staff/): a signed-in staff member's desk names
// the console's chunk (`staff-app`) and what it imports, each language's `staff-texts-<lang>`,
// and per desk path (`/admin/orders`) the desk's own chunks; written to `staff-preload.json`.
export const STAFF_PRELOAD_FILE = 'staff-preload.json';
const STAFF_APP_MODULE = /[\\/]src[\\/]staff[\\/]staff-app\.tsx$/;
export const STAFF_ROUTE_TABLE = 'src/staff/staff-routes.ts';
export const STAFF_BASE = '/admin';

export function staffPreload(chunks: Chunk[], base: string, inIndex: Set<string>, pages: Map<string, string> = new Map()): MemberPreload | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const app = chunks.find((chunk) => chunk.moduleIds.some((id) => STAFF_APP_MODULE.test(id)));
  if (!app) return null;
  const texts: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const locale = /^staff-texts-([a-zA-Z_]+)$/.exec(chunk.name)?.[1];
    if (locale) texts[locale] = [...(texts[locale] ?? []), base + chunk.fileName].sort();
  }
  const { shared, routes } = areaFiles(closure(app, byFile), chunks, byFile, inIndex, base, STAFF_BASE, pages);
  return { ...shared, texts, routes };
}

// The texts of the static frame the server puts in a member page's #root, painted before the
// scripts have arrived and run (apps/server/src/plugins/static.ts, `withFrame`): the product's
// name and "Loading…", in each language, from the app's own texts.
export function frameTexts(root: string): Record<string, { title: string; loading: string }> {
  const dir = path.join(root, 'src', 'locales');
  const texts: Record<string, { title: string; loading: string }> = {};
  for (const locale of fs.readdirSync(dir)) {
    const file = path.join(dir, locale, 'common.json');
    if (!fs.existsSync(file)) continue;
    const common = JSON.parse(fs.readFileSync(file, 'utf8')) as { appTitle?: unknown; loading?: unknown };
    if (typeof common.appTitle === 'string' && typeof common.loading === 'string') texts[locale] = { title: common.appTitle, loading: common.loading };
  }
  return texts;
}

export function memberPreloadPlugin(): Plugin {
  let base = '/';
  let root = '';
  const pages = new Map<string, string>();
  const desks = new Map<string, string>();
  return {
    name: 'portal:member-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    // Each page's module, resolved as the route table imports it.
    async buildStart() {
      for (const [file, into] of [
        [ROUTE_TABLE, pages],
        [STAFF_ROUTE_TABLE, desks],
      ] as const) {
        const table = path.join(root, file);
        for (const [pagePath, specifier] of routeModules(fs.readFileSync(table, 'utf8'), table)) {
          const resolved = await this.resolve(specifier, table);
          if (resolved) into.set(pagePath, resolved.id);
        }
      }
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      // What index.html loads itself: the entry, its static imports and their stylesheets.
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as Chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? closure(entry, byFile) : new Set<string>();
      const inIndex = new Set([...loaded, ...[...loaded].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])]);
      const preload = memberPreload(chunks, base, inIndex, pages);
      if (!preload) this.error('the member layout module was not found in the build');
      const withFrame = { ...preload, frame: frameTexts(root) };
      this.emitFile({ type: 'asset', fileName: MEMBER_PRELOAD_FILE, source: `${JSON.stringify(withFrame, null, 2)}\n` });
      const staff = staffPreload(chunks, base, inIndex, desks);
      if (!staff) this.error('the staff console module was not found in the build');
      this.emitFile({ type: 'asset', fileName: STAFF_PRELOAD_FILE, source: `${JSON.stringify(staff, null, 2)}\n` });
    },
  };
}
