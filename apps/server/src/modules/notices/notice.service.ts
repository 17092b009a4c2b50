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
import { changedFields, writeAudit } from '../audit/audit.js';
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

// A banner's fields as the audit log keeps them.
function bannerFields(banner: Pick<StaffBanner, 'title' | 'content' | 'imageUrl' | 'sort' | 'shown'>) {
  return { title: banner.title, content: banner.content, imageUrl: banner.imageUrl, sort: banner.sort, shown: banner.shown };
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
    const id = await inTransaction(this.db, async (tx) => {
      const id = await this.repo.insertNotice(
        { title: toJson(body.title), content: toJson(body.content), status: NOTICE_STATUS.draft, published_at: null, staff_id: staffId, created_at: now, updated_at: now },
        tx,
      );
      await writeAudit(tx, { staffId, action: 'create', entity: 'notice', entityId: id, after: { title: body.title, content: body.content, status: NOTICE_STATUS.draft }, at: now });
      return id;
    });
    return this.staffGet(id);
  }

  // Editing a published notice changes what members read at once (it keeps its publication time).
  async update(staffId: number, body: NoticeInput & { id: number }): Promise<StaffNotice> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.findNotice(body.id, tx);
      if (!row || !(await this.repo.moveNotice(body.id, NOTICE_STATUSES, { title: toJson(body.title), content: toJson(body.content), staff_id: staffId, updated_at: now }, tx))) {
        throw new AppError('NOTICE_NOT_FOUND');
      }
      const change = changedFields({ title: texts(row.title), content: texts(row.content) }, { title: body.title, content: body.content });
      if (change) await writeAudit(tx, { staffId, action: 'update', entity: 'notice', entityId: body.id, ...change, at: now });
    });
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
      const row = await this.repo.findNotice(id, tx);
      if (!row) throw new AppError('NOTICE_NOT_FOUND');
      const change = to === NOTICE_STATUS.published ? { status: to, published_at: now } : { status: to };
      if (!(await this.repo.moveNotice(id, from, { ...change, staff_id: staffId, updated_at: now }, tx))) return false;
      const action = to === NOTICE_STATUS.published ? 'publish' : 'withdraw';
      await writeAudit(tx, { staffId, action, entity: 'notice', entityId: id, before: { status: row.status }, after: { status: to }, at: now });
      return true;
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
    const id = await inTransaction(this.db, async (tx) => {
      const id = await this.repo.insertBanner({ ...this.bannerRow(body), staff_id: staffId, created_at: now, updated_at: now }, tx);
      await writeAudit(tx, { staffId, action: 'create', entity: 'banner', entityId: id, after: bannerFields(body), at: now });
      return id;
    });
    return this.staffBanner(id);
  }

  async updateBanner(staffId: number, body: BannerInput & { id: number }): Promise<StaffBanner> {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.findBanner(body.id, tx);
      if (!row || !(await this.repo.updateBanner(body.id, { ...this.bannerRow(body), staff_id: staffId, updated_at: now }, tx))) throw new AppError('BANNER_NOT_FOUND');
      const change = changedFields(bannerFields(staffBanner(row)), bannerFields(body));
      if (change) await writeAudit(tx, { staffId, action: 'update', entity: 'banner', entityId: body.id, ...change, at: now });
    });
    return this.staffBanner(body.id);
  }

  async deleteBanner(staffId: number, id: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const row = await this.repo.findBanner(id, tx);
      if (!row || !(await this.repo.deleteBanner(id, tx))) throw new AppError('BANNER_NOT_FOUND');
      await writeAudit(tx, { staffId, action: 'delete', entity: 'banner', entityId: id, before: bannerFields(staffBanner(row)) });
    });
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
