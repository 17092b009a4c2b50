import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import { CONSIGNEE_CHANGE_STATUSES, RELEASABLE_STATUSES } from '@portal/contracts/cargo-control';
import { HELD_CARGO_STATUSES } from '@portal/contracts/order-flow';
import { CARGO_CONTROL_STATUS, type CargoControlStatus } from '@portal/contracts/statuses';
import type { Executor } from '../../db/executor.js';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { CargoControlEventTable } from '../../db/tables/cargo-control.js';

// A member as cargo control knows them: by account, and by the phone an order names as its controller.
export interface Viewer {
  memberId: number;
  areaCode: string;
  mobile: string;
}

// A controller as the order stores it (phone in national form).
export interface ControllerColumns {
  controller_name: string;
  controller_area_code: string;
  controller_phone: string;
  controller_email: string | null;
}

export interface ControlFilter {
  state: 'held' | 'released' | 'all';
  keyword?: string | undefined;
}

const ORDER_COLUMNS = [
  'o.id',
  'o.member_id',
  'o.order_no',
  'o.marks',
  'o.status',
  'o.cargo_control_status',
  'o.consignee_name',
  'o.consignee_area_code',
  'o.consignee_phone',
  'o.controller_name',
  'o.controller_area_code',
  'o.controller_phone',
  'o.controller_email',
  'o.total_num',
  'o.total_volume',
  'o.total_weight',
  'o.control_total_num',
  'o.control_released_num',
  'o.unload_time',
  'o.lock_consignee_time',
  'o.created_at',
] as const;

type Orders = ExpressionBuilder<DB & { o: DB['ship_order'] }, 'o'>;

// Orders under control that `viewer` may read: the ones they control, the ones they ship, and
// the ones they controlled before handing the right over (docs/cargo-control.md, "Who sees what").
function visibleTo(viewer: Viewer) {
  return (eb: Orders) =>
    eb.or([
      eb.and([eb('o.controller_area_code', '=', viewer.areaCode), eb('o.controller_phone', '=', viewer.mobile)]),
      eb('o.member_id', '=', viewer.memberId),
      eb.exists(
        eb
          .selectFrom('cargo_control_event as e')
          .select(sql<number>`1`.as('one'))
          .whereRef('e.order_id', '=', 'o.id')
          .where('e.kind', '=', 'transfer')
          .where('e.old_controller_area_code', '=', viewer.areaCode)
          .where('e.old_controller_phone', '=', viewer.mobile),
      ),
    ]);
}

// The order `id` while `controller` controls it and its cargo is held: the condition every
// release and transfer is written under, so the one that commits first decides.
function heldBy(id: number, controller: { areaCode: string; mobile: string }) {
  return (eb: ExpressionBuilder<DB, 'ship_order'>) =>
    eb.and([
      eb('id', '=', id),
      eb('controller_area_code', '=', controller.areaCode),
      eb('controller_phone', '=', controller.mobile),
      eb('is_cargo_control', '=', 1),
      eb('cargo_control_status', 'in', HELD_CARGO_STATUSES),
      eb('deleted_at', 'is', null),
    ]);
}

