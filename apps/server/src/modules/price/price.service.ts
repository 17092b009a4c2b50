import type { Kysely } from 'kysely';
import { convertMinor } from '@portal/contracts/ecash';
import {
  DEFAULT_VOLUMETRIC_DIVISOR,
  PRICE_LINE_CATEGORIES,
  PRODUCT_CATEGORIES,
  type PriceBasis,
  type PriceCheckBody,
  type PriceCheckResult,
  type PriceLineAuditEntry,
  type PriceLineBody,
  type PriceLineCategory,
  type PriceLineHistoryQuery,
  type PriceLineItem,
  type PriceLinePageQuery,
  type PriceQuote,
  type ProductItem,
  type ProductPageQuery,
  type SurchargeMode,
} from '@portal/contracts/price';
import { STATUS_DISABLED, STATUS_ENABLED, TRANSPORT_TYPES, type TransportType } from '@portal/contracts/system';
import type { CursorPage } from '@portal/contracts/cursor';
import { decodeCursor } from '../../db/keyset.js';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { fromJson, isUniqueViolation, nowIso, toBool, toIso } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { EcashService } from '../ecash/ecash.service.js';
import { FigureTooLarge, priceOn, shipmentOf } from './price-formula.js';
import type { PriceRepository } from './price.repository.js';

type LineRow = NonNullable<Awaited<ReturnType<PriceRepository['line']>>>;
type SurchargeRow = Awaited<ReturnType<PriceRepository['surcharges']>>[number];
type ProductRow = NonNullable<Awaited<ReturnType<PriceRepository['product']>>>;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

