import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../db/database.js';
import { createJobRunner, jobsSchemaOf } from './create-job-runner.js';
import { InProcessJobRunner } from './in-process-runner.js';
import type { JobLog, JobRunner } from './job-runner.js';

const quiet: JobLog = { warn: () => {}, error: () => {} };
const url = process.env.TEST_DATABASE_URL;

describe('in-process job runner (SQLite)', () => {
  const runners: JobRunner[] = [];
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });
  function runner() {
    const r = new InProcessJobRunner(quiet);
    runners.push(r);
    return r;
  }

  it('runs an enqueued job once with its data, and refuses work before start', async () => {
    const r = runner();
    const seen: unknown[] = [];
    r.define('echo', async (data) => {
      seen.push(data);
    });
    await expect(r.enqueue('echo', { n: 1 })).rejects.toThrow('not started');
    await r.start();
    await r.enqueue('echo', { n: 2 });
    await vi.waitFor(() => expect(seen).toEqual([{ n: 2 }]));
  });

  it('retries a failing job with a doubling wait, then stops trying', async () => {
    const r = runner();
    const tries: number[] = [];
    r.define(
      'flaky',
      async () => {
        tries.push(Date.now());
        throw new Error('down');
      },
      { retryLimit: 2, retryDelaySeconds: 0.1, retryBackoff: true },
    );
    await r.start();
    await r.enqueue('flaky', {});
    await vi.waitFor(() => expect(tries).toHaveLength(3), { timeout: 3000 });
    const [first = 0, second = 0, third = 0] = tries;
    expect(second - first).toBeGreaterThanOrEqual(95);
    expect(third - second).toBeGreaterThanOrEqual(195);
    // No fourth try: the limit was two retries.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(tries).toHaveLength(3);
  });

  it('runs an exclusive job one at a time, folding requests made while it runs into one more run', async () => {
    const r = runner();
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    r.define(
      'sweep',
      async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        if (runs === 1) await gate;
        running--;
      },
      { exclusive: true },
    );
    await r.start();
    for (let i = 0; i < 5; i++) await r.enqueue('sweep', {});
    release();
    await vi.waitFor(() => expect(runs).toBe(2));
    expect(most).toBe(1);
  });

  it('runs scheduled jobs on their interval, and stop() waits for a running one', async () => {
    const r = runner();
    let runs = 0;
    let finished = false;
    r.define('tick', async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    r.schedule('tick', { everySeconds: 0.05 });
    await r.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(1));
    await r.stop();
    expect(finished).toBe(true);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBe(after);
  });

  it('counts the waiting retries, running tries and failures of each job (GET /metrics)', async () => {
    const r = runner();
    let release = () => {};
    r.define('slow', () => new Promise<void>((resolve) => (release = resolve)));
    r.define(
      'broken',
      async () => {
        throw new Error('down');
      },
      { retryLimit: 1, retryDelaySeconds: 0.3, retryBackoff: false },
    );
    await r.start();
    const of = async (name: string) => (await r.counts()).find((entry) => entry.name === name);
    expect(await of('broken')).toEqual({ name: 'broken', waiting: 0, active: 0, failed: 0 });
    await r.enqueue('slow', {});
    await r.enqueue('broken', {});
    expect(await of('slow')).toEqual({ name: 'slow', waiting: 0, active: 1, failed: 0 });
    // The first try failed: the retry waits.
    await vi.waitFor(async () => expect(await of('broken')).toEqual({ name: 'broken', waiting: 1, active: 0, failed: 0 }));
    // The retry failed too: given up.
    await vi.waitFor(async () => expect(await of('broken')).toEqual({ name: 'broken', waiting: 0, active: 0, failed: 1 }), { timeout: 3000 });
    release();
    await vi.waitFor(async () => expect(await of('slow')).toEqual({ name: 'slow', waiting: 0, active: 0, failed: 0 }));
  });

  it('accepts cron schedules and refuses unknown jobs', async () => {
    const r = runner();
    r.define('hourly', async () => {});
    expect(() => r.schedule('hourly', { cron: '7 * * * *' })).not.toThrow();
    expect(() => r.schedule('missing', { everySeconds: 1 })).toThrow('unknown job');
    await r.start();
  });
});

