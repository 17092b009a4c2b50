import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createShutdown } from '../../lib/shutdown.js';
import { DB_TARGETS, createTestApp, describeEachDb, type TestApp } from '../../test/harness.js';

// The health checks in-process; graceful-shutdown.test.ts stops a real server process.

// One request on a fresh connection (no keep-alive agent), so that each one sees whether the
// server still accepts connections.
function get(port: number, path: string): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown, connection: response.headers.connection }));
    });
    request.on('error', reject);
  });
}

describeEachDb('health checks', (ctx) => {
  it('answers live and ready, without a token', async () => {
    const live = await ctx().app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const ready = await ctx().app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    // The old check answers as before.
    const health = await ctx().app.inject({ method: 'GET', url: '/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', database: ctx().database.dialect }]);
  });

  it('lists live and ready in the OpenAPI document', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/health/live']?.get?.responses ?? {})).toEqual(['200']);
    expect(Object.keys(doc.paths['/health/ready']?.get?.responses ?? {}).sort()).toEqual(['200', '503']);
  });
});

describe.each(DB_TARGETS)('readiness without a database [%s]', (target) => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('answers not ready while the database does not answer, and live still', async () => {
    t = await createTestApp(target);
    await t.database.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'database unreachable' }]);
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
  });
});

describe('shutdown', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('turns not ready at once, keeps answering through the drain, and closes early on a second signal', async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const exits: number[] = [];
    const shutdown = createShutdown({ app: t.app, readiness: t.readiness, drainMs: 60_000, exit: (code) => exits.push(code) });

    expect((await get(port, '/health/ready')).status).toBe(200);
    const stopping = shutdown('SIGTERM');
    expect(await get(port, '/health/ready')).toEqual({ status: 503, body: { status: 'stopping' }, connection: 'close' });
    // Still listening and answering during the drain, each answer asking to close its connection.
    expect(await get(port, '/health/live')).toEqual({ status: 200, body: { status: 'live' }, connection: 'close' });
    expect((await get(port, '/health')).status).toBe(200);
    expect(exits).toEqual([]);

    // A second signal ends the 60 s drain: the app closes and the process would exit 0 (a drain
    // that went on would outlast the test's own 20 s timeout).
    await shutdown('SIGINT');
    await stopping;
    expect(exits).toEqual([0]);
    await expect(get(port, '/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
