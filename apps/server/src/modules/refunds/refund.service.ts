import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fileUrl, staffFileUrl } from '@portal/contracts/files';
import type { Locale } from '@portal/contracts/locale';
import { HELD_CARGO_STATUSES } from '@portal/contracts/order-flow';
import type { RefundItem, RefundPageQuery, RefundStatus } from '@portal/contracts/refund';
import { CARGO_CONTROL_STATUSES, ORDER_STATUS, ORDER_STATUSES, statusIn } from '@portal/contracts/statuses';
import type { CursorPage } from '@portal/contracts/cursor';
import { decodeCursor } from '../../db/keyset.js';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { fromJson, isUniqueViolation, nowIso, toIso, toJson } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { FileService } from '../files/file.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { OrderService } from '../orders/order.service.js';
import { actionNotAllowed } from '../orders/order-views.js';
import type { SystemService } from '../system/system.service.js';
import type { RefundRepository, RefundRow } from './refund.repository.js';

export interface RefundInput {
  orderId: number;
  reason: string;
  images: string[];
}

function toItem(row: RefundRow, url: (id: string) => string): RefundItem {
  return {
    id: row.id,
    refundNo: row.refund_no,
    orderId: row.order_id,
    orderNo: row.order_no,
    reason: row.reason,
    images: fromJson<string[]>(row.images, []).map(url),
    status: row.status,
    answer: row.answer,
    createTime: toIso(row.created_at),
    decideTime: row.decided_at ? toIso(row.decided_at) : null,
    returnTime: row.returned_at ? toIso(row.returned_at) : null,
    returnNote: row.return_note,
  };
}

// Stored ids are always valid, so the staff url is never null.
const staffUrl = (id: string) => staffFileUrl(fileUrl(id)) ?? '';