// Two server processes on one PostgreSQL: two pools, two pg-boss runners on the same schema.
describe.runIf(url)('pg-boss job runner (PostgreSQL)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const runners: JobRunner[] = [];

  function process(): { database: Database; runner: JobRunner } {
    const database = createDatabase({ url: url!, schema, poolSize: 3 });
    const runner = createJobRunner(database, quiet, { pollingIntervalSeconds: 0.5 });
    databases.push(database);
    runners.push(runner);
    return { database, runner };
  }

  afterAll(async () => {
    for (const r of runners) await r.stop();
    for (const d of databases) await d.destroy();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists ${schema}_jobs cascade`);
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  it('runs each enqueued job once, whichever process takes it; a schedule fires once per slot', async () => {
    const a = process();
    const b = process();
    expect(jobsSchemaOf(a.database)).toBe(`${schema}_jobs`);
    const done: { by: string; n: number }[] = [];
    const ticks: number[] = [];
    for (const [name, { runner }] of [['a', a], ['b', b]] as const) {
      runner.define<{ n: number }>('count', async (data) => {
        done.push({ by: name, n: data.n });
      });
      runner.define('tick', async () => {
        ticks.push(Date.now());
      });
      runner.schedule('tick', { everySeconds: 1 });
    }
    await Promise.all([a.runner.start(), b.runner.start()]);
    const started = Date.now();

    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).runner.enqueue('count', { n });
    await vi.waitFor(() => expect(done).toHaveLength(20), { timeout: 15_000, interval: 100 });
    expect(done.map((d) => d.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));

    // Both processes ask every second; pg-boss keeps one job per one-second slot. Counted over
    // a few seconds, runs are at most one per slot begun: two runners that each ran their own
    // schedule (a queue not shared) would run about twice that.
    await sleep(Math.max(0, started + 5_000 - Date.now()));
    const seconds = (Date.now() - started) / 1000;
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Nothing ran twice meanwhile.
    expect(done).toHaveLength(20);
  }, 40_000);

  it('counts the failures and running tries of each job from the pg-boss job table', async () => {
    const { runner } = process();
    let release = () => {};
    runner.define('held', () => new Promise<void>((resolve) => (release = resolve)));
    runner.define(
      'gives-up',
      async () => {
        throw new Error('down');
      },
      { retryLimit: 0 },
    );
    await runner.start();
    await runner.enqueue('held', {});
    await runner.enqueue('gives-up', {});
    const of = async (name: string) => (await runner.counts()).find((entry) => entry.name === name);
    await vi.waitFor(async () => expect(await of('gives-up')).toEqual({ name: 'gives-up', waiting: 0, active: 0, failed: 1 }), { timeout: 15_000, interval: 200 });
    await vi.waitFor(async () => expect(await of('held')).toEqual({ name: 'held', waiting: 0, active: 1, failed: 0 }), { timeout: 15_000, interval: 200 });
    release();
    await vi.waitFor(async () => expect(await of('held')).toEqual({ name: 'held', waiting: 0, active: 0, failed: 0 }), { timeout: 15_000, interval: 200 });
  }, 40_000);

  it('retries a failing job with pg-boss back-off', async () => {
    const { runner } = process();
    const tries: number[] = [];
    runner.define(
      'flaky',
      async () => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error('down');
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    await runner.start();
    await runner.enqueue('flaky', {});
    await vi.waitFor(() => expect(tries).toHaveLength(3), { timeout: 20_000, interval: 100 });
    const [first = 0, second = 0, third = 0] = tries;
    // pg-boss waits delay·2^n/2 plus up to as much again at random: ≥ 1 s, then ≥ 2 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
  }, 40_000);
});
