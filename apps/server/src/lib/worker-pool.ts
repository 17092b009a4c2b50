import { Worker, type ResourceLimits } from 'node:worker_threads';

// A few worker threads running one script, so CPU-heavy work (reading an uploaded workbook)
// leaves the event loop free to answer other requests. Each worker takes one task at a time:
// it gets the input as one message and answers with one message. Tasks beyond the pool's
// size wait in arrival order. A worker that crashes, runs out of memory or overruns the
// timeout is terminated and replaced by a fresh one for the next task.

export type WorkerFailure = 'timeout' | 'out-of-memory' | 'crashed' | 'closed';

export class WorkerTaskError extends Error {
  constructor(
    readonly failure: WorkerFailure,
    options?: { cause: unknown },
  ) {
    super(`worker task ${failure}`, options);
    this.name = 'WorkerTaskError';
  }
}

export interface WorkerScript {
  // A file URL, or (eval) code that loads one.
  entry: URL | string;
  eval: boolean;
  execArgv: string[];
}

// The worker script `name` next to the module at `from`: the built .js file, or, when the
// server runs from its TypeScript sources (tsx in development, vitest), the .ts file loaded
// through tsx's loader with the workspace packages' "source" export condition, as `npm run
// dev` does (Node 20 does not apply `--import tsx` to a worker's own entry file).
export function siblingScript(from: string, name: string): WorkerScript {
  if (!from.endsWith('.ts')) return { entry: new URL(`./${name}.js`, from), eval: false, execArgv: [] };
  const url = JSON.stringify(new URL(`./${name}.ts`, from).href);
  return {
    entry: `import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); });`,
    eval: true,
    execArgv: ['--conditions=source'],
  };
}

export interface WorkerPoolOptions {
  size: number;
  // Counted from the moment a worker takes the task, not while it waits.
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
}

interface Task<In, Out> {
  input: In;
  resolve(output: Out): void;
  reject(error: Error): void;
}

export class WorkerPool<In, Out> {
  private readonly workers = new Set<Worker>();
  private idle: Worker[] = [];
  private readonly queue: Task<In, Out>[] = [];
  private closed = false;

  constructor(
    private readonly script: WorkerScript,
    private readonly options: WorkerPoolOptions,
  ) {}

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new WorkerTaskError('closed'));
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new WorkerTaskError('closed'));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private next() {
    while (this.queue.length > 0 && !this.closed) {
      const worker = this.idle.pop() ?? (this.workers.size < this.options.size ? this.spawn() : undefined);
      if (!worker) return;
      this.start(worker, this.queue.shift()!);
    }
  }

  private spawn(): Worker {
    const { entry, execArgv } = this.script;
    const worker = new Worker(entry, { eval: this.script.eval, execArgv, resourceLimits: this.options.resourceLimits });
    // An idle worker does not keep the process alive; a failing one is reported to its task.
    worker.unref();
    worker.on('error', () => {});
    worker.once('exit', () => {
      this.workers.delete(worker);
      this.idle = this.idle.filter((other) => other !== worker);
      this.next();
    });
    this.workers.add(worker);
    return worker;
  }

  private start(worker: Worker, task: Task<In, Out>) {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
    };
    const fail = (failure: WorkerFailure, cause?: unknown) =>
      settle(() => {
        void worker.terminate();
        task.reject(new WorkerTaskError(failure, { cause }));
      });
    const onMessage = (output: Out) =>
      settle(() => {
        this.idle.push(worker);
        task.resolve(output);
        this.next();
      });
    const onError = (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed', error);
    const onExit = () => fail('crashed');
    const timer = setTimeout(() => fail('timeout'), this.options.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task.input);
  }
}
