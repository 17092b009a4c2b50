import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ABNORMAL_FILES_MAX,
  ABNORMAL_STATUS,
  ABNORMAL_STATUSES,
  ACTIONS_BY_TYPE,
  CLAIM_REPORT_DAYS,
  CLAIM_TYPE_OF,
  LOST_PARCEL_COMPENSATION_MAX,
  actionAllowed,
  claimAllowedFor,
  insuranceClaimDeadline,
  statusAfter,
  surchargeApplies,
  type abnormalAnswerBody,
  type AbnormalClaim,
  type claimAnswerBody,
  type ClaimCheck,
  type claimCreateBody,
  type abnormalCreateBody,
  type AbnormalDetail,
  type abnormalHandleBody,
  type AbnormalFile,
  type AbnormalItem,
  type AbnormalPageQuery,
  type StaffAbnormalPageQuery,
  type AbnormalStep,
  type OrderAbnormalEntry,
} from '@portal/contracts/abnormal';
import type { CursorPage } from '@portal/contracts/cursor';
import { isImageContentType, type FilePurpose } from '@portal/contracts/files';
import type { MessageTemplate } from '@portal/contracts/messages';
import { statusIn } from '@portal/contracts/statuses';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation, nowIso, toIso } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import { formatMoney } from '../balances/balance.service.js';
import type { FileService, OpenedFile } from '../files/file.service.js';
import type { FileRow } from '../../db/tables/files.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { AbnormalFilter, AbnormalRepository } from './abnormal.repository.js';
import { orderAbnormalEntries } from './abnormal.view.js';

type CreateInput = z.output<typeof abnormalCreateBody>;
type HandleInput = z.output<typeof abnormalHandleBody>;
type AnswerInput = z.output<typeof abnormalAnswerBody>;
type ClaimInput = z.output<typeof claimCreateBody>;
type ClaimAnswerInput = z.output<typeof claimAnswerBody>;
type ItemRow = NonNullable<Awaited<ReturnType<AbnormalRepository['find']>>>;
type Viewer = 'member' | 'staff';

const PURPOSES: readonly FilePurpose[] = ['attachment'];

// Where a file of an item is read: members through this module (staff photos are not theirs),
// staff through the staff file route.
const FILE_URL: Record<Viewer, (publicId: string) => string> = {
  member: (id) => `/app-api/order/abnormal/file/${id}`,
  staff: (id) => `/admin-api/file/get/${id}`,
};

