import { z } from 'zod';
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

// The steps of an item's history.
export const ABNORMAL_STEP_KINDS = ['raised', 'handled', 'disputed', 'upheld', 'maintained'] as const;
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
  status: z.coerce.number().pipe(z.literal(ABNORMAL_STATUSES)).optional(),
  orderId: idSchema().optional(),
});
export type AbnormalPageQuery = z.infer<typeof abnormalPageQuery>;

export const abnormalIdQuery = z.object({ id: idSchema() });

// The member handles an item. A dispute needs its reason in remarks.
export const abnormalHandleBody = z
  .object({
    id: idSchema(),
    action: z.enum(ABNORMAL_ACTIONS, 'v.abnormal.action.required'),
    remarks: optionalText(ABNORMAL_REMARKS_MAX),
    files: attachments,
  })
  .superRefine((value, ctx) => {
    if (value.action === 'dispute' && !value.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'v.abnormal.reason.required' });
  });
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
export const abnormalAnswerBody = z.object({
  id: idSchema(),
  answer: z.enum(DISPUTE_ANSWERS, 'v.abnormal.answer.required'),
  remarks: optionalText(ABNORMAL_REMARKS_MAX),
  files: attachments,
});
export type AbnormalAnswerBody = z.input<typeof abnormalAnswerBody>;

export const staffAbnormalPageQuery = cursorQuery.extend({
  status: z.coerce.number().pipe(z.literal(ABNORMAL_STATUSES)).optional(),
  orderId: idSchema().optional(),
});

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
});
export type AbnormalItem = z.infer<typeof abnormalItem>;
export const abnormalPage = cursorPage(abnormalItem);

export const abnormalDetail = abnormalItem.extend({ steps: z.array(abnormalStep) });
export type AbnormalDetail = z.infer<typeof abnormalDetail>;

// Staff read the shipper too.
export const staffAbnormalItem = abnormalItem.extend({ memberId: z.number().int(), memberMobile: z.string() });
export const staffAbnormalPage = cursorPage(staffAbnormalItem);
export const staffAbnormalDetail = staffAbnormalItem.extend({ steps: z.array(abnormalStep) });

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
  steps: z.array(z.object({ kind: z.enum(ABNORMAL_STEP_KINDS), action: z.enum(ABNORMAL_ACTIONS).nullable(), time: z.string() })),
});
export type OrderAbnormalEntry = z.infer<typeof orderAbnormalEntry>;
