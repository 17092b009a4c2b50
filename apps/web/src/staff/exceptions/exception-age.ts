// How long an exception has been open: minutes under an hour, hours under a day, then days and
// hours. Counted from when it was raised (or a claim filed) to `now`; a time in the future
// (a clock a little ahead) is no age at all.
export type ExceptionAge = { unit: 'minutes'; minutes: number } | { unit: 'hours'; hours: number } | { unit: 'days'; days: number; hours: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function exceptionAge(createTime: string, now: number): ExceptionAge {
  const elapsed = Math.max(0, now - new Date(createTime).getTime());
  if (elapsed < HOUR) return { unit: 'minutes', minutes: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', hours: Math.floor(elapsed / HOUR) };
  return { unit: 'days', days: Math.floor(elapsed / DAY), hours: Math.floor((elapsed % DAY) / HOUR) };
}
