import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  CONSIGNEE_LOCK_DAYS,
  CONTROL_REQUEST_DAYS,
  RELEASABLE_STATUSES,
  consigneeChangeLimit,
  type ControlEvent,
  type ControlOrder,
  type ControlPageQuery,
  type ControlViewerRole,
  type ReleaseResult,
  type controlApplyBody,
  type releaseBody,
  type staffControlDatesBody,
  type transferBody,
} from '@portal/contracts/cargo-control';
import type { CursorPage } from '@portal/contracts/cursor';
import type { MessageTemplate } from '@portal/contracts/messages';
import type { NotificationType } from '@portal/contracts/notifications';
import { HELD_CARGO_STATUSES } from '@portal/contracts/order-flow';
import { CARGO_CONTROL_STATUS, ORDER_STATUS } from '@portal/contracts/statuses';
import { inTransaction, type Executor } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { toIso } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { nationalPhone } from '../../lib/phone.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import type { VerificationCodeService } from '../codes/verification-code.service.js';
import type { MemberRepository } from '../members/member.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { memberControlKey, type LoginThrottle } from '../sessions/login-throttle.js';
import type { CargoControlRepository, ControllerColumns, Viewer } from './cargo-control.repository.js';

type ReleaseInput = z.output<typeof releaseBody>;
type TransferInput = z.output<typeof transferBody>;
type ApplyInput = z.output<typeof controlApplyBody>;
type DatesInput = z.output<typeof staffControlDatesBody>;
type ControlRow = NonNullable<Awaited<ReturnType<CargoControlRepository['visibleOrder']>>>;
type EventRow = Awaited<ReturnType<CargoControlRepository['events']>>[number];
type Member = NonNullable<Awaited<ReturnType<MemberRepository['findById']>>>;

const DAY = 24 * 3_600_000;

// One message per member: the first template given to a member is the one they get.
type Recipients = Map<number, MessageTemplate>;
function addRecipient(recipients: Recipients, memberId: number | undefined, template: MessageTemplate) {
  if (memberId !== undefined && !recipients.has(memberId)) recipients.set(memberId, template);
}

function isHeld(row: { cargo_control_status: number }): boolean {
  return (HELD_CARGO_STATUSES as readonly number[]).includes(row.cargo_control_status);
}

function isController(row: { controller_area_code: string | null; controller_phone: string | null }, viewer: { areaCode: string; mobile: string }): boolean {
  return row.controller_area_code === viewer.areaCode && row.controller_phone === viewer.mobile;
}

// '138****8000': enough to recognise a number, not to call it.
function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

// A phone typed for cargo control, in the national form orders and members are stored in.
function requirePhone(areaCode: string, phone: string, field: string): string {
  const national = nationalPhone(areaCode, phone);
  if (national === null) throw new FieldsError([{ field, rule: 'v.mobile.format' }]);
  return national;
}

