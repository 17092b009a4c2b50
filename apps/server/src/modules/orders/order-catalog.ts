import type { TradeType } from '@portal/contracts/ecw';
import type { Localized } from '@portal/contracts/locale';
import type { EcwRepository } from '../ecw/ecw.repository.js';
import type { RefList } from './order-sheet-columns.js';

// The reference data a spreadsheet names by code or by name (places, warehouses, channels,
// units, product attributes), as plain data: read once per import or template and handed to the
// import worker. Only enabled rows, as members see them.

export interface CatalogEntry {
  id: number;
  code: string;
  name: Localized;
}

export interface OrderCatalog {
  countries: (CatalogEntry & { countryCode: string })[];
  cities: (CatalogEntry & { countryCode: string; tradeType: TradeType | null })[];
  warehouses: (CatalogEntry & { type: TradeType; cityId: number; countryId: number })[];
  channels: (CatalogEntry & { transportType: string })[];
  units: CatalogEntry[];
  productAttrs: CatalogEntry[];
}

const named = (row: { name_zh: string; name_en: string; name_fr: string }): Localized => ({ zh_CN: row.name_zh, en_US: row.name_en, fr_FR: row.name_fr });

export async function loadOrderCatalog(ecw: EcwRepository): Promise<OrderCatalog> {
  const [regions, warehouses, channels, units, productAttrs] = await Promise.all([
    ecw.regions(),
    ecw.warehouses(),
    ecw.channels(),
    ecw.units(),
    ecw.productAttrs(),
  ]);
  return {
    countries: regions.filter((r) => r.type === 'country').map((r) => ({ id: r.id, code: r.code, name: named(r), countryCode: r.country_code })),
    cities: regions
      .filter((r) => r.type === 'city')
      .map((r) => ({ id: r.id, code: r.code, name: named(r), countryCode: r.country_code, tradeType: r.is_trade_city ? r.trade_type : null })),
    warehouses: warehouses.map((w) => ({ id: w.id, code: w.code, name: named(w), type: w.type, cityId: w.city_id, countryId: w.country_id })),
    channels: channels.map((c) => ({ id: c.id, code: c.code, name: named(c), transportType: c.transport_type })),
    units: units.map((u) => ({ id: u.id, code: u.code, name: named(u) })),
    productAttrs: productAttrs.map((a) => ({ id: a.id, code: a.code, name: named(a) })),
  };
}

// What each reference list of the template offers (its dropdown and the lists sheet), in the
// catalog's order: the trade cities and warehouses of each end, the countries that have
// destination cities.
export function listEntries(catalog: OrderCatalog, list: RefList): CatalogEntry[] {
  switch (list) {
    case 'startCity':
      return catalog.cities.filter((c) => c.tradeType === 'start');
    case 'destCity':
      return catalog.cities.filter((c) => c.tradeType === 'dest');
    case 'destCountry': {
      const served = new Set(catalog.cities.filter((c) => c.tradeType === 'dest').map((c) => c.countryCode));
      return catalog.countries.filter((c) => served.has(c.countryCode));
    }
    case 'startWarehouse':
      return catalog.warehouses.filter((w) => w.type === 'start');
    case 'destWarehouse':
      return catalog.warehouses.filter((w) => w.type === 'dest');
    case 'channel':
      return catalog.channels;
    case 'unit':
      return catalog.units;
    case 'productAttr':
      return catalog.productAttrs;
  }
}
