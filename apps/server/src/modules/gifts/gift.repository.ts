import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { GIFT_STATUS, type GiftExchangeStatus, type GiftStatus } from '@portal/contracts/gifts';
import { containsInsensitive } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';
import { cappedCount, keysetResult, newestFirstByIds, type Keyset } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { GiftActivityTable, GiftExchangeTable, GiftOutletTable, GiftTable } from '../../db/tables/gifts.js';

export interface ExchangeFilter {
  // The member (member calls, or staff looking at one member).
  memberId?: number | undefined;
  status?: GiftExchangeStatus | undefined;
  // Staff only (docs/points-and-gifts.md, "Staff").
  keyword?: string | undefined;
  giftId?: number | undefined;
  // Redeemed on these UTC days, both included.
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const DAY_MS = 24 * 3_600_000;
const EXCHANGE_NO = /^GE\d{1,18}$/i;

const EXCHANGE_COLUMNS = [
  'e.id',
  'e.exchange_no',
  'e.member_id',
  'e.gift_id',
  'e.quantity',
  'e.unit_points',
  'e.outlet_points',
  'e.total_points',
  'e.method',
  'e.outlet_id',
  'e.recipient',
  'e.area_code',
  'e.phone',
  'e.address',
  'e.remark',
  'e.status',
  'e.courier_no',
  'e.courier_company',
  'e.delivery_date',
  'e.idempotency_hash',
  'e.created_at',
  'e.updated_at',
  'g.name_zh as gift_name_zh',
  'g.name_en as gift_name_en',
  'g.name_fr as gift_name_fr',
  'g.images as gift_images',
  'o.name_zh as outlet_name_zh',
  'o.name_en as outlet_name_en',
  'o.name_fr as outlet_name_fr',
  'o.city as outlet_city',
  'o.address as outlet_address',
  'o.phone as outlet_phone',
  'm.mobile as member_mobile',
] as const;

// Queries of the gift catalogue, outlets, activities and redemptions (docs/points-and-gifts.md).
export class GiftRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // ---------- gifts ----------

  // By sort then id, ascending (the catalogue order staff set): keyset on (sort, id), a page
  // starting strictly after the previous page's last row.
  async giftPage(filter: { statuses: readonly GiftStatus[] }, pageSize: number, after: Keyset | null) {
    const query = this.db.selectFrom('gift').where('status', 'in', [...filter.statuses]);
    const ordered = (after ? query.where(sql<boolean>`(sort, id) > (${after.sort}, ${after.id})`) : query)
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(pageSize + 1);
    const [rows, count] = await Promise.all([ordered.execute(), after ? null : cappedCount(query)]);
    return { ...keysetResult(rows, pageSize, (row) => ({ sort: row.sort, id: row.id })), count };
  }

  gift(id: number, tx: Executor = this.db) {
    return tx.selectFrom('gift').selectAll().where('id', '=', id).executeTakeFirst();
  }

  // Every gift by name (withdrawn ones too), in catalogue order: the redemptions desk's filter.
  giftNames() {
    return this.db.selectFrom('gift').select(['id', 'name_zh', 'name_en', 'name_fr', 'status']).orderBy('sort').orderBy('id').execute();
  }

