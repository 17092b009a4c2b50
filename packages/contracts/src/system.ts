import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { TRANSPORT_TYPES, type TransportType } from './statuses.js';

// System reference data (docs/product/api.md): dictionaries, the language list, need-know
// texts, the mobile validator and the member-system switch.

// Every dictionary type the product names (docs/product/), the warehouse, offer, brand, pay-order and
// refund types it mentions, and a few the screens need (exception, consult, complaint, gift
// exchange, pay channel). The server seeds each of them.
export const DICT_TYPES = [
  'user_type',
  'audit_status',
  'order_status',
  'order_type',
  'order_exception_status',
  'order_abnormal_state',
  'order_exception_type',
  'payment_type',
  'coupon_type',
  'coupon_status',
  'customer_level',
  'customer_type',
  'customer_status',
  'gift_status',
  'gift_exchange_status',
  'gift_exchange_method',
  'score_rule_type',
  'member_user_score_log_operate_type',
  'transport_type',
  'country',
  'area_code',
  'is_default',
  'yes_or_no',
  'client_platform',
  'membership_levels',
  'filter_score_area_code',
  'cargo_control_status',
  'real_name_status',
  'enterprise_status',
  'consult_status',
  'consult_type',
  'complaint_status',
  'complaint_type',
  'message_type',
  'warehouse_type',
  'offer_status',
  'offer_type',
  'brand_type',
  'pay_order_status',
  'pay_channel',
  'refund_status',
  'refund_type',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

// Dictionary and other reference rows: 0 enabled, 1 disabled.
export const STATUS_ENABLED = 0;
export const STATUS_DISABLED = 1;

// transport_type values (strings, as dictionary values are).
// In statuses.ts (zod-free, for list filters), re-exported here.
export { TRANSPORT_TYPES, type TransportType };
export const transportTypeField = z.enum(TRANSPORT_TYPES);

// The system_param row that turns points and levels on (docs/product/money-points-gifts.md).
export const MEMBER_SYSTEM_SWITCH_KEY = 'member.score.switch';

export const dictDataItem = z.object({
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  labelFr: z.string(),
  colorType: z.string(),
  cssClass: z.string(),
  sort: z.number().int(),
});
export type DictDataItem = z.infer<typeof dictDataItem>;

export const dictDataPageItem = dictDataItem.extend({ id: z.number().int(), remark: z.string().nullable() });
export type DictDataPageItem = z.infer<typeof dictDataPageItem>;

const dictTypeParam = z.string().trim().min(1).max(100).regex(/^[a-z0-9_]+$/, 'v.format');

export const dictListQuery = z.object({ dictType: dictTypeParam.optional() });

// The area-code dictionary is fetched with 500 rows at once, so this page allows 500.
export const DICT_PAGE_SIZE_MAX = 500;
// pageNo/pageSize, or the page/rows aliases of docs/product/api.md (pageNo/pageSize win when both are sent).
export const dictPageQuery = z.object({
  dictType: dictTypeParam.optional(),
  pageNo: queryNumber(z.number().int().min(1)).optional(),
  pageSize: queryNumber(z.number().int().min(1).max(DICT_PAGE_SIZE_MAX)).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  rows: queryNumber(z.number().int().min(1).max(DICT_PAGE_SIZE_MAX)).optional(),
  label: z.string().trim().max(100).optional(),
});
export type DictPageQuery = z.infer<typeof dictPageQuery>;

export const localeOption = z.object({ value: z.string(), label: z.string() });
export type LocaleOption = z.infer<typeof localeOption>;

export const NEED_KNOW_KEYS = [
  'service_agreement',
  'privacy_policy',
  'gift_exchange_notes',
  'delivery_notes',
  'warehouse_rules',
] as const;
export type NeedKnowKey = (typeof NEED_KNOW_KEYS)[number];

export const needKnowQuery = z.object({
  key: z.string().trim().min(1).max(100),
  // Optional override of the Accept-Language locale.
  lang: z.string().trim().max(20).optional(),
});
export const needKnowItem = z.object({
  key: z.string(),
  locale: z.string(),
  title: z.string(),
  content: z.string(),
  updateTime: z.string(),
});
export type NeedKnowItem = z.infer<typeof needKnowItem>;

export const mobileValidatorQuery = z.object({
  areaCode: z.string('v.areaCode.required').trim().min(1, 'v.areaCode.required').regex(/^\+?\d{1,4}$/, 'v.format'),
  mobile: z.string('v.mobile.required').trim().min(1, 'v.mobile.required').max(30, 'v.mobile.format'),
});
export const mobileValidatorResult = z.object({ valid: z.boolean(), e164: z.string().optional() });
export type MobileValidatorResult = z.infer<typeof mobileValidatorResult>;

export const memberSwitch = z.object({ enabled: z.boolean() });
export type MemberSwitch = z.infer<typeof memberSwitch>;
