import type { Insertable, Kysely } from 'kysely';
import { ABNORMAL_STATUS, type AbnormalStatus, type AbnormalType } from '@portal/contracts/abnormal';
import type { Executor } from '../../db/executor.js';
import { newestFirstByIds, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { AbnormalItemTable, AbnormalStepTable } from '../../db/tables/abnormal.js';

export interface AbnormalFilter {
  // The shipper (member calls); absent for staff.
  memberId?: number | undefined;
  status?: AbnormalStatus | undefined;
  orderId?: number | undefined;
  // Staff: by type, and by the order's number (upper case, matched whole).
  type?: AbnormalType | undefined;
  orderNo?: string | undefined;
}

const ITEM_COLUMNS = [
  'a.id',
  'a.order_id',
  'a.member_id',
  'a.type',
  'a.description',
  'a.amount',
  'a.currency',
  'a.charged_amount',
  'a.status',
  'a.action',
  'a.handler_name',
  'a.handled_at',
  'a.created_at',
  'a.claim_kind',
  'a.claim_amount',
  'a.claim_insurance',
  'a.claim_compensation',
  'a.claim_request_key',
  'o.order_no',
  'o.marks',
  'm.mobile',
  'm.nickname',
] as const;

// Queries of abnormal items, their steps and files (docs/abnormal-items.md).
export class AbnormalRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private items() {
    return this.db
      .selectFrom('abnormal_item as a')
      .innerJoin('ship_order as o', 'o.id', 'a.order_id')
      .innerJoin('member_user as m', 'm.id', 'a.member_id')
      .select(ITEM_COLUMNS);
  }

  // Newest first, keyset paged (docs/lists.md).
  async page(filter: AbnormalFilter, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('abnormal_item as a');
    if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
    if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
    if (filter.orderId !== undefined) query = query.where('a.order_id', '=', filter.orderId);
    if (filter.type !== undefined) query = query.where('a.type', '=', filter.type);
    if (filter.orderNo !== undefined) {
      const orderNo = filter.orderNo;
      query = query.where('a.order_id', 'in', (sub) => sub.selectFrom('ship_order').select('id').where('order_no', '=', orderNo));
    }
    return newestFirstByIds(query, 'a', (ids) => this.items().where('a.id', 'in', ids).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute(), pageSize, after);
  }

  // One item; with a member id, only that shipper's.
  find(id: number, memberId?: number) {
    let query = this.items().where('a.id', '=', id);
    if (memberId !== undefined) query = query.where('a.member_id', '=', memberId);
    return query.executeTakeFirst();
  }

  steps(itemIds: readonly number[]) {
    if (!itemIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('abnormal_step')
      .select(['id', 'item_id', 'kind', 'action', 'staff_id', 'member_id', 'actor_name', 'remarks', 'created_at'])
      .where('item_id', 'in', itemIds)
      .orderBy('item_id')
      .orderBy('id')
      .execute();
  }

  // Files of the items, by step, in their order.
  files(itemIds: readonly number[]) {
    if (!itemIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('abnormal_file as af')
      .innerJoin('file_object as f', 'f.id', 'af.file_id')
      .select(['af.item_id', 'af.step_id', 'f.public_id', 'f.name', 'f.size', 'f.content_type'])
      .where('af.item_id', 'in', itemIds)
      .orderBy('af.step_id')
      .orderBy('af.position')
      .execute();
  }

  // The file if it belongs to an item of this shipper (members read staff photos this way).
  fileOfMember(publicId: string, memberId: number) {
    return this.db
      .selectFrom('abnormal_file as af')
      .innerJoin('abnormal_item as a', 'a.id', 'af.item_id')
      .innerJoin('file_object as f', 'f.id', 'af.file_id')
      .selectAll('f')
      .where('f.public_id', '=', publicId)
      .where('f.deleted_at', 'is', null)
      .where('a.member_id', '=', memberId)
      .executeTakeFirst();
  }

  // An order's items with their steps, for the order's detail and timeline.
  async forOrder(orderId: number) {
    const items = await this.db
      .selectFrom('abnormal_item')
      .select(['id', 'type', 'description', 'status', 'amount', 'currency', 'claim_kind', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const steps = await this.steps(items.map((i) => i.id));
    return { items, steps };
  }

  // The order a member may claim on: theirs (as shipper) and live, with its warehousing time.
  claimOrder(orderId: number, memberId: number) {
    return this.db
      .selectFrom('ship_order as o')
      .leftJoin('ship_order_receipt as r', 'r.order_id', 'o.id')
      .select(['o.id', 'o.member_id', 'o.order_no', 'o.marks', 'o.status', 'o.is_insured', 'r.in_time'])
      .where('o.id', '=', orderId)
      .where('o.member_id', '=', memberId)
      .where('o.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  // The order's claim, if it has one (at most one: a unique index).
  claimOfOrder(orderId: number, tx: Executor = this.db) {
    return tx.selectFrom('abnormal_item').select(['id', 'member_id', 'claim_request_key']).where('order_id', '=', orderId).where('claim_kind', 'is not', null).executeTakeFirst();
  }

  // Finishes a claim awaiting staff's answer with the compensation granted; false when it is no
  // longer awaiting (someone answered first).
  async answerClaim(id: number, change: Pick<AbnormalItemTable, 'claim_compensation' | 'handler_name' | 'handled_at' | 'updated_at'>, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('abnormal_item')
      .set({ ...change, status: ABNORMAL_STATUS.finished })
      .where('id', '=', id)
      .where('status', '=', ABNORMAL_STATUS.disputed)
      .where('claim_kind', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async staffName(staffId: number): Promise<string> {
    const row = await this.db.selectFrom('staff_user').select('name').where('id', '=', staffId).executeTakeFirst();
    return row?.name ?? '';
  }

  async insertItem(row: Insertable<AbnormalItemTable>, tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('abnormal_item').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  // A step and its files, in order.
  async insertStep(row: Insertable<AbnormalStepTable>, fileIds: readonly number[], tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('abnormal_step').values(row).returning('id').executeTakeFirstOrThrow();
    const stepId = Number(id);
    if (fileIds.length) {
      await tx
        .insertInto('abnormal_file')
        .values(fileIds.map((fileId, position) => ({ step_id: stepId, item_id: row.item_id, file_id: fileId, position })))
        .execute();
    }
    return stepId;
  }

  // Moves an item from `from` to the new state; false when it is no longer in `from` (someone
  // was first), checked in the same statement.
  async move(
    id: number,
    from: AbnormalStatus,
    change: Pick<AbnormalItemTable, 'status' | 'action' | 'charged_amount' | 'handler_name' | 'handled_at' | 'updated_at'>,
    tx: Executor,
  ): Promise<boolean> {
    const result = await tx.updateTable('abnormal_item').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