  async insertGift(row: Insertable<GiftTable>, tx: Executor = this.db): Promise<number> {
    const { id } = await tx.insertInto('gift').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async updateGift(id: number, change: Updateable<GiftTable>, tx: Executor = this.db): Promise<boolean> {
    const result = await tx.updateTable('gift').set(change).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // Takes `quantity` from an offered gift in one conditional UPDATE (stock >= quantity, not
  // withdrawn): concurrent redemptions never take it below zero. The last piece marks it out
  // of stock. False when nothing was taken.
  async takeStock(id: number, quantity: number, now: string, tx: Executor): Promise<{ points: number } | undefined> {
    return tx
      .updateTable('gift')
      .set({
        stock: sql`stock - ${quantity}`,
        status: sql`case when stock = ${quantity} then ${GIFT_STATUS.outOfStock} else status end`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '<>', GIFT_STATUS.withdrawn)
      .where('stock', '>=', quantity)
      .returning('points')
      .executeTakeFirst();
  }

  // Staff stock change by a signed amount; false when it would go below zero. Adding stock to
  // an out-of-stock gift offers it again; taking the last piece marks it out of stock.
  async changeStock(id: number, delta: number, now: string, tx: Executor = this.db): Promise<boolean> {
    const result = await tx
      .updateTable('gift')
      .set({
        stock: sql`stock + ${delta}`,
        status: sql`case when status = ${GIFT_STATUS.withdrawn} then status when stock + ${delta} = 0 then ${GIFT_STATUS.outOfStock} else ${GIFT_STATUS.available} end`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where(sql<boolean>`stock + ${delta} >= 0`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------- outlets ----------

  outlets(onlyEnabled: boolean) {
    let query = this.db.selectFrom('gift_outlet').selectAll();
    if (onlyEnabled) query = query.where('status', '=', 0);
    return query.orderBy('sort').orderBy('id').execute();
  }

  outlet(id: number, tx: Executor = this.db) {
    return tx.selectFrom('gift_outlet').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertOutlet(row: Insertable<GiftOutletTable>, tx: Executor = this.db): Promise<number> {
    const { id } = await tx.insertInto('gift_outlet').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async updateOutlet(id: number, change: Updateable<GiftOutletTable>, tx: Executor = this.db): Promise<boolean> {
    const result = await tx.updateTable('gift_outlet').set(change).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------- activities ----------

  activities(onlyEnabled: boolean) {
    let query = this.db.selectFrom('gift_activity').selectAll();
    if (onlyEnabled) query = query.where('status', '=', 0);
    return query.orderBy('id', 'desc').limit(100).execute();
  }

  activity(id: number, tx: Executor = this.db) {
    return tx.selectFrom('gift_activity').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertActivity(row: Insertable<GiftActivityTable>, tx: Executor = this.db): Promise<number> {
    const { id } = await tx.insertInto('gift_activity').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  async updateActivity(id: number, change: Updateable<GiftActivityTable>, tx: Executor = this.db): Promise<boolean> {
    const result = await tx.updateTable('gift_activity').set(change).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // ---------- redemptions ----------

  private exchanges(tx: Executor = this.db) {
    return tx
      .selectFrom('gift_exchange as e')
      .innerJoin('gift as g', 'g.id', 'e.gift_id')
      .innerJoin('gift_outlet as o', 'o.id', 'e.outlet_id')
      .innerJoin('member_user as m', 'm.id', 'e.member_id')
      .select(EXCHANGE_COLUMNS);
  }

  // Newest first, keyset paged (docs/lists.md). The keyword is a redemption number (whole), a
  // member's mobile (digits, with or without the area code) or a recipient's name (any part).
  async exchangePage(filter: ExchangeFilter, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('gift_exchange as e');
    if (filter.memberId !== undefined) query = query.where('e.member_id', '=', filter.memberId);
    if (filter.status !== undefined) query = query.where('e.status', '=', filter.status);
    if (filter.giftId !== undefined) query = query.where('e.gift_id', '=', filter.giftId);
    if (filter.dateFrom) query = query.where('e.created_at', '>=', `${filter.dateFrom}T00:00:00.000Z`);
    if (filter.dateTo) query = query.where('e.created_at', '<', new Date(Date.parse(`${filter.dateTo}T00:00:00.000Z`) + DAY_MS).toISOString());
    const keyword = filter.keyword?.trim();
    const digits = keyword?.replace(/[\s+-]/g, '');
    if (keyword && EXCHANGE_NO.test(keyword)) query = query.where('e.exchange_no', '=', keyword.toUpperCase());
    else if (digits && /^\d+$/.test(digits)) {
      const members = this.db.selectFrom('member_user as m').select('m.id').where((eb) => containsInsensitive(sql`${eb.ref('m.area_code')} || ${eb.ref('m.mobile')}`, digits));
      query = query.where('e.member_id', 'in', members);
    } else if (keyword) query = query.where((eb) => containsInsensitive(eb.ref('e.recipient'), keyword));
    return newestFirstByIds(query, 'e', (ids) => this.exchanges().where('e.id', 'in', ids).orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').execute(), pageSize, after);
  }

  // One redemption; with a member id, only that member's.
  exchange(id: number, memberId?: number, tx: Executor = this.db) {
    let query = this.exchanges(tx).where('e.id', '=', id);
    if (memberId !== undefined) query = query.where('e.member_id', '=', memberId);
    return query.executeTakeFirst();
  }

  exchangeByKey(memberId: number, key: string) {
    return this.exchanges().where('e.member_id', '=', memberId).where('e.idempotency_key', '=', key).executeTakeFirst();
  }

  async insertExchange(row: Insertable<GiftExchangeTable>, tx: Executor): Promise<number> {
    const { id } = await tx.insertInto('gift_exchange').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  // Moves a redemption on from one of `from`; false when it is no longer there (someone was
  // first), checked in the same statement.
  async moveExchange(
    id: number,
    from: readonly GiftExchangeStatus[],
    change: Pick<Updateable<GiftExchangeTable>, 'status' | 'courier_no' | 'courier_company' | 'delivery_date' | 'staff_id' | 'updated_at'>,
    tx: Executor,
  ): Promise<boolean> {
    const result = await tx.updateTable('gift_exchange').set(change).where('id', '=', id).where('status', 'in', [...from]).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  memberAreaCode(memberId: number) {
    return this.db.selectFrom('member_user').select('area_code').where('id', '=', memberId).executeTakeFirst();
  }

  // The language the member's e-mails and texts are written in, when they chose one.
  async memberLocale(memberId: number, tx: Executor = this.db) {
    const row = await tx.selectFrom('member_notification_setting').select('locale').where('member_id', '=', memberId).executeTakeFirst();
    return row?.locale;
  }
}

export type ExchangeRow = NonNullable<Awaited<ReturnType<GiftRepository['exchange']>>>;
