import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { acrossFields } from './across-fields.js';
import { ABNORMAL_STATUS, ABNORMAL_STATUSES, type AbnormalStatus } from './statuses.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { FILE_RULES, fileUrlField } from './files.js';
import { idSchema } from './id.js';

// Abnormal (exception) items of shipping orders (docs/abnormal-items.md). Staff raise an item on
// an order with a description, photos and an optional surcharge; the order's shipper handles it
// by choosing one of the actions its type allows, or disputes it; staff answer a dispute.

// ---------- constants ----------

// The order_exception_type dictionary's values, by name.
export const ABNORMAL_TYPE = {
  heavy: '1',
  bulky: '2',
  restricted: '3',
  damaged: '4',
  countMismatch: '5',
  marks: '6',
  declaration: '7',
  advancePayment: '8',
  other: '9',
  lost: '10',
} as const;
export type AbnormalType = (typeof ABNORMAL_TYPE)[keyof typeof ABNORMAL_TYPE];
export const ABNORMAL_TYPES = Object.values(ABNORMAL_TYPE);

// What a member may answer. accept: agree to the item and its surcharge; dispute: disagree, with
// a reason and photos (staff answer); repack / return: ask for repacking or for the goods back;
// general / heavy / bulky: the weight actions (set as general cargo, agree heavy cargo, agree
// bulky cargo).
export const ABNORMAL_ACTIONS = ['accept', 'dispute', 'repack', 'return', 'general', 'heavy', 'bulky'] as const;
export type AbnormalAction = (typeof ABNORMAL_ACTIONS)[number];

const WEIGHT_ACTIONS = ['general', 'heavy', 'bulky', 'dispute'] as const satisfies readonly AbnormalAction[];

// The one table of which actions each type allows: the handle dialog offers these, the server
// refuses any other.
export const ACTIONS_BY_TYPE: Record<AbnormalType, readonly AbnormalAction[]> = {
  '1': WEIGHT_ACTIONS,
  '2': WEIGHT_ACTIONS,
  '3': ['accept', 'return', 'dispute'],
  '4': ['accept', 'repack', 'return', 'dispute'],
  '5': ['accept', 'dispute'],
  '6': ['accept', 'repack', 'dispute'],
  '7': ['accept', 'return', 'dispute'],
  '8': ['accept', 'dispute'],
  '9': ['accept', 'repack', 'return', 'dispute'],
  '10': ['accept', 'dispute'],
};

export function actionAllowed(type: AbnormalType, action: AbnormalAction): boolean {
  return ACTIONS_BY_TYPE[type].includes(action);
}

// Types whose screens show the compensation and claim rules (damage and loss).
export const CLAIM_TYPES: readonly AbnormalType[] = [ABNORMAL_TYPE.damaged, ABNORMAL_TYPE.countMismatch, ABNORMAL_TYPE.lost];
// Compensation for a lost parcel: at most this many US cents per consignment (ticket); nothing
// when the outer package is intact but the contents are damaged.
export const LOST_PARCEL_COMPENSATION_MAX = { amount: 10_000, currency: 'USD' } as const;
// Insurance claims are reported within this many days of warehousing.
export const CLAIM_REPORT_DAYS = 3;

// ---------- member claims ----------

