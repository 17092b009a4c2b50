import { AppError } from '../../lib/app-error.js';
import { WorkerPool, WorkerTaskError, siblingScript } from '../../lib/worker-pool.js';
import type { ContactFileChecker } from './contact-import.service.js';
import { fileTooLarge } from './contact-sheet.js';
import type { ContactImportReply, ContactImportTask } from './contact-import.worker.js';

// Uploaded workbooks are read and checked on worker threads, so a large file never holds up
// the event loop (docs/decisions.md, "Address book import"). The worker's heap is capped
// too: the reader's own bounds keep a file far below it, the cap is the guard behind them.
const WORKER_HEAP_MB = 256;
// Reading is bounded to well under a second; a task still running after this is stuck.
const TASK_TIMEOUT_MS = 30_000;

export class ContactImportWorkers {
  private readonly pool: WorkerPool<ContactImportTask, ContactImportReply>;

  constructor(size: number) {
    this.pool = new WorkerPool(siblingScript(import.meta.url, 'contact-import.worker'), {
      size,
      timeoutMs: TASK_TIMEOUT_MS,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
  }

  readonly check: ContactFileChecker = async (file, locale) => {
    let reply: ContactImportReply;
    try {
      reply = await this.pool.run({ file, locale });
    } catch (error) {
      if (error instanceof WorkerTaskError && (error.failure === 'out-of-memory' || error.failure === 'timeout')) {
        throw fileTooLarge();
      }
      throw error;
    }
    if (reply.ok) return reply.rows;
    if ('refusal' in reply) throw new AppError(reply.refusal.name, reply.refusal.params, reply.refusal.data);
    throw new Error(`contact import worker failed: ${reply.failure}`);
  };

  close(): Promise<void> {
    return this.pool.close();
  }
}
