import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { areaCodeField } from './auth.js';
import { PAGE_SIZE_MAX } from './envelope.js';
import { idOrNoneSchema, idSchema } from './id.js';
import type { Localized } from './locale.js';

// The address book (docs/product/address-book.md): the member's addresses, customers and suppliers
// (one "contact" shape, told apart by kind), and the groups contacts sit in.

export const CONTACT_KINDS = ['customer', 'supplier'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

// docs/product/address-book.md: address detail at most 100 characters.
export const FULL_ADDRESS_MAX = 100;
// One import file; larger lists are split by the member.
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
// "Export selected" sends the ids it wants.
export const EXPORT_IDS_MAX = 1_000;
export { XLSX_MIME } from './constants.js';

// Blank texts count as absent: forms send '' for an emptied input, sheets an empty cell.
function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const requiredText = (key: string, max: number) =>
  z.string(key).trim().min(1, { error: key, abort: true }).max(max);

// Phone of a contact or an address: digits only here; the server also checks that it is a
// real number under its area code (libphonenumber-js), landlines included.
export const phoneField = z
  .string('v.phone.required')
  .trim()
  .min(1, { error: 'v.phone.required', abort: true })
  .regex(/^\d+$/, 'v.phone.numeric')
  .max(20, 'v.phone.format');

// The shipping-mark rule (docs/orders.md, "Shipping mark"): the unaccented letters A–Z (either
// case) and the digits 0–9, a letter first. Checked in that order, so the message names what is
// wrong: a character outside A–Z/0–9 ("É", "-", a space) first, then a digit in first place.
export const SHIPPING_MARK_CHARS = /^[A-Za-z0-9]*$/;
export const SHIPPING_MARK_FIRST = /^[A-Za-z]/;

// A mark's checks on a trimmed string schema, with the messages of the form that uses them.
export function shippingMarkChecks(schema: z.ZodString, messages: { chars: string; letterFirst: string }): z.ZodString {
  return schema.regex(SHIPPING_MARK_CHARS, { error: messages.chars, abort: true }).regex(SHIPPING_MARK_FIRST, messages.letterFirst);
}

// A contact's default mark, when one is given.
const marksField = z.preprocess(
  blankToUndefined,
  shippingMarkChecks(z.string().trim().max(30), { chars: 'v.order.marks.chars', letterFirst: 'v.order.marks.letterFirst' }).optional(),
);

const emailField = z.preprocess(blankToUndefined, z.string().trim().max(100).pipe(z.email('v.email.format')).optional());

const idQuery = z.object({ id: idSchema() });
export { idQuery as addressBookIdQuery };

// ---------- addresses ----------

export const addressBody = z.object({
  name: requiredText('v.contactName.required', 50),
  areaCode: areaCodeField,
  phone: phoneField,
  // Region ids (GET /app-api/ecw/region/getListTree): a country and a city inside it.
  countryId: idSchema('v.country.required'),
  cityId: idSchema('v.city.required'),
  address: z
    .string('v.fullAddress.required')
    .trim()
    .min(1, { error: 'v.fullAddress.required', abort: true })
    .max(FULL_ADDRESS_MAX, 'v.fullAddress.max'),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBody>;
export const addressUpdateBody = addressBody.extend({ id: idSchema() });
export type AddressUpdateBody = z.infer<typeof addressUpdateBody>;

const placeRef = z.object({ id: z.number().int(), code: z.string(), nameZh: z.string(), nameEn: z.string(), nameFr: z.string() });
export type PlaceRef = z.infer<typeof placeRef>;

export const addressItem = z.object({
  id: z.number().int(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  country: placeRef,
  city: placeRef,
  address: z.string(),
  isDefault: z.boolean(),
  createTime: z.string(),
});
export type AddressItem = z.infer<typeof addressItem>;

// ---------- groups ----------

export const groupBody = z.object({
  title: requiredText('v.groupTitle.required', 50),
  remark: optionalText(200),
  sort: z.number('v.groupSort.required').int().min(0).max(9999),
});
export type GroupBody = z.infer<typeof groupBody>;
export const groupUpdateBody = groupBody.extend({ id: idSchema() });
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

export const groupItem = z.object({
  id: z.number().int(),
  title: z.string(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  // Customers and suppliers in the group.
  contactCount: z.number().int(),
  createTime: z.string(),
});
export type GroupItem = z.infer<typeof groupItem>;

// What happens to the contacts of a group being deleted: moved to another group, or left
// without a group. Needed only when the group has contacts (else GROUP_NOT_EMPTY).
export const GROUP_DELETE_CHOICES = ['move', 'ungroup'] as const;
export type GroupDeleteChoice = (typeof GROUP_DELETE_CHOICES)[number];
export const groupDeleteQuery = z
  .object({
    id: idSchema(),
    contacts: z.enum(GROUP_DELETE_CHOICES).optional(),
    targetGroupId: idSchema().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.contacts === 'move' && (q.targetGroupId === undefined || q.targetGroupId === q.id)) {
      ctx.addIssue({ code: 'custom', path: ['targetGroupId'], message: 'v.group.moveTarget' });
    }
  });
export type GroupDeleteQuery = z.infer<typeof groupDeleteQuery>;

// ---------- customers and suppliers ----------

export const contactBody = z.object({
  name: requiredText('v.contactName.required', 50),
  nameEn: optionalText(100),
  company: requiredText('v.company.required', 100),
  companyEn: optionalText(200),
  // The phone's dial code (docs/product/address-book.md: "phone with dial code").
  areaCode: areaCodeField,
  phone: phoneField,
  marks: marksField,
  email: emailField,
  address: optionalText(200),
  groupId: z.preprocess(blankToUndefined, idSchema().optional()),
});
export type ContactBody = z.infer<typeof contactBody>;
export const contactUpdateBody = contactBody.extend({ id: idSchema() });
export type ContactUpdateBody = z.infer<typeof contactUpdateBody>;

export const contactItem = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  name: z.string(),
  nameEn: z.string().nullable(),
  company: z.string(),
  companyEn: z.string().nullable(),
  areaCode: z.string(),
  phone: z.string(),
  marks: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  groupId: z.number().int().nullable(),
  groupTitle: z.string().nullable(),
  createTime: z.string(),
});
export type ContactItem = z.infer<typeof contactItem>;

// The list filter, shared by the page, the export and the consignor/consignee picker.
// keyword: part of the name, company, phone or marks; phone: the start of the phone number
// (the picker's fast path); groupId 0: contacts without a group.
export const contactFilter = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  phone: z.preprocess(blankToUndefined, z.string().trim().regex(/^\d{1,20}$/, 'v.phone.numeric').optional()),
  groupId: z.preprocess(blankToUndefined, idOrNoneSchema().optional()),
});
export type ContactFilter = z.infer<typeof contactFilter>;