// A member's claim for lost or damaged goods (docs/abnormal-items.md, "Claims"): it becomes an
// item of the matching type, staff's turn at once (status disputed: awaiting our answer).
export const CLAIM_KINDS = ['loss', 'damage'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_TYPE_OF: Record<ClaimKind, AbnormalType> = { loss: ABNORMAL_TYPE.lost, damage: ABNORMAL_TYPE.damaged };

// The order statuses a claim is taken in: order-flow.ts (zod-free, for the order detail).
export { CLAIM_ORDER_STATUSES, claimAllowedFor } from './order-flow.js';

// The last moment a claim under the shipment's insurance is taken: CLAIM_REPORT_DAYS after the
// goods were warehoused.
export function insuranceClaimDeadline(warehousedAt: string | Date): Date {
  return new Date(new Date(warehousedAt).getTime() + CLAIM_REPORT_DAYS * 24 * 60 * 60 * 1000);
}

// Staff's answer to a claim: accept it (with the compensation granted, at most the amount
// claimed) or reject it (with the reason).
export const CLAIM_ANSWERS = ['accept', 'reject'] as const;
export type ClaimAnswer = (typeof CLAIM_ANSWERS)[number];

// The order_exception_status dictionary: to handle (the member's turn), finished, disputed (the
// staff's turn).
// In statuses.ts (zod-free: the list reads them), re-exported here.
export { ABNORMAL_STATUS, ABNORMAL_STATUSES, type AbnormalStatus };

// Every action but dispute finishes the item.
export function statusAfter(action: AbnormalAction): AbnormalStatus {
  return action === 'dispute' ? ABNORMAL_STATUS.disputed : ABNORMAL_STATUS.finished;
}

// Whether the proposed surcharge applies once the member chose `action`: setting weight-
// exceptional cargo as general cargo ships it at the general rate, without the surcharge.
export function surchargeApplies(action: AbnormalAction): boolean {
  return action !== 'general' && action !== 'dispute';
}

// Staff's answer to a dispute: uphold it (finished, no surcharge) or maintain the item (back
// to the member).
export const DISPUTE_ANSWERS = ['uphold', 'maintain'] as const;
export type DisputeAnswer = (typeof DISPUTE_ANSWERS)[number];

// The steps of an item's history; claimed, granted and refused are a member's claim's.
export const ABNORMAL_STEP_KINDS = ['raised', 'handled', 'disputed', 'upheld', 'maintained', 'claimed', 'granted', 'refused'] as const;
export type AbnormalStepKind = (typeof ABNORMAL_STEP_KINDS)[number];

export const ABNORMAL_CURRENCIES = ['USD', 'CNY', 'EUR'] as const;
export type AbnormalCurrency = (typeof ABNORMAL_CURRENCIES)[number];

export const ABNORMAL_FILES_MAX = FILE_RULES.attachment.maxFiles;
export const ABNORMAL_REMARKS_MAX = 500;
// Largest surcharge in minor units (one million in major units).
export const ABNORMAL_AMOUNT_MAX = 100_000_000;

// ---------- requests ----------

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), z.string().trim().max(max, 'v.maxLength').optional());

const attachments = z.array(fileUrlField).max(ABNORMAL_FILES_MAX, 'v.abnormal.files.max').default([]);

// Member list: by status tab, or one order's items.
export const abnormalPageQuery = cursorQuery.extend({
  status: queryNumber(z.literal(ABNORMAL_STATUSES)).optional(),
  orderId: idSchema().optional(),
});
export type AbnormalPageQuery = z.infer<typeof abnormalPageQuery>;

export const abnormalIdQuery = z.object({ id: idSchema() });

// The member handles an item. A dispute needs its reason in remarks.
// The rule runs as soon as the action and remarks are valid (acrossFields): the form, which has
// no id, checks the reason before asking to confirm.
export const abnormalHandleBody = acrossFields(
  z.object({
    id: idSchema(),
    action: z.enum(ABNORMAL_ACTIONS, 'v.abnormal.action.required'),
    remarks: optionalText(ABNORMAL_REMARKS_MAX),
    files: attachments,
  }),
  ['action', 'remarks'],
  (value, ctx) => {
    if (value.action === 'dispute' && !value.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'v.abnormal.reason.required' });
  },
);
export type AbnormalHandleBody = z.input<typeof abnormalHandleBody>;

// Staff raise an item on an order; amount in minor units of currency, both or neither.
export const abnormalCreateBody = z
  .object({
    orderId: idSchema(),
    type: z.enum(ABNORMAL_TYPES, 'v.abnormal.type.required'),
    description: z.string('v.abnormal.description.required').trim().min(1, { error: 'v.abnormal.description.required', abort: true }).max(ABNORMAL_REMARKS_MAX, 'v.maxLength'),
    amount: z.number().int('v.order.integer').min(0, 'v.min').max(ABNORMAL_AMOUNT_MAX, 'v.max').nullable().optional(),
    currency: z.enum(ABNORMAL_CURRENCIES).nullable().optional(),
    files: attachments,
  })
  .superRefine((value, ctx) => {
    const hasAmount = value.amount !== null && value.amount !== undefined;
    if (hasAmount && !value.currency) ctx.addIssue({ code: 'custom', path: ['currency'], message: 'v.abnormal.currency.required' });
  });
