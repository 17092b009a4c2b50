import PgBoss from 'pg-boss';
import { DEFAULT_JOB_OPTIONS, type JobCounts, type JobData, type JobHandler, type JobLog, type JobOptions, type JobRunner, type JobSchedule } from './job-runner.js';

export interface PgBossRunnerOptions {
  // How pg-boss reaches the database: the app's own pool (create-job-runner.ts).
  db: PgBoss.Db;
  // The schema pg-boss keeps its tables in, apart from the app's.
  schema: string;
  log: JobLog;
  // How often an idle worker looks for work; a job enqueued by this process is picked up at once.
  pollingIntervalSeconds?: number;
}

// Each queue is a partition of pg-boss's job table; two processes attaching partitions at the
// same moment (both starting) can deadlock, and PostgreSQL then fails one of them: try again.
async function createQueue(boss: PgBoss, queue: PgBoss.Queue, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (await boss.getQueue(queue.name)) return;
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

interface Definition {
  handler: JobHandler;
  options: Required<JobOptions>;
}

// The runner on PostgreSQL: pg-boss keeps the queue in the database. Workers take jobs with
// SELECT … FOR UPDATE SKIP LOCKED, so with several server processes each job runs in one of
// them; cron schedules and `everySeconds` sends are de-duplicated by pg-boss (one job per
// minute or per interval slot), so a recurring job runs once per due time, not once per process.
export class PgBossJobRunner implements JobRunner {
  readonly kind = 'pg-boss';
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules: { name: string; schedule: JobSchedule }[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly workers = new Map<string, string>();
  private boss: PgBoss | null = null;

  constructor(private readonly options: PgBossRunnerOptions) {}

  get started() {
    return this.boss !== null;
  }

  define<T extends JobData>(name: string, handler: JobHandler<T>, options: JobOptions = {}) {
    this.definitions.set(name, { handler: handler as JobHandler, options: { ...DEFAULT_JOB_OPTIONS, ...options } });
  }

  schedule(name: string, schedule: JobSchedule) {
    if (!this.definitions.has(name)) throw new Error(`unknown job ${name}`);
    this.schedules.push({ name, schedule });
  }

  async enqueue<T extends JobData>(name: string, data: T) {
    const boss = this.boss;
    if (!boss) throw new Error(`job runner not started (enqueue ${name})`);
    await boss.send(name, data);
    // This process's worker looks now instead of at its next poll.
    const worker = this.workers.get(name);
    if (worker) boss.notifyWorker(worker);
  }

  async start() {
    if (this.boss) return;
    const { db, schema, log, pollingIntervalSeconds = 2 } = this.options;
    const boss = new PgBoss({ db, schema, migrate: true, supervise: true, schedule: true });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const [name, { handler, options }] of this.definitions) {
      const queue = {
        name,
        policy: options.exclusive ? ('stately' as const) : ('standard' as const),
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
      };
      await createQueue(boss, queue);
      // createQueue leaves an existing queue as it is; this brings its options up to date.
      await boss.updateQueue(name, queue);
      const worker = await boss.work<JobData>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
      this.workers.set(name, worker);
    }
    for (const { name, schedule } of this.schedules) {
      if ('cron' in schedule) {
        await boss.schedule(name, schedule.cron, {}, { tz: 'UTC' });
        continue;
      }
      // Every process sends at its own pace; pg-boss keeps one job per slot of `everySeconds`.
      const seconds = schedule.everySeconds;
      const send = () => {
        boss.send(name, {}, { singletonSeconds: seconds }).catch((error: unknown) => log.warn({ err: error, job: name }, 'could not schedule job'));
      };
      const timer = setInterval(send, seconds * 1000);
      timer.unref();
      this.timers.add(timer);
    }
    this.boss = boss;
  }

  // From pg-boss's job table (its states: created and retry wait, active runs, failed gave up);
  // completed and cancelled jobs are not counted.
  async counts(): Promise<JobCounts[]> {
    const counts = new Map<string, JobCounts>([...this.definitions.keys()].map((name) => [name, { name, waiting: 0, active: 0, failed: 0 }]));
    // Before start() pg-boss may not have made its tables yet.
    if (!this.boss) return [...counts.values()];
    const { rows } = await this.options.db.executeSql(
      `select name, state, count(*)::int as n from "${this.options.schema}".job where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      [],
    );
    for (const row of rows as { name: string; state: string; n: number }[]) {
      const entry = counts.get(row.name);
      if (!entry) continue;
      if (row.state === 'active') entry.active += row.n;
      else if (row.state === 'failed') entry.failed += row.n;
      else entry.waiting += row.n;
    }
    return [...counts.values()];
  }

  async stop() {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    this.workers.clear();
    // Waits for running handlers (up to the timeout); the pool is the app's and stays open.
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
