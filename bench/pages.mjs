// The pages the delivery budget (e2e/delivery-budget.spec.ts) and the benches (run-all.mjs,
// lighthouse.mjs, phone.mjs) measure: every page of the member route table (and, for the
// benches, the staff console's pages, STAFF_PAGES)
// (apps/web/src/app/member/routes/member-routes.ts) and the public pages, so a new page cannot escape
// them. A page that shows one thing (an order, a message, a gift exchange…) is opened on a real
// one of the demo member's, found through the API as the web app would.
import fs from 'node:fs';

const ROUTE_TABLE = new URL('../apps/web/src/app/member/routes/member-routes.ts', import.meta.url);
const ROUTER = new URL('../apps/web/src/app/router.tsx', import.meta.url);
export const MEMBER_BASE = '/jiedao';

// Targets (issue 23): mobile performance ≥ 85 on member pages, ≥ 90 on /login and the public
// order lookup; desktop ≥ 95; accessibility ≥ 95; at most 300 KiB of JavaScript on the wire on
// a signed-in first visit.
export const MEMBER_MOBILE_TARGET = 85;
export const DESKTOP_TARGET = 95;
export const ACCESSIBILITY_TARGET = 95;

// Every `path: 'jd-…'` of the route table, in its order: each is a member page.
export function memberPagePaths() {
  const source = fs.readFileSync(ROUTE_TABLE, 'utf8');
  const paths = [...source.matchAll(/\bpath: '(jd-[a-z-]+)'/g)].map(([, path]) => `${MEMBER_BASE}/${path}`);
  if (paths.length < 20) throw new Error(`only ${paths.length} member pages found in ${ROUTE_TABLE.pathname}: has the table's form changed?`);
  return [...new Set(paths)];
}

// The public pages (router.tsx's public routes) and how each is measured. `skip` says why a
// route is not a page to measure.
export const PUBLIC_PAGES = [
  { path: '/login', mobileTarget: 90 },
  // The public order lookup, on a real order number (the QR code on printed documents opens it so).
  { path: '/jd-transport', mobileTarget: 90, query: async (demo) => `no=${encodeURIComponent((await demo.order()).orderNo)}` },
  { path: '/jd-erate', mobileTarget: MEMBER_MOBILE_TARGET },
  { path: '/myInfo', mobileTarget: MEMBER_MOBILE_TARGET },
  { path: '/registered', mobileTarget: MEMBER_MOBILE_TARGET },
  { path: '/reset-password', mobileTarget: MEMBER_MOBILE_TARGET },
  { path: '/404', mobileTarget: MEMBER_MOBILE_TARGET },
];
// Routes of router.tsx that are not pages of their own: they forward elsewhere (and the staff
// console's one route, whose pages are STAFF_PAGES).
export const NOT_PAGES = ['/auth-redirect', '/401', '/redirect/*', '/dashboard', '/', '/admin/*'];

// The staff console's pages (apps/web/src/staff/staff-routes.ts; docs/staff-console.md): a desk's
// first load, desktop Lighthouse ≥ 90. Not phone pages: no mobile target, no phone budget. A
// page with `as` is opened signed in as that demo staff member (the Staff-Token cookie).
export const STAFF_DESKTOP_TARGET = 90;
export const STAFF_PAGES = [
  { path: '/admin/login' },
  { path: '/admin/orders', as: { username: 'operator', password: 'operator1234' } },
  { path: '/admin/warehouse', as: { username: 'operator', password: 'operator1234' } },
  { path: '/admin/containers', as: { username: 'operator', password: 'operator1234' } },
  { path: '/admin/exceptions', as: { username: 'operator', password: 'operator1234' } },
  { path: '/admin/money', as: { username: 'finance', password: 'finance1234' } },
  { path: '/admin/reviews', as: { username: 'reviewer', password: 'reviewer1234' } },
  { path: '/admin/care', as: { username: 'service', password: 'service1234' } },
  { path: '/admin/outbox', as: { username: 'service', password: 'service1234' } },
  { path: '/admin/members', as: { username: 'service', password: 'service1234' } },
  { path: '/admin/notices', as: { username: 'service', password: 'service1234' } },
  { path: '/admin/help', as: { username: 'service', password: 'service1234' } },
  { path: '/admin/coupons', as: { username: 'finance', password: 'finance1234' } },
  { path: '/admin/redemptions', as: { username: 'operator', password: 'operator1234' } },
  { path: '/admin/gifts', as: { username: 'admin', password: 'admin1234' } },
  { path: '/admin/points', as: { username: 'finance', password: 'finance1234' } },
  { path: '/admin/staff', as: { username: 'admin', password: 'admin1234' } },
  { path: '/admin/dictionaries', as: { username: 'admin', password: 'admin1234' } },
  { path: '/admin/audit', as: { username: 'admin', password: 'admin1234' } },
  { path: '/admin/dashboard', as: { username: 'admin', password: 'admin1234' } },
];