export type AbnormalCreateBody = z.input<typeof abnormalCreateBody>;

// Staff answer a dispute.
// A member's claim on their own order (docs/abnormal-items.md, "Claims"). Amounts are US cents,
// at most LOST_PARCEL_COMPENSATION_MAX per consignment. A damage claim declares whether the outer
// package was intact (intact: no compensation, refused) and carries at least one photo.
// requestKey: one per form, so a double submit answers the claim the first one made.
export const claimCreateBody = z
  .object({
    orderId: idSchema(),
    kind: z.enum(CLAIM_KINDS, 'v.abnormal.claim.kind.required'),
    amount: z
      .number('v.abnormal.claim.amount.required')
      .int('v.order.integer')
      .min(1, 'v.abnormal.claim.amount.required')
      .max(LOST_PARCEL_COMPENSATION_MAX.amount, 'v.abnormal.claim.amount.max'),
    description: z.string('v.abnormal.claim.description.required').trim().min(1, { error: 'v.abnormal.claim.description.required', abort: true }).max(ABNORMAL_REMARKS_MAX, 'v.maxLength'),
    outerPackageIntact: z.boolean().nullable().optional(),
    insurance: z.boolean().default(false),
    files: attachments,
    requestKey: z.string('v.required').trim().min(8, 'v.required').max(64, 'v.maxLength'),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'damage') return;
    if (value.outerPackageIntact === null || value.outerPackageIntact === undefined) {
      ctx.addIssue({ code: 'custom', path: ['outerPackageIntact'], message: 'v.abnormal.claim.intact.required' });
    } else if (value.outerPackageIntact) {
      ctx.addIssue({ code: 'custom', path: ['outerPackageIntact'], message: 'v.abnormal.claim.intact.refused' });
    }
    if (value.files.length === 0) ctx.addIssue({ code: 'custom', path: ['files'], message: 'v.abnormal.claim.photos.required' });
  });
export type ClaimCreateBody = z.input<typeof claimCreateBody>;

// Staff answer a claim: the compensation (US cents, at most the amount claimed; the claimed
// amount when left out) on accept, the reason (remarks) on reject.
export const claimAnswerBody = z
  .object({
    id: idSchema(),
    answer: z.enum(CLAIM_ANSWERS, 'v.abnormal.answer.required'),
    compensation: z.number().int('v.order.integer').min(1, 'v.min').max(LOST_PARCEL_COMPENSATION_MAX.amount, 'v.abnormal.claim.amount.max').optional(),
    remarks: optionalText(ABNORMAL_REMARKS_MAX),
    files: attachments,
  })
  .superRefine((value, ctx) => {
    if (value.answer === 'reject' && !value.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'v.abnormal.claim.reason.required' });
    if (value.answer === 'reject' && value.compensation !== undefined) ctx.addIssue({ code: 'custom', path: ['compensation'], message: 'v.abnormal.claim.compensation.rejected' });
  });
export type ClaimAnswerBody = z.input<typeof claimAnswerBody>;

// What the claim form needs to know about an order before the member fills it in.
export const claimCheckQuery = z.object({ orderId: idSchema() });
export const claimCheck = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  // Whether a claim may be filed now; if not, why: the order's status, or it has one already.
  allowed: z.boolean(),
  refusal: z.enum(['status', 'exists']).nullable(),
  // The order's existing claim, if any.
  claimId: z.number().int().nullable(),
  // Shipped insured; the insurance claim deadline (null until warehoused or when not insured).
  insured: z.boolean(),
  insuranceDeadline: z.string().nullable(),
  // Whether an insurance claim is still taken now.
  insuranceOpen: z.boolean(),
});
export type ClaimCheck = z.infer<typeof claimCheck>;

export const abnormalAnswerBody = z.object({
  id: idSchema(),
  answer: z.enum(DISPUTE_ANSWERS, 'v.abnormal.answer.required'),
  remarks: optionalText(ABNORMAL_REMARKS_MAX),
  files: attachments,
});
export type AbnormalAnswerBody = z.input<typeof abnormalAnswerBody>;

