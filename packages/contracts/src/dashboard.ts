import { z } from 'zod';
import { ADVICE_KINDS, COMPLAINT_STATUS } from './advice-status.js';
import { addWorkingHours } from './advice.js';
import type { KycKind } from './kyc.js';
import { SHIPMENT_KINDS, SHIPMENT_STATUSES } from './shipment.js';
import { ABNORMAL_STATUS, ORDER_STATUS, ORDER_STATUSES } from './statuses.js';

// The operations dashboard (docs/staff-console.md, "Dashboard"): GET /admin-api/dashboard/summary,
// administrators only. Every figure is a count the list behind it shows with a filter, so the
// console links each chart to that list.

// The windows the orders-per-day charts offer, in UTC days ending today.
export const DASHBOARD_WINDOWS = [7, 14, 30] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];
export const DASHBOARD_DEFAULT_WINDOW: DashboardWindow = 14;

export const dashboardQuery = z.object({
  days: z.coerce.number().pipe(z.literal(DASHBOARD_WINDOWS, 'v.oneOf')).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

// How long something has waited, in whole days: under 1, 1–3, 3–7, 7–14, 14 and more.
export const AGE_BUCKETS = ['day', 'days3', 'week', 'weeks2', 'older'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const AGE_BUCKET_DAYS: Record<Exclude<AgeBucket, 'older'>, number> = { day: 1, days3: 3, week: 7, weeks2: 14 };

// Open exceptions: the member's turn (to handle) and ours (disputed).
export const OPEN_ABNORMAL_STATUSES = [ABNORMAL_STATUS.toHandle, ABNORMAL_STATUS.disputed] as const;
// Open threads: awaiting a reply or in progress (the same numbers for every kind), not closed.
export const OPEN_ADVICE_STATUSES = [COMPLAINT_STATUS.pending, COMPLAINT_STATUS.processing] as const;
// Where an open thread stands against its promised reply: past it, due within
// DUE_SOON_WORKING_HOURS of staff working time, or further off.
export const REPLY_CLOCK_STATES = ['overdue', 'dueSoon', 'within'] as const;
export type ReplyClockState = (typeof REPLY_CLOCK_STATES)[number];
export const DUE_SOON_WORKING_HOURS = 2;
// The instant before which a reply due counts as due soon, on the care desk's clock.
export function dueSoonBefore(now: Date): Date {
  return addWorkingHours(now, DUE_SOON_WORKING_HOURS);
}
// A departure is on time when it left no later than this after its ETD.
export const DEPARTURE_GRACE_HOURS = 24;
// The orders counted per day: every status but drafts.
export const DASHBOARD_ORDER_STATUSES = ORDER_STATUSES.filter((s) => s !== ORDER_STATUS.draft);
// The verification kinds (kyc.ts's KYC_KINDS, written out: importing that module's value would
// change the member's verification page's chunk, which shares it).
export const DASHBOARD_KYC_KINDS = ['real-name', 'enterprise'] as const satisfies readonly KycKind[];
// How many of the oldest waiting cargoes are listed.
export const WAREHOUSE_OLDEST = 10;

const count = z.number().int().nonnegative();
const day = z.string();
const ageCounts = z.array(z.object({ age: z.enum(AGE_BUCKETS), count }));

export const dashboardSummary = z.object({
  // When the figures were read, and the window of the per-day charts (UTC days, both included).
  asOf: z.string(),
  days: z.number().int(),
  dateFrom: day,
  dateTo: day,
  // Orders created per UTC day (drafts and deleted ones left out), by their status now and by
  // their route (transport type; null: not chosen).
  ordersByStatus: z.array(z.object({ day, status: z.literal(DASHBOARD_ORDER_STATUSES), count })),
  ordersByRoute: z.array(z.object({ day, transportType: z.string().nullable(), count })),
  // Orders in the warehouse (received, not yet departed): how long since the cargo came in.
  warehouse: z.object({
    total: count,
    byAge: ageCounts,
    oldest: z.array(z.object({ orderId: z.number().int(), orderNo: z.string(), marks: z.string().nullable(), since: z.string() })),
  }),
  // Containers and air shipments not yet delivered, by stage.
  containers: z.array(z.object({ status: z.literal(SHIPMENT_STATUSES), kind: z.enum(SHIPMENT_KINDS), count })),
  // Shipments whose ETD fell in the window (up to now): left within the grace, left later,
  // or still loading past it.
  departures: z.object({ onTime: count, late: count, notLeft: count }),
  // Open exceptions by their status and age.
  exceptions: z.array(z.object({ status: z.literal(OPEN_ABNORMAL_STATUSES), age: z.enum(AGE_BUCKETS), count })),
  // Open consultations, suggestions and complaints by kind, status and reply clock.
  care: z.array(z.object({ kind: z.enum(ADVICE_KINDS), status: z.literal(OPEN_ADVICE_STATUSES), clock: z.enum(REPLY_CLOCK_STATES), count })),
  // Verifications waiting for a reviewer, with the oldest submission's time.
  verifications: z.array(z.object({ kind: z.enum(DASHBOARD_KYC_KINDS), count, oldest: z.string().nullable() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

// The first UTC day of a window of `days` ending on `today` (YYYY-MM-DD).
export function windowStart(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

// The age bucket of something waiting since `since`.
export function ageBucketOf(since: Date, now: Date): AgeBucket {
  const days = (now.getTime() - since.getTime()) / 86_400_000;
  for (const bucket of ['day', 'days3', 'week', 'weeks2'] as const) if (days < AGE_BUCKET_DAYS[bucket]) return bucket;
  return 'older';
}
