import { describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskError, type WorkerScript } from './worker-pool.js';

// A worker that doubles numbers, hangs on 'hang' and dies on 'die'.
const script: WorkerScript = {
  eval: true,
  execArgv: [],
  entry: `
    const { parentPort, threadId } = require('node:worker_threads');
    parentPort.on('message', (input) => {
      if (input === 'hang') return;
      if (input === 'die') process.exit(1);
      parentPort.postMessage({ output: input * 2, threadId });
    });
  `,
};

describe('worker pool', () => {
  it('runs tasks beyond its size in turn, on at most `size` threads', async () => {
    const pool = new WorkerPool<number, { output: number; threadId: number }>(script, { size: 2, timeoutMs: 5000 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => pool.run(n)));
    expect(answers.map((a) => a.output)).toEqual([2, 4, 6, 8, 10]);
    expect(new Set(answers.map((a) => a.threadId)).size).toBeLessThanOrEqual(2);
    await pool.close();
    await expect(pool.run(1)).rejects.toMatchObject({ failure: 'closed' });
  });

  it('refuses a task that overruns or kills its worker, and goes on with a fresh one', async () => {
    // A task's time includes starting a fresh worker, which on a loaded 2-core machine took
    // more than 300 ms: 2 s is still far below the 'hang' that never answers.
    const pool = new WorkerPool<number | string, { output: number; threadId: number }>(script, { size: 1, timeoutMs: 2_000 });
    const first = await pool.run(1);
    await expect(pool.run('hang')).rejects.toEqual(new WorkerTaskError('timeout'));
    const afterHang = await pool.run(2);
    expect(afterHang.output).toBe(4);
    expect(afterHang.threadId).not.toBe(first.threadId);
    await expect(pool.run('die')).rejects.toMatchObject({ failure: 'crashed' });
    expect((await pool.run(3)).output).toBe(6);
    await pool.close();
  });
});
