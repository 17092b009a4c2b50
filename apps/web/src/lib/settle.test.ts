import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle';

describe('settleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    return () => settled;
  };

  it('resolves as soon as the work resolves', async () => {
    const settled = state(settleWithin(Promise.resolve('answer'), 2_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('resolves, without rejecting, as soon as the work fails', async () => {
    const settled = state(settleWithin(Promise.reject(new Error('offline')), 2_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('stops waiting for work that hangs once the time is up', async () => {
    const settled = state(settleWithin(new Promise(() => undefined), 2_000));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });
});
