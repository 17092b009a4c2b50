import { expect, it } from 'vitest';
import { memberToken, staffToken } from '../test/auth-helpers.js';
import { describeEachDb, testConfig, type TestApp } from '../test/harness.js';

interface Document {
  openapi: string;
  paths: Record<string, unknown>;
}

const get = async (t: TestApp, url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.body };
};
const paths = (body: string) => Object.keys((JSON.parse(body) as Document).paths);

// Production publishes the member API only; the staff API is documented for staff sessions.
describeEachDb(
  'API documents in production',
  (ctx) => {
    it('publishes the member API and nothing of the staff API', async () => {
      const t = ctx();
      const doc = await get(t, '/api-docs/json');
      expect(doc.status).toBe(200);
      expect(paths(doc.body)).toContain('/app-api/member/login');
      expect(paths(doc.body).filter((p) => !p.startsWith('/app-api/'))).toEqual([]);
      const yaml = await get(t, '/api-docs/yaml');
      expect(yaml.body).toContain('/app-api/member/login');
      expect(yaml.body).not.toContain('/admin-api/');
      expect((await get(t, '/api-docs/')).status).toBe(200);
    });

    it('gives the whole document to staff only', async () => {
      const t = ctx();
      expect((await get(t, '/admin-api/system/api-docs')).status).toBe(401);
      expect((await get(t, '/admin-api/system/api-docs', await memberToken(t))).status).toBe(403);
      const staff = await get(t, '/admin-api/system/api-docs', await staffToken(t, 'operator', 'operator1234'));
      expect(staff.status).toBe(200);
      expect(paths(staff.body)).toEqual(expect.arrayContaining(['/app-api/member/login', '/admin-api/system/auth/login']));
    });
  },
  { ...testConfig(), env: 'production' },
);

describeEachDb('API documents outside production', (ctx) => {
  it('publishes the whole API', async () => {
    expect(paths((await get(ctx(), '/api-docs/json')).body)).toEqual(expect.arrayContaining(['/app-api/member/login', '/admin-api/system/auth/login']));
  });
});