// Cargo control (docs/cargo-control.md): the controller releases held cartons, in one go or in
// parts, or hands the right to someone else; the shipper may put an order under control
// shortly after warehousing; staff set the unload and consignee-lock dates. Every change is
// one conditional update written with its audit row and messages in one transaction.
export class CargoControlService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: CargoControlRepository,
    private readonly deps: {
      members: MemberRepository;
      codes: VerificationCodeService;
      notifications: NotificationService;
      throttle: LoginThrottle;
      // The clock the lock and request windows are read against (tests pass their own).
      clock: () => Date;
    },
  ) {}

  private async member(memberId: number): Promise<Member> {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    return member;
  }

  private viewerOf(member: Member): Viewer {
    return { memberId: member.id, areaCode: member.area_code, mobile: member.mobile };
  }

  // The order if the caller may read it; a foreign id answers exactly like a missing one.
  private async visible(id: number, viewer: Viewer, tx?: Executor): Promise<ControlRow> {
    const row = await this.repo.visibleOrder(id, viewer, tx);
    if (!row) throw new AppError('CONTROL_ORDER_NOT_FOUND');
    return row;
  }

  async page(memberId: number, query: ControlPageQuery): Promise<CursorPage<ControlOrder>> {
    const member = await this.member(memberId);
    const viewer = this.viewerOf(member);
    const { rows, nextCursor, count } = await this.repo.page(viewer, { state: query.state, keyword: query.keyword }, query.pageSize, decodeCursor(query.cursor));
    const now = this.deps.clock();
    return {
      list: rows.map((r) => this.toView(r, viewer, member.control_password_hash !== null, now)),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
    };
  }

  async get(memberId: number, id: number): Promise<ControlOrder> {
    const member = await this.member(memberId);
    const viewer = this.viewerOf(member);
    return this.toView(await this.visible(id, viewer), viewer, member.control_password_hash !== null, this.deps.clock());
  }

  // The audit trail, for the shipper, the controller and every earlier controller.
  async history(memberId: number, id: number): Promise<{ list: ControlEvent[] }> {
    const viewer = this.viewerOf(await this.member(memberId));
    await this.visible(id, viewer);
    return { list: (await this.repo.events(id)).map((e) => toEvent(e, viewer)) };
  }

  // Orders the member controls whose cargo is held: the sidebar badge.
  async heldCount(memberId: number): Promise<number> {
    const member = await this.member(memberId);
    return this.repo.heldCount(member.area_code, member.mobile);
  }

  async release(memberId: number, body: ReleaseInput): Promise<ReleaseResult> {
    const member = await this.member(memberId);
    const viewer = this.viewerOf(member);
    const now = this.deps.clock();
    const order = await this.visible(body.id, viewer);
    const consignee = { name: body.consignee.name, areaCode: body.consignee.areaCode, phone: requirePhone(body.consignee.areaCode, body.consignee.phone, 'consignee.phone') };
    const otherConsignee =
      consignee.name !== (order.consignee_name ?? '') || consignee.areaCode !== order.consignee_area_code || consignee.phone !== order.consignee_phone;
    this.checkRelease(order, viewer, body.pickNum, otherConsignee, now);

    // The proof: the control password, or a code sent to the controller's own number.
    let codeId: number | undefined;
    if (body.method === 'password') {
      if (member.control_password_hash === null) throw new AppError('CONTROL_PASSWORD_NOT_SET');
      // Guessing is held to the sign-in lock: a stolen session cannot try faster than sign-in.
      await this.deps.throttle.refuseWhileLocked(memberControlKey(member.id));
      if (!(await verifyPassword(member.control_password_hash, body.password ?? ''))) {
        await this.deps.throttle.failed(memberControlKey(member.id), null);
        throw new AppError('CONTROL_PASSWORD_WRONG');
      }
      await this.deps.throttle.reset(memberControlKey(member.id), null);
    } else {
      codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: 'release-goods' }, body.code ?? '');
    }

    const at = now.toISOString();
    const result = await inTransaction(this.db, async (tx) => {
      const pick = { num: body.pickNum, volume: body.pickVolume ?? 0, weight: body.pickWeight ?? 0, otherConsignee };
      const row = await this.repo.release(order.id, viewer, pick, at, tx);
      if (!row) {
        // Something changed since the checks above (another release, a transfer, staff): the
        // update saw the committed row, and so does this read in the same transaction. Say
        // what changed: "already fully released" to the loser of a race for the last cartons.
        const current = await this.visible(body.id, viewer, tx);
        this.checkRelease(current, viewer, body.pickNum, otherConsignee, this.deps.clock());
        throw new AppError('CONTROL_NOT_RELEASABLE');
      }
      if (codeId !== undefined) await this.deps.codes.consume(codeId, tx);
      await this.repo.insertEvent(
        {
          order_id: order.id,
          kind: 'release',
          ...actor(member, order),
          pick_num: body.pickNum,
          pick_volume: body.pickVolume ?? null,
          pick_weight: body.pickWeight ?? null,
          consignee_name: consignee.name,
          consignee_area_code: consignee.areaCode,
          consignee_phone: consignee.phone,
          remarks: body.remarks ?? null,
          verified_by: body.method,
          created_at: at,
        },
        tx,
      );
      const remain = row.control_total_num - row.control_released_num;
      const recipients: Recipients = new Map();
      addRecipient(recipients, await this.repo.memberIdByPhone(consignee.areaCode, consignee.phone, tx), 'cargoControl.releasedToYou');
      addRecipient(recipients, member.id, 'cargoControl.released');
      addRecipient(recipients, order.member_id, 'cargoControl.released');
      await this.notify(recipients, 'delivery', { orderNo: order.order_no, marks: order.marks ?? '-', pickNum: body.pickNum, remain, consignee: consignee.name }, tx);
      return { cargoControlStatus: row.cargo_control_status, releasedNum: row.control_released_num, remainNum: remain };
    });
    await this.deps.notifications.deliverSoon();
    return result;
  }

  // Why this release cannot happen now, in the order the caller can act on it.
  private checkRelease(order: ControlRow, viewer: Viewer, pickNum: number, otherConsignee: boolean, now: Date) {
    if (!isController(order, viewer)) throw new AppError('CONTROL_NOT_CONTROLLER');
    if (order.cargo_control_status === CARGO_CONTROL_STATUS.released) throw new AppError('CONTROL_ALREADY_RELEASED');
    if (!isHeld(order) || !RELEASABLE_STATUSES.includes(order.status)) throw new AppError('CONTROL_NOT_RELEASABLE');
    const remain = order.control_total_num - order.control_released_num;
    if (pickNum > remain) throw new AppError('CONTROL_RELEASE_EXCEEDS', { remain }, { remain });
    if (otherConsignee) {
      const limit = consigneeChangeLimit(order.status, order.lock_consignee_time ? toIso(order.lock_consignee_time) : null, now);
      if (limit === 'locked') throw new AppError('CONTROL_CONSIGNEE_LOCKED');
      if (limit === 'notInWarehouse') throw new AppError('CONTROL_CONSIGNEE_NOT_IN_WAREHOUSE');
    }
  }

  // Everything a transfer checks (the order, the caller's right, the new controller, the SMS
  // code: verified, a wrong one counted, not used up), without transferring: the web asks the
  // member to confirm only once this passes.
  async transferCheck(memberId: number, body: TransferInput): Promise<void> {
    await this.prepareTransfer(memberId, body);
  }

  private async prepareTransfer(memberId: number, body: TransferInput) {
    const member = await this.member(memberId);
    const viewer = this.viewerOf(member);
    const order = await this.visible(body.id, viewer);
    this.checkTransfer(order, viewer);
    const next: ControllerColumns = {
      controller_name: body.newController.name,
      controller_area_code: body.newController.areaCode,
      controller_phone: requirePhone(body.newController.areaCode, body.newController.phone, 'newController.phone'),
      controller_email: body.newController.email ?? null,
    };
    if (isController({ controller_area_code: next.controller_area_code, controller_phone: next.controller_phone }, viewer)) {
      throw new AppError('CONTROL_TRANSFER_SAME');
    }
    const codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: 'transfer-control' }, body.code);
    return { member, viewer, order, next, codeId };
  }

  async transfer(memberId: number, body: TransferInput): Promise<void> {
    const { member, viewer, order, next, codeId } = await this.prepareTransfer(memberId, body);

    const at = this.deps.clock().toISOString();
    await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.transfer(order.id, viewer, next, at, tx))) {
        // As for a release: the reason is read in the transaction whose update failed.
        this.checkTransfer(await this.visible(body.id, viewer, tx), viewer);
        throw new AppError('CONTROL_NOT_RELEASABLE');
      }
      await this.deps.codes.consume(codeId, tx);
      await this.repo.insertEvent(
        {
          order_id: order.id,
          kind: 'transfer',
          ...actor(member, order),
          old_controller_name: order.controller_name,
          old_controller_area_code: order.controller_area_code,
          old_controller_phone: order.controller_phone,
          old_controller_email: order.controller_email,
          new_controller_name: next.controller_name,
          new_controller_area_code: next.controller_area_code,
          new_controller_phone: next.controller_phone,
          new_controller_email: next.controller_email,
          created_at: at,
        },
        tx,
      );
      const recipients: Recipients = new Map();
      addRecipient(recipients, await this.repo.memberIdByPhone(next.controller_area_code, next.controller_phone, tx), 'cargoControl.transferredToYou');
      addRecipient(recipients, member.id, 'cargoControl.transferred');
      addRecipient(recipients, order.member_id, 'cargoControl.transferred');
      if (order.consignee_area_code && order.consignee_phone) {
        addRecipient(recipients, await this.repo.memberIdByPhone(order.consignee_area_code, order.consignee_phone, tx), 'cargoControl.transferredConsignee');
      }
      const params = {
        orderNo: order.order_no,
        marks: order.marks ?? '-',
        oldController: order.controller_name ?? '-',
        newController: next.controller_name,
        remain: order.control_total_num - order.control_released_num,
      };
      await this.notify(recipients, 'reminder', params, tx);
    });
    await this.deps.notifications.deliverSoon();
  }

  private checkTransfer(order: ControlRow, viewer: Viewer) {
    if (!isController(order, viewer)) throw new AppError('CONTROL_NOT_CONTROLLER');
    if (!isHeld(order)) throw new AppError('CONTROL_ALREADY_RELEASED');
  }

  // The shipper puts an order already in the warehouse under control, within
  // CONTROL_REQUEST_DAYS of the cartons entering it.
  async apply(memberId: number, body: ApplyInput): Promise<ControlOrder> {
    const member = await this.member(memberId);
    const now = this.deps.clock();
    const controller: ControllerColumns = {
      controller_name: body.controller.name,
      controller_area_code: body.controller.areaCode,
      controller_phone: requirePhone(body.controller.areaCode, body.controller.phone, 'controller.phone'),
      controller_email: body.controller.email ?? null,
    };
    const done = await inTransaction(this.db, async (tx) => {
      const order = await tx
        .selectFrom('ship_order')
        .select(['id', 'member_id', 'status', 'cargo_control_status', 'total_num'])
        .where('id', '=', body.id)
        .where('member_id', '=', memberId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.cargo_control_status !== CARGO_CONTROL_STATUS.none || order.status !== ORDER_STATUS.inWarehouse) throw new AppError('CONTROL_NOT_RELEASABLE');
      const inTime = await this.repo.receiptInTime(order.id, tx);
      if (!inTime) throw new AppError('CONTROL_NOT_RELEASABLE');
      if (now.getTime() > Date.parse(inTime) + CONTROL_REQUEST_DAYS * DAY) throw new AppError('CONTROL_REQUEST_TOO_LATE', { days: CONTROL_REQUEST_DAYS });
      return this.startControl(tx, { id: order.id, cartons: order.total_num, inTime, controller, shipper: member }, now);
    });
    if (!done) throw new AppError('CONTROL_NOT_RELEASABLE');
    await this.deps.notifications.deliverSoon();
    return this.get(memberId, body.id);
  }

  // The warehouse receipt of an order shipped under control (modules/orders): its cartons are
  // held from now, the consignee locked for CONSIGNEE_LOCK_DAYS after they came in, and the
  // controller is told. In the receipt's transaction; the caller wakes the delivery.
  async startOnReceipt(orderId: number, cartons: number, inTime: string, tx: Transaction<DB>): Promise<void> {
    await this.startControl(tx, { id: orderId, cartons, inTime }, this.deps.clock());
  }

  // A corrected receipt: the cartons under control follow it while none has been released.
  async recountOnReceipt(orderId: number, cartons: number, tx: Transaction<DB>): Promise<void> {
    await this.repo.recount(orderId, cartons, this.deps.clock().toISOString(), tx);
  }

  private async startControl(
    tx: Transaction<DB>,
    start: { id: number; cartons: number; inTime: string; controller?: ControllerColumns; shipper?: Member },
    now: Date,
  ): Promise<boolean> {
    const at = now.toISOString();
    const lockUntil = new Date(Date.parse(start.inTime) + CONSIGNEE_LOCK_DAYS * DAY).toISOString();
    const order = await this.repo.startControl(
      start.id,
      { cartons: start.cartons, lockUntil, ...(start.controller ? { controller: start.controller } : {}), ...(start.shipper ? { shipperId: start.shipper.id } : {}) },
      at,
      tx,
    );
    if (!order) return false;
    await this.repo.insertEvent(
      {
        order_id: order.id,
        kind: 'control',
        actor_member_id: start.shipper?.id ?? null,
        actor_name: start.shipper ? start.shipper.nickname : null,
        actor_area_code: start.shipper?.area_code ?? null,
        actor_phone: start.shipper?.mobile ?? null,
        pick_num: start.cartons,
        new_controller_name: order.controller_name,
        new_controller_area_code: order.controller_area_code,
        new_controller_phone: order.controller_phone,
        created_at: at,
      },
      tx,
    );
    const recipients: Recipients = new Map();
    if (order.controller_area_code && order.controller_phone) {
      addRecipient(recipients, await this.repo.memberIdByPhone(order.controller_area_code, order.controller_phone, tx), 'cargoControl.controlled');
    }
    await this.notify(recipients, 'order', { orderNo: order.order_no, marks: order.marks ?? '-', cartons: start.cartons }, tx);
    return true;
  }

  // Orders that reached the destination: the cartons were unloaded then (staff may correct it).
  async markUnloaded(orderIds: readonly number[], time: string, tx: Transaction<DB>): Promise<void> {
    if (!orderIds.length) return;
    await tx
      .updateTable('ship_order')
      .set({ unload_time: toIso(time) })
      .where('id', 'in', orderIds)
      .where('is_cargo_control', '=', 1)
      .where('unload_time', 'is', null)
      .execute();
  }

  // Staff.

  async staffHistory(id: number): Promise<{ list: ControlEvent[] }> {
    if (!(await this.repo.order(id))) throw new AppError('CONTROL_ORDER_NOT_FOUND');
    return { list: (await this.repo.events(id)).map((e) => toEvent(e, null)) };
  }

  async setDates(staffId: number, body: DatesInput): Promise<void> {
    const dates: { unload_time?: string | null; lock_consignee_time?: string | null } = {};
    if (body.unloadTime !== undefined) dates.unload_time = body.unloadTime === null ? null : toIso(body.unloadTime);
    if (body.lockConsigneeTime !== undefined) dates.lock_consignee_time = body.lockConsigneeTime === null ? null : toIso(body.lockConsigneeTime);
    const now = this.deps.clock().toISOString();
    const done = await inTransaction(this.db, async (tx) => {
      const was = await tx.selectFrom('ship_order').select(['unload_time', 'lock_consignee_time']).where('id', '=', body.id).executeTakeFirst();
      if (!was || !(await this.repo.setDates(body.id, dates, now, tx))) return false;
      const before = { unloadTime: was.unload_time === null ? null : toIso(was.unload_time), lockConsigneeTime: was.lock_consignee_time === null ? null : toIso(was.lock_consignee_time) };
      const after = { ...before, ...('unload_time' in dates ? { unloadTime: dates.unload_time } : {}), ...('lock_consignee_time' in dates ? { lockConsigneeTime: dates.lock_consignee_time } : {}) };
      const change = changedFields(before, after);
      if (change) await writeAudit(tx, { staffId, action: 'controlDates', entity: 'order', entityId: body.id, ...change, at: now });
      return true;
    });
    if (!done) throw new AppError('CONTROL_ORDER_NOT_FOUND');
  }

  private async notify(recipients: Recipients, type: NotificationType, params: Record<string, string | number>, tx: Executor) {
    await this.deps.notifications.recordMany(
      [...recipients].map(([memberId, template]) => ({ memberId, type, template, params })),
      tx,
    );
  }

  private toView(row: ControlRow, viewer: Viewer, hasControlPassword: boolean, now: Date): ControlOrder {
    const role: ControlViewerRole = isController(row, viewer) ? 'controller' : row.member_id === viewer.memberId ? 'shipper' : 'formerController';
    const held = isHeld(row);
    const remain = row.control_total_num - row.control_released_num;
    const lock = row.lock_consignee_time ? toIso(row.lock_consignee_time) : null;
    return {
      id: row.id,
      orderNo: row.order_no,
      marks: row.marks,
      status: row.status,
      cargoControlStatus: row.cargo_control_status,
      viewerRole: role,
      consigneeName: row.consignee_name,
      consigneeAreaCode: row.consignee_area_code,
      consigneePhone: row.consignee_phone,
      controller: {
        name: row.controller_name ?? '',
        areaCode: row.controller_area_code ?? '',
        phone: row.controller_phone ?? '',
        email: row.controller_email,
      },
      sumNum: row.total_num,
      sumVolume: row.total_volume,
      sumWeight: row.total_weight,
      sumConNum: row.control_total_num,
      releasedNum: row.control_released_num,
      remainNum: remain,
      inTime: row.in_time ? toIso(row.in_time) : null,
      unloadTime: row.unload_time ? toIso(row.unload_time) : null,
      lockConsigneeTime: lock,
      limitUpdateConsignee: consigneeChangeLimit(row.status, lock, now),
      canRelease: role === 'controller' && held && remain > 0 && RELEASABLE_STATUSES.includes(row.status),
      canTransfer: role === 'controller' && held,
      hasControlPassword,
      createTime: toIso(row.created_at),
    };
  }
}

