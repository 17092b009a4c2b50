// Background work: recurring jobs and one-off jobs with retries, behind one interface with two
// implementations (docs/jobs-and-notifications.md): pg-boss on PostgreSQL, where several
// server processes share the queue and each job runs in one of them; an in-process runner on
// the embedded SQLite, which one process holds.

export type JobSchedule = { cron: string } | { everySeconds: number };

export interface JobOptions {
  // Tries after the first failure; the wait before the first retry, doubled for each later
  // one when `retryBackoff` is set.
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  // At most one run at a time (across all processes) and at most one more waiting: asking
  // again while one waits adds nothing. For jobs that work through a table (sweeps, outbox).
  exclusive?: boolean;
}

// A job's data is a plain JSON object.
export type JobData = Record<string, unknown>;
export type JobHandler<T extends JobData = JobData> = (data: T) => Promise<void>;

// The logger the runners report failures to (pino's, which Fastify's is).
export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  // True between start() and stop(); enqueue() needs it.
  readonly started: boolean;
  // Before start(): the handler of a named job.
  define<T extends JobData>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  // Before start(): run a defined job (with data {}) on a schedule, once per due time however
  // many processes run it. Cron expressions are read in UTC.
  schedule(name: string, schedule: JobSchedule): void;
  enqueue<T extends JobData>(name: string, data: T): Promise<void>;
  start(): Promise<void>;
  // Stops taking work, waits for running handlers, and lets go of timers and connections.
  stop(): Promise<void>;
  // Per defined job: how many wait to run (retries included), run now, and were given up
  // after their last try (GET /metrics). pg-boss counts every process's jobs; the in-process
  // runner its own since it started.
  counts(): Promise<JobCounts[]>;
}

export interface JobCounts {
  name: string;
  waiting: number;
  active: number;
  failed: number;
}

export const DEFAULT_JOB_OPTIONS: Required<JobOptions> = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, exclusive: false };

// A job with no data that runs on a schedule: `run`'s answer is not kept.
export function scheduleRecurring(jobs: JobRunner, name: string, run: () => Promise<unknown>, schedule: JobSchedule, options: JobOptions) {
  jobs.define(
    name,
    async () => {
      await run();
    },
    options,
  );
  jobs.schedule(name, schedule);
}

// Seconds to wait before retry number `retry` (1-based).
export function retryDelaySeconds(options: Required<JobOptions>, retry: number): number {
  return options.retryBackoff ? options.retryDelaySeconds * 2 ** (retry - 1) : options.retryDelaySeconds;
}
