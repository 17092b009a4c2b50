import type { Generated } from 'kysely';

// Shipping reference data (docs/product/api.md). status: 0 enabled, 1 disabled; booleans 0/1.

interface Editable {
  sort: number;
  status: number;
  created_at: string;
  updated_at: string;
}

interface Names {
  name_zh: string;
  name_en: string;
  name_fr: string;
}

export interface CountryTable extends Editable, Names {
  id: Generated<number>;
  // ISO 3166-1 alpha-2
  code: string;
  // calling code without "+"
  area_code: string | null;
}

export type RegionType = 'country' | 'province' | 'city';
export type TradeType = 'start' | 'dest';

export interface RegionTable extends Editable, Names {
  id: Generated<number>;
  parent_id: number | null;
  type: RegionType;
  code: string;
  country_code: string;
  is_trade_city: number;
  // Trade cities: origin (start) or destination (dest)
  trade_type: TradeType | null;
  // Countries: the local currency (ISO 4217)
  currency_code: string | null;
  // Countries: the currency quotes are shown in when not the local one (migration
  // 20261127700000; docs/price-check.md)
  quote_currency_code: string | null;
}

export interface WarehouseTable extends Editable, Names {
  id: Generated<number>;
  code: string;
  type: TradeType;
  country_id: number;
  city_id: number;
  address_zh: string;
  address_en: string;
  address_fr: string;
  opening_hours_zh: string;
  opening_hours_en: string;
  opening_hours_fr: string;
  contact_phone: string;
}

export interface ChannelTable extends Editable, Names {
  id: Generated<number>;
  code: string;
  transport_type: string;
  accepts_restricted: number;
}

export interface WarehouseRouteTable extends Editable {
  id: Generated<number>;
  start_warehouse_id: number;
  dest_warehouse_id: number;
  transport_type: string;
  channel_id: number | null;
  transit_days_min: number | null;
  transit_days_max: number | null;
}

export interface CurrencyTable extends Editable, Names {
  id: Generated<number>;
  code: string;
  symbol: string;
  digits: number;
}

export interface UnitTable extends Editable, Names {
  id: Generated<number>;
  code: string;
}

export interface ProductAttrTable extends Editable, Names {
  id: Generated<number>;
  code: string;
  restricted: number;
}

export interface EcwTables {
  country: CountryTable;
  region: RegionTable;
  warehouse: WarehouseTable;
  channel: ChannelTable;
  warehouse_route: WarehouseRouteTable;
  currency: CurrencyTable;
  unit: UnitTable;
  product_attr: ProductAttrTable;
}
