import type { Selectable } from 'kysely';
import { ECASH_BASE_CURRENCY } from '@portal/contracts/ecash';
import type {
  ChannelItem,
  CountryItem,
  CurrencyItem,
  DestCurrencyResult,
  OpenedRouteItem,
  OpenedRouteQuery,
  ProductAttrItem,
  QuoteBasis,
  RegionItem,
  RegionNode,
  TradeCityItem,
  TradeCountryItem,
  TradeType,
  UnitItem,
  WarehouseCountry,
  WarehouseItem,
} from '@portal/contracts/ecw';
import type { CurrencyTable, RegionTable, WarehouseTable } from '../../db/tables/ecw.js';
import { toBool } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { EcashService } from '../ecash/ecash.service.js';
import type { EcwRepository } from './ecw.repository.js';

type Region = Selectable<RegionTable>;

function names(row: { name_zh: string; name_en: string; name_fr: string }) {
  return { nameZh: row.name_zh, nameEn: row.name_en, nameFr: row.name_fr };
}

function toRegion(row: Region): RegionItem {
  return {
    id: row.id,
    parentId: row.parent_id,
    type: row.type,
    code: row.code,
    countryCode: row.country_code,
    ...names(row),
    isTradeCity: toBool(row.is_trade_city),
    tradeType: row.trade_type,
    currencyCode: row.currency_code,
    sort: row.sort,
  };
}

function toCurrency(row: Selectable<CurrencyTable>): CurrencyItem {
  return { id: row.id, code: row.code, ...names(row), symbol: row.symbol, digits: row.digits, sort: row.sort };
}

function toWarehouse(row: Selectable<WarehouseTable>): WarehouseItem {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    countryId: row.country_id,
    cityId: row.city_id,
    ...names(row),
    addressZh: row.address_zh,
    addressEn: row.address_en,
    addressFr: row.address_fr,
    openingHoursZh: row.opening_hours_zh,
    openingHoursEn: row.opening_hours_en,
    openingHoursFr: row.opening_hours_fr,
    contactPhone: row.contact_phone,
    sort: row.sort,
  };
}

function place(row: Region) {
  return { id: row.id, code: row.code, ...names(row) };
}

