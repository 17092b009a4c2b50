import { ECASH_BASE_CURRENCY, microsToRate, rateToMicros, type EcashItem, type EcashPageQuery, type EcashRateBody } from '@portal/contracts/ecash';
import { nowIso, toCount, toIso } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { writeAudit } from '../audit/audit.js';
import type { EcashRepository, EcashRow } from './ecash.repository.js';

function toItem(row: EcashRow): EcashItem {
  const rate = toCount(row.rate);
  const ecashRate = toCount(row.ecash_rate);
  return {
    id: row.id,
    currencyCode: row.currency_code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    nameFr: row.name_fr,
    symbol: row.symbol,
    baseCurrency: row.base_currency,
    rate: microsToRate(rate),
    rateMicros: rate,
    ecashRate: microsToRate(ecashRate),
    ecashRateMicros: ecashRate,
    effectiveTime: toIso(row.effective_at),
    updateTime: toIso(row.updated_at),
  };
}

// The logged fields of a rate (docs/audit.md): the rates as micro-units.
function auditFields(row: { currency_code: string; rate: number | string | bigint; ecash_rate: number | string | bigint; effective_at: string | Date }) {
  return { currencyCode: row.currency_code, rateMicros: toCount(row.rate), ecashRateMicros: toCount(row.ecash_rate), effectiveTime: toIso(row.effective_at) };
}

// E-cash rates (docs/money.md, "E-cash rates"): anyone reads the rates in effect; finance adds
// rates (history, never overwritten) and withdraws one that has not taken effect yet.
export class EcashService {
  constructor(private readonly repo: EcashRepository) {}

  async page(query: EcashPageQuery) {
    const { rows, total } = await this.repo.current(nowIso(), {
      currencyCode: query.currencyCode,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { list: rows.map(toItem), total };
  }

  // The rates in effect now by currency code, each with its currency's minor-unit digits: what
  // quotes are converted with (docs/price-check.md, "Quote currency").
  async inEffect(): Promise<Map<string, EcashItem & { digits: number }>> {
    const { rows } = await this.repo.current(nowIso(), { offset: 0, limit: 1_000 });
    return new Map(rows.map((row) => [row.currency_code, { ...toItem(row), digits: row.digits }]));
  }

  async history(query: EcashPageQuery) {
    const now = nowIso();
    const { rows, total } = await this.repo.history({ currencyCode: query.currencyCode, offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize });
    return {
      list: rows.map((row) => ({ ...toItem(row), inEffect: toIso(row.effective_at) <= now, updatedBy: row.updated_by, updatedByName: row.updated_by_name })),
      total,
    };
  }

  async create(staffId: number, body: EcashRateBody): Promise<EcashItem> {
    if (!(await this.repo.currencyExists(body.currencyCode))) throw new FieldsError([{ field: 'currencyCode', rule: 'v.money.currency.unknown' }]);
    const now = nowIso();
    const values = {
      currency_code: body.currencyCode,
      base_currency: ECASH_BASE_CURRENCY,
      rate: rateToMicros(body.rate),
      ecash_rate: rateToMicros(body.ecashRate),
      effective_at: body.effectiveTime ? new Date(body.effectiveTime).toISOString() : now,
      updated_by: staffId,
      created_at: now,
      updated_at: now,
    };
    const id = await this.repo.transaction(async (tx) => {
      const rateId = await this.repo.insert(values, tx);
      await writeAudit(tx, { staffId, action: 'create', entity: 'ecashRate', entityId: rateId, after: auditFields(values), at: now });
      return rateId;
    });
    return toItem((await this.repo.byId(id))!);
  }

  async remove(staffId: number, id: number): Promise<void> {
    const now = nowIso();
    const removed = await this.repo.transaction(async (tx) => {
      const row = await this.repo.byId(id, tx);
      if (!row || !(await this.repo.deleteFuture(id, now, tx))) return false;
      await writeAudit(tx, { staffId, action: 'delete', entity: 'ecashRate', entityId: id, before: auditFields(row), at: now });
      return true;
    });
    if (removed) return;
    throw new AppError((await this.repo.byId(id)) ? 'ECASH_RATE_IN_EFFECT' : 'ECASH_RATE_NOT_FOUND');
  }
}