// Staff list (the console's exceptions desk): by status, type, one order (its id, or its number
// matched whole, any case).
export const staffAbnormalPageQuery = cursorQuery.extend({
  status: queryNumber(z.literal(ABNORMAL_STATUSES)).optional(),
  type: z.enum(ABNORMAL_TYPES, 'v.oneOf').optional(),
  orderId: idSchema().optional(),
  orderNo: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().toUpperCase().max(32, 'v.maxLength').optional()),
});
export type StaffAbnormalPageQuery = z.infer<typeof staffAbnormalPageQuery>;

// ---------- answers ----------

export const abnormalFile = z.object({ url: z.string(), name: z.string(), size: z.number().int(), image: z.boolean() });
export type AbnormalFile = z.infer<typeof abnormalFile>;

export const abnormalStep = z.object({
  id: z.number().int(),
  kind: z.enum(ABNORMAL_STEP_KINDS),
  action: z.enum(ABNORMAL_ACTIONS).nullable(),
  // staff: a staff member; member: the shipper.
  actor: z.enum(['staff', 'member']),
  actorName: z.string().nullable(),
  remarks: z.string().nullable(),
  files: z.array(abnormalFile),
  time: z.string(),
});
export type AbnormalStep = z.infer<typeof abnormalStep>;

// A member's claim on the item (null on items staff raised). Amounts in US cents.
export const abnormalClaim = z.object({
  kind: z.enum(CLAIM_KINDS),
  amount: z.number().int(),
  currency: z.literal(LOST_PARCEL_COMPENSATION_MAX.currency),
  insurance: z.boolean(),
  // Granted by staff: null while awaiting the answer, 0 when rejected.
  compensation: z.number().int().nullable(),
});
export type AbnormalClaim = z.infer<typeof abnormalClaim>;

export const abnormalItem = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  marks: z.string().nullable(),
  type: z.enum(ABNORMAL_TYPES),
  description: z.string(),
  // Proposed surcharge in minor units of currency (null: none).
  amount: z.number().int().nullable(),
  currency: z.enum(ABNORMAL_CURRENCIES).nullable(),
  // Surcharge due once finished (0 when waived); null while open.
  chargedAmount: z.number().int().nullable(),
  status: z.literal(ABNORMAL_STATUSES),
  // The member's last choice.
  action: z.enum(ABNORMAL_ACTIONS).nullable(),
  // Actions the member may choose now (empty unless to handle).
  actions: z.array(z.enum(ABNORMAL_ACTIONS)),
  files: z.array(abnormalFile),
  // Who handled it last and when.
  handler: z.string().nullable(),
  handlerTime: z.string().nullable(),
  createTime: z.string(),
  claim: abnormalClaim.nullable(),
});
export type AbnormalItem = z.infer<typeof abnormalItem>;
export const abnormalPage = cursorPage(abnormalItem);

export const abnormalDetail = abnormalItem.extend({ steps: z.array(abnormalStep) });
export type AbnormalDetail = z.infer<typeof abnormalDetail>;

// Staff read the shipper too.
export const staffAbnormalItem = abnormalItem.extend({ memberId: z.number().int(), memberMobile: z.string() });
export type StaffAbnormalItem = z.infer<typeof staffAbnormalItem>;
export const staffAbnormalPage = cursorPage(staffAbnormalItem);
export const staffAbnormalDetail = staffAbnormalItem.extend({ steps: z.array(abnormalStep) });
export type StaffAbnormalDetail = z.infer<typeof staffAbnormalDetail>;

// An order's items as its detail shows them (the shipper only): a summary and the history steps
// the order's timeline merges with its tracking events.
export const orderAbnormalEntry = z.object({
  id: z.number().int(),
  type: z.enum(ABNORMAL_TYPES),
  description: z.string(),
  status: z.literal(ABNORMAL_STATUSES),
  amount: z.number().int().nullable(),
  currency: z.enum(ABNORMAL_CURRENCIES).nullable(),
  createTime: z.string(),
  // A member's claim (loss or damage) rather than an item staff raised.
  claim: z.boolean(),
  steps: z.array(z.object({ kind: z.enum(ABNORMAL_STEP_KINDS), action: z.enum(ABNORMAL_ACTIONS).nullable(), time: z.string() })),
});
export type OrderAbnormalEntry = z.infer<typeof orderAbnormalEntry>;
