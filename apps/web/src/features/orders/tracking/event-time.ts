import type { TrackingEvent } from '@portal/contracts/order';

// Tracking events for display, without dayjs: the public tracking page stays light.

const pad = (value: number) => String(value).padStart(2, '0');

// 'YYYY-MM-DD HH:mm' in the viewer's time zone (the product's date format, to the minute).
export function formatEventTime(value: string): string {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

// Newest first; events of the same time keep the order the server wrote them in, latest first.
export function newestFirst<T extends Pick<TrackingEvent, 'time'>>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.time) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ event }) => event);
}
