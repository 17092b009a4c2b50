import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import {
  AGE_BUCKET_DAYS,
  DEPARTURE_GRACE_HOURS,
  OPEN_ABNORMAL_STATUSES,
  OPEN_ADVICE_STATUSES,
  WAREHOUSE_OLDEST,
  dueSoonBefore,
  type AgeBucket,
  type ReplyClockState,
} from '@portal/contracts/dashboard';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { ADVICE_KINDS, type AdviceKind } from '@portal/contracts/advice-status';
import { ENTERPRISE_STATUS, REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { SHIPMENT_STATUSES, type ShipmentKind, type ShipmentStatus } from '@portal/contracts/shipment';
import type { DB } from '../../db/schema.js';
import { toCount, toIso, type Dialect } from '../../db/sql.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// `since` in one of the age buckets, as of `now`: the bucket's lower bounds as instants.
function ageOf(since: Expression<unknown>, now: Date): RawBuilder<AgeBucket> {
  const bound = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return sql<AgeBucket>`case
    when ${since} > ${bound(AGE_BUCKET_DAYS.day)} then 'day'
    when ${since} > ${bound(AGE_BUCKET_DAYS.days3)} then 'days3'
    when ${since} > ${bound(AGE_BUCKET_DAYS.week)} then 'week'
    when ${since} > ${bound(AGE_BUCKET_DAYS.weeks2)} then 'weeks2'
    else 'older' end`;
}

// The operations dashboard's figures (docs/staff-console.md, "Dashboard"). Each is one GROUP BY
// over an index that holds what it counts, or over a bounded set (open items, a window of
// days), never a query per row: they stay fast at a million orders (bench/dashboard.mjs).
// Groups by position (`group by 1`): PostgreSQL does not see two bound CASE expressions as one.
export class DashboardRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  // Live orders created since `fromIso` (not drafts) by UTC day, status and route, from the
  // partial index ship_order_dashboard_idx alone.
  async ordersByDay(fromIso: string) {
    const day = this.dialect === 'postgres' ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom('ship_order')
      .select([day.as('day'), 'status', 'transport_type', sql<number | string>`count(*)`.as('n')])
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', fromIso)
      // Not `status in (…)`: SQLite would take that for a walk of the status index, reading rows.
      .where('status', '!=', ORDER_STATUS.draft)
      .groupBy([sql`1`, 'status', 'transport_type'])
      .execute();
    return rows.map((r) => ({ day: r.day, status: r.status, transportType: r.transport_type, count: toCount(r.n) }));
  }

  // Orders in the warehouse, by how long since their cargo came in (the receipt; the order's
  // creation if none), and the oldest. Each order's receipt is looked up by its key (a join let
  // PostgreSQL hash the whole receipt table: a second at a million orders), once, in a
  // materialized CTE the two reads share.
  async warehouse(now: Date) {
    const waiting = this.db.with(
      (cte) => cte('w').materialized(),
      (db) =>
        db
          .selectFrom('ship_order as o')
          .select(['o.id', 'o.order_no', 'o.marks', sql<string>`coalesce((select r.in_time from ship_order_receipt r where r.order_id = o.id), o.created_at)`.as('since')])
          .where('o.status', '=', ORDER_STATUS.inWarehouse)
          .where('o.deleted_at', 'is', null),
    );
    const [byAge, oldest] = await Promise.all([
      waiting.selectFrom('w').select([ageOf(sql.ref('w.since'), now).as('age'), sql<number | string>`count(*)`.as('n')]).groupBy(sql`1`).execute(),
      waiting.selectFrom('w').select(['w.id', 'w.order_no', 'w.marks', 'w.since']).orderBy('w.since').orderBy('w.id').limit(WAREHOUSE_OLDEST).execute(),
    ]);
    return {
      byAge: byAge.map((r) => ({ age: r.age, count: toCount(r.n) })),
      oldest: oldest.map((r) => ({ orderId: r.id, orderNo: r.order_no, marks: r.marks, since: toIso(r.since) })),
    };
  }

  // Shipments not yet delivered, by stage and kind.
  async containers() {
    const rows = await this.db
      .selectFrom('shipment')
      .select(['status', 'kind', sql<number | string>`count(*)`.as('n')])
      .where('status', 'in', SHIPMENT_STATUSES.filter((s) => s !== ORDER_STATUS.delivered))
      .groupBy(['status', 'kind'])
      .execute();
    return rows.map((r) => ({ status: r.status as ShipmentStatus, kind: r.kind as ShipmentKind, count: toCount(r.n) }));
  }

  // Shipments whose ETD fell between `fromIso` and now: a few hundred rows at most.
  async departures(fromIso: string, now: Date) {
    const rows = await this.db
      .selectFrom('shipment')
      .select(['etd', 'departed_at', 'status'])
      .where('etd', '>=', fromIso)
      .where('etd', '<=', now.toISOString())
      .execute();
    const tally = { onTime: 0, late: 0, notLeft: 0 };
    for (const r of rows) {
      if (r.status === ORDER_STATUS.inWarehouse) tally.notLeft += 1;
      else if (r.departed_at !== null) {
        const late = Date.parse(toIso(r.departed_at)) > Date.parse(toIso(r.etd)) + DEPARTURE_GRACE_HOURS * HOUR_MS;
        tally[late ? 'late' : 'onTime'] += 1;
      }
    }
    return tally;
  }

  // Open exceptions by status and age, from abnormal_item_status_idx alone.
  async exceptions(now: Date) {
    const rows = await this.db
      .selectFrom('abnormal_item')
      .select(['status', ageOf(sql.ref('created_at'), now).as('age'), sql<number | string>`count(*)`.as('n')])
      .where('status', 'in', OPEN_ABNORMAL_STATUSES)
      .groupBy([sql`1`, sql`2`])
      .execute();
    return rows.map((r) => ({ status: r.status as (typeof OPEN_ABNORMAL_STATUSES)[number], age: r.age, count: toCount(r.n) }));
  }

  // Open threads by kind, status and where they stand against the promised reply (its due time
  // is kept on the thread, in staff working hours; "due soon" on the same clock).
  async care(now: Date) {
    const clock = sql<ReplyClockState>`case
      when reply_due_at <= ${now.toISOString()} then 'overdue'
      when reply_due_at <= ${dueSoonBefore(now).toISOString()} then 'dueSoon'
      else 'within' end`;
    const rows = await this.db
      .selectFrom('member_advice')
      .select(['kind', 'status', clock.as('clock'), sql<number | string>`count(*)`.as('n')])
      .where('kind', 'in', ADVICE_KINDS)
      .where('status', 'in', OPEN_ADVICE_STATUSES)
      .where('closed_at', 'is', null)
      .groupBy([sql`1`, sql`2`, sql`3`])
      .execute();
    return rows.map((r) => ({ kind: r.kind as AdviceKind, status: r.status as (typeof OPEN_ADVICE_STATUSES)[number], clock: r.clock, count: toCount(r.n) }));
  }

  // Verifications waiting for a decision (the reviewers' queue), from their status indexes.
  async verifications() {
    const waiting = (table: 'member_real_name' | 'member_enterprise', statuses: readonly number[]) =>
      this.db
        .selectFrom(table)
        .select([sql<number | string>`count(*)`.as('n'), sql<string | null>`min(submitted_at)`.as('oldest')])
        .where('status', 'in', statuses)
        .executeTakeFirstOrThrow();
    const [realName, enterprise] = await Promise.all([
      waiting('member_real_name', [REAL_NAME_STATUS.pending, REAL_NAME_STATUS.reviewing]),
      waiting('member_enterprise', [ENTERPRISE_STATUS.reviewing]),
    ]);
    const of = (r: { n: number | string; oldest: string | null }) => ({ count: toCount(r.n), oldest: r.oldest === null ? null : toIso(r.oldest) });
    return [
      { kind: 'real-name' as const, ...of(realName) },
      { kind: 'enterprise' as const, ...of(enterprise) },
    ];
  }
}