// The desks staff-routes.ts declares (`path: 'x'` under STAFF_BASE), for the test that keeps
// STAFF_PAGES complete.
const STAFF_ROUTE_TABLE = new URL('../apps/web/src/staff/staff-routes.ts', import.meta.url);
export function staffRoutePaths() {
  const source = fs.readFileSync(STAFF_ROUTE_TABLE, 'utf8');
  return [...source.matchAll(/^\s*path: '([^']+)'/gm)].map(([, path]) => `/admin/${path}`);
}

// The public routes router.tsx declares (`page('/x', …)` and `path: '/x'`), for the test that
// keeps PUBLIC_PAGES complete.
export function routerPublicPaths() {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const found = [...source.matchAll(/(?:page\(|path: )'(\/[^']*)'/g)].map(([, path]) => path);
  return [...new Set(found)];
}

// The query a member page needs to show something (the rest open without one).
const MEMBER_QUERIES = {
  'jd-orderdetail': async (demo) => `id=${(await demo.order()).id}`,
  'jd-deliveryedit': async (demo) => `id=${(await demo.order({ status: 0 })).id}`,
  'jd-deliverysuccess': async (demo) => `id=${(await demo.order({ status: 1 })).id}`,
  'jd-print': async (demo) => `type=lading-bill&ids=${(await demo.order({ status: 1 })).id}`,
  'jd-logistics': async (demo) => `no=${encodeURIComponent((await demo.order()).orderNo)}`,
  'jd-messagedetail': async (demo) => `id=${(await demo.first('/app-api/member/message/page')).id}`,
  'jd-noticedetail': async (demo) => `id=${(await demo.first('/app-api/system/notice/page')).id}`,
  'jd-bannerdetail': async (demo) => `id=${(await demo.first('/app-api/system/banner/list')).id}`,
  'jd-exchange-details': async (demo) => `id=${(await demo.first('/app-api/member/gift/exchange-page')).id}`,
  'jd-details-activity': async (demo) => `id=${(await demo.first('/app-api/member/gift/activity-list')).id}`,
};

// Reads the demo member's data through the API (`get(path, params)` answers the envelope's data).
function demoData(get) {
  const cache = new Map();
  const once = (key, load) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key);
  };
  return {
    // The newest posted order (in a status, if given) that the member sent.
    order: ({ status } = {}) =>
      once(`order-${status}`, async () => {
        const page = await get('/app-api/order/order/page', { role: 'posted', pageSize: 1, ...(status === undefined ? {} : { status }) });
        if (!page.list?.length) throw new Error(`the demo member has no posted order${status === undefined ? '' : ` in status ${status}`}`);
        return page.list[0];
      }),
    // The first item of a list or page.
    first: (path) =>
      once(path, async () => {
        const data = await get(path, {});
        const list = Array.isArray(data) ? data : data.list;
        if (!list?.length) throw new Error(`the demo member's ${path} is empty`);
        return list[0];
      }),
  };
}

// Every page to measure, with its full path (query included): the public pages first, then the
// route table's. `base` is the server, `token` the demo member's.
export async function pagesToMeasure(base, token) {
  const get = async (path, params) => {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    const body = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (body.code !== 0) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
  const demo = demoData(get);
  const withQuery = async (path, query) => (query ? `${path}?${await query(demo)}` : path);
  const pages = [];
  for (const page of PUBLIC_PAGES) pages.push({ path: page.path, url: await withQuery(page.path, page.query), signedIn: false, mobileTarget: page.mobileTarget });
  for (const path of memberPagePaths()) {
    const query = MEMBER_QUERIES[path.slice(MEMBER_BASE.length + 1)];
    pages.push({ path, url: await withQuery(path, query), signedIn: true, mobileTarget: MEMBER_MOBILE_TARGET });
  }
  return pages;
}

// The staff console's pages, each with the token of the staff member it is opened as.
export async function staffPagesToMeasure(base) {
  const pages = [];
  for (const page of STAFF_PAGES) {
    let staffToken;
    if (page.as) {
      const body = await fetch(new URL('/admin-api/system/auth/login', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(page.as) }).then((r) => r.json());
      if (body.code !== 0) throw new Error(`staff login as ${page.as.username}: ${body.msg}`);
      staffToken = body.data.token;
    }
    pages.push({ path: page.path, url: page.path, signedIn: false, staff: true, staffToken, mobileTarget: null, desktopTarget: STAFF_DESKTOP_TARGET });
  }
  return pages;
}

// BENCH_PAGES (a comma list of paths, without query) narrows a bench to those pages.
export function selectPages(pages, list = process.env.BENCH_PAGES) {
  if (!list) return pages;
  const wanted = list.split(',').map((path) => path.trim().split('?')[0]);
  const unknown = wanted.filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length) throw new Error(`not a page of the route table or a public page: ${unknown.join(', ')}`);
  return pages.filter((page) => wanted.includes(page.path));
}
