import type { JobRunner } from './job-runner.js';

// Something that deletes its own rows created before a time (ISO string): codes, puzzles,
// sign-in attempts and proofs of work. Each module keeps its sweep; this file only says when they run.
export interface Sweepable {
  sweep(before: string): Promise<unknown>;
}

const HOUR_MS = 3_600_000;
// Rows older than this serve no limit any more (the longest window is 24 h).
export const KEEP_MS = 48 * HOUR_MS;

// Browser error reports are read by staff for a while (docs/client-errors.md).
export const CLIENT_ERRORS_KEEP_MS = 90 * 24 * HOUR_MS;

export const HOUSEKEEPING_JOB = 'housekeeping-sweep';

// Old SMS and e-mail codes, slider puzzles, sign-in attempts and proofs of work go hourly, browser error
// reports after 90 days; the SMS and mail outboxes are kept. Given the services by name, so the
// wiring says which ones run.
export function scheduleHousekeeping(
  jobs: JobRunner,
  sweeps: { captcha: Sweepable; codes: Sweepable; loginAttempts: Sweepable; signInWork: Sweepable },
  kept: { clientErrors: Sweepable },
) {
  jobs.define(
    HOUSEKEEPING_JOB,
    async () => {
      const now = Date.now();
      const before = new Date(now - KEEP_MS).toISOString();
      await Promise.all([
        ...Object.values(sweeps).map((s) => s.sweep(before)),
        kept.clientErrors.sweep(new Date(now - CLIENT_ERRORS_KEEP_MS).toISOString()),
      ]);
    },
    { exclusive: true, retryLimit: 2, retryDelaySeconds: 60 },
  );
  jobs.schedule(HOUSEKEEPING_JOB, { cron: '7 * * * *' });
}
