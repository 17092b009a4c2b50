import type { Generated } from 'kysely';

// Price check (docs/price-check.md). Money in minor units of the line's currency.

export interface ProductTable {
  id: Generated<number>;
  code: string;
  category: string;
  name_zh: string;
  name_en: string;
  name_fr: string;
  // JSON array of product_attr ids
  attr_ids: string;
  sort: number;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface PriceLineTable {
  id: Generated<number>;
  route_id: number;
  category: string;
  basis: string;
  rate: number;
  minimum_charge: number;
  currency_code: string;
  volumetric_divisor: number;
  // 0 enabled, 1 disabled
  status: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface PriceLineSurchargeTable {
  id: Generated<number>;
  line_id: number;
  attr_id: number;
  mode: string;
  amount: number;
}

export interface PriceLineAuditTable {
  id: Generated<number>;
  line_id: number;
  actor_id: number;
  action: 'create' | 'update' | 'delete';
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface PriceTables {
  product: ProductTable;
  price_line: PriceLineTable;
  price_line_surcharge: PriceLineSurchargeTable;
  price_line_audit: PriceLineAuditTable;
}
