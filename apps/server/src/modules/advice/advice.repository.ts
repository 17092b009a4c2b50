import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AdviceKind } from '@portal/contracts/advice-status';
import type { Executor } from '../../db/executor.js';
import { newestFirstByIds, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { MemberAdviceMessageTable, MemberAdviceTable } from '../../db/tables/advice.js';
import { toIso } from '../../db/sql.js';

export interface AdviceFilter {
  // The member (member calls); absent for staff.
  memberId?: number | undefined;
  kind?: AdviceKind | undefined;
  status?: number | undefined;
}

const THREAD_COLUMNS = [
  'a.id',
  'a.member_id',
  'a.kind',
  'a.complaint_type',
  'a.title',
  'a.contact',
  'a.phone_area_code',
  'a.phone',
  'a.order_no',
  'a.content',
  'a.status',
  'a.reply_content',
  'a.reply_time',
  'a.reply_due_at',
  'a.rating',
  'a.rating_comment',
  'a.is_public',
  'a.closed_at',
  'a.created_at',
  'a.updated_at',
  'm.mobile as member_mobile',
] as const;

// Queries of consultation threads, their messages and files, and service contacts
// (docs/advice.md).
export class AdviceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private threads() {
    return this.db.selectFrom('member_advice as a').innerJoin('member_user as m', 'm.id', 'a.member_id').select(THREAD_COLUMNS);
  }

  // Newest first, keyset paged (docs/lists.md).
  async page(filter: AdviceFilter, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('member_advice as a');
    if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
    if (filter.kind !== undefined) query = query.where('a.kind', '=', filter.kind);
    if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
    return newestFirstByIds(query, 'a', (ids) => this.threads().where('a.id', 'in', ids).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute(), pageSize, after);
  }

  // One thread; with a member id, only that member's.
  find(id: number, memberId?: number) {
    let query = this.threads().where('a.id', '=', id);
    if (memberId !== undefined) query = query.where('a.member_id', '=', memberId);
    return query.executeTakeFirst();
  }

  messages(adviceId: number) {
    return this.db
      .selectFrom('member_advice_message as g')
      .leftJoin('staff_user as s', 's.id', 'g.staff_id')
      .select(['g.id', 'g.author', 'g.content', 'g.created_at', 's.name as staff_name'])
      .where('g.advice_id', '=', adviceId)
      .orderBy('g.created_at')
      .orderBy('g.id')
      .execute();
  }

  files(adviceId: number) {
    return this.db
      .selectFrom('member_advice_file as af')
      .innerJoin('file_object as f', 'f.id', 'af.file_id')
      .select(['af.message_id', 'f.public_id', 'f.name', 'f.size', 'f.content_type'])
      .where('af.advice_id', '=', adviceId)
      .orderBy('af.message_id')
      .orderBy('af.position')
      .execute();
  }

  // The file if it is attached to a thread of this member (members read staff files this way).
  fileOfMember(publicId: string, memberId: number) {
    return this.db
      .selectFrom('member_advice_file as af')
      .innerJoin('member_advice as a', 'a.id', 'af.advice_id')
      .innerJoin('file_object as f', 'f.id', 'af.file_id')
      .selectAll('f')
      .where('f.public_id', '=', publicId)
      .where('f.deleted_at', 'is', null)
      .where('a.member_id', '=', memberId)
      .executeTakeFirst();
  }

  // Whether the member shipped an order with this number.
  async memberHasOrder(memberId: number, orderNo: string): Promise<boolean> {
    const row = await this.db.selectFrom('ship_order').select('id').where('member_id', '=', memberId).where('order_no', '=', orderNo).executeTakeFirst();
    return row !== undefined;
  }

  async insertThread(row: Insertable<MemberAdviceTable>, tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('member_advice').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async insertMessage(row: Insertable<MemberAdviceMessageTable>, tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('member_advice_message').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async insertFiles(adviceId: number, messageId: number | null, fileIds: readonly number[], tx: Executor): Promise<void> {
    if (!fileIds.length) return;
    await tx
      .insertInto('member_advice_file')
      .values(fileIds.map((fileId, position) => ({ advice_id: adviceId, message_id: messageId, file_id: fileId, position })))
      .execute();
  }

  // Changes a thread only if nobody changed it since it was read (same status and updated_at)
  // and it is still open; false when someone was first, checked in the same statement.
  // `open: false` for what may change on a closed thread (rating, publishing).
  async update(
    read: { id: number; status: number; updated_at: string | Date },
    change: Updateable<MemberAdviceTable>,
    tx: Executor,
    options: { open?: boolean } = {},
  ): Promise<boolean> {
    let query = tx
      .updateTable('member_advice')
      .set(change)
      .where('id', '=', read.id)
      .where('status', '=', read.status)
      .where('updated_at', '=', toIso(read.updated_at));
    if (options.open !== false) query = query.where('closed_at', 'is', null);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // The member's assigned customer-service contact.
  contactOf(memberId: number) {
    return this.db
      .selectFrom('member_user as m')
      .innerJoin('service_contact as c', 'c.id', 'm.service_contact_id')
      .select(['c.nickname', 'c.avatar', 'c.mobile', 'c.mobile_area_code', 'c.whatsapp', 'c.whatsapp_area_code', 'c.email'])
      .where('m.id', '=', memberId)
      .executeTakeFirst();
  }
}