// Queries of cargo control: the controlled orders a member may read, the audit trail, and the
// conditional updates that release cartons and hand control over (each one statement, so two
// racing calls can never both succeed past what the order holds).
export class CargoControlRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private controlled(tx: Executor = this.db) {
    return tx
      .selectFrom('ship_order as o')
      .leftJoin('ship_order_receipt as r', 'r.order_id', 'o.id')
      .select(ORDER_COLUMNS)
      .select('r.in_time')
      .where('o.deleted_at', 'is', null)
      .where('o.is_cargo_control', '=', 1)
      .where('o.cargo_control_status', '!=', CARGO_CONTROL_STATUS.none);
  }

  // The controlled order if `viewer` may read it; undefined answers missing and foreign alike.
  visibleOrder(id: number, viewer: Viewer, tx: Executor = this.db) {
    return this.controlled(tx).where('o.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
  }

  // Any controlled order by id (staff).
  order(id: number, tx: Executor = this.db) {
    return this.controlled(tx).where('o.id', '=', id).executeTakeFirst();
  }

  // The orders `viewer` controls now (the page is the controller's; its held tab is the sidebar
  // count), newest first, one page after `after` (docs/lists.md); the capped total on the first page.
  async page(viewer: Viewer, filter: ControlFilter, pageSize: number, after: Keyset | null) {
    let query = this.controlled()
      .where('o.controller_area_code', '=', viewer.areaCode)
      .where('o.controller_phone', '=', viewer.mobile);
    if (filter.state === 'held') query = query.where('o.cargo_control_status', 'in', HELD_CARGO_STATUSES);
    if (filter.state === 'released') query = query.where('o.cargo_control_status', '=', CARGO_CONTROL_STATUS.released);
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) => eb.or([eb('o.order_no', '=', keyword.toUpperCase()), eb(eb.fn('lower', ['o.marks']), '=', keyword.toLowerCase())]));
    }
    const count = after === null ? await cappedCount(query) : null;
    const paged = after === null ? query : query.where(keysetBefore('o.created_at', 'o.id', after));
    const rows = await paged.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(pageSize + 1).execute();
    return { ...keysetResult(rows, pageSize, (r) => ({ sort: r.created_at, id: r.id })), count };
  }

  // Orders `controller` holds cargo of: the sidebar count.
  async heldCount(areaCode: string, mobile: string): Promise<number> {
    const row = await this.db
      .selectFrom('ship_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('controller_phone', '=', mobile)
      .where('controller_area_code', '=', areaCode)
      .where('is_cargo_control', '=', 1)
      .where('cargo_control_status', 'in', HELD_CARGO_STATUSES)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // The audit trail of an order, oldest first.
  events(orderId: number) {
    return this.db.selectFrom('cargo_control_event').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  }

  async insertEvent(row: Insertable<CargoControlEventTable>, tx: Executor) {
    await tx.insertInto('cargo_control_event').values(row).execute();
  }

  // Releases `pick.num` cartons when, at this instant, the caller still controls the order, the
  // cartons are releasable and enough remain (and, for another consignee, the change is
  // allowed). One statement: concurrent releases serialise on the row and each sees the count
  // the previous one left. Undefined when nothing was released.
  release(
    id: number,
    controller: { areaCode: string; mobile: string },
    pick: { num: number; volume: number; weight: number; otherConsignee: boolean },
    now: string,
    tx: Executor,
  ) {
    const released = sql.lit(CARGO_CONTROL_STATUS.released);
    const partly = sql.lit(CARGO_CONTROL_STATUS.partlyReleased);
    let query = tx
      .updateTable('ship_order')
      .set((eb) => ({
        control_released_num: eb('control_released_num', '+', pick.num),
        control_released_volume: eb('control_released_volume', '+', pick.volume),
        control_released_weight: eb('control_released_weight', '+', pick.weight),
        cargo_control_status: sql<CargoControlStatus>`case when control_released_num + ${pick.num} >= control_total_num then ${released} else ${partly} end`,
        updated_at: now,
      }))
      .where(heldBy(id, controller))
      .where('status', 'in', RELEASABLE_STATUSES)
      .where((eb) => eb(eb('control_released_num', '+', pick.num), '<=', eb.ref('control_total_num')));
    if (pick.otherConsignee) {
      query = query
        .where('status', 'in', CONSIGNEE_CHANGE_STATUSES)
        .where((eb) => eb.or([eb('lock_consignee_time', 'is', null), eb('lock_consignee_time', '<=', now)]));
    }
    return query.returning(['control_total_num', 'control_released_num', 'cargo_control_status']).executeTakeFirst();
  }

  // Hands control to `next` while `current` still holds it and cargo is held. Undefined when not.
  transfer(id: number, current: { areaCode: string; mobile: string }, next: ControllerColumns, now: string, tx: Executor) {
    return tx
      .updateTable('ship_order')
      .set({ ...next, updated_at: now })
      .where(heldBy(id, current))
      .returning(['id'])
      .executeTakeFirst();
  }

  // Starts control of an order's cartons (the receipt of an order shipped under control, or
  // the shipper's late request): all cartons held, the consignee locked until `lockUntil`.
  startControl(
    id: number,
    start: { cartons: number; lockUntil: string; controller?: ControllerColumns; shipperId?: number },
    now: string,
    tx: Executor,
  ) {
    let query = tx
      .updateTable('ship_order')
      .set({
        ...start.controller,
        is_cargo_control: 1,
        cargo_control_status: CARGO_CONTROL_STATUS.controlled,
        control_total_num: start.cartons,
        control_released_num: 0,
        control_released_volume: 0,
        control_released_weight: 0,
        controlled_at: now,
        lock_consignee_time: start.lockUntil,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('cargo_control_status', '=', CARGO_CONTROL_STATUS.none)
      .where('deleted_at', 'is', null);
    if (start.shipperId !== undefined) query = query.where('member_id', '=', start.shipperId);
    return query.returning(['id', 'member_id', 'order_no', 'marks', 'controller_area_code', 'controller_phone', 'controller_name']).executeTakeFirst();
  }

  // A corrected receipt changes the cartons under control while none is released yet.
  async recount(id: number, cartons: number, now: string, tx: Executor) {
    await tx
      .updateTable('ship_order')
      .set({ control_total_num: cartons, updated_at: now })
      .where('id', '=', id)
      .where('cargo_control_status', '=', CARGO_CONTROL_STATUS.controlled)
      .where('control_released_num', '=', 0)
      .execute();
  }

  // Staff: when the cartons were unloaded, until when the consignee is locked.
  setDates(id: number, dates: { unload_time?: string | null; lock_consignee_time?: string | null }, now: string, tx: Executor = this.db) {
    return tx
      .updateTable('ship_order')
      .set({ ...dates, updated_at: now })
      .where('id', '=', id)
      .where('is_cargo_control', '=', 1)
      .where('deleted_at', 'is', null)
      .returning(['id'])
      .executeTakeFirst();
  }

  // The receipt's arrival time of an order (for the request window).
  async receiptInTime(orderId: number, tx: Executor = this.db): Promise<string | undefined> {
    const row = await tx.selectFrom('ship_order_receipt').select('in_time').where('order_id', '=', orderId).executeTakeFirst();
    return row?.in_time;
  }

  // Members by (area code, mobile); the phones' owners who have an account.
  async memberIdByPhone(areaCode: string, mobile: string, tx: Executor = this.db): Promise<number | undefined> {
    const row = await tx.selectFrom('member_user').select('id').where('area_code', '=', areaCode).where('mobile', '=', mobile).executeTakeFirst();
    return row?.id;
  }
}
