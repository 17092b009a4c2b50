import cronParser from 'cron-parser';
import { DEFAULT_JOB_OPTIONS, retryDelaySeconds, type JobCounts, type JobData, type JobHandler, type JobLog, type JobOptions, type JobRunner, type JobSchedule } from './job-runner.js';

interface Definition {
  handler: JobHandler;
  options: Required<JobOptions>;
  // exclusive jobs: one running, and whether another run was asked for meanwhile
  active: boolean;
  again: boolean;
  // GET /metrics: retries waiting for their time, runs under way, runs given up
  counts: Omit<JobCounts, 'name'>;
}

// setTimeout takes at most 2^31 - 1 ms; a longer wait is re-armed when it ends.
const MAX_TIMER_MS = 2 ** 31 - 1;

// The runner for the embedded SQLite: one process holds the database, so timers and an
// in-memory queue in that process are enough. A job enqueued but not yet run is lost if the
// process dies; work that must survive that lives in a table the job reads (the outbox).
export class InProcessJobRunner implements JobRunner {
  readonly kind = 'in-process';
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules: { name: string; schedule: JobSchedule }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private isStarted = false;

  constructor(private readonly log: JobLog) {}

  get started() {
    return this.isStarted;
  }

  define<T extends JobData>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
    this.definitions.set(name, {
      handler: handler as JobHandler,
      options: { ...DEFAULT_JOB_OPTIONS, ...options },
      active: false,
      again: false,
      counts: { waiting: 0, active: 0, failed: 0 },
    });
  }

  schedule(name: string, schedule: JobSchedule) {
    this.definition(name);
    this.schedules.push({ name, schedule });
  }

  async enqueue<T extends JobData>(name: string, data: T) {
    this.definition(name);
    if (!this.isStarted) throw new Error(`job runner not started (enqueue ${name})`);
    this.submit(name, data, 0);
  }

  async start() {
    if (this.isStarted) return;
    this.isStarted = true;
    for (const { name, schedule } of this.schedules) {
      if ('everySeconds' in schedule) {
        const timer = setInterval(() => this.submit(name, {}, 0), schedule.everySeconds * 1000);
        timer.unref();
        this.timers.add(timer);
      } else {
        this.armCron(name, schedule.cron);
      }
    }
  }

  async stop() {
    this.isStarted = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async counts(): Promise<JobCounts[]> {
    return [...this.definitions].map(([name, definition]) => ({ name, ...definition.counts }));
  }

  private definition(name: string): Definition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition;
  }

  private armCron(name: string, cron: string) {
    const next = cronParser.parseExpression(cron, { utc: true }).next().getTime();
    const wait = Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS);
    this.later(wait, () => {
      if (Date.now() >= next) this.submit(name, {}, 0);
      this.armCron(name, cron);
    });
  }

  private later(ms: number, fn: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.isStarted) fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  // `failures`: how many tries of this job have failed so far.
  private submit(name: string, data: JobData, failures: number) {
    if (!this.isStarted) return;
    const definition = this.definition(name);
    if (definition.options.exclusive) {
      if (definition.active) {
        definition.again = true;
        return;
      }
      definition.active = true;
    }
    const run = this.run(name, definition, data, failures).finally(() => {
      this.running.delete(run);
      if (!definition.options.exclusive) return;
      definition.active = false;
      if (definition.again) {
        definition.again = false;
        this.submit(name, {}, 0);
      }
    });
    this.running.add(run);
  }

  private async run(name: string, definition: Definition, data: JobData, failures: number) {
    const { counts } = definition;
    counts.active += 1;
    try {
      await definition.handler(data);
    } catch (error) {
      const retry = failures + 1;
      if (retry > definition.options.retryLimit) {
        counts.failed += 1;
        this.log.error({ err: error, job: name, tries: retry }, 'job failed, no tries left');
        return;
      }
      const seconds = retryDelaySeconds(definition.options, retry);
      this.log.warn({ err: error, job: name, retry, inSeconds: seconds }, 'job failed, will retry');
      counts.waiting += 1;
      this.later(seconds * 1000, () => {
        counts.waiting -= 1;
        this.submit(name, data, retry);
      });
    } finally {
      counts.active -= 1;
    }
  }
}
