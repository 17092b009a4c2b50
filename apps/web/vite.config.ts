import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { CORE_FEATURES } from './src/locales/core-features';
import { antdFormContext } from './vite-plugins/antd-form-context';
import { antdStaticStyle } from './vite-plugins/antd-static-style';
import { antdTooltipUnique } from './vite-plugins/antd-tooltip-unique';
import { memberPreloadPlugin } from './vite-plugins/member-preload';
import { precompress } from './vite-plugins/precompress';
import { reactRouterProduction } from './vite-plugins/react-router-production';

// The API (and the OpenAPI docs) run on the server; in development Vite forwards to it.
const apiTarget = process.env.VITE_PROXY_TARGET ?? 'http://localhost:8080';
const proxy = Object.fromEntries(
  ['/app-api', '/admin-api', '/api-docs'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

// The staff console's code in chunks named `staff…` (docs/staff-console.md): the shell is the
// lazy route's own chunk, `staff-app` (named after its module; a group for it would leave the
// libraries only the console uses in a chunk of their own, importing and imported by it, a
// cycle); each desk (src/staff/<desk>/) in `staff-<desk>`; the shell's and every desk's texts
// (texts/<lang>.json, <desk>/texts/<lang>.json) in one `staff-texts-<lang>` per language. No
// member page may request one (e2e/delivery-budget.spec.ts checks by these names). The pieces
// several desks share (the scan box, the list parts) go in `staff-desk-parts`.
const STAFF_DESK_PARTS = /[\\/]src[\\/]staff[\\/](scan-box|staff-list)(\.module)?\.(tsx|css)$/;

function staffChunk(id: string): string | null {
  if (STAFF_DESK_PARTS.test(id)) return 'staff-desk-parts';
  const match = /[\\/]src[\\/]staff[\\/](?:(?:[a-z-]+[\\/])?texts[\\/]([a-zA-Z_]+)\.json|([a-z-]+)[\\/].*)$/.exec(id);
  if (!match) return null;
  const [, locale, desk] = match;
  return locale ? `staff-texts-${locale}` : `staff-${desk}`;
}

// One chunk per language for the texts the sign-in pages show, one for the product areas'.
function textsChunk(id: string): string | null {
  const match = /[\\/]locales[\\/]([a-zA-Z_]+)[\\/]([a-z-]+)\.json$/.exec(id);
  const [, locale, feature] = match ?? [];
  if (!locale || !feature) return null;
  return CORE_FEATURES.includes(feature) ? `texts-${locale}` : `texts-${locale}-features`;
}

export default defineConfig({
  plugins: [react(), antdStaticStyle(), antdFormContext(), antdTooltipUnique(), reactRouterProduction(), memberPreloadPlugin(), precompress()],
  resolve: {
    // Workspace packages expose their TypeScript sources under the `source` condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The token codes ride with the shell: the request layer (lib/http.ts) needs them, and
            // inside the member chunk they would make every public page's first call fetch it.
            {
              name: 'shell',
              // Place names (a dozen lines) ride here: the public rates page reads them, and in
              // app-common they pulled the member area's libraries onto it.
              test: /(src[\\/](main\.tsx|features[\\/]auth[\\/]pages[\\/]login-page\.tsx|lib[\\/]place-name\.ts)|contracts[\\/]src[\\/]token-codes\.ts)$/,
              priority: 3,
            },
            { name: 'member', test: /src[\\/]app[\\/](antd-config|member[\\/]layouts[\\/]member-layout)\.tsx$/, priority: 2 },
            { name: staffChunk, test: /src[\\/]staff[\\/]/, priority: 2, includeDependenciesRecursively: false },
            // ECharts (with zrender) for the dashboard alone, named like the console's chunks so the
            // member bytes check sees it should a member page ever request it (docs/decisions.md,
            // "Dashboard charts"). Library code only, importing nothing of the console: no cycle.
            { name: 'staff-charts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 2 },
            // A phone's customers or suppliers list in one file rather than eight of 0.2-4 KB:
            // on HTTP/1.1's six connections each file is a turn on a slow line
            // (docs/decisions.md, "Fewer files on a list page"). The desk's table, the group
            // filter and the dialogs stay apart: a phone never loads them.
            {
              name: 'contact-pages',
              test: /src[\\/]features[\\/]address-book[\\/](pages[\\/](customer|supplier)-page|api[\\/](contact-page-query|address-book-api)|components[\\/](contact-list|contact-cards|contact-toolbar|group-native-filter|contact-row-actions|delete-button|group-options))(\.tsx?|\.module\.css)$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The order screens' naming and the status tones (lib/order-status-tone.ts, which the
            // console's status tag reads too) in one file, as before the tones moved to lib/: else
            // they are a file of their own on the public tracking page and every order page.
            {
              name: 'order-display',
              test: /src[\\/](features[\\/]orders[\\/]order-display|lib[\\/]order-status-tone)\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What every list page shows around its rows, in one file, with the row menu's button
            // that the list card draws (on its own it was a file of 1.4 KB on every list page).
            {
              name: 'list-parts',
              test: /src[\\/](components[\\/](list-card|plain-card|lazy-load-error|lazy-dropdown|native-select|row-cards|card-fields|data-table|data-cards)|lib[\\/]save-file)(\.tsx?|\.module\.css)$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // Small modules many pages share (formats, status names, file links, the avatar), in one
            // file rather than one request of 0.3-1.5 KB each: the personal centre needed six. The
            // order screens' units module only re-exports two of them: alone it was an empty file.
            // The order steps and choices and the rows drawn in slices joined them (place names went
            // to the shell, which the public rates page loads):
            // 0.1-0.5 KB each, they were four more files (≈ 1 KiB of headers each) on the shipping form.
            {
              name: 'app-common',
              test: /(contracts[\\/]src[\\/](constants|statuses|order-units|order-flow|order-choices)|src[\\/](lib[\\/](format|dayjs|use-file-url|file-blob|verification-status|sidebar-counters|use-deferred-rows)|components[\\/]member-avatar|features[\\/]orders[\\/]units))(\.tsx?|\.module\.css)$/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: textsChunk, test: /[\\/]locales[\\/]/, priority: 1 },
            // zod alone: the sign-in forms' first check loads it, and nothing of the member area.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // antd's Form with its field library and validator, apart from the dialogs, uploads,
            // images and the failure view of form-libs: the shipping form's first step needs the
            // form and none of those (docs/decisions.md, "The shipping form on a phone within the
            // budget"). The form pieces every input reads stay out, as below.
            {
              name: 'form-core',
              test: /node_modules[\\/](antd[\\/]es[\\/]form[\\/](?!(context|util|validateMessagesContext|hooks[\\/]useVariants)\.js)|@rc-component[\\/](async-validator|form[\\/]es[\\/](?!FormContext\.js)))|antd-style:form\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Libraries of forms, dialogs, images and the failure view, which pages load when
            // opened or when a load fails: kept out of member-libs, which every list page loads
            // whole. antd's Form (with its field library and validator) and Image were ≈ 45 KiB of
            // it; the form pieces every input reads stay out (vite-plugins/antd-form-context.ts).
            // Their stylesheets (vite-plugins/antd-static-style.ts) come along, or member-libs'
            // CSS would keep them.
            {
              name: 'form-libs',
              test: /node_modules[\\/](antd[\\/]es[\\/](upload|modal|progress|result|input-number|image|form[\\/](?!(context|util|validateMessagesContext|hooks[\\/]useVariants)\.js))|@rc-component[\\/](upload|dialog|progress|input-number|mini-decimal|image|async-validator|form[\\/]es[\\/](?!FormContext\.js)))|antd-style:(upload|modal|progress|result|input-number|image|form)\.css$/,
              minShareCount: 2,
              priority: 1,
              // Their icons and shared pieces stay where the list pages find them.
              includeDependenciesRecursively: false,
            },
            // antd's Table, Select and List with what they bring (tree, virtual list, pagination):
            // a list page loads them after its first paint (components/after-paint.tsx), so they
            // are kept out of member-libs, which the page's first paint needs (icons, Input, grid).
            // Nothing in member-libs may import them: antd's Empty stays there (ConfigProvider
            // imports it), and the grid (List's items use Col).
            {
              name: 'table-libs',
              // Tooltip reads one context of the table's: it stays out, or every tooltip would bring the table.
              test: /node_modules[\\/](antd[\\/]es[\\/](table(?![\\/]TableMeasureRowContext)|tree|select|pagination|radio|checkbox|list)|@rc-component[\\/](table|tree|select|virtual-list|pagination|checkbox))[\\/]|antd-style:(table|tree|select|pagination|radio|checkbox|list)\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // antd's Steps, Timeline and Statistic: an order's detail, the shipping form, balances,
            // histories, points. Kept out of member-libs, which every list page loads whole.
            {
              name: 'detail-libs',
              test: /node_modules[\\/](antd[\\/]es[\\/](steps|timeline|statistic)|@rc-component[\\/]steps)[\\/]|antd-style:(steps|timeline|statistic)\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // antd's menus, drawers, dropdowns and badges: the sidebar (loaded apart on a phone,
            // app/member/layouts/member-layout.tsx), row menus, detail drawers. Kept out of member-libs,
            // which the list pages' first paint needs whole, and out of page-libs, which the
            // personal centre's does (docs/web.md, "The member shell on a phone").
            {
              name: 'nav-libs',
              test: /node_modules[\\/](antd[\\/]es[\\/](menu|dropdown|drawer|badge|breadcrumb|popconfirm|segmented|switch|collapse)|@rc-component[\\/](drawer|segmented|switch|collapse))[\\/]|antd-style:(menu|dropdown|drawer|badge|breadcrumb|popconfirm|segmented|switch|collapse)\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // antd's Card with the Tabs it imports and the menu they fold into (≈ 18 KiB): the pages
            // that draw antd's Card; nav-libs' menus read the same menu. A detail page draws its
            // cards as plain elements (components/plain-card.tsx) and loads page-libs without it.
            {
              name: 'card-libs',
              test: /node_modules[\\/](antd[\\/]es[\\/](card|tabs)|@rc-component[\\/](tabs|menu|overflow|dropdown))[\\/]|antd-style:(card|tabs)\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // antd's typography, alerts, descriptions, tooltips (with the positioning library) and Spin
            // (antd's QR code and images draw it while loading): the personal centre, detail pages,
            // the print view. Kept out of member-libs, which the list pages' first paint needs
            // whole: a phone's list paints without them.
            {
              name: 'page-libs',
              test: /node_modules[\\/](antd[\\/]es[\\/](spin|skeleton|typography|descriptions|tag|avatar|flex|tooltip|popover|carousel|color-picker|alert)|@rc-component[\\/](trigger|tooltip|color-picker))[\\/]|antd-style:(spin|skeleton|typography|descriptions|tag|avatar|flex|tooltip|popover|carousel|color-picker|alert)\.css$/,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'member-libs', test: /node_modules/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
