import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNIQUE_PROVIDER_MODULE, antdTooltipUnique, uniqueProviderSource } from './antd-tooltip-unique';

type ResolveId = (source: string, importer?: string) => unknown;

describe("antd's one-tooltip-at-a-time provider", () => {
  const resolveId = antdTooltipUnique().resolveId as ResolveId;

  it("replaces ConfigProvider's import of it, and only that one", () => {
    expect(resolveId('../tooltip/UniqueProvider', '/x/node_modules/antd/es/config-provider/index.js')).toBe(UNIQUE_PROVIDER_MODULE);
    expect(resolveId('../tooltip/UniqueProvider', '/x/node_modules/antd/es/tooltip/index.js')).toBeNull();
    expect(resolveId('./UniqueProvider', '/x/node_modules/antd/es/tooltip/index.js')).toBeNull();
  });

  it("is still imported by antd's ConfigProvider the way the plugin expects", () => {
    const source = fs.readFileSync(new URL('../../../node_modules/antd/es/config-provider/index.js', import.meta.url), 'utf8');
    expect(source).toContain("import UniqueProvider from '../tooltip/UniqueProvider';");
    // Rendered only with the mode on.
    expect(source).toMatch(/if \(tooltip\?\.unique\)/);
  });

  it('is never needed: the portal does not turn the mode on', () => {
    const config = fs.readFileSync(new URL('../src/app/antd-config.tsx', import.meta.url), 'utf8');
    expect(config).not.toMatch(/\btooltip\s*=/);
    expect(config).not.toMatch(/\bunique\b/);
    // The stand-in renders what it wraps.
    expect(uniqueProviderSource).toContain('return children');
  });
});