// The member who acted on the order, with the name the order knows them by as controller.
function actor(member: Member, order: ControlRow) {
  return {
    actor_member_id: member.id,
    actor_name: order.controller_name ?? member.nickname,
    actor_area_code: member.area_code,
    actor_phone: member.mobile,
  };
}

// An entry of the trail; phones of others masked (staff, viewer null, see them whole).
function toEvent(e: EventRow, viewer: Viewer | null): ControlEvent {
  const own = viewer === null || (e.actor_area_code === viewer.areaCode && e.actor_phone === viewer.mobile);
  const controllerView = (name: string | null, areaCode: string | null, phone: string | null, email: string | null) =>
    name !== null && areaCode !== null && phone !== null ? { name, areaCode, phone, email } : null;
  return {
    id: e.id,
    kind: e.kind,
    time: toIso(e.created_at),
    actorName: e.actor_name,
    actorPhone: e.actor_phone === null ? null : own ? e.actor_phone : maskPhone(e.actor_phone),
    pickNum: e.pick_num,
    pickVolume: e.pick_volume === null ? null : Number(e.pick_volume),
    pickWeight: e.pick_weight === null ? null : Number(e.pick_weight),
    consigneeName: e.consignee_name,
    consigneeAreaCode: e.consignee_area_code,
    consigneePhone: e.consignee_phone,
    remarks: e.remarks,
    verifiedBy: e.verified_by,
    oldController: controllerView(e.old_controller_name, e.old_controller_area_code, e.old_controller_phone, e.old_controller_email),
    newController: controllerView(e.new_controller_name, e.new_controller_area_code, e.new_controller_phone, e.new_controller_email),
  };
}
