import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  ADVICE_FILES_MAX,
  REPLY_PROMISE_WORKING_HOURS,
  addWorkingHours,
  memberMayCancel,
  memberMayFollowUp,
  memberMayRate,
  staffMayPublish,
  staffMayReply,
  statusAfterMemberReply,
  statusAfterStaffReply,
  ANSWERED_STATUS,
  type AdviceDetail,
  type AdviceFile,
  type AdviceItem,
  type adviceCreateBody,
  type advicePublishBody,
  type adviceRateBody,
  type adviceReplyBody,
  type AdvicePageQuery,
  type ServiceContact,
  type staffAdviceReplyBody,
  type StaffAdvicePageQuery,
} from '@portal/contracts/advice';
import { COMPLAINT_STATUS, CONSULT_STATUS, type AdviceKind } from '@portal/contracts/advice-status';
import type { CursorPage } from '@portal/contracts/cursor';
import { isImageContentType, type FilePurpose } from '@portal/contracts/files';
import type { MessageTemplate } from '@portal/contracts/messages';
import type { Executor } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { fromBool, nowIso, toBool, toIso } from '../../db/sql.js';
import type { FileRow } from '../../db/tables/files.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { FileService, OpenedFile } from '../files/file.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { AdviceRepository } from './advice.repository.js';

type CreateInput = z.output<typeof adviceCreateBody>;
type ReplyInput = z.output<typeof adviceReplyBody>;
type StaffReplyInput = z.output<typeof staffAdviceReplyBody>;
type RateInput = z.output<typeof adviceRateBody>;
type PublishInput = z.output<typeof advicePublishBody>;
type ThreadRow = NonNullable<Awaited<ReturnType<AdviceRepository['find']>>>;
type Viewer = 'member' | 'staff';
type StaffView = { memberId: number; memberMobile: string };

const PURPOSES: readonly FilePurpose[] = ['attachment'];

const FILE_URL: Record<Viewer, (publicId: string) => string> = {
  member: (id) => `/app-api/member/advice/file/${id}`,
  staff: (id) => `/admin-api/file/get/${id}`,
};

const REPLIED_TEMPLATE: Record<AdviceKind, MessageTemplate> = {
  consult: 'advice.consult.replied',
  suggestion: 'advice.suggestion.replied',
  complaint: 'advice.complaint.replied',
};

