import { scheduleRecurring, type JobLog, type JobRunner } from './job-runner.js';

export const DELIVER_NOTIFICATIONS_JOB = 'notifications-deliver';

// The notification outbox is worked through every 30 s (retries come due, a crashed run's
// claims lapse) and as soon as a module recorded something (`wake`). One run at a time, across
// processes; the outbox rows carry each delivery's own tries and back-off.
export function scheduleDeliveries(jobs: JobRunner, delivery: { deliverDue(): Promise<unknown> }) {
  scheduleRecurring(jobs, DELIVER_NOTIFICATIONS_JOB, () => delivery.deliverDue(), { everySeconds: 30 }, { exclusive: true, retryLimit: 3, retryDelaySeconds: 10 });
}

// Runs the delivery job soon; nothing when the runner is not started (tests that do not
// start it deliver by hand). Never fails the caller: the schedule delivers anyway.
export function wakeDeliveries(jobs: JobRunner, log: JobLog): () => Promise<void> {
  return async () => {
    if (!jobs.started) return;
    await jobs.enqueue(DELIVER_NOTIFICATIONS_JOB, {}).catch((error: unknown) => log.warn({ err: error }, 'could not wake the notification delivery'));
  };
}
