import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CursorPage } from '@portal/contracts/cursor';
import {
  GIFT_EXCHANGE_METHODS,
  GIFT_EXCHANGE_STATUS,
  GIFT_EXCHANGE_STATUSES,
  GIFT_EXCHANGE_STEPS,
  GIFT_STATUS,
  GIFT_STATUSES,
  exchangeCost,
  expectedDispatch,
  localizedText,
  stepStartsFrom,
  type activitySaveBody,
  type ActivityDetail,
  type ExchangeItem,
  type ExchangePageQuery,
  type exchangeStepBody,
  type GiftDetail,
  type GiftItem,
  type GiftOutlet,
  type GiftRedeemInput,
  type giftSaveBody,
  type GiftChoice,
  type GiftStatus,
  type outletSaveBody,
  type RedeemResult,
  type StaffExchangePageQuery,
} from '@portal/contracts/gifts';
import type { ErrorName } from '@portal/contracts/errors';
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts/locale';
import type { MessageTemplate } from '@portal/contracts/messages';
import { POINT_OPERATION } from '@portal/contracts/points';
import { statusIn } from '@portal/contracts/statuses';
import { inTransaction, type Executor } from '../../db/executor.js';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import type { GiftActivityRow, GiftOutletRow, GiftRow } from '../../db/tables/gifts.js';
import { fromJson, isUniqueViolation, nowIso, toCount, toIso, toJson } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields, writeAudit } from '../audit/audit.js';
import type { FileService } from '../files/file.service.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { PointLedger } from '../points/point-ledger.js';
import { memberSystemView } from '../system/member-system.service.js';
import type { SystemRepository } from '../system/system.repository.js';
import type { ExchangeFilter, ExchangeRow, GiftRepository } from './gift.repository.js';

type GiftSaveInput = z.output<typeof giftSaveBody>;
type OutletSaveInput = z.output<typeof outletSaveBody>;
type ActivitySaveInput = z.output<typeof activitySaveBody>;
type StepInput = z.output<typeof exchangeStepBody>;

// What members see in the catalogue: offered gifts, out-of-stock ones greyed.
const OFFERED: readonly GiftStatus[] = [GIFT_STATUS.available, GIFT_STATUS.outOfStock];

function exchangeNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `GE${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

// The expected dispatch as a message parameter, the same in every language: a day for
// "within a week", a month for "next month".
function dispatchParam(redeemedAt: Date): string {
  const expected = expectedDispatch(redeemedAt);
  return expected.rule === 'withinWeek' ? expected.date : expected.date.slice(0, 7);
}

// Gift exchange (docs/points-and-gifts.md "Gifts"). A redemption is one transaction: the stock
// (conditional UPDATE), the record, the ledger debit (conditional UPDATE, POINTS_INSUFFICIENT)
// and the member's message commit together or not at all. Idempotent with an Idempotency-Key
// (the orders' and refunds' mechanism: the key and a SHA-256 of the parsed form stored on the
// record, unique per member). Staff steps move a redemption with a conditional update against
// its expected statuses and tell the member in the same transaction.
export class GiftService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: GiftRepository,
    private readonly deps: { system: SystemRepository; pointLedger: PointLedger; notifications: NotificationService; files: FileService },
  ) {}

  // ---------- member ----------

  async page(query: { pageSize: number; cursor?: string | undefined }, locale: Locale): Promise<CursorPage<GiftItem>> {
    const { rows, nextCursor, count } = await this.repo.giftPage({ statuses: OFFERED }, query.pageSize, decodeCursor(query.cursor));
    return { list: rows.map((r) => toGift(r, locale)), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  async get(memberId: number, id: number, locale: Locale): Promise<GiftDetail> {
    const [gift, outlets, balance] = await Promise.all([this.repo.gift(id), this.repo.outlets(true), this.deps.pointLedger.balance(this.db, memberId)]);
    if (!gift || gift.status === GIFT_STATUS.withdrawn) throw new AppError('GIFT_NOT_FOUND');
    return { ...toGift(gift, locale), outlets: outlets.map((o) => toOutlet(o, locale)), availablePoints: balance.available };
  }

  async redeem(memberId: number, body: GiftRedeemInput, key: string | undefined, locale: Locale): Promise<RedeemResult> {
    const hash = key ? createHash('sha256').update(JSON.stringify(body)).digest('hex') : null;
    if (key) {
      const prior = await this.repo.exchangeByKey(memberId, key);
      if (prior) return this.replay(memberId, prior, hash, locale);
    }
    const member = await this.repo.memberAreaCode(memberId);
    const view = await memberSystemView(this.deps.system, member?.area_code ?? '', locale);
    if (!view.show) throw new AppError('GIFT_MEMBER_SYSTEM_OFF');
    const [gift, outlet] = await Promise.all([this.repo.gift(body.giftId), this.repo.outlet(body.outletId)]);
    if (!gift || gift.status === GIFT_STATUS.withdrawn) throw new AppError('GIFT_NOT_FOUND');
    if (!outlet || outlet.status !== 0 || outlet.method !== body.method) throw new AppError('GIFT_OUTLET_UNAVAILABLE');

    for (let attempt = 1; ; attempt++) {
      try {
        const done = await inTransaction(this.db, async (tx) => {
          const now = new Date();
          const at = now.toISOString();
          const taken = await this.repo.takeStock(gift.id, body.quantity, at, tx);
          if (!taken) throw new AppError((await this.repo.gift(gift.id, tx))?.status === GIFT_STATUS.withdrawn ? 'GIFT_NOT_FOUND' : 'GIFT_OUT_OF_STOCK');
          // The price as it stands when the stock is taken (the row is locked until commit).
          const unitPoints = toCount(taken.points);
          const outletPoints = toCount(outlet.pickup_points);
          const total = exchangeCost(unitPoints, body.quantity, outletPoints);
          const number = exchangeNo(now);
          const id = await this.repo.insertExchange(
            {
              exchange_no: number,
              member_id: memberId,
              gift_id: gift.id,
              quantity: body.quantity,
              unit_points: unitPoints,
              outlet_points: outletPoints,
              total_points: total,
              method: body.method,
              outlet_id: outlet.id,
              recipient: body.recipient,
              area_code: body.areaCode,
              phone: body.phone,
              address: body.address ?? null,
              remark: body.remark ?? null,
              status: GIFT_EXCHANGE_STATUS.awaitingDispatch,
              courier_no: null,
              courier_company: null,
              delivery_date: null,
              staff_id: null,
              idempotency_key: key ?? null,
              idempotency_hash: hash,
              created_at: at,
              updated_at: at,
            },
            tx,
          );
          const balance = await this.deps.pointLedger.debit(tx, {
            memberId,
            amount: total,
            operation: POINT_OPERATION.giftRedemption,
            reason: `Gift redemption ${number}`,
            detail: number,
            sourceKey: `gift-exchange:${id}`,
          });
          await this.deps.notifications.record(
            memberId,
            {
              type: 'reminder',
              template: 'gift.redeemed',
              params: { gift: localizedText(giftNames(gift), locale), quantity: String(body.quantity), points: String(total), exchangeNo: number, dispatch: dispatchParam(now) },
            },
            tx,
          );
          return { id, available: balance?.available ?? 0 };
        });
        await this.deps.notifications.deliverSoon();
        const row = (await this.repo.exchange(done.id, memberId))!;
        return { exchange: toExchange(row, locale), availablePoints: done.available };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = error instanceof Error ? error.message : '';
        if (message.includes('exchange_no') && attempt < 3) continue;
        // The same key raced in from a second call: answer what that call made.
        const prior = key ? await this.repo.exchangeByKey(memberId, key) : undefined;
        if (prior) return this.replay(memberId, prior, hash, locale);
        if (attempt < 3) continue;
        throw error;
      }
    }
  }

  private async replay(memberId: number, prior: ExchangeRow, hash: string | null, locale: Locale): Promise<RedeemResult> {
    if (prior.idempotency_hash !== hash) throw new AppError('GIFT_IDEMPOTENCY_MISMATCH');
    const balance = await this.deps.pointLedger.balance(this.db, memberId);
    return { exchange: toExchange(prior, locale), availablePoints: balance.available };
  }

  async exchangePage(memberId: number, query: ExchangePageQuery, locale: Locale): Promise<CursorPage<ExchangeItem>> {
    return this.listExchanges({ memberId, status: query.status }, query, locale);
  }

  async exchangeGet(memberId: number, id: number, locale: Locale): Promise<ExchangeItem> {
    const row = await this.repo.exchange(id, memberId);
    if (!row) throw new AppError('GIFT_EXCHANGE_NOT_FOUND');
    return toExchange(row, locale);
  }

  async activities(locale: Locale) {
    return (await this.repo.activities(true)).map((a) => {
      const { content: _content, ...rest } = toActivity(a, locale);
      return rest;
    });
  }

  async activity(id: number, locale: Locale): Promise<ActivityDetail> {
    const row = await this.repo.activity(id);
    if (!row || row.status !== 0) throw new AppError('GIFT_ACTIVITY_NOT_FOUND');
    return toActivity(row, locale);
  }

  // ---------- staff ----------

  async staffGiftPage(query: { pageSize: number; cursor?: string | undefined; status?: GiftStatus | undefined }, locale: Locale) {
    const statuses = query.status === undefined ? GIFT_STATUSES : [query.status];
    const { rows, nextCursor, count } = await this.repo.giftPage({ statuses }, query.pageSize, decodeCursor(query.cursor));
    return { list: rows.map((r) => toStaffGift(r, locale)), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  async saveGift(staffId: number, body: GiftSaveInput, locale: Locale) {
    // Uploaded pictures must be catalogue pictures; site paths and https addresses pass.
    const pictures = await this.deps.files.requireCatalogueImages(body.images, 'images');
    const now = nowIso();
    const values = {
      name_zh: body.name.zh_CN,
      name_en: body.name.en_US,
      name_fr: body.name.fr_FR ?? null,
      description_zh: body.description.zh_CN ?? null,
      description_en: body.description.en_US ?? null,
      description_fr: body.description.fr_FR ?? null,
      images: toJson(body.images),
      points: body.points,
      sort: body.sort,
      updated_at: now,
    };
    // A new gift has no stock yet: staff add it with the stock call.
    const created = { stock: 0, status: GIFT_STATUS.outOfStock };
    const id = await this.saveAudited(staffId, 'gift', body.id, values, {
      created,
      find: (id, tx) => this.repo.gift(id, tx),
      insert: async (tx) => {
        await this.deps.files.markUsed(pictures, tx);
        return this.repo.insertGift({ ...values, ...created, created_at: now }, tx);
      },
      update: async (id, tx) => {
        await this.deps.files.markUsed(pictures, tx);
        return this.repo.updateGift(id, values, tx);
      },
      notFound: 'GIFT_NOT_FOUND',
    });
    return toStaffGift((await this.repo.gift(id))!, locale);
  }

  // The stock before is the stock after less the change (the row is locked by the update from
  // then until commit, so a redemption at the same moment is on one side of it).
  async changeStock(staffId: number, id: number, delta: number, locale: Locale) {
    const now = nowIso();
    const gift = await inTransaction(this.db, async (tx) => {
      const was = await this.repo.gift(id, tx);
      if (!was) throw new AppError('GIFT_NOT_FOUND');
      if (!(await this.repo.changeStock(id, delta, now, tx))) throw new AppError('GIFT_STOCK_NEGATIVE');
      const row = (await this.repo.gift(id, tx))!;
      const stock = toCount(row.stock);
      await writeAudit(tx, { staffId, action: 'stock', entity: 'gift', entityId: id, before: { stock: stock - delta, status: was.status }, after: { stock, status: row.status }, at: now });
      return row;
    });
    return toStaffGift(gift, locale);
  }

  // Withdraw, or offer again (out of stock when there is none).
  async setWithdrawn(staffId: number, id: number, withdrawn: boolean, locale: Locale) {
    const now = nowIso();
    await inTransaction(this.db, async (tx) => {
      const gift = await this.repo.gift(id, tx);
      if (!gift) throw new AppError('GIFT_NOT_FOUND');
      const status = withdrawn ? GIFT_STATUS.withdrawn : toCount(gift.stock) > 0 ? GIFT_STATUS.available : GIFT_STATUS.outOfStock;
      await this.repo.updateGift(id, { status, updated_at: now }, tx);
      if (status !== gift.status) {
        await writeAudit(tx, { staffId, action: withdrawn ? 'withdraw' : 'offer', entity: 'gift', entityId: id, before: { status: gift.status }, after: { status }, at: now });
      }
    });
    return toStaffGift((await this.repo.gift(id))!, locale);
  }

  async staffOutlets(locale: Locale) {
    return (await this.repo.outlets(false)).map((o) => toStaffOutlet(o, locale));
  }

  async saveOutlet(staffId: number, body: OutletSaveInput, locale: Locale) {
    const now = nowIso();
    const values = {
      name_zh: body.name.zh_CN,
      name_en: body.name.en_US,
      name_fr: body.name.fr_FR ?? null,
      city: body.city,
      address: body.address,
      phone: body.phone,
      method: body.method,
      pickup_points: body.pickupPoints,
      status: body.enabled ? (0 as const) : (1 as const),
      sort: body.sort,
      updated_at: now,
    };
    const id = await this.saveAudited(staffId, 'giftOutlet', body.id, values, {
      find: (id, tx) => this.repo.outlet(id, tx),
      insert: (tx) => this.repo.insertOutlet({ ...values, created_at: now }, tx),
      update: (id, tx) => this.repo.updateOutlet(id, values, tx),
      notFound: 'GIFT_OUTLET_NOT_FOUND',
    });
    return toStaffOutlet((await this.repo.outlet(id))!, locale);
  }

  async staffActivities(locale: Locale) {
    return (await this.repo.activities(false)).map((a) => toStaffActivity(a, locale));
  }

  async saveActivity(staffId: number, body: ActivitySaveInput, locale: Locale) {
    const now = nowIso();
    const values = {
      title_zh: body.title.zh_CN,
      title_en: body.title.en_US,
      title_fr: body.title.fr_FR ?? null,
      content_zh: body.content.zh_CN ?? null,
      content_en: body.content.en_US ?? null,
      content_fr: body.content.fr_FR ?? null,
      image: body.image ?? null,
      gift_id: body.giftId ?? null,
      start_date: body.startDate ?? null,
      end_date: body.endDate ?? null,
      status: body.enabled ? (0 as const) : (1 as const),
      updated_at: now,
    };
    if (values.gift_id !== null && !(await this.repo.gift(values.gift_id))) throw new AppError('GIFT_NOT_FOUND');
    const id = await this.saveAudited(staffId, 'giftActivity', body.id, values, {
      find: (id, tx) => this.repo.activity(id, tx),
      insert: (tx) => this.repo.insertActivity({ ...values, created_at: now }, tx),
      update: (id, tx) => this.repo.updateActivity(id, values, tx),
      notFound: 'GIFT_ACTIVITY_NOT_FOUND',
    });
    return toStaffActivity((await this.repo.activity(id))!, locale);
  }

  async staffExchangePage(query: StaffExchangePageQuery, locale: Locale) {
    const { memberId, status, keyword, giftId, dateFrom, dateTo } = query;
    return this.listExchanges({ memberId, status, keyword, giftId, dateFrom, dateTo }, query, locale);
  }

  async giftChoices(locale: Locale): Promise<GiftChoice[]> {
    return (await this.repo.giftNames()).map((g) => ({ id: g.id, name: localizedText(giftNames(g), locale), status: statusIn(GIFT_STATUSES, g.status) }));
  }

  async staffExchangeGet(id: number, locale: Locale) {
    const row = await this.repo.exchange(id);
    if (!row) throw new AppError('GIFT_EXCHANGE_NOT_FOUND');
    return { ...toExchange(row, locale), memberId: row.member_id, memberMobile: row.member_mobile };
  }

  // A staff step (dispatch, ready for pickup, complete), told to the member in the same
  // transaction; GIFT_EXCHANGE_STEP_NOT_ALLOWED when the redemption is not where the step
  // starts (or another staff member moved it first).
  async step(staffId: number, body: StepInput, locale: Locale) {
    const row = await this.repo.exchange(body.id);
    if (!row) throw new AppError('GIFT_EXCHANGE_NOT_FOUND');
    const step = GIFT_EXCHANGE_STEPS[body.step];
    const dispatch = body.step === 'dispatch';
    const template: MessageTemplate = dispatch ? 'gift.dispatched' : body.step === 'ready' ? 'gift.readyForPickup' : 'gift.completed';
    const moved = await inTransaction(this.db, async (tx) => {
      const ok = await this.repo.moveExchange(
        row.id,
        stepStartsFrom(body.step, statusIn(GIFT_EXCHANGE_METHODS, row.method)),
        {
          status: step.to,
          ...(dispatch ? { courier_no: body.courierNo ?? null, courier_company: body.courierCompany ?? null, delivery_date: body.deliveryDate ?? null } : {}),
          staff_id: staffId,
          updated_at: nowIso(),
        },
        tx,
      );
      if (!ok) return false;
      const after = dispatch ? { status: step.to, courierNo: body.courierNo ?? null, courierCompany: body.courierCompany ?? null, deliveryDate: body.deliveryDate ?? null } : { status: step.to };
      await writeAudit(tx, { staffId, action: body.step, entity: 'giftExchange', entityId: row.id, before: { status: row.status }, after });
      const memberLocale = (await this.repo.memberLocale(row.member_id, tx)) ?? DEFAULT_LOCALE;
      await this.notify(row, memberLocale, template, body, tx);
      return true;
    });
    if (!moved) throw new AppError('GIFT_EXCHANGE_STEP_NOT_ALLOWED');
    await this.deps.notifications.deliverSoon();
    return this.staffExchangeGet(row.id, locale);
  }

  // ---------- shared ----------

  // Creates (no id) or changes one catalogue row and writes its audit row in one transaction:
  // the new row's fields, or those the change altered as they were and became.
  private saveAudited(
    staffId: number,
    entity: 'gift' | 'giftOutlet' | 'giftActivity',
    id: number | undefined,
    values: Record<string, unknown> & { updated_at: string },
    ops: {
      created?: Record<string, unknown>;
      find: (id: number, tx: Executor) => Promise<object | undefined>;
      insert: (tx: Executor) => Promise<number>;
      update: (id: number, tx: Executor) => Promise<boolean>;
      notFound: ErrorName;
    },
  ): Promise<number> {
    const { updated_at: at, ...fields } = values;
    return inTransaction(this.db, async (tx) => {
      if (id === undefined) {
        const created = await ops.insert(tx);
        await writeAudit(tx, { staffId, action: 'create', entity, entityId: created, after: { ...fields, ...ops.created }, at });
        return created;
      }
      const row = await ops.find(id, tx);
      if (!row || !(await ops.update(id, tx))) throw new AppError(ops.notFound);
      const change = changedFields(fieldsLike(row as Record<string, unknown>, fields), fields);
      if (change) await writeAudit(tx, { staffId, action: 'update', entity, entityId: id, ...change, at });
      return id;
    });
  }

  private notify(row: ExchangeRow, memberLocale: Locale, template: MessageTemplate, body: StepInput, tx: Executor) {
    const names = { zh_CN: row.gift_name_zh, en_US: row.gift_name_en, fr_FR: row.gift_name_fr };
    const outlet = { zh_CN: row.outlet_name_zh, en_US: row.outlet_name_en, fr_FR: row.outlet_name_fr };
    return this.deps.notifications.record(
      row.member_id,
      {
        type: 'delivery',
        template,
        params: {
          gift: localizedText(names, memberLocale),
          exchangeNo: row.exchange_no,
          outlet: `${localizedText(outlet, memberLocale)} (${row.outlet_address})`,
          courierNo: body.courierNo ?? '-',
          courierCompany: body.courierCompany ?? '-',
          deliveryDate: body.deliveryDate ?? '-',
        },
      },
      tx,
    );
  }

  private async listExchanges(filter: ExchangeFilter, query: ExchangePageQuery, locale: Locale) {
    const { rows, nextCursor, count } = await this.repo.exchangePage(filter, query.pageSize, decodeCursor(query.cursor));
    const list = rows.map((row) => ({ ...toExchange(row, locale), memberId: row.member_id, memberMobile: row.member_mobile }));
    return { list, nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }
}

// A stored row's values of the fields given, numbers as numbers (PostgreSQL reads a bigint as
// a string): what the row was, in the form of what it becomes.
function fieldsLike(row: Record<string, unknown>, like: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map((key) => [key, typeof like[key] === 'number' && row[key] != null ? Number(row[key]) : row[key]]));
}

function giftNames(gift: Pick<GiftRow, 'name_zh' | 'name_en' | 'name_fr'>) {
  return { zh_CN: gift.name_zh, en_US: gift.name_en, fr_FR: gift.name_fr };
}

function toGift(row: GiftRow, locale: Locale): GiftItem {
  return {
    id: row.id,
    name: localizedText(giftNames(row), locale),
    description: localizedText({ zh_CN: row.description_zh, en_US: row.description_en, fr_FR: row.description_fr }, locale),
    images: fromJson<string[]>(row.images, []),
    points: toCount(row.points),
    stock: toCount(row.stock),
    status: statusIn(GIFT_STATUSES, row.status),
  };
}

function toStaffGift(row: GiftRow, locale: Locale) {
  return {
    ...toGift(row, locale),
    nameTexts: { zh_CN: row.name_zh, en_US: row.name_en, fr_FR: row.name_fr },
    descriptionTexts: { zh_CN: row.description_zh, en_US: row.description_en, fr_FR: row.description_fr },
    sort: row.sort,
  };
}

function toStaffOutlet(row: GiftOutletRow, locale: Locale) {
  return { ...toOutlet(row, locale), nameTexts: { zh_CN: row.name_zh, en_US: row.name_en, fr_FR: row.name_fr }, enabled: row.status === 0, sort: row.sort };
}

function toStaffActivity(row: GiftActivityRow, locale: Locale) {
  return {
    ...toActivity(row, locale),
    titleTexts: { zh_CN: row.title_zh, en_US: row.title_en, fr_FR: row.title_fr },
    contentTexts: { zh_CN: row.content_zh, en_US: row.content_en, fr_FR: row.content_fr },
    enabled: row.status === 0,
  };
}

function toOutlet(row: GiftOutletRow, locale: Locale): GiftOutlet {
  return {
    id: row.id,
    name: localizedText({ zh_CN: row.name_zh, en_US: row.name_en, fr_FR: row.name_fr }, locale),
    city: row.city,
    address: row.address,
    phone: row.phone,
    method: statusIn(GIFT_EXCHANGE_METHODS, row.method),
    pickupPoints: toCount(row.pickup_points),
  };
}

function toActivity(row: GiftActivityRow, locale: Locale): ActivityDetail {
  return {
    id: row.id,
    title: localizedText({ zh_CN: row.title_zh, en_US: row.title_en, fr_FR: row.title_fr }, locale),
    content: localizedText({ zh_CN: row.content_zh, en_US: row.content_en, fr_FR: row.content_fr }, locale),
    image: row.image,
    giftId: row.gift_id === null ? null : Number(row.gift_id),
    startDate: row.start_date,
    endDate: row.end_date,
  };
}

function toExchange(row: ExchangeRow, locale: Locale): ExchangeItem {
  const images = fromJson<string[]>(row.gift_images, []);
  return {
    id: row.id,
    exchangeNo: row.exchange_no,
    giftId: Number(row.gift_id),
    giftName: localizedText({ zh_CN: row.gift_name_zh, en_US: row.gift_name_en, fr_FR: row.gift_name_fr }, locale),
    giftImage: images[0] ?? null,
    quantity: row.quantity,
    unitPoints: toCount(row.unit_points),
    outletPoints: toCount(row.outlet_points),
    totalPoints: toCount(row.total_points),
    method: statusIn(GIFT_EXCHANGE_METHODS, row.method),
    outlet: {
      id: Number(row.outlet_id),
      name: localizedText({ zh_CN: row.outlet_name_zh, en_US: row.outlet_name_en, fr_FR: row.outlet_name_fr }, locale),
      city: row.outlet_city,
      address: row.outlet_address,
      phone: row.outlet_phone,
    },
    recipient: row.recipient,
    areaCode: row.area_code,
    phone: row.phone,
    address: row.address,
    remark: row.remark,
    status: statusIn(GIFT_EXCHANGE_STATUSES, row.status),
    expectedDispatch: expectedDispatch(new Date(toIso(row.created_at))),
    courierNo: row.courier_no,
    courierCompany: row.courier_company,
    deliveryDate: row.delivery_date,
    createTime: toIso(row.created_at),
    updateTime: toIso(row.updated_at),
  };
}