// "RF" + yymmdd + six random digits; unique by its index (a clash is drawn again).
function refundNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `RF${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

// Warehouse refunds (docs/money.md): the shipper applies while the order allows it (in the
// warehouse, not loaded: ACTION_STATUSES.refund), one open application per order, idempotent
// with an Idempotency-Key; finance decides once, and the member is told in the same transaction.
export class RefundService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: RefundRepository,
    private readonly deps: { orders: OrderService; files: FileService; notifications: NotificationService; system: SystemService },
  ) {}

  async create(memberId: number, body: RefundInput, key: string | undefined, locale: Locale): Promise<RefundItem> {
    const hash = key ? createHash('sha256').update(JSON.stringify(body)).digest('hex') : null;
    if (key) {
      const prior = await this.repo.byKey(memberId, key);
      if (prior) return this.replay(prior, hash);
    }
    const order = await this.deps.orders.ownOrder(memberId, body.orderId, 'refund', locale);
    const images = await this.deps.files.requireOwnedMany(memberId, body.images, { field: 'images', purposes: ['refund'] });
    for (let attempt = 1; ; attempt++) {
      try {
        const id = await inTransaction(this.db, async (tx) => {
          const now = new Date();
          const refundId = await this.repo.insert(
            {
              refund_no: refundNo(now),
              order_id: order.id,
              member_id: memberId,
              reason: body.reason,
              images: toJson(images.map((f) => f.public_id)),
              status: 'applied',
              answer: null,
              staff_id: null,
              idempotency_key: key ?? null,
              idempotency_hash: hash,
              created_at: now.toISOString(),
              decided_at: null,
            },
            tx,
          );
          await this.deps.files.markUsed(images, tx);
          return refundId;
        });
        return toItem((await this.repo.byId(id))!, fileUrl);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = error instanceof Error ? error.message : '';
        if (message.includes('refund_no') && attempt < 3) continue;
        // The same key raced in from a second call: answer what that call made.
        const prior = key ? await this.repo.byKey(memberId, key) : undefined;
        if (prior) return this.replay(prior, hash);
        throw new AppError('REFUND_OPEN_EXISTS');
      }
    }
  }

  private replay(prior: RefundRow & { idempotency_hash: string | null }, hash: string | null): RefundItem {
    if (prior.idempotency_hash !== hash) throw new AppError('REFUND_IDEMPOTENCY_MISMATCH');
    return toItem(prior, fileUrl);
  }

  async page(memberId: number, query: RefundPageQuery): Promise<CursorPage<RefundItem>> {
    const { rows, nextCursor } = await this.repo.page({ memberId, orderId: query.orderId, status: query.status }, query.pageSize, decodeCursor(query.cursor));
    return { list: rows.map((r) => toItem(r, fileUrl)), nextCursor, total: null, totalCapped: false };
  }

  // Staff.

  async staffPage(query: RefundPageQuery) {
    const { rows, nextCursor } = await this.repo.page({ orderId: query.orderId, status: query.status }, query.pageSize, decodeCursor(query.cursor));
    const list = rows.map((r) => ({
      ...toItem(r, staffUrl),
      memberId: r.member_id,
      marks: r.marks,
      decidedBy: r.staff_id,
      decidedByName: r.decided_by_name,
      returnedBy: r.returned_by,
      returnedByName: r.returned_by_name,
    }));
    return { list, nextCursor, total: null, totalCapped: false };
  }

  async decide(id: number, staffId: number, to: Exclude<RefundStatus, 'applied' | 'returned'>, answer: string | null): Promise<RefundItem> {
    const done = await inTransaction(this.db, async (tx) => {
      const now = nowIso();
      const decided = await this.repo.decide(id, to, answer, staffId, now, tx);
      if (!decided) return false;
      await writeAudit(tx, { staffId, action: to === 'approved' ? 'approve' : 'reject', entity: 'refund', entityId: id, before: { status: 'applied' }, after: { status: to, answer }, reason: answer, at: now });
      const row = (await this.repo.byId(id, tx))!;
      await this.deps.notifications.record(
        decided.member_id,
        {
          type: 'order',
          template: to === 'approved' ? 'refund.approved' : 'refund.rejected',
          params: { refundNo: row.refund_no, orderNo: row.order_no, marks: row.marks ?? '-', answer: answer ?? '' },
        },
        tx,
      );
      return true;
    });
    if (!done) throw new AppError((await this.repo.byId(id)) ? 'REFUND_NOT_PENDING' : 'REFUND_NOT_FOUND');
    await this.deps.notifications.deliverSoon();
    return toItem((await this.repo.byId(id))!, staffUrl);
  }

  // The warehouse hands the goods of an approved application back to the shipper: the refund
  // becomes returned and its order "returned to shipper", with the tracking event, the audit
  // row and the shipper's message, in one transaction. Each change is conditional, so two
  // records of the same handover make one; goods held under cargo control, or an order that
  // still owes fees, stay in the warehouse (docs/money.md).
  async markReturned(id: number, staffId: number, body: { note: string; time?: string | undefined }, locale: Locale): Promise<RefundItem> {
    const now = nowIso();
    const time = body.time ?? now;
    await inTransaction(this.db, async (tx) => {
      const refund = await this.repo.markReturned(id, body.note, staffId, time, tx);
      if (!refund) {
        const row = await this.repo.byId(id, tx);
        throw new AppError(!row ? 'REFUND_NOT_FOUND' : row.status === 'returned' ? 'REFUND_ALREADY_RETURNED' : 'REFUND_NOT_APPROVED');
      }
      const order = await this.repo.returnOrder(refund.order_id, now, tx);
      if (!order) {
        // Thrown inside the transaction: the refund's change above is rolled back with it.
        const block = await this.repo.returnBlock(refund.order_id, tx);
        if (block.status !== ORDER_STATUS.inWarehouse) throw await actionNotAllowed(this.deps.system, statusIn(ORDER_STATUSES, block.status), locale);
        if (HELD_CARGO_STATUSES.includes(statusIn(CARGO_CONTROL_STATUSES, block.cargoControlStatus))) throw new AppError('REFUND_CARGO_HELD');
        throw new AppError('REFUND_FEES_OUTSTANDING');
      }
      await this.repo.recordReturn(order.id, staffId, time, now, { refundNo: refund.refund_no, from: ORDER_STATUS.inWarehouse, to: ORDER_STATUS.returned, note: body.note }, tx);
      await this.deps.notifications.record(
        refund.member_id,
        { type: 'order', template: 'refund.returned', params: { refundNo: refund.refund_no, orderNo: order.order_no, marks: order.marks ?? '-', note: body.note } },
        tx,
      );
    });
    await this.deps.notifications.deliverSoon();
    return toItem((await this.repo.byId(id))!, staffUrl);
  }
}