// Abnormal (exception) items (docs/abnormal-items.md): staff raise, the shipper handles or
// disputes, staff answer a dispute. Each step moves the item with a conditional update (so a
// second tab or a second staff member gets ABNORMAL_NOT_OPEN, never a double step), writes a
// history row with its files, and records a message to the shipper, all in one transaction.
export class AbnormalService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: AbnormalRepository,
    private readonly deps: { files: FileService; notifications: NotificationService },
  ) {}

  // ---------- member ----------

  async page(memberId: number, query: AbnormalPageQuery): Promise<CursorPage<AbnormalItem>> {
    return this.list({ memberId, status: query.status, orderId: query.orderId }, query, 'member');
  }

  async get(memberId: number, id: number): Promise<AbnormalDetail> {
    const row = await this.repo.find(id, memberId);
    if (!row) throw new AppError('ABNORMAL_NOT_FOUND');
    return this.detail(row, 'member');
  }

  async handle(memberId: number, body: HandleInput): Promise<AbnormalDetail> {
    const row = await this.repo.find(body.id, memberId);
    if (!row) throw new AppError('ABNORMAL_NOT_FOUND');
    if (!actionAllowed(row.type, body.action)) throw new AppError('ABNORMAL_ACTION_NOT_ALLOWED');
    if (row.status !== ABNORMAL_STATUS.toHandle) throw new AppError('ABNORMAL_NOT_OPEN');
    const files = await this.deps.files.requireOwnedMany(memberId, body.files, { field: 'files', purposes: PURPOSES, max: ABNORMAL_FILES_MAX });
    const now = nowIso();
    const status = statusAfter(body.action);
    const handler = row.nickname || row.mobile;
    const template: MessageTemplate = status === ABNORMAL_STATUS.disputed ? 'abnormal.disputed' : 'abnormal.handled';
    const done = await this.db.transaction().execute(async (tx) => {
      const moved = await this.repo.move(
        row.id,
        ABNORMAL_STATUS.toHandle,
        {
          status,
          action: body.action,
          charged_amount: status === ABNORMAL_STATUS.finished ? (surchargeApplies(body.action) ? (row.amount ?? 0) : 0) : null,
          handler_name: handler,
          handled_at: now,
          updated_at: now,
        },
        tx,
      );
      if (!moved) return false;
      const kind = status === ABNORMAL_STATUS.disputed ? 'disputed' : 'handled';
      await this.repo.insertStep(
        { item_id: row.id, kind, action: body.action, member_id: memberId, actor_name: handler, remarks: body.remarks ?? null, created_at: now },
        files.map((f) => f.id),
        tx,
      );
      await this.deps.files.markUsed(files, tx);
      await this.notify(row, template, {}, tx);
      return true;
    });
    if (!done) throw new AppError('ABNORMAL_NOT_OPEN');
    await this.deps.notifications.deliverSoon();
    return this.get(memberId, row.id);
  }

  // A file of one of the member's items (their own uploads and staff photos alike).
  async openFile(memberId: number, publicId: string): Promise<OpenedFile> {
    const row = await this.repo.fileOfMember(publicId, memberId);
    if (!row) throw new AppError('FILE_NOT_FOUND');
    return { row, stream: await this.deps.files.open(row) };
  }

  // The order's items and their steps, for the order's detail (its shipper and staff).
  async forOrder(orderId: number): Promise<OrderAbnormalEntry[]> {
    return orderAbnormalEntries(await this.repo.forOrder(orderId));
  }


  // ---------- member claims (docs/abnormal-items.md, "Claims") ----------

  // What the claim form shows before the member fills it in: whether the order takes a claim
  // now, and the insurance deadline. Another member's order answers ABNORMAL_ORDER_NOT_FOUND.
  async claimCheck(memberId: number, orderId: number): Promise<ClaimCheck> {
    const order = await this.repo.claimOrder(orderId, memberId);
    if (!order) throw new AppError('ABNORMAL_ORDER_NOT_FOUND');
    const existing = await this.repo.claimOfOrder(order.id);
    const insured = order.is_insured === 1;
    const refusal = existing ? 'exists' : claimAllowedFor(order.status) ? null : 'status';
    const deadline = insured && order.in_time ? insuranceClaimDeadline(toIso(order.in_time)) : null;
    return {
      orderId: order.id,
      orderNo: order.order_no,
      allowed: refusal === null,
      refusal,
      claimId: existing?.id ?? null,
      insured,
      insuranceDeadline: deadline ? deadline.toISOString() : null,
      insuranceOpen: deadline !== null && Date.now() <= deadline.getTime(),
    };
  }

  // Files a claim on the member's own order: it becomes an item of the claim's type, awaiting
  // staff's answer. One per order; the same form's second submit answers the first claim.
  async fileClaim(memberId: number, body: ClaimInput): Promise<AbnormalDetail> {
    const order = await this.repo.claimOrder(body.orderId, memberId);
    if (!order) throw new AppError('ABNORMAL_ORDER_NOT_FOUND');
    const prior = await this.repo.claimOfOrder(order.id);
    if (prior) return this.claimReplay(memberId, prior, body.requestKey);
    if (!claimAllowedFor(order.status)) throw new FieldsError([{ field: 'orderId', rule: 'v.abnormal.claim.orderStatus' }]);
    if (body.insurance) {
      if (order.is_insured !== 1) throw new FieldsError([{ field: 'insurance', rule: 'v.abnormal.claim.insurance.notInsured' }]);
      const deadline = order.in_time ? insuranceClaimDeadline(toIso(order.in_time)) : null;
      if (!deadline || Date.now() > deadline.getTime()) {
        throw new FieldsError([
          { field: 'insurance', rule: 'v.abnormal.claim.insurance.late', params: { days: CLAIM_REPORT_DAYS, deadline: deadline ? deadline.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '-' } },
        ]);
      }
    }
    const files = await this.deps.files.requireOwnedMany(memberId, body.files, { field: 'files', purposes: PURPOSES, max: ABNORMAL_FILES_MAX });
    const member = await this.db.selectFrom('member_user').select(['nickname', 'mobile']).where('id', '=', memberId).executeTakeFirstOrThrow();
    const actor = member.nickname || member.mobile;
    const now = nowIso();
    let id: number;
    try {
      id = await this.db.transaction().execute(async (tx) => {
        const itemId = await this.repo.insertItem(
          {
            order_id: order.id,
            member_id: memberId,
            type: CLAIM_TYPE_OF[body.kind],
            description: body.description,
            amount: null,
            currency: null,
            charged_amount: null,
            status: ABNORMAL_STATUS.disputed,
            action: null,
            handler_name: null,
            handled_at: null,
            staff_id: null,
            created_at: now,
            updated_at: now,
            claim_kind: body.kind,
            claim_amount: body.amount,
            claim_insurance: body.insurance ? 1 : 0,
            claim_compensation: null,
            claim_request_key: body.requestKey,
          },
          tx,
        );
        await this.repo.insertStep(
          { item_id: itemId, kind: 'claimed', action: null, member_id: memberId, actor_name: actor, remarks: body.description, created_at: now },
          files.map((f) => f.id),
          tx,
        );
        await this.deps.files.markUsed(files, tx);
        await this.notify(order, 'abnormal.claimed', { amount: usd(body.amount) }, tx);
        return itemId;
      });
    } catch (error) {
      // A second submit raced in: answer the claim the first one made.
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.repo.claimOfOrder(order.id);
      if (!raced) throw error;
      return this.claimReplay(memberId, raced, body.requestKey);
    }
    await this.deps.notifications.deliverSoon();
    return this.get(memberId, id);
  }

  private claimReplay(memberId: number, prior: { id: number; member_id: number; claim_request_key: string | null }, requestKey: string): Promise<AbnormalDetail> {
    if (prior.member_id !== memberId || prior.claim_request_key !== requestKey) throw new AppError('ABNORMAL_CLAIM_EXISTS');
    return this.get(memberId, prior.id);
  }

  // ---------- staff ----------

  async staffPage(query: StaffAbnormalPageQuery): Promise<CursorPage<AbnormalItem & { memberId: number; memberMobile: string }>> {
    return this.list({ status: query.status, orderId: query.orderId, type: query.type, orderNo: query.orderNo }, query, 'staff');
  }

  async staffGet(id: number): Promise<AbnormalDetail & { memberId: number; memberMobile: string }> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('ABNORMAL_NOT_FOUND');
    return this.detail(row, 'staff');
  }

  async create(staffId: number, body: CreateInput) {
    const order = await this.db.selectFrom('ship_order').select(['id', 'member_id', 'order_no', 'marks']).where('id', '=', body.orderId).executeTakeFirst();
    if (!order) throw new AppError('ABNORMAL_ORDER_NOT_FOUND');
    const [files, staffName] = await Promise.all([this.staffFiles(staffId, body.files), this.repo.staffName(staffId)]);
    const now = nowIso();
    const hasAmount = body.amount !== null && body.amount !== undefined;
    const id = await this.db.transaction().execute(async (tx) => {
      const itemId = await this.repo.insertItem(
        {
          order_id: order.id,
          member_id: order.member_id,
          type: body.type,
          description: body.description,
          amount: hasAmount ? body.amount : null,
          currency: hasAmount ? (body.currency ?? null) : null,
          charged_amount: null,
          status: ABNORMAL_STATUS.toHandle,
          action: null,
          handler_name: null,
          handled_at: null,
          staff_id: staffId,
          created_at: now,
          updated_at: now,
        },
        tx,
      );
      await this.repo.insertStep(
        { item_id: itemId, kind: 'raised', action: null, staff_id: staffId, actor_name: staffName, remarks: body.description, created_at: now },
        files.map((f) => f.id),
        tx,
      );
      await this.deps.files.markUsed(files, tx);
      await this.notify(order, 'abnormal.raised', { description: body.description }, tx);
      const raised = { orderId: order.id, type: body.type, description: body.description, amount: hasAmount ? body.amount : null, status: ABNORMAL_STATUS.toHandle };
      await writeAudit(tx, { staffId, action: 'create', entity: 'abnormal', entityId: itemId, after: raised, at: now });
      return itemId;
    });
    await this.deps.notifications.deliverSoon();
    return this.staffGet(id);
  }

  async answer(staffId: number, body: AnswerInput) {
    const row = await this.repo.find(body.id);
    if (!row) throw new AppError('ABNORMAL_NOT_FOUND');
    if (row.claim_kind !== null) throw new AppError('ABNORMAL_IS_CLAIM');
    if (row.status !== ABNORMAL_STATUS.disputed) throw new AppError('ABNORMAL_NOT_DISPUTED');
    const [files, staffName] = await Promise.all([this.staffFiles(staffId, body.files), this.repo.staffName(staffId)]);
    const now = nowIso();
    const uphold = body.answer === 'uphold';
    const done = await this.db.transaction().execute(async (tx) => {
      const moved = await this.repo.move(
        row.id,
        ABNORMAL_STATUS.disputed,
        uphold
          ? { status: ABNORMAL_STATUS.finished, action: row.action, charged_amount: 0, handler_name: staffName, handled_at: now, updated_at: now }
          : { status: ABNORMAL_STATUS.toHandle, action: row.action, charged_amount: null, handler_name: staffName, handled_at: now, updated_at: now },
        tx,
      );
      if (!moved) return false;
      await this.repo.insertStep(
        { item_id: row.id, kind: uphold ? 'upheld' : 'maintained', action: null, staff_id: staffId, actor_name: staffName, remarks: body.remarks ?? null, created_at: now },
        files.map((f) => f.id),
        tx,
      );
      await this.deps.files.markUsed(files, tx);
      await this.notify(row, uphold ? 'abnormal.upheld' : 'abnormal.maintained', { reason: body.remarks ?? '-' }, tx);
      const after = uphold ? { status: ABNORMAL_STATUS.finished, chargedAmount: 0 } : { status: ABNORMAL_STATUS.toHandle, chargedAmount: null };
      const before = { status: row.status, chargedAmount: row.charged_amount };
      await writeAudit(tx, { staffId, action: body.answer, entity: 'abnormal', entityId: row.id, before, after, reason: body.remarks ?? null, at: now });
      return true;
    });
    if (!done) throw new AppError('ABNORMAL_NOT_DISPUTED');
    await this.deps.notifications.deliverSoon();
    return this.staffGet(row.id);
  }

  // Staff answer a claim: accept with the compensation (the amount claimed unless given less)
  // or reject with the reason. Either finishes the item; the member is told.
  async answerClaim(staffId: number, body: ClaimAnswerInput) {
    const row = await this.repo.find(body.id);
    if (!row) throw new AppError('ABNORMAL_NOT_FOUND');
    if (row.claim_kind === null || row.status !== ABNORMAL_STATUS.disputed) throw new AppError('ABNORMAL_NOT_CLAIM');
    const claimed = Number(row.claim_amount ?? 0);
    const accept = body.answer === 'accept';
    const compensation = accept ? (body.compensation ?? claimed) : 0;
    if (compensation > claimed) throw new FieldsError([{ field: 'compensation', rule: 'v.abnormal.claim.compensation.tooHigh', params: { maximum: usd(claimed) } }]);
    const [files, staffName] = await Promise.all([this.staffFiles(staffId, body.files), this.repo.staffName(staffId)]);
    const now = nowIso();
    const done = await this.db.transaction().execute(async (tx) => {
      const moved = await this.repo.answerClaim(row.id, { claim_compensation: compensation, handler_name: staffName, handled_at: now, updated_at: now }, tx);
      if (!moved) return false;
      await this.repo.insertStep(
        { item_id: row.id, kind: accept ? 'granted' : 'refused', action: null, staff_id: staffId, actor_name: staffName, remarks: body.remarks ?? null, created_at: now },
        files.map((f) => f.id),
        tx,
      );
      await this.deps.files.markUsed(files, tx);
      await this.notify(row, accept ? 'abnormal.granted' : 'abnormal.refused', { compensation: usd(compensation), reason: body.remarks ?? '' }, tx);
      const before = { status: row.status, compensation: row.claim_compensation };
      const after = { status: ABNORMAL_STATUS.finished, compensation };
      await writeAudit(tx, { staffId, action: body.answer, entity: 'abnormal', entityId: row.id, before, after, reason: body.remarks ?? null, at: now });
      return true;
    });
    if (!done) throw new AppError('ABNORMAL_NOT_CLAIM');
    await this.deps.notifications.deliverSoon();
    return this.staffGet(row.id);
  }

  // ---------- shared ----------

  private staffFiles(staffId: number, urls: readonly string[]): Promise<FileRow[]> {
    return this.deps.files.requireHeldMany({ type: 'staff', id: staffId }, urls, { field: 'files', purposes: PURPOSES, max: ABNORMAL_FILES_MAX });
  }

  private notify(row: Pick<ItemRow, 'member_id' | 'order_no' | 'marks'>, template: MessageTemplate, params: Record<string, string>, tx: Parameters<NotificationService['record']>[2]) {
    return this.deps.notifications.record(row.member_id, { type: 'order', template, params: { orderNo: row.order_no, marks: row.marks ?? '-', ...params } }, tx);
  }

  private async list<V extends Viewer>(
    filter: AbnormalFilter,
    query: { pageSize: number; cursor?: string | undefined },
    viewer: V,
  ) {
    const { rows, nextCursor, count } = await this.repo.page(filter, query.pageSize, decodeCursor(query.cursor));
    const files = await this.repo.files(rows.map((r) => r.id));
    const list = rows.map((row) => ({
      ...toItem(row, files.filter((f) => f.item_id === row.id).map((f) => toFile(f, viewer))),
      memberId: row.member_id,
      memberMobile: row.mobile,
    }));
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  private async detail(row: ItemRow, viewer: Viewer) {
    const [steps, files] = await Promise.all([this.repo.steps([row.id]), this.repo.files([row.id])]);
    const stepFiles = (stepId: number) => files.filter((f) => f.step_id === stepId).map((f) => toFile(f, viewer));
    return {
      ...toItem(row, files.map((f) => toFile(f, viewer))),
      memberId: row.member_id,
      memberMobile: row.mobile,
      steps: steps.map(
        (s): AbnormalStep => ({
          id: s.id,
          kind: s.kind,
          action: s.action,
          actor: s.staff_id === null ? 'member' : 'staff',
          actorName: s.actor_name,
          remarks: s.remarks,
          files: stepFiles(s.id),
          time: toIso(s.created_at),
        }),
      ),
    };
  }
}

