import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps features apart (eslint.config.js, docs/web.md) refuses an import
// of another feature from any depth of a feature folder, and lets shared pieces through; the
// member side and the staff console never import each other (docs/staff-console.md).
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const featuresDir = path.join(root, 'apps/web/src/features');
const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const staffDir = path.join(root, 'apps/web/src/staff');
const memberShellDir = path.join(root, 'apps/web/src/app/member');
const eslint = new ESLint({ cwd: root });

async function refused(file: string, source: string, dir = featuresDir): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, { filePath: path.join(dir, file) });
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

describe('member and staff areas', () => {
  it.each(features)('features/%s may not import the staff console', async (feature) => {
    expect(await refused(`${feature}/probe.ts`, '../../staff/staff-api')).toBe(true);
    expect(await refused(`${feature}/pages/nested/probe.tsx`, '../../../../staff/orders/staff-orders-page')).toBe(true);
  });

  it('the member shell may not import the staff console', async () => {
    expect(await refused('probe.tsx', '../../staff/staff-session', memberShellDir)).toBe(true);
    expect(await refused('layouts/probe.tsx', '../../../staff/staff-routes', memberShellDir)).toBe(true);
    expect(await refused('layouts/probe.tsx', '../../../lib/cookies', memberShellDir)).toBe(false);
  });

  it.each(features)('the staff console may not import features/%s', async (feature) => {
    expect(await refused('probe.tsx', `../features/${feature}/api`, staffDir)).toBe(true);
    expect(await refused('orders/probe.tsx', `../../features/${feature}/components/x`, staffDir)).toBe(true);
  });

  it('the staff console may not import the member shell or the app root, and may import what is shared', async () => {
    expect(await refused('probe.tsx', '../app/member/route-guard', staffDir)).toBe(true);
    expect(await refused('orders/probe.tsx', '../../app/member/layouts/navbar', staffDir)).toBe(true);
    expect(await refused('probe.tsx', '../app/router', staffDir)).toBe(true);
    expect(await refused('probe.tsx', '../components/load-error', staffDir)).toBe(false);
    expect(await refused('orders/probe.tsx', '../../lib/http', staffDir)).toBe(false);
    expect(await refused('orders/probe.tsx', '../staff-api', staffDir)).toBe(false);
    expect(await refused('probe.tsx', '@portal/contracts/staff', staffDir)).toBe(false);
  });
});
