import { z } from 'zod';
import { idSchema } from './id.js';
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

export const memberSwitch = z.object({ enabled: z.boolean('v.required') });
// The switch is one setting; its audit rows name it by this id (entity memberSystem).
export const MEMBER_SYSTEM_AUDIT_ID = 1;
export type MemberSwitch = z.infer<typeof memberSwitch>;

// ---------- staff: dictionaries and need-to-know texts (administrator) ----------
// The reference-data desk (docs/staff-console.md): one schema per form, body and answer.

// antd Tag colours the clients understand ('' = plain text).
export const DICT_COLORS = ['', 'default', 'processing', 'success', 'warning', 'error'] as const;
export type DictColor = (typeof DICT_COLORS)[number];
export const DICT_TEXT_MAX = 100;
export const DICT_REMARK_MAX = 500;
export const DICT_SORT_MAX = 9999;
export const NEED_KNOW_TITLE_MAX = 100;
export const NEED_KNOW_CONTENT_MAX = 20_000;

const requiredText = (max: number, key: 'v.dict.name.required' | 'v.dict.value.required' | 'v.dict.label.required') =>
  z.string(key).trim().min(1, key).max(max, 'v.maxLength');
const remark = z
  .string()
  .trim()
  .max(DICT_REMARK_MAX, 'v.maxLength')
  .nullish()
  .transform((value) => value || null);
const dictSort = z.number('v.dict.sort.range').int('v.dict.sort.range').min(0, 'v.dict.sort.range').max(DICT_SORT_MAX, 'v.dict.sort.range');

export const staffDictType = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  // All entries, enabled or not
  entries: z.number().int(),
  updateTime: z.string(),
});
export type StaffDictType = z.infer<typeof staffDictType>;

// The type is the key entries and the code refer to: set once, never changed.
export const dictTypeCreateBody = z.object({
  type: z.string('v.dict.type.format').trim().min(1, 'v.dict.type.format').max(DICT_TEXT_MAX, 'v.maxLength').regex(/^[a-z][a-z0-9_]*$/, 'v.dict.type.format'),
  name: requiredText(DICT_TEXT_MAX, 'v.dict.name.required'),
  remark,
});
export type DictTypeCreateBody = z.input<typeof dictTypeCreateBody>;
export const dictTypeUpdateBody = dictTypeCreateBody.omit({ type: true }).extend({ id: idSchema() });
export type DictTypeUpdateBody = z.input<typeof dictTypeUpdateBody>;

// Enable or disable a type or an entry (members' lists leave disabled ones out; nothing is
// deleted, since orders and settings keep their values).
export const dictStatusBody = z.object({ id: idSchema(), enabled: z.boolean('v.required') });
export type DictStatusBody = z.input<typeof dictStatusBody>;

export const staffDictDataQuery = z.object({ dictType: dictTypeParam });

export const staffDictData = z.object({
  id: z.number().int(),
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  labelFr: z.string(),
  colorType: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  updateTime: z.string(),
});
export type StaffDictData = z.infer<typeof staffDictData>;

// What staff may change on an entry: its labels, colour, order and remark. The value is what
// orders and settings store, so it is set once.
export const dictDataUpdateBody = z.object({
  id: idSchema(),
  label: requiredText(DICT_TEXT_MAX, 'v.dict.label.required'),
  labelEn: requiredText(DICT_TEXT_MAX, 'v.dict.label.required'),
  labelFr: requiredText(DICT_TEXT_MAX, 'v.dict.label.required'),
  colorType: z.enum(DICT_COLORS, 'v.dict.color.oneOf').default(''),
  sort: dictSort,
  remark,
});
export type DictDataUpdateBody = z.input<typeof dictDataUpdateBody>;

export const dictDataCreateBody = dictDataUpdateBody.omit({ id: true }).extend({
  dictType: dictTypeParam,
  value: requiredText(DICT_TEXT_MAX, 'v.dict.value.required'),
});
export type DictDataCreateBody = z.input<typeof dictDataCreateBody>;

export const needKnowKeyField = z.enum(NEED_KNOW_KEYS, 'v.needKnow.key.oneOf');
export const needKnowKeyQuery = z.object({ key: needKnowKeyField });

const needKnowText = z.object({
  title: z.string('v.needKnow.title.required').trim().min(1, 'v.needKnow.title.required').max(NEED_KNOW_TITLE_MAX, 'v.maxLength'),
  content: z.string('v.needKnow.content.required').trim().min(1, 'v.needKnow.content.required').max(NEED_KNOW_CONTENT_MAX, 'v.maxLength'),
});

// A text in the three languages, written together.
export const needKnowUpdateBody = z.object({
  key: needKnowKeyField,
  texts: z.object({ zh_CN: needKnowText, en_US: needKnowText, fr_FR: needKnowText }),
});
export type NeedKnowUpdateBody = z.input<typeof needKnowUpdateBody>;

export const staffNeedKnow = z.object({
  key: z.enum(NEED_KNOW_KEYS),
  texts: z.object({ zh_CN: needKnowText, en_US: needKnowText, fr_FR: needKnowText }).partial(),
  // The latest change of any of its languages
  updateTime: z.string().nullable(),
});
export type StaffNeedKnow = z.infer<typeof staffNeedKnow>;
