import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdStaticStyle, cssBlocks, prefixOwners, splitAntdCss } from './antd-static-style';

const antdDir = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
const css = fs.readFileSync(path.join(antdDir, 'dist', 'antd.css'), 'utf8');
const owners = prefixOwners(antdDir);
const sheets = splitAntdCss(css, owners);

describe('antd static styles', () => {
  it('reads blocks, nested ones inside their at-rule, quoted braces included', () => {
    expect(cssBlocks('.a{color:red}@media (max-width:1px){.b{content:"}"}}.c{}')).toEqual([
      { prelude: '.a', body: 'color:red' },
      { prelude: '@media (max-width:1px)', body: '.b{content:"}"}' },
      { prelude: '.c', body: '' },
    ]);
  });

  it("gives a class prefix to the component that styles it, grid's included", () => {
    expect(owners.get('btn')).toBe('button');
    expect(owners.get('btn-group')).toBe('button');
    expect(owners.get('input-search')).toBe('input');
    expect(owners.get('row')).toBe('grid');
    expect(owners.get('col')).toBe('grid');
    expect(owners.get('picker')).toBe('date-picker');
    expect(owners.get('qrcode')).toBe('qr-code');
  });

  it('files every rule of a component with that component, in its layer', () => {
    expect(sheets.get('button')).toMatch(/^@layer antd\{/);
    expect(sheets.get('button')).toContain('.ant-btn{');
    expect(sheets.get('table')).toContain('.ant-table-wrapper');
    expect(sheets.get('grid')).toContain('.ant-row{');
    expect(sheets.get('grid')).toMatch(/@media \(min-width: ?\d+px\)\{\.ant-col-md-/);
    expect(sheets.get('modal')).toContain('.ant-modal-confirm-warning');
    expect(sheets.get('base')).toContain('.anticon{');
    expect(sheets.get('base')).toContain('@keyframes');
    // A rule's first component class decides: no table rule in the button sheet.
    expect(sheets.get('button')).not.toContain('.ant-table');
  });

  it("leaves out antd's token dumps and cache map: the theme's variables are written at run time", () => {
    for (const sheet of sheets.values()) {
      expect(sheet).not.toContain('.css-var-');
      expect(sheet).not.toContain('data-ant-cssinjs-cache-path');
    }
  });

  it('has a stylesheet for every component that has styles', () => {
    const components = new Set(owners.values());
    const missing = [...components].filter((component) => !sheets.has(component));
    // BackTop (deprecated for FloatButton.BackTop) has no rules of its own in antd.css.
    expect(missing).toEqual(['back-top']);
  });

  it("adds the component's stylesheet to its style module, and the base to ConfigProvider", () => {
    const plugin = antdStaticStyle();
    const buildStart = plugin.buildStart as () => void;
    const transform = plugin.transform as (code: string, id: string) => unknown;
    const load = plugin.load as (id: string) => unknown;
    buildStart();
    const styleModule = path.join(antdDir, 'es', 'button', 'style', 'index.js');
    expect(transform('export default 1;', styleModule)).toEqual({
      code: "export default 1;\nimport 'antd-style:button.css';\n",
      map: null,
    });
    expect(transform('x', path.join(antdDir, 'es', 'config-provider', 'index.js'))).toMatchObject({
      code: expect.stringContaining("import 'antd-style:base.css';"),
    });
    expect(transform('x', path.join(antdDir, 'es', 'button', 'Button.js'))).toBeNull();
    expect(load('\0antd-style:button.css')).toBe(sheets.get('button'));
  });
});