function toFile(f: { public_id: string; name: string; size: number; content_type: string }, viewer: Viewer): AbnormalFile {
  return { url: FILE_URL[viewer](f.public_id), name: f.name, size: f.size, image: isImageContentType(f.content_type) };
}

// Claims are in US dollars, told to the member as "USD 50.00".
const usd = (cents: number) => formatMoney(cents, LOST_PARCEL_COMPENSATION_MAX.currency, 2);

function toClaim(row: ItemRow): AbnormalClaim | null {
  if (row.claim_kind === null) return null;
  return {
    kind: row.claim_kind,
    amount: Number(row.claim_amount ?? 0),
    currency: LOST_PARCEL_COMPENSATION_MAX.currency,
    insurance: row.claim_insurance === 1,
    compensation: row.claim_compensation === null ? null : Number(row.claim_compensation),
  };
}

function toItem(row: ItemRow, files: AbnormalFile[]): AbnormalItem {
  const status = statusIn(ABNORMAL_STATUSES, row.status);
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    marks: row.marks,
    type: row.type,
    description: row.description,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    chargedAmount: row.charged_amount === null ? null : Number(row.charged_amount),
    status,
    action: row.action,
    actions: status === ABNORMAL_STATUS.toHandle ? [...ACTIONS_BY_TYPE[row.type]] : [],
    files,
    handler: row.handler_name,
    handlerTime: row.handled_at ? toIso(row.handled_at) : null,
    createTime: toIso(row.created_at),
    claim: toClaim(row),
  };
}
