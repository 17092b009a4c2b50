import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// antd 6's zero-runtime mode (`theme.zeroRuntime`, app/antd-config.tsx): components no longer
// compute their styles while rendering; their CSS comes from antd's own stylesheet
// (antd/dist/antd.css). That file holds every component (≈ 1 MB), so it is cut here into one
// stylesheet per component, and each one travels with the code of its component: the build
// adds an import of `antd-style:<component>.css` to the component's style module, which every
// antd component imports. A page thus loads the CSS of the components its chunks hold, no more.
// What belongs to no component (links, icons, motion classes, keyframes) comes with
// ConfigProvider. Everything sits in `@layer antd`, so the app's own CSS wins over antd's
// whatever order the chunks' stylesheets arrive in (docs/decisions.md, "Delivery").

const VIRTUAL = 'antd-style:';
const RESOLVED = `\0${VIRTUAL}`;
const BASE = 'base';

// A prefix several components use (getPrefixCls('btn') in Button and Popconfirm) belongs to
// the component that styles it.
const PREFIX_OWNERS: Record<string, string> = { btn: 'button', picker: 'date-picker', 'float-btn': 'float-button' };

export interface CssBlock {
  prelude: string;
  body: string;
}

// Top-level blocks of minified CSS: `prelude{body}`; nested blocks stay in their body.
export function cssBlocks(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  let i = 0;
  while (i < css.length) {
    let depth = 0;
    let open = -1;
    let quote: string | null = null;
    let j = i;
    for (; j < css.length; j++) {
      const c = css[j];
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{') {
        if (depth === 0) open = j;
        depth++;
      } else if (c === '}') {
        depth--;
        if (depth === 0) break;
      } else if (c === ';' && depth === 0) break;
    }
    // A statement without a block (`@import …;`) has no place in antd's stylesheet.
    if (open >= 0) blocks.push({ prelude: css.slice(i, open).trim(), body: css.slice(open + 1, j) });
    i = j + 1;
  }
  return blocks;
}

// The component folders of antd/es whose style module defines style hooks, and the class
// prefixes each uses (`getPrefixCls('btn')` in button/…), as prefix → component.
export function prefixOwners(antdDir: string): Map<string, string> {
  const es = path.join(antdDir, 'es');
  const components = fs.readdirSync(es).filter((dir) => {
    const style = path.join(es, dir, 'style', 'index.js');
    return fs.existsSync(style) && /genStyleHooks|genComponentStyleHook|genSubStyleComponent/.test(fs.readFileSync(style, 'utf8'));
  });
  const users = new Map<string, Set<string>>();
  for (const dir of fs.readdirSync(es, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const files = fs.readdirSync(path.join(es, dir.name), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    for (const file of files) {
      for (const [, prefix] of fs.readFileSync(path.join(es, dir.name, file), 'utf8').matchAll(/getPrefixCls\('([a-z-]+)'/g)) {
        if (!prefix) continue;
        const set = users.get(prefix) ?? new Set<string>();
        set.add(dir.name);
        users.set(prefix, set);
      }
    }
  }
  const owners = new Map<string, string>();
  for (const [prefix, dirs] of users) {
    const candidates = [...dirs].filter((dir) => components.includes(dir));
    const owner = components.includes(prefix) ? prefix : (PREFIX_OWNERS[prefix] ?? (candidates.length === 1 ? candidates[0] : undefined));
    if (owner) owners.set(prefix, owner);
  }
  for (const [prefix, owner] of Object.entries(PREFIX_OWNERS)) if (components.includes(owner)) owners.set(prefix, owner);
  return owners;
}

// antd.css as one stylesheet per component (by the first `.ant-<prefix>` of each rule's
// selector), plus BASE for the rest. Its dumps of design tokens under made-up keys
// (`.css-var-…`) and its cache map are dropped: the theme's tokens are written at run time by
// ConfigProvider, in the member's colours. Repeated rules are kept once.
export function splitAntdCss(css: string, owners: Map<string, string>): Map<string, string> {
  const prefixes = [...owners.keys()].sort((a, b) => b.length - a.length).map((p) => p.replace(/-/g, '\\-'));
  const prefixPattern = new RegExp(`\\.ant-(${prefixes.join('|')})(?![a-zA-Z0-9_])`);
  const sheets = new Map<string, string[]>();
  const seen = new Set<string>();
  const place = (text: string, wrappers: string[]) => {
    for (const { prelude, body } of cssBlocks(text)) {
      if (/^@(media|supports|container)\b/.test(prelude)) {
        place(body, [...wrappers, prelude]);
        continue;
      }
      if (/^\.css-var-|^\.data-ant-cssinjs-cache-path/.test(prelude)) continue;
      const match = prelude.startsWith('@') ? null : prefixPattern.exec(prelude);
      const owner = (match?.[1] && owners.get(match[1])) || BASE;
      const rule = wrappers.reduceRight((inner, wrapper) => `${wrapper}{${inner}}`, `${prelude}{${body}}`);
      if (seen.has(rule)) continue;
      seen.add(rule);
      const sheet = sheets.get(owner) ?? [];
      sheet.push(rule);
      sheets.set(owner, sheet);
    }
  };
  place(css, []);
  return new Map([...sheets].map(([owner, rules]) => [owner, `@layer antd{${rules.join('')}}`]));
}

export function antdStaticStyle(): Plugin {
  const require = createRequire(import.meta.url);
  const antdDir = path.dirname(require.resolve('antd/package.json'));
  const styleModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]style[\\/]index\.js$/;
  const configProvider = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
  let sheets = new Map<string, string>();
  return {
    name: 'portal:antd-static-style',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      sheets = splitAntdCss(fs.readFileSync(path.join(antdDir, 'dist', 'antd.css'), 'utf8'), prefixOwners(antdDir));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      return sheets.get(name) ?? '';
    },
    transform(code, id) {
      const component = styleModule.exec(id)?.[1];
      const sheet = component && sheets.has(component) ? component : configProvider.test(id) ? BASE : null;
      // Appended: the module's own code does not move, so its source map stands (map: null).
      return sheet ? { code: `${code}\nimport '${VIRTUAL}${sheet}.css';\n`, map: null } : null;
    },
  };
}