// Regions reachable from a root: a child of a disabled region is not shown.
function childrenIndex(rows: Region[]) {
  const children = new Map<number | null, Region[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  return children;
}

function descendants(children: Map<number | null, Region[]>, id: number): Region[] {
  return (children.get(id) ?? []).flatMap((child) => [child, ...descendants(children, child.id)]);
}

// Position of each region in the tree read top-down (countries, then each one's provinces
// and cities in their sort order).
function treeOrder(children: Map<number | null, Region[]>): Map<number, number> {
  const order = new Map<number, number>();
  const walk = (rows: Region[]) => {
    for (const row of rows) {
      order.set(row.id, order.size);
      walk(children.get(row.id) ?? []);
    }
  };
  walk(children.get(null) ?? []);
  return order;
}

function isTradeCityOf(row: Region, type?: TradeType): boolean {
  return row.type === 'city' && toBool(row.is_trade_city) && (!type || row.trade_type === type);
}

export class EcwService {
  constructor(
    private readonly repo: EcwRepository,
    private readonly deps: { ecash: EcashService },
  ) {}

  async countries(): Promise<CountryItem[]> {
    const rows = await this.repo.countries();
    return rows.map((r) => ({ id: r.id, code: r.code, ...names(r), areaCode: r.area_code, sort: r.sort }));
  }

  async staffCountries(): Promise<(CountryItem & { status: number })[]> {
    const rows = await this.repo.countries(true);
    return rows.map((r) => ({ id: r.id, code: r.code, ...names(r), areaCode: r.area_code, sort: r.sort, status: r.status }));
  }

  async regionTree(): Promise<RegionNode[]> {
    const children = childrenIndex(await this.repo.regions());
    const build = (row: Region): RegionNode => ({ ...toRegion(row), children: (children.get(row.id) ?? []).map(build) });
    return (children.get(null) ?? []).map(build);
  }

  async region(id: number): Promise<RegionItem> {
    const row = await this.repo.region(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toRegion(row);
  }

  async tradeCities(type?: TradeType): Promise<TradeCityItem[]> {
    const rows = await this.repo.regions();
    const children = childrenIndex(rows);
    const result: TradeCityItem[] = [];
    for (const country of children.get(null) ?? []) {
      for (const city of descendants(children, country.id).filter((r) => isTradeCityOf(r, type))) {
        result.push({ ...toRegion(city), country: place(country) });
      }
    }
    return result;
  }

  async citiesUnder(parentId: number): Promise<RegionItem[]> {
    const rows = await this.repo.regions();
    if (!rows.some((r) => r.id === parentId)) throw new AppError('NOT_FOUND');
    return descendants(childrenIndex(rows), parentId)
      .filter((r) => r.type === 'city')
      .map(toRegion);
  }

  async tradeCountries(type?: TradeType): Promise<TradeCountryItem[]> {
    const children = childrenIndex(await this.repo.regions());
    const result: TradeCountryItem[] = [];
    for (const country of children.get(null) ?? []) {
      const cities = descendants(children, country.id).filter((r) => isTradeCityOf(r, type));
      const tradeTypes = [...new Set(cities.map((c) => c.trade_type).filter((t): t is TradeType => t !== null))].sort();
      if (cities.length > 0) result.push({ ...toRegion(country), tradeTypes });
    }
    return result;
  }

  // The destination's local currency, and whether the member's area code is the
  // destination's own (a member dialling from there pays local charges locally).
  // The destination's country, local currency and calling code, and the currency a quote is
  // shown in (docs/price-check.md, "Quote currency"): the member's country's quote currency
  // when the area code belongs to one country served (or to several that quote alike), else
  // the destination's; either only with an e-cash rate in effect, else the base (USD).
  async destCurrency(q: { destCountryId?: number | undefined; destCityId?: number | undefined; areaCode?: string | undefined }): Promise<DestCurrencyResult> {
    const rows = await this.repo.regions();
    const start = rows.find((r) => r.id === (q.destCityId ?? q.destCountryId));
    const countryOf = (code: string) => rows.find((r) => r.type === 'country' && r.country_code === code);
    const country = start && countryOf(start.country_code);
    if (!country) throw new AppError('PRICE_DESTINATION_UNKNOWN');
    const areaCode = q.areaCode?.replace(/^\+/, '');
    const [countryRow, members, rates] = await Promise.all([
      this.repo.country(country.country_code),
      areaCode ? this.repo.countriesByAreaCode(areaCode) : Promise.resolve([]),
      this.deps.ecash.inEffect(),
    ]);
    const quoteOf = (region: { quote_currency_code: string | null; currency_code: string | null }) => region.quote_currency_code ?? region.currency_code;
    const served = members.flatMap((m) => countryOf(m.code) ?? []);
    const memberQuotes = new Set(served.map(quoteOf));
    const memberQuote = memberQuotes.size === 1 ? [...memberQuotes][0] : null;
    const [basis, code]: [QuoteBasis, string] =
      memberQuote && rates.has(memberQuote)
        ? ['member', memberQuote]
        : quoteOf(country) && rates.has(quoteOf(country)!)
          ? ['destination', quoteOf(country)!]
          : ['base', ECASH_BASE_CURRENCY];
    const rate = rates.get(code);
    const [local, quote] = await Promise.all([
      country.currency_code ? this.repo.currency(country.currency_code) : Promise.resolve(undefined),
      this.repo.currency(code),
    ]);
    // The base currency is seeded with its rate of 1; a database without it is broken.
    if (!rate || !quote) throw new Error(`no e-cash rate in effect for ${code}`);
    const destAreaCode = countryRow?.area_code ?? null;
    return {
      destCountryId: country.id,
      destCountryCode: country.country_code,
      destAreaCode,
      areaCodeMatches: areaCode !== undefined && destAreaCode !== null && areaCode === destAreaCode,
      currency: local ? toCurrency(local) : null,
      memberCountryCode: served.length === 1 ? served[0]!.country_code : null,
      quoteCurrency: toCurrency(quote),
      quoteBasis: basis,
      ecashRate: rate.ecashRate,
      ecashRateMicros: rate.ecashRateMicros,
      rateEffectiveTime: rate.effectiveTime,
    };
  }

  async warehouseTree(type?: TradeType): Promise<WarehouseCountry[]> {
    const [regions, warehouses] = await Promise.all([this.repo.regions(), this.repo.warehouses(type)]);
    const byId = new Map(regions.map((r) => [r.id, r]));
    const order = treeOrder(childrenIndex(regions));
    const countries = new Map<number, WarehouseCountry>();
    const ordered = warehouses
      .filter((w) => order.has(w.country_id) && order.has(w.city_id))
      .sort(
        (a, b) =>
          order.get(a.country_id)! - order.get(b.country_id)! ||
          order.get(a.city_id)! - order.get(b.city_id)! ||
          a.sort - b.sort ||
          a.id - b.id,
      );
    for (const w of ordered) {
      let country = countries.get(w.country_id);
      if (!country) {
        country = { ...place(byId.get(w.country_id)!), cities: [] };
        countries.set(w.country_id, country);
      }
      let city = country.cities.find((c) => c.id === w.city_id);
      if (!city) {
        city = { ...place(byId.get(w.city_id)!), warehouses: [] };
        country.cities.push(city);
      }
      city.warehouses.push(toWarehouse(w));
    }
    return [...countries.values()];
  }

  async openedRoutes(filter: OpenedRouteQuery): Promise<OpenedRouteItem[]> {
    const rows = await this.repo.openedRoutes(filter);
    return rows.map((r) => ({
      id: r.id,
      transportType: r.transport_type,
      channelId: r.channel_id,
      channel:
        r.channel_id !== null && r.c_code !== null
          ? { id: r.channel_id, code: r.c_code, nameZh: r.c_name_zh ?? '', nameEn: r.c_name_en ?? '', nameFr: r.c_name_fr ?? '' }
          : null,
      startWarehouse: { id: r.s_id, code: r.s_code, nameZh: r.s_name_zh, nameEn: r.s_name_en, nameFr: r.s_name_fr, countryId: r.s_country_id, cityId: r.s_city_id },
      destWarehouse: { id: r.d_id, code: r.d_code, nameZh: r.d_name_zh, nameEn: r.d_name_en, nameFr: r.d_name_fr, countryId: r.d_country_id, cityId: r.d_city_id },
      transitDaysMin: r.transit_days_min,
      transitDaysMax: r.transit_days_max,
    }));
  }

  async currencies(): Promise<CurrencyItem[]> {
    return (await this.repo.currencies()).map(toCurrency);
  }

  async units(): Promise<UnitItem[]> {
    return (await this.repo.units()).map((r) => ({ id: r.id, code: r.code, ...names(r), sort: r.sort }));
  }

  async productAttrs(): Promise<ProductAttrItem[]> {
    return (await this.repo.productAttrs()).map((r) => ({ id: r.id, code: r.code, ...names(r), restricted: toBool(r.restricted), sort: r.sort }));
  }

  async channels(transportType?: string): Promise<ChannelItem[]> {
    return (await this.repo.channels(transportType)).map((r) => ({
      id: r.id,
      code: r.code,
      transportType: r.transport_type,
      ...names(r),
      acceptsRestricted: toBool(r.accepts_restricted),
      sort: r.sort,
    }));
  }
}
