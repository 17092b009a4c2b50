import type { ErrorName } from '@portal/contracts/errors';
import { AppError } from './app-error.js';
import { fileTooLarge } from './sheet-import.js';
import { WorkerPool, WorkerTaskError, siblingScript } from './worker-pool.js';

// Uploaded workbooks are read and checked on worker threads, so a large file never holds up
// the event loop (docs/decisions.md, "Address book import"). One pool serves every import
// (customers, suppliers, orders), so IMPORT_WORKERS bounds them together. The worker's heap is
// capped too: the reader's own bounds keep a file far below it, the cap is the guard behind them.
const WORKER_HEAP_MB = 256;
// Reading is bounded to a few seconds; a task still running after this is stuck.
const TASK_TIMEOUT_MS = 30_000;

// A function a worker runs: exported as `name` by the module at `module` (its import.meta.url),
// taking and answering plain data (structured clone).
export interface WorkerTask<In, Out> {
  module: string;
  name: string;
  // Carries the types only.
  readonly types?: (input: In) => Out;
}

export function workerTask<In, Out>(module: string, name: string, _fn: (input: In) => Promise<Out>): WorkerTask<In, Out> {
  return { module, name };
}

export interface ImportTaskMessage {
  module: string;
  name: string;
  input: unknown;
}

export type ImportReply =
  | { ok: true; output: unknown }
  | { ok: false; refusal: { name: ErrorName; params?: Record<string, string | number>; data: unknown } }
  | { ok: false; failure: string };

export class ImportWorkers {
  private readonly pool: WorkerPool<ImportTaskMessage, ImportReply>;

  constructor(size: number) {
    this.pool = new WorkerPool(siblingScript(import.meta.url, 'import.worker'), {
      size,
      timeoutMs: TASK_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
  }

  // The task's answer; its AppError (a refused file) is thrown again here, and a file that
  // overruns the worker's heap or time is refused as too large.
  async run<In, Out>(task: WorkerTask<In, Out>, input: In): Promise<Out> {
    let reply: ImportReply;
    try {
      reply = await this.pool.run({ module: task.module, name: task.name, input });
    } catch (error) {
      if (error instanceof WorkerTaskError && (error.failure === 'out-of-memory' || error.failure === 'timeout')) {
        throw fileTooLarge();
      }
      throw error;
    }
    if (reply.ok) return reply.output as Out;
    if ('refusal' in reply) throw new AppError(reply.refusal.name, reply.refusal.params, reply.refusal.data);
    throw new Error(`import worker failed: ${reply.failure}`);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
