import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps features apart (eslint.config.js, docs/web.md) refuses an import
// of another feature from any depth of a feature folder, and lets shared pieces through.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const featuresDir = path.join(root, 'apps/web/src/features');
const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const eslint = new ESLint({ cwd: root });

async function refused(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: path.join(featuresDir, file) });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('feature boundaries', () => {
  it('has features to keep apart', () => {
    expect(features.length).toBeGreaterThan(1);
  });

  it.each(features)('features/%s may not import another feature', async (feature) => {
    const other = features.find((name) => name !== feature)!;
    expect(await refused(`${feature}/probe.ts`, `../${other}/api/x`)).toBe(true);
    expect(await refused(`${feature}/components/probe.tsx`, `../../${other}/components/x`)).toBe(true);
    expect(await refused(`${feature}/pages/nested/probe.tsx`, `../../../${other}/x`)).toBe(true);
    expect(await refused(`${feature}/components/probe.tsx`, `../../../features/${other}/x`)).toBe(true);
  });

  it.each(features)('features/%s may import itself, components/ and lib/', async (feature) => {
    expect(await refused(`${feature}/components/probe.tsx`, '../api/x')).toBe(false);
    expect(await refused(`${feature}/components/probe.tsx`, './x')).toBe(false);
    expect(await refused(`${feature}/components/probe.tsx`, `../../${feature}/hooks/x`)).toBe(false);
    expect(await refused(`${feature}/components/probe.tsx`, '../../../components/x')).toBe(false);
    expect(await refused(`${feature}/pages/probe.tsx`, '../../../lib/x')).toBe(false);
    expect(await refused(`${feature}/pages/probe.tsx`, '@portal/contracts/page')).toBe(false);
  });
});
