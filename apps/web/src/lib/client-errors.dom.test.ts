// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./client-errors');
}

beforeEach(() => sessionStorage.clear());

describe('client error log', () => {
  it('keeps message, component, page address and stack, newest first, for the tab\'s session', async () => {
    const log = await fresh();
    log.logClientError('error', new TypeError('first'));
    log.logClientError('render', new Error('second'), 'OrderDetailPage');
    const [latest, earlier] = log.loggedClientErrors();
    expect(latest).toMatchObject({ kind: 'render', message: 'second', component: 'OrderDetailPage', url: window.location.href });
    expect(latest!.stack).toContain('second');
    expect(earlier).toMatchObject({ kind: 'error', message: 'first' });
    // A reload of the tab still has them; the button shows from the first one on.
    const reloaded = await fresh();
    expect(reloaded.loggedClientErrors().map((e) => e.message)).toEqual(['second', 'first']);
    reloaded.clearClientErrors();
    expect((await fresh()).loggedClientErrors()).toEqual([]);
  });

  it('logs one error once, whoever reports it, and says something about any thrown value', async () => {
    const log = await fresh();
    const error = new Error('once');
    log.logClientError('render', error, 'Page');
    log.logClientError('render', error);
    log.logClientError('unhandledrejection', 'a plain string');
    log.logClientError('unhandledrejection', { code: 42 });
    log.logClientError('unhandledrejection', undefined);
    expect(log.loggedClientErrors().map((e) => e.message)).toEqual(['undefined', '{"code":42}', 'a plain string', 'once']);
  });

  it('cuts texts to what the server takes', async () => {
    const log = await fresh();
    log.logClientError('error', new Error('x'.repeat(5000)), 'C'.repeat(500));
    const [entry] = log.loggedClientErrors();
    expect(entry!.message.length).toBe(1000);
    expect(entry!.component!.length).toBe(200);
  });

  it('catches uncaught errors and unhandled rejections of the page', async () => {
    const log = await fresh();
    log.watchClientErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom', filename: 'http://portal.test/assets/page-abc.js' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    expect(log.loggedClientErrors().map((e) => [e.kind, e.message, e.component])).toEqual([
      ['unhandledrejection', 'rejected', undefined],
      ['error', 'boom', 'page-abc.js'],
    ]);
  });

  it('names the first component of a React component stack', async () => {
    const { componentOf } = await fresh();
    expect(componentOf('\n    at OrderDetailPage (http://portal.test/assets/x.js:1:2)\n    at Outlet')).toBe('OrderDetailPage');
    expect(componentOf('\n    in Broken (created by App)')).toBe('Broken');
    expect(componentOf(undefined)).toBeUndefined();
  });
});
