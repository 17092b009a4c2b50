import type { Insertable, Kysely, Updateable } from 'kysely';
import { NOTICE_STATUS, type NoticeStatus } from '@portal/contracts/statuses';
import { cappedCount, keysetBefore, keysetResult, type Keyset } from '../../db/keyset.js';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { SystemBannerTable, SystemNoticeTable } from '../../db/tables/notices.js';
import { toIso } from '../../db/sql.js';

// Notices and banners (docs/notices-and-coupons.md).
export class NoticeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // ---------- notices ----------

  // Published notices, newest publication first (docs/lists.md).
  async published(pageSize: number, after: Keyset | null) {
    const query = this.db.selectFrom('system_notice').where('status', '=', NOTICE_STATUS.published);
    const rows = await (after ? query.where(keysetBefore('published_at', 'id', after)) : query)
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.published_at!), id: row.id })), count };
  }

  // Every notice for staff, newest first, optionally by status.
  async all(status: NoticeStatus | undefined, pageSize: number, after: Keyset | null) {
    const query = status === undefined ? this.db.selectFrom('system_notice') : this.db.selectFrom('system_notice').where('status', '=', status);
    const rows = await (after ? query.where(keysetBefore('created_at', 'id', after)) : query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .execute();
    const count = after ? null : await cappedCount(query);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: toIso(row.created_at), id: row.id })), count };
  }

  findNotice(id: number, executor: Executor = this.db) {
    return executor.selectFrom('system_notice').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertNotice(row: Insertable<SystemNoticeTable>, tx: Executor): Promise<number> {
    return (await tx.insertInto('system_notice').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  // Changes a notice only while it is in one of `from`: of two staff acting at once, one wins.
  async moveNotice(id: number, from: readonly NoticeStatus[], change: Updateable<SystemNoticeTable>, tx: Executor): Promise<boolean> {
    const result = await tx.updateTable('system_notice').set(change).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------- banners ----------

  shownBanners(limit: number) {
    return this.db.selectFrom('system_banner').selectAll().where('shown', '=', 1).orderBy('sort', 'asc').orderBy('id', 'asc').limit(limit).execute();
  }

  allBanners() {
    return this.db.selectFrom('system_banner').selectAll().orderBy('sort', 'asc').orderBy('id', 'asc').execute();
  }

  findBanner(id: number, executor: Executor = this.db) {
    return executor.selectFrom('system_banner').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertBanner(row: Insertable<SystemBannerTable>, tx: Executor): Promise<number> {
    return (await tx.insertInto('system_banner').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateBanner(id: number, change: Updateable<SystemBannerTable>, tx: Executor): Promise<boolean> {
    const result = await tx.updateTable('system_banner').set(change).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteBanner(id: number, tx: Executor): Promise<boolean> {
    const result = await tx.deleteFrom('system_banner').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
