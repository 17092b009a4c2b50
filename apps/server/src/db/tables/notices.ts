import type { Generated } from 'kysely';
import type { CouponCurrency } from '@portal/contracts/coupons';
import type { CouponStatus, CouponType, NoticeStatus } from '@portal/contracts/statuses';

// Notices, banners and coupons (migration 20261127200000_notices_coupons; docs/notices-and-coupons.md).
export interface SystemNoticeTable {
  id: Generated<number>;
  // JSON of Localized
  title: string;
  content: string;
  status: NoticeStatus;
  published_at: string | null;
  staff_id: number;
  created_at: string;
  updated_at: string;
}

export interface SystemBannerTable {
  id: Generated<number>;
  title: string;
  content: string;
  image_url: string;
  sort: number;
  shown: number;
  staff_id: number;
  created_at: string;
  updated_at: string;
}

export interface MemberCouponTable {
  id: Generated<number>;
  member_id: number;
  type: CouponType;
  currency: CouponCurrency;
  amount: number | null;
  min_amount: number | null;
  percent: number | null;
  status: CouponStatus;
  valid_from: string;
  valid_to: string;
  used_at: string | null;
  staff_id: number | null;
  created_at: string;
}

export interface NoticeTables {
  system_notice: SystemNoticeTable;
  system_banner: SystemBannerTable;
  member_coupon: MemberCouponTable;
}
