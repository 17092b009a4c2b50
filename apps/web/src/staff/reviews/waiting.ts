// How long a submission has waited for a decision, in the units a reviewer reads at a glance:
// minutes under an hour, hours and minutes under a day, then days and hours. The queue is
// oldest first, so its top row says how far behind the desk is.

export type Waited =
  | { unit: 'now' }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

// A submission waiting longer than this is marked on the queue.
export const LONG_WAIT_HOURS = 24;

const MINUTE = 60_000;

// `since` is the submission time (ISO); a clock a little behind the server's reads as "now".
export function waited(since: string, now: number): Waited {
  const minutes = Math.floor((now - Date.parse(since)) / MINUTE);
  if (!Number.isFinite(minutes) || minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', hours, minutes: minutes % 60 };
  return { unit: 'days', days: Math.floor(hours / 24), hours: hours % 24 };
}

export function waitedLong(since: string, now: number): boolean {
  return now - Date.parse(since) >= LONG_WAIT_HOURS * 60 * MINUTE;
}