// Consultations, suggestions and complaints (docs/advice.md). Every change of a thread is a
// conditional update on the status and time it was read, so a second tab or a second staff
// member gets ADVICE_CHANGED instead of a double decision; a staff reply records its message to
// the member in the same transaction.
export class AdviceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: AdviceRepository,
    private readonly deps: { files: FileService; notifications: NotificationService },
  ) {}

  // ---------- member ----------

  async create(memberId: number, body: CreateInput): Promise<AdviceDetail> {
    // A complaint is about a shipment: it must name one of the member's own orders. A question
    // or suggestion may come before any order, so only the format is checked.
    if (body.kind === 'complaint' && !(await this.repo.memberHasOrder(memberId, body.orderNo))) {
      throw new FieldsError([{ field: 'orderNo', rule: 'v.advice.orderNo.unknown' }]);
    }
    const files = await this.deps.files.requireOwnedMany(memberId, body.files, { field: 'files', purposes: PURPOSES, max: ADVICE_FILES_MAX });
    const now = new Date();
    const at = now.toISOString();
    const id = await this.db.transaction().execute(async (tx) => {
      const adviceId = await this.repo.insertThread(
        {
          member_id: memberId,
          kind: body.kind,
          complaint_type: body.kind === 'complaint' ? (body.type ?? null) : null,
          title: body.title,
          contact: body.contact,
          phone_area_code: body.areaCode,
          phone: body.phone,
          order_no: body.orderNo,
          content: body.content,
          files: JSON.stringify(files.map((f) => f.public_id)),
          status: body.kind === 'complaint' ? COMPLAINT_STATUS.pending : CONSULT_STATUS.awaitingReply,
          reply_content: null,
          reply_time: null,
          staff_id: null,
          reply_due_at: addWorkingHours(now, REPLY_PROMISE_WORKING_HOURS[body.kind]).toISOString(),
          rating: null,
          rating_comment: null,
          closed_at: null,
          created_at: at,
          updated_at: at,
        },
        tx,
      );
      await this.repo.insertFiles(adviceId, null, files.map((f) => f.id), tx);
      await this.deps.files.markUsed(files, tx);
      return adviceId;
    });
    return this.get(memberId, id);
  }

  async page(memberId: number, query: AdvicePageQuery): Promise<CursorPage<AdviceItem>> {
    return this.list({ memberId, kind: query.kind, status: query.status }, query);
  }

  async get(memberId: number, id: number): Promise<AdviceDetail> {
    return this.detail(await this.mine(memberId, id), 'member');
  }

  // A follow-up in the thread; an answered thread goes back to staff.
  async reply(memberId: number, body: ReplyInput): Promise<AdviceDetail> {
    const row = await this.mine(memberId, body.id);
    if (!memberMayFollowUp(view(row))) throw new AppError('ADVICE_CLOSED');
    const files = await this.deps.files.requireOwnedMany(memberId, body.files, { field: 'files', purposes: PURPOSES, max: ADVICE_FILES_MAX });
    await this.write(row, { status: statusAfterMemberReply(row.status) }, async (tx, now) => {
      await this.addMessage(row.id, { author: 'member', staff_id: null, content: body.content, created_at: now }, files, tx);
    });
    return this.get(memberId, row.id);
  }

  // Complaints only, while not processed: cancelled and closed.
  async cancel(memberId: number, id: number): Promise<AdviceDetail> {
    const row = await this.mine(memberId, id);
    if (!memberMayCancel(view(row))) throw new AppError('ADVICE_NOT_CANCELLABLE');
    await this.write(row, { status: COMPLAINT_STATUS.cancelled, closed_at: nowIso() });
    return this.get(memberId, id);
  }

  // Once, after the answer (closed threads too).
  async rate(memberId: number, body: RateInput): Promise<AdviceDetail> {
    const row = await this.mine(memberId, body.id);
    if (!memberMayRate(row)) throw new AppError('ADVICE_NOT_RATABLE');
    await this.write(row, { rating: body.rating, rating_comment: body.comment ?? null }, undefined, { open: false });
    return this.get(memberId, row.id);
  }

  // A file of one of the member's threads (their own uploads and staff attachments alike).
  async openFile(memberId: number, publicId: string): Promise<OpenedFile> {
    const row = await this.repo.fileOfMember(publicId, memberId);
    if (!row) throw new AppError('FILE_NOT_FOUND');
    return { row, stream: await this.deps.files.open(row) };
  }

  async contact(memberId: number): Promise<ServiceContact | null> {
    const row = await this.repo.contactOf(memberId);
    if (!row) return null;
    return {
      avatar: row.avatar,
      nickname: row.nickname,
      mobile: row.mobile,
      mobileAreaCode: row.mobile_area_code,
      whatsapp: row.whatsapp,
      whatsappAreaCode: row.whatsapp_area_code,
      email: row.email,
    };
  }

  // ---------- staff ----------

  async staffPage(query: StaffAdvicePageQuery): Promise<CursorPage<AdviceItem & StaffView>> {
    return this.list({ kind: query.kind, status: query.status }, query);
  }

  async staffGet(id: number): Promise<AdviceDetail & StaffView> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('ADVICE_NOT_FOUND');
    return this.detail(row, 'staff');
  }

  // Consultations → replying / replied, complaints → processing / processed; the member is told.
  async staffReply(staffId: number, body: StaffReplyInput) {
    const row = await this.repo.find(body.id);
    if (!row) throw new AppError('ADVICE_NOT_FOUND');
    if (row.closed_at) throw new AppError('ADVICE_CLOSED');
    if (!staffMayReply(view(row))) throw new AppError('ADVICE_NOT_AWAITING');
    const files = await this.deps.files.requireHeldMany({ type: 'staff', id: staffId }, body.files, { field: 'files', purposes: PURPOSES, max: ADVICE_FILES_MAX });
    const now = nowIso();
    const change = { status: statusAfterStaffReply(body.done), reply_content: body.content, reply_time: now, staff_id: staffId };
    await this.write(row, change, async (tx, at) => {
      await this.addMessage(row.id, { author: 'staff', staff_id: staffId, content: body.content, created_at: at }, files, tx);
      await this.deps.notifications.record(row.member_id, { type: 'reminder', template: REPLIED_TEMPLATE[row.kind], params: { title: row.title } }, tx);
      await writeAudit(tx, { staffId, action: 'reply', entity: 'advice', entityId: row.id, before: { status: row.status }, after: { status: change.status, reply: body.content }, at });
    });
    await this.deps.notifications.deliverSoon();
    return this.staffGet(row.id);
  }

  // Ends an answered thread: no more messages from either side.
  async close(staffId: number, id: number) {
    const row = await this.repo.find(id);
    if (!row) throw new AppError('ADVICE_NOT_FOUND');
    if (row.closed_at) throw new AppError('ADVICE_CLOSED');
    if (row.status !== ANSWERED_STATUS) throw new AppError('ADVICE_NOT_ANSWERED');
    await this.write(row, { closed_at: nowIso() }, (tx, at) =>
      writeAudit(tx, { staffId, action: 'close', entity: 'advice', entityId: row.id, before: { closed: false }, after: { closed: true }, at }),
    );
    return this.staffGet(id);
  }

  // A replied consultation or suggestion shown (or no longer shown) by help search.
  async publish(staffId: number, body: PublishInput) {
    const row = await this.repo.find(body.id);
    if (!row) throw new AppError('ADVICE_NOT_FOUND');
    if (!staffMayPublish(row)) throw new AppError('ADVICE_NOT_PUBLISHABLE');
    const audit = (tx: Executor, at: string) =>
      writeAudit(tx, { staffId, action: 'publish', entity: 'advice', entityId: row.id, before: { public: row.is_public === 1 }, after: { public: body.public }, at });
    await this.write(row, { is_public: fromBool(body.public) }, audit, { open: false });
    return this.staffGet(row.id);
  }

  // ---------- shared ----------

  private async mine(memberId: number, id: number): Promise<ThreadRow> {
    const row = await this.repo.find(id, memberId);
    if (!row) throw new AppError('ADVICE_NOT_FOUND');
    return row;
  }

  // One conditional update of the thread (and what goes with it) in one transaction.
  private async write(
    row: ThreadRow,
    change: Parameters<AdviceRepository['update']>[1],
    more?: (tx: Executor, now: string) => Promise<void>,
    options: { open?: boolean } = {},
  ): Promise<void> {
    const now = nowIso();
    const done = await this.db.transaction().execute(async (tx) => {
      if (!(await this.repo.update(row, { ...change, updated_at: now }, tx, options))) return false;
      await more?.(tx, now);
      return true;
    });
    if (!done) throw new AppError('ADVICE_CHANGED');
  }

  private async addMessage(
    adviceId: number,
    message: { author: 'member' | 'staff'; staff_id: number | null; content: string; created_at: string },
    files: readonly FileRow[],
    tx: Executor,
  ): Promise<void> {
    const messageId = await this.repo.insertMessage({ advice_id: adviceId, ...message, files: JSON.stringify(files.map((f) => f.public_id)) }, tx);
    await this.repo.insertFiles(adviceId, messageId, files.map((f) => f.id), tx);
    await this.deps.files.markUsed(files, tx);
  }

  private async list(filter: { memberId?: number; kind?: AdviceKind | undefined; status?: number | undefined }, query: { pageSize: number; cursor?: string | undefined }) {
    const { rows, nextCursor, count } = await this.repo.page(filter, query.pageSize, decodeCursor(query.cursor));
    return {
      list: rows.map((row) => ({ ...toItem(row), memberId: row.member_id, memberMobile: row.member_mobile })),
      nextCursor,
      total: count?.total ?? null,
      totalCapped: count?.totalCapped ?? false,
    };
  }

  private async detail(row: ThreadRow, viewer: Viewer): Promise<AdviceDetail & StaffView> {
    const [messages, files] = await Promise.all([this.repo.messages(row.id), this.repo.files(row.id)]);
    const filesOf = (messageId: number | null) => files.filter((f) => f.message_id === messageId).map((f) => toFile(f, viewer));
    return {
      ...toItem(row),
      memberId: row.member_id,
      memberMobile: row.member_mobile,
      files: filesOf(null),
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author,
        authorName: m.author === 'staff' ? (m.staff_name ?? null) : null,
        content: m.content,
        files: filesOf(m.id),
        time: toIso(m.created_at),
      })),
    };
  }
}

function view(row: ThreadRow) {
  return { kind: row.kind, status: row.status, closed: row.closed_at !== null };
}

function toFile(f: { public_id: string; name: string; size: number; content_type: string }, viewer: Viewer): AdviceFile {
  return { url: FILE_URL[viewer](f.public_id), name: f.name, size: f.size, image: isImageContentType(f.content_type) };
}

function toItem(row: ThreadRow): AdviceItem {
  return {
    id: row.id,
    kind: row.kind,
    type: row.complaint_type,
    title: row.title,
    contact: row.contact,
    areaCode: row.phone_area_code,
    phone: row.phone,
    orderNo: row.order_no,
    content: row.content,
    status: row.status,
    replyContent: row.reply_content,
    replyTime: row.reply_time ? toIso(row.reply_time) : null,
    replyDueAt: toIso(row.reply_due_at),
    rating: row.rating,
    ratingComment: row.rating_comment,
    isPublic: toBool(row.is_public),
    closed: row.closed_at !== null,
    createTime: toIso(row.created_at),
  };
}
