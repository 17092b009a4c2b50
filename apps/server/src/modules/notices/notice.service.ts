import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import type { Locale, Localized } from '@portal/contracts/locale';
import {
  BANNERS_SHOWN_MAX,
  inLocale,
  NOTICE_SUMMARY_LENGTH,
  type BannerDetail,
  type bannerBody,
  type BannerItem,
  type NoticeDetail,
  type noticeBody,
  type NoticeItem,
  type StaffBanner,
  type StaffNotice,
} from '@portal/contracts/notices';
import { NOTICE_STATUS, NOTICE_STATUSES, statusIn, type NoticeStatus } from '@portal/contracts/statuses';
import { inTransaction } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { SystemBannerTable, SystemNoticeTable } from '../../db/tables/notices.js';
import { fromBool, fromJson, nowIso, toBool, toIso, toJson } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { NoticeRepository } from './notice.repository.js';

type NoticeInput = z.output<typeof noticeBody>;
type BannerInput = z.output<typeof bannerBody>;

const EMPTY: Localized = { zh_CN: '', en_US: '', fr_FR: '' };
const texts = (stored: string): Localized => ({ ...EMPTY, ...fromJson<Partial<Localized>>(stored, {}) });

// A plain-text summary: whitespace folded, cut at a word where one is near.
function summaryOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= NOTICE_SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, NOTICE_SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > NOTICE_SUMMARY_LENGTH * 0.6 ? cut.slice(0, space) : cut}…`;
}

function staffNotice(row: Selectable<SystemNoticeTable>): StaffNotice {
  return {
    id: row.id,
    title: texts(row.title),
    content: texts(row.content),
    status: statusIn(NOTICE_STATUSES, row.status),
    publishTime: row.published_at ? toIso(row.published_at) : null,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

function staffBanner(row: Selectable<SystemBannerTable>): StaffBanner {
  return {
    id: row.id,
    title: texts(row.title),
    content: texts(row.content),
    imageUrl: row.image_url,
    sort: row.sort,
    shown: toBool(row.shown),
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}

// Notices and banners staff publish to every member (docs/notices-and-coupons.md). Members
// read published notices and shown banners in their language; staff write all three.
// Publishing and withdrawing are conditional updates, so two staff acting at once record one
// change and the other gets NOTICE_STATUS_CHANGED.
export class NoticeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: NoticeRepository,
  ) {}

  // ---------- members ----------

  async page(query: { pageSize: number; cursor?: string | undefined }, locale: Locale): Promise<CursorPage<NoticeItem>> {
    const { rows, nextCursor, count } = await this.repo.published(query.pageSize, decodeCursor(query.cursor));
    const list = rows.map((row) => ({
      id: row.id,
      title: inLocale(texts(row.title), locale),
      summary: summaryOf(inLocale(texts(row.content), locale)),
      publishTime: toIso(row.published_at!),
    }));
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // A draft or withdrawn notice answers like a missing one.
  async get(id: number, locale: Locale): Promise<NoticeDetail> {
    const row = await this.repo.findNotice(id);
    if (!row || row.status !== NOTICE_STATUS.published) throw new AppError('NOTICE_NOT_FOUND');
    return { id: row.id, title: inLocale(texts(row.title), locale), content: inLocale(texts(row.content), locale), publishTime: toIso(row.published_at!) };
  }

  async banners(locale: Locale): Promise<BannerItem[]> {
    const rows = await this.repo.shownBanners(BANNERS_SHOWN_MAX);
    return rows.map((row) => ({ id: row.id, title: inLocale(texts(row.title), locale), imageUrl: row.image_url }));
  }

  // A hidden banner answers like a missing one.
  async banner(id: number, locale: Locale): Promise<BannerDetail> {
    const row = await this.repo.findBanner(id);
    if (!row || !toBool(row.shown)) throw new AppError('BANNER_NOT_FOUND');
    return {
      id: row.id,
      title: inLocale(texts(row.title), locale),
      content: inLocale(texts(row.content), locale),
      imageUrl: row.image_url,
      updateTime: toIso(row.updated_at),
    };
  }

  // ---------- staff: notices ----------

  async staffPage(query: { status?: NoticeStatus | undefined; pageSize: number; cursor?: string | undefined }): Promise<CursorPage<StaffNotice>> {
    const { rows, nextCursor, count } = await this.repo.all(query.status, query.pageSize, decodeCursor(query.cursor));
    return { list: rows.map(staffNotice), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  async staffGet(id: number): Promise<StaffNotice> {
    const row = await this.repo.findNotice(id);
    if (!row) throw new AppError('NOTICE_NOT_FOUND');
    return staffNotice(row);
  }

  // A new notice is a draft until published.
  async create(staffId: number, body: NoticeInput): Promise<StaffNotice> {
    const now = nowIso();
    const id = await this.repo.insertNotice(
      { title: toJson(body.title), content: toJson(body.content), status: NOTICE_STATUS.draft, published_at: null, staff_id: staffId, created_at: now, updated_at: now },
      this.db,
    );
    return this.staffGet(id);
  }

  // Editing a published notice changes what members read at once (it keeps its publication time).
  async update(staffId: number, body: NoticeInput & { id: number }): Promise<StaffNotice> {
    const changed = await this.repo.moveNotice(
      body.id,
      NOTICE_STATUSES,
      { title: toJson(body.title), content: toJson(body.content), staff_id: staffId, updated_at: nowIso() },
      this.db,
    );
    if (!changed) throw new AppError('NOTICE_NOT_FOUND');
    return this.staffGet(body.id);
  }

  publish(staffId: number, id: number): Promise<StaffNotice> {
    return this.move(staffId, id, [NOTICE_STATUS.draft, NOTICE_STATUS.withdrawn], NOTICE_STATUS.published);
  }

  withdraw(staffId: number, id: number): Promise<StaffNotice> {
    return this.move(staffId, id, [NOTICE_STATUS.published], NOTICE_STATUS.withdrawn);
  }

  private async move(staffId: number, id: number, from: readonly NoticeStatus[], to: NoticeStatus): Promise<StaffNotice> {
    const now = nowIso();
    const moved = await inTransaction(this.db, async (tx) => {
      if (!(await this.repo.findNotice(id, tx))) throw new AppError('NOTICE_NOT_FOUND');
      const change = to === NOTICE_STATUS.published ? { status: to, published_at: now } : { status: to };
      return this.repo.moveNotice(id, from, { ...change, staff_id: staffId, updated_at: now }, tx);
    });
    if (!moved) throw new AppError('NOTICE_STATUS_CHANGED');
    return this.staffGet(id);
  }

  // ---------- staff: banners ----------

  async staffBanners(): Promise<StaffBanner[]> {
    return (await this.repo.allBanners()).map(staffBanner);
  }

  async createBanner(staffId: number, body: BannerInput): Promise<StaffBanner> {
    const now = nowIso();
    const id = await this.repo.insertBanner({ ...this.bannerRow(body), staff_id: staffId, created_at: now, updated_at: now }, this.db);
    return this.staffBanner(id);
  }

  async updateBanner(staffId: number, body: BannerInput & { id: number }): Promise<StaffBanner> {
    if (!(await this.repo.updateBanner(body.id, { ...this.bannerRow(body), staff_id: staffId, updated_at: nowIso() }, this.db))) throw new AppError('BANNER_NOT_FOUND');
    return this.staffBanner(body.id);
  }

  async deleteBanner(id: number): Promise<void> {
    if (!(await this.repo.deleteBanner(id, this.db))) throw new AppError('BANNER_NOT_FOUND');
  }

  private bannerRow(body: BannerInput) {
    return { title: toJson(body.title), content: toJson(body.content), image_url: body.imageUrl, sort: body.sort, shown: fromBool(body.shown) };
  }

  private async staffBanner(id: number): Promise<StaffBanner> {
    const row = await this.repo.findBanner(id);
    if (!row) throw new AppError('BANNER_NOT_FOUND');
    return staffBanner(row);
  }
}