export const contactPageQuery = contactFilter.extend({
  pageNo: queryNumber(z.number().int().min(1)).default(1),
  pageSize: queryNumber(z.number().int().min(1).max(PAGE_SIZE_MAX)).default(10),
});
export type ContactPageQuery = z.infer<typeof contactPageQuery>;

// Export everything matching the filter, or (ids present) the selected rows only.
export const contactExportBody = contactFilter.extend({
  ids: z.array(idSchema()).max(EXPORT_IDS_MAX).optional(),
});
export type ContactExportBody = z.infer<typeof contactExportBody>;

// ---------- import ----------

// all: nothing is imported while any row has an error; valid: the good rows are imported
// and the bad ones reported.
export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const importQuery = z.object({ mode: z.enum(IMPORT_MODES).default('all') });

export const importRowError = z.object({
  // The sheet's row number, as Excel shows it (the header is row 1).
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const importResult = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  // Groups named in the file that did not exist and were created.
  createdGroups: z.array(z.string()),
  errors: z.array(importRowError),
});
export type ImportResult = z.infer<typeof importResult>;

// Data of IMPORT_ROWS_INVALID: what a good-rows-only import would take.
export const importRefusal = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  errors: z.array(importRowError),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

// Columns of the import template and the export, in order. The import finds columns by
// their header in any language (a trailing * marks a required column), so an exported file
// can be imported again; createTime is export-only.
export type ContactColumnKey = keyof ContactBody | 'groupTitle' | 'createTime';
export interface ContactColumn {
  key: Exclude<ContactColumnKey, 'groupId'>;
  header: Localized;
  required?: boolean;
  exportOnly?: boolean;
  width: number;
}

export const CONTACT_COLUMNS: readonly ContactColumn[] = [
  { key: 'name', header: { zh_CN: '姓名', en_US: 'Name', fr_FR: 'Nom' }, required: true, width: 16 },
  { key: 'nameEn', header: { zh_CN: '英文名', en_US: 'English name', fr_FR: 'Nom en anglais' }, width: 18 },
  { key: 'company', header: { zh_CN: '公司', en_US: 'Company', fr_FR: 'Entreprise' }, required: true, width: 24 },
  { key: 'companyEn', header: { zh_CN: '英文公司名', en_US: 'Company (English)', fr_FR: 'Entreprise (anglais)' }, width: 24 },
  { key: 'areaCode', header: { zh_CN: '区号', en_US: 'Dial code', fr_FR: 'Indicatif' }, required: true, width: 10 },
  { key: 'phone', header: { zh_CN: '电话', en_US: 'Phone', fr_FR: 'Téléphone' }, required: true, width: 16 },
  { key: 'marks', header: { zh_CN: '唛头', en_US: 'Shipping mark', fr_FR: "Marque d'expédition" }, width: 14 },
  { key: 'email', header: { zh_CN: '邮箱', en_US: 'Email', fr_FR: 'E-mail' }, width: 24 },
  { key: 'address', header: { zh_CN: '地址', en_US: 'Address', fr_FR: 'Adresse' }, width: 32 },
  { key: 'groupTitle', header: { zh_CN: '分组', en_US: 'Group', fr_FR: 'Groupe' }, width: 16 },
  { key: 'createTime', header: { zh_CN: '创建时间 (UTC)', en_US: 'Created (UTC)', fr_FR: 'Créé le (UTC)' }, exportOnly: true, width: 20 },
];
