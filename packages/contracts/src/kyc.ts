import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { acrossFields } from './across-fields.js';
import { pageQuery } from './envelope.js';
import { FILE_RULES, fileUrlField } from './files.js';
import { CARD_TYPES, ENTERPRISE_STATUSES, REAL_NAME_STATUSES, type CardType } from './statuses.js';

// Real-name and company verification (docs/product/identity.md).

// Statuses and card types are closed sets in statuses.ts (zod-free); null status: never submitted.
const realNameStatusField = z.literal(REAL_NAME_STATUSES).nullable();
const enterpriseStatusField = z.literal(ENTERPRISE_STATUSES).nullable();

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

// Mainland resident ID (GB 11643-1999): 17 digits, a real birth date at 7-14 and the ISO
// 7064 MOD 11-2 check character.
export function isMainlandId(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

const CARD_NUMBER_RULES: Record<CardType, (value: string) => boolean> = {
  mainland_id: isMainlandId,
  // ICAO 9303: up to 9 characters in the machine-readable zone; some countries use fewer.
  passport: (v) => /^[A-Z0-9]{5,9}$/.test(v),
  // Mainland travel permit for Hong Kong and Macao residents: H or M and 8 (or 10) digits.
  hk_macao_permit: (v) => /^[HM]\d{8}(\d{2})?$/.test(v),
  // Mainland travel permit for Taiwan residents: 8 digits (10 on older permits).
  taiwan_permit: (v) => /^\d{8}(\d{2})?$/.test(v),
  // National ID cards and residence permits elsewhere: letters and digits.
  foreign_id: (v) => /^[A-Z0-9]{4,30}$/.test(v),
};

export function isValidCardNumber(cardType: CardType, cardNumber: string): boolean {
  return CARD_NUMBER_RULES[cardType](cardNumber.trim().toUpperCase());
}

const requiredText = (key: string, max: number) =>
  z
    .string(key)
    .trim()
    .min(1, { error: key, abort: true })
    .max(max, 'v.maxLength');

const requiredFile = (key: string) =>
  z
    .string(key)
    .trim()
    .min(1, { error: key, abort: true })
    .pipe(fileUrlField);

// Front and back are required; a document with more pages (a passport's visa page) may add
// images up to the purpose's limit of 20 in all.
export const MAX_EXTRA_ID_IMAGES = FILE_RULES['id-card'].maxFiles - 2;

export const realNameBody = acrossFields(
  z.object({
    name: requiredText('v.kyc.name.required', 50),
    cardType: z.enum(CARD_TYPES, 'v.kyc.cardType.required'),
    cardNumber: requiredText('v.kyc.cardNumber.required', 30).transform((v) => v.toUpperCase()),
    img1: requiredFile('v.kyc.img1.required'),
    img2: requiredFile('v.kyc.img2.required'),
    extraImgs: z.array(fileUrlField).max(MAX_EXTRA_ID_IMAGES, 'v.max').default([]),
  }),
  ['cardType', 'cardNumber'],
  (value, ctx) => {
    if (!isValidCardNumber(value.cardType, value.cardNumber)) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'v.kyc.cardNumber.format' });
    }
  },
);
export type RealNameBody = z.input<typeof realNameBody>;

export const realNameInfo = z.object({
  status: realNameStatusField,
  name: z.string().nullable(),
  cardType: z.enum(CARD_TYPES).nullable(),
  cardNumber: z.string().nullable(),
  img1: z.string().nullable(),
  img2: z.string().nullable(),
  extraImgs: z.array(z.string()),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type RealNameInfo = z.infer<typeof realNameInfo>;

export const enterpriseBody = z.object({
  name: requiredText('v.company.name.required', 100),
  legalPerson: requiredText('v.kyc.legalPerson.required', 50),
  // Registration or tax number as the member's country writes it.
  cardNumber: requiredText('v.kyc.registrationNumber.required', 50).pipe(z.string().regex(/^[A-Za-z0-9 ./-]+$/, 'v.kyc.registrationNumber.format')),
  certificateImg: requiredFile('v.kyc.certificate.required'),
  attachments: z.array(fileUrlField).max(FILE_RULES.attachment.maxFiles, 'v.max').default([]),
});
export type EnterpriseBody = z.input<typeof enterpriseBody>;

export const enterpriseInfo = z.object({
  status: enterpriseStatusField,
  name: z.string().nullable(),
  legalPerson: z.string().nullable(),
  cardNumber: z.string().nullable(),
  certificateImg: z.string().nullable(),
  attachments: z.array(z.string()),
  rejectReason: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfo>;

// GET /app-api/my/order/getKycStatus: what the shipping flow checks before an order leaves
// draft (docs/product/orders.md: real-name certified).
export const kycStatus = z.object({
  realNameStatus: realNameStatusField,
  enterpriseStatus: enterpriseStatusField,
  realNameCertified: z.boolean(),
  enterpriseVerified: z.boolean(),
});
export type KycStatus = z.infer<typeof kycStatus>;

// Staff review.
export const KYC_KINDS = ['real-name', 'enterprise'] as const;
export type KycKind = (typeof KYC_KINDS)[number];

// `open`: 'true' lists only the submissions waiting for a decision (real-name: pending or under
// review; company: under review), the reviewers' queue; 'false' only the decided ones.
export const kycReviewQuery = pageQuery.extend({
  status: queryNumber(z.number().int().min(0).max(3)).optional(),
  open: z.enum(['true', 'false'], 'v.oneOf').optional(),
});
export type KycReviewQuery = z.input<typeof kycReviewQuery>;

export const kycRejectBody = z.object({ reason: requiredText('v.kyc.reason.required', 200) });

export const kycReviewItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  areaCode: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  // A real-name or a company status, by the kind reviewed.
  status: z.union([z.literal(REAL_NAME_STATUSES), z.literal(ENTERPRISE_STATUSES)]),
  submitTime: z.string(),
  reviewTime: z.string().nullable(),
  // The staff member who started the review or decided, by id and name (null: nobody yet).
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  // The submitted fields of the kind (real-name or enterprise), file urls under /admin-api.
  details: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
});
export type KycReviewItem = z.infer<typeof kycReviewItem>;
