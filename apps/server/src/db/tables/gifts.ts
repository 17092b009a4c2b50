import type { Generated, Selectable } from 'kysely';
import type { GiftExchangeMethod, GiftExchangeStatus, GiftStatus } from '@portal/contracts/gifts';

// Gift exchange (migration 20261127400000_gifts; docs/points-and-gifts.md "Gifts").
export interface GiftTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  name_fr: string | null;
  description_zh: string | null;
  description_en: string | null;
  description_fr: string | null;
  // JSON array of image addresses
  images: string;
  points: number;
  stock: number;
  status: GiftStatus;
  sort: number;
  created_at: string;
  updated_at: string;
}
export type GiftRow = Selectable<GiftTable>;

export interface GiftOutletTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  name_fr: string | null;
  city: string;
  address: string;
  phone: string;
  method: GiftExchangeMethod;
  pickup_points: number;
  // 0 enabled, 1 disabled
  status: 0 | 1;
  sort: number;
  created_at: string;
  updated_at: string;
}
export type GiftOutletRow = Selectable<GiftOutletTable>;

export interface GiftActivityTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  title_fr: string | null;
  content_zh: string | null;
  content_en: string | null;
  content_fr: string | null;
  image: string | null;
  gift_id: number | null;
  start_date: string | null;
  end_date: string | null;
  status: 0 | 1;
  created_at: string;
  updated_at: string;
}
export type GiftActivityRow = Selectable<GiftActivityTable>;

export interface GiftExchangeTable {
  id: Generated<number>;
  exchange_no: string;
  member_id: number;
  gift_id: number;
  quantity: number;
  unit_points: number;
  outlet_points: number;
  total_points: number;
  method: GiftExchangeMethod;
  outlet_id: number;
  recipient: string;
  area_code: string;
  phone: string;
  address: string | null;
  remark: string | null;
  status: GiftExchangeStatus;
  courier_no: string | null;
  courier_company: string | null;
  delivery_date: string | null;
  staff_id: number | null;
  idempotency_key: string | null;
  idempotency_hash: string | null;
  created_at: string;
  updated_at: string;
}

export interface GiftTables {
  gift: GiftTable;
  gift_outlet: GiftOutletTable;
  gift_activity: GiftActivityTable;
  gift_exchange: GiftExchangeTable;
}