// Price check (docs/price-check.md): products, quotes on the price lines of the open routes
// between two cities, and the staff's upkeep of those lines (role finance).
export class PriceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: PriceRepository,
    private readonly deps: { ecash: EcashService },
  ) {}

  async productPage(query: ProductPageQuery): Promise<{ list: ProductItem[]; total: number }> {
    const { rows, total } = await this.repo.productPage(query);
    return { list: await this.toProducts(rows), total };
  }

  async product(id: number): Promise<ProductItem> {
    const row = await this.repo.product(id);
    if (!row) throw new AppError('PRICE_PRODUCT_NOT_FOUND');
    const [product] = await this.toProducts([row]);
    return product!;
  }

  private async toProducts(rows: ProductRow[]): Promise<ProductItem[]> {
    const idsOf = (row: ProductRow) => fromJson<number[]>(row.attr_ids, []);
    const attrs = new Map((await this.repo.attrs([...new Set(rows.flatMap(idsOf))])).map((a) => [a.id, a]));
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      category: oneOf(PRODUCT_CATEGORIES, row.category, 'general'),
      nameZh: row.name_zh,
      nameEn: row.name_en,
      nameFr: row.name_fr,
      attrs: idsOf(row).flatMap((id) => {
        const a = attrs.get(id);
        return a ? [{ id: a.id, code: a.code, nameZh: a.name_zh, nameEn: a.name_en, nameFr: a.name_fr, restricted: toBool(a.restricted) }] : [];
      }),
    }));
  }

  // Every open, priced route between the two cities for the product: one quote each, cheapest
  // first. A route with a line for the product's category uses it instead of its 'all' line;
  // a product with a restricted attribute goes only on channels that accept restricted goods.
  async check(input: PriceCheckBody): Promise<PriceCheckResult> {
    const product = await this.product(input.productId);
    const categories: PriceLineCategory[] = ['all', product.category];
    const rows = await this.repo.matchingLines({ ...input, categories });
    const restricted = product.attrs.some((a) => a.restricted);
    const byRoute = new Map<number, LineRow>();
    for (const row of rows) {
      if (restricted && row.channel_id !== null && !toBool(row.c_accepts_restricted)) continue;
      const held = byRoute.get(row.route_id);
      if (!held || held.category === 'all') byRoute.set(row.route_id, row);
    }
    if (byRoute.size === 0) throw new AppError('PRICE_NO_LINE');

    const lines = [...byRoute.values()];
    const surcharges = await this.repo.surcharges(lines.map((l) => l.id));
    const attrIds = new Set(product.attrs.map((a) => a.id));
    const rates = input.quoteCurrency ? await this.deps.ecash.inEffect() : undefined;
    const target = input.quoteCurrency ? rates?.get(input.quoteCurrency) : undefined;
    if (input.quoteCurrency && !target) throw new FieldsError([{ field: 'quoteCurrency', rule: 'v.price.quoteCurrency.unrated' }]);
    let quotes: PriceQuote[];
    try {
      const shipment = shipmentOf(input);
      quotes = lines.map((line) => {
        const quote = this.quote(line, surcharges.filter((s) => s.line_id === line.id && attrIds.has(s.attr_id)), shipment);
        const own = rates?.get(quote.currency.code);
        if (!target || !own) return quote;
        // The line's total at the e-cash rates in effect (docs/price-check.md, "Quote currency").
        const total = convertMinor(quote.total, own, target);
        if (!Number.isSafeInteger(total)) throw new FigureTooLarge();
        const currency = { code: target.currencyCode, symbol: target.symbol, digits: target.digits };
        return { ...quote, converted: { currency, total, ecashRate: target.ecashRate, lineEcashRate: own.ecashRate } };
      });
    } catch (error) {
      if (error instanceof FigureTooLarge) throw new AppError('PRICE_TOO_LARGE');
      throw error;
    }
    quotes.sort((a, b) => a.total - b.total || a.routeId - b.routeId);
    return { quotes };
  }

  private quote(line: LineRow, surcharges: SurchargeRow[], shipment: ReturnType<typeof shipmentOf>): PriceQuote {
    const modes = surcharges.map((s) => ({ mode: s.mode as SurchargeMode, amount: s.amount }));
    const price = priceOn(shipment, {
      basis: line.basis as PriceBasis,
      rate: line.rate,
      minimumCharge: line.minimum_charge,
      volumetricDivisor: line.volumetric_divisor,
      surcharges: modes,
    });
    return {
      ...lineTerms(line),
      lineId: line.id,
      actualWeight: shipment.actualWeight,
      volume: shipment.volume,
      volumetricWeight: price.volumetricWeight,
      chargeableWeight: price.chargeableWeight,
      chargeableVolume: price.chargeableVolume,
      freight: price.freight,
      minimumApplied: price.minimumApplied,
      surcharges: surcharges.map((s, i) => ({
        id: s.attr_id,
        code: s.code,
        nameZh: s.name_zh,
        nameEn: s.name_en,
        nameFr: s.name_fr,
        mode: s.mode as SurchargeMode,
        amount: s.amount,
        total: price.surchargeTotals[i]!,
      })),
      total: price.total,
      currency: { code: line.currency_code, symbol: line.cur_symbol, digits: line.cur_digits },
      converted: null,
      transitDaysMin: line.transit_days_min,
      transitDaysMax: line.transit_days_max,
    };
  }

  // Staff (role finance).

  async linePage(query: PriceLinePageQuery): Promise<{ list: PriceLineItem[]; total: number }> {
    const { rows, total } = await this.repo.linePage({ ...query, offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });
    const surcharges = await this.repo.surcharges(rows.map((r) => r.id));
    return { list: rows.map((row) => lineItem(row, surcharges)), total };
  }

  async createLine(body: PriceLineBody, staffId: number): Promise<number> {
    const transportType = await this.checkReferences(body);
    const now = nowIso();
    try {
      return await inTransaction(this.db, async (tx) => {
        const id = await this.repo.insertLine({ ...lineColumns(body, transportType, staffId, now), created_by: staffId, created_at: now }, tx);
        await this.repo.replaceSurcharges(id, surchargeColumns(body), tx);
        const after = await this.snapshot(id, tx);
        await writeAudit(tx, { staffId, action: 'create', entity: 'priceLine', entityId: id, after, at: now });
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PRICE_LINE_DUPLICATE');
      throw error;
    }
  }

  async updateLine(id: number, body: PriceLineBody, staffId: number): Promise<void> {
    const transportType = await this.checkReferences(body);
    const now = nowIso();
    try {
      await inTransaction(this.db, async (tx) => {
        const before = await this.snapshot(id, tx);
        if (!(await this.repo.updateLine(id, lineColumns(body, transportType, staffId, now), tx))) throw new AppError('PRICE_LINE_NOT_FOUND');
        await this.repo.replaceSurcharges(id, surchargeColumns(body), tx);
        const after = await this.snapshot(id, tx);
        await writeAudit(tx, { staffId, action: 'update', entity: 'priceLine', entityId: id, before, after, at: now });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PRICE_LINE_DUPLICATE');
      throw error;
    }
  }

  async deleteLine(id: number, staffId: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const before = await this.snapshot(id, tx);
      await this.repo.replaceSurcharges(id, [], tx);
      if (!(await this.repo.deleteLine(id, tx))) throw new AppError('PRICE_LINE_NOT_FOUND');
      await writeAudit(tx, { staffId, action: 'delete', entity: 'priceLine', entityId: id, before });
    });
  }

  // Who changed a line, what and when (the audit rows written with each change), newest first.
  async lineHistory(query: PriceLineHistoryQuery): Promise<CursorPage<PriceLineAuditEntry>> {
    const after = decodeCursor(query.cursor);
    const { rows, nextCursor } = await this.repo.audits(query.id, query.pageSize, after);
    if (!after && rows.length === 0 && !(await this.repo.lineExists(query.id))) throw new AppError('PRICE_LINE_NOT_FOUND');
    const list = rows.map((r) => ({
      id: r.id,
      lineId: r.entity_id,
      action: r.action as PriceLineAuditEntry['action'],
      staffId: r.staff_id,
      staffName: r.staff_name,
      before: r.before === null ? null : fromJson<PriceLineItem | null>(r.before, null),
      after: r.after === null ? null : fromJson<PriceLineItem | null>(r.after, null),
      time: toIso(r.created_at),
    }));
    return { list, nextCursor, total: null, totalCapped: false };
  }

  // The line as staff see it, for the audit trail (null when it does not exist).
  private async snapshot(id: number, tx: Parameters<PriceRepository['line']>[1]): Promise<PriceLineItem | null> {
    const row = await this.repo.line(id, tx);
    if (!row) return null;
    return lineItem(row, await this.repo.surcharges([id], tx));
  }

  // The route's transport type, once the route, currency and attributes are known to exist.
  private async checkReferences(body: PriceLineBody): Promise<TransportType> {
    const [route, currency, attrs] = await Promise.all([
      this.repo.route(body.routeId),
      this.repo.currencyExists(body.currency),
      this.repo.attrs(body.surcharges.map((s) => s.attrId)),
    ]);
    if (!route) throw new AppError('PRICE_LINE_ROUTE_NOT_FOUND');
    if (!currency) throw new AppError('PRICE_LINE_CURRENCY_UNKNOWN');
    if (attrs.length !== body.surcharges.length) throw new AppError('PRICE_LINE_ATTR_UNKNOWN');
    return oneOf(TRANSPORT_TYPES, route.transport_type, '1');
  }
}

function lineColumns(body: PriceLineBody, transportType: TransportType, staffId: number, now: string) {
  return {
    route_id: body.routeId,
    category: body.category,
    basis: body.basis,
    rate: body.rate,
    minimum_charge: body.minimumCharge,
    currency_code: body.currency,
    volumetric_divisor: body.volumetricDivisor ?? DEFAULT_VOLUMETRIC_DIVISOR[transportType],
    status: body.enabled ? STATUS_ENABLED : STATUS_DISABLED,
    updated_by: staffId,
    updated_at: now,
  };
}

function surchargeColumns(body: PriceLineBody) {
  return body.surcharges.map((s) => ({ attr_id: s.attrId, mode: s.mode, amount: s.amount }));
}

// A line's terms on its route, as quotes and the staff list show them.
function lineTerms(line: LineRow) {
  return {
    category: oneOf(PRICE_LINE_CATEGORIES, line.category, 'all'),
    basis: line.basis as PriceBasis,
    rate: line.rate,
    volumetricDivisor: line.volumetric_divisor,
    minimumCharge: line.minimum_charge,
    routeId: line.route_id,
    transportType: oneOf(TRANSPORT_TYPES, line.transport_type, '1'),
    channel:
      line.channel_id === null
        ? null
        : { id: line.channel_id, code: line.c_code ?? '', nameZh: line.c_name_zh ?? '', nameEn: line.c_name_en ?? '', nameFr: line.c_name_fr ?? '' },
    startWarehouse: { id: line.s_id, code: line.s_code, nameZh: line.s_name_zh, nameEn: line.s_name_en, nameFr: line.s_name_fr },
    destWarehouse: { id: line.d_id, code: line.d_code, nameZh: line.d_name_zh, nameEn: line.d_name_en, nameFr: line.d_name_fr },
  };
}

// Also the demo seed's audit snapshots (db/seed/money.seed.ts).
export function lineItem(row: LineRow, surcharges: SurchargeRow[]): PriceLineItem {
  return {
    ...lineTerms(row),
    id: row.id,
    currency: row.currency_code,
    surcharges: surcharges.filter((s) => s.line_id === row.id).map((s) => ({ attrId: s.attr_id, code: s.code, mode: s.mode as SurchargeMode, amount: s.amount })),
    enabled: row.status === STATUS_ENABLED,
    updatedBy: row.updated_by,
    updatedAt: toIso(row.updated_at),
  };
}

