import { z } from 'zod';
import { queryNumber } from './query-number.js';
import { phoneField } from './address-book.js';
import { areaCodeField } from './auth.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { FILE_RULES } from './file-rules.js';
import { idSchema } from './id.js';
import type { Locale } from './locale.js';
import { GIFT_EXCHANGE_STATUS, GIFT_EXCHANGE_STATUSES, GIFT_STATUSES, type GiftExchangeStatus } from './statuses.js';

// Gift exchange (docs/points-and-gifts.md, "Gifts"): a catalogue of gifts priced in points,
// outlets where gifts are picked up (each with its own pickup surcharge in points), campaign
// pages (activities), and members' redemptions, which are final.

// ---------- constants ----------

// The gift_status and gift_exchange_status dictionaries: zod-free in statuses.ts (the web's gift
// pages map them without loading zod).
export { GIFT_EXCHANGE_STATUS, GIFT_EXCHANGE_STATUSES, GIFT_STATUS, GIFT_STATUSES, type GiftExchangeStatus, type GiftStatus } from './statuses.js';

// The gift_exchange_method dictionary: pick up at an outlet in China (where the goods leave),
// or have it travel free by sea with the member's cargo to a destination outlet. An outlet
// serves one method.
export const GIFT_EXCHANGE_METHOD = { pickup: 1, seaShipment: 2 } as const;
export type GiftExchangeMethod = (typeof GIFT_EXCHANGE_METHOD)[keyof typeof GIFT_EXCHANGE_METHOD];
export const GIFT_EXCHANGE_METHODS = Object.values(GIFT_EXCHANGE_METHOD);

// The one table of staff steps: from which status each may start. Dispatch needs the courier
// number and company; a gift picked up at an origin outlet may go straight to ready for pickup
// (stepStartsFrom).
export const GIFT_EXCHANGE_STEPS = {
  dispatch: { from: [GIFT_EXCHANGE_STATUS.awaitingDispatch], to: GIFT_EXCHANGE_STATUS.dispatched },
  ready: { from: [GIFT_EXCHANGE_STATUS.awaitingDispatch, GIFT_EXCHANGE_STATUS.dispatched], to: GIFT_EXCHANGE_STATUS.readyForPickup },
  complete: { from: [GIFT_EXCHANGE_STATUS.readyForPickup], to: GIFT_EXCHANGE_STATUS.completed },
} as const satisfies Record<string, { from: readonly GiftExchangeStatus[]; to: GiftExchangeStatus }>;
export type GiftExchangeStep = keyof typeof GIFT_EXCHANGE_STEPS;

// Where a step may start for a redemption of this method: a gift shipped by sea to a
// destination outlet is dispatched before it can be ready there.
export function stepStartsFrom(step: GiftExchangeStep, method: GiftExchangeMethod): readonly GiftExchangeStatus[] {
  if (step === 'ready' && method === GIFT_EXCHANGE_METHOD.seaShipment) return [GIFT_EXCHANGE_STATUS.dispatched];
  return GIFT_EXCHANGE_STEPS[step].from;
}
export const GIFT_EXCHANGE_STEP_NAMES = Object.keys(GIFT_EXCHANGE_STEPS) as GiftExchangeStep[];

export const GIFT_NOTES_KEY = 'gift_exchange_notes';
export const GIFT_REMARK_MAX = 100;
export const GIFT_ADDRESS_MAX = 100;
export const GIFT_QUANTITY_MAX = 99;
export const GIFT_POINTS_MAX = 10_000_000;
export const GIFT_STOCK_MAX = 1_000_000;
export const GIFT_IMAGES_MAX = FILE_RULES['gift-image'].maxFiles;

// ---------- the dispatch rule ----------

// The rule's calendar is China time (UTC+8 all year, no daylight saving): gifts leave from the
// China warehouses, so "the 25th" is the 25th there, whatever the member's own time zone.
export const GIFT_DISPATCH_UTC_OFFSET_HOURS = 8;
export const GIFT_DISPATCH_CUTOFF_DAY = 25;
export const GIFT_DISPATCH_WITHIN_DAYS = 7;

export interface ExpectedDispatch {
  // withinWeek: redeemed on or before the 25th, dispatched by `date` (redemption day + 7);
  // nextMonth: redeemed after the 25th, dispatched in the month that starts on `date`.
  rule: 'withinWeek' | 'nextMonth';
  // YYYY-MM-DD, China calendar.
  date: string;
}

// When a gift redeemed at `redeemedAt` is expected to leave: written once here, used by the
// server (answers) and the web (the confirmation shows it before submitting).
export function expectedDispatch(redeemedAt: Date): ExpectedDispatch {
  const local = new Date(redeemedAt.getTime() + GIFT_DISPATCH_UTC_OFFSET_HOURS * 3_600_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  if (day <= GIFT_DISPATCH_CUTOFF_DAY) {
    return { rule: 'withinWeek', date: isoDay(new Date(Date.UTC(year, month, day + GIFT_DISPATCH_WITHIN_DAYS))) };
  }
  return { rule: 'nextMonth', date: isoDay(new Date(Date.UTC(year, month + 1, 1))) };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// What a redemption costs: the gift's price per piece times the quantity, plus the outlet's
// pickup surcharge once.
export function exchangeCost(unitPoints: number, quantity: number, outletPoints: number): number {
  return unitPoints * quantity + outletPoints;
}

// ---------- field rules ----------

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);
const optionalText = (max: number, key: 'v.maxLength' | 'v.gift.remark.max' = 'v.maxLength') =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, key).optional());
const optionalDay = z.preprocess(blankToUndefined, z.iso.date('v.format').optional());
const requiredText = (key: 'v.gift.name.required' | 'v.gift.recipient.required', max: number) =>
  z.string(key).trim().min(1, { error: key, abort: true }).max(max, 'v.maxLength');

// A name in the three languages: Chinese and English required, French falls back to English.
const localizedNames = (max: number) =>
  z.object({ zh_CN: requiredText('v.gift.name.required', max), en_US: requiredText('v.gift.name.required', max), fr_FR: optionalText(max) });
// A longer text in the three languages, each optional.
const localizedTexts = (max: number) => z.object({ zh_CN: optionalText(max), en_US: optionalText(max), fr_FR: optionalText(max) });

export function localizedText(texts: { zh_CN?: string | null; en_US?: string | null; fr_FR?: string | null }, locale: Locale): string {
  return texts[locale] || (locale === 'zh_CN' ? texts.zh_CN : texts.en_US) || texts.en_US || texts.zh_CN || '';
}

const pointsField = z.number('v.gift.points.required').int('v.order.integer').min(0, 'v.min').max(GIFT_POINTS_MAX, 'v.max');
// An image: a site path ("/files/…") or an https address.
const imageField = z.string().trim().max(300, 'v.maxLength').regex(/^(\/|https:\/\/)\S+$/, 'v.format');

// ---------- member requests ----------

export const giftPageQuery = cursorQuery;
export const giftIdQuery = z.object({ id: idSchema() });

// The redemption form: one rule for the web form and the route.
export const giftRedeemBody = z.object({
  giftId: idSchema(),
  quantity: z.number('v.gift.quantity.required').int('v.order.integer').min(1, 'v.min').max(GIFT_QUANTITY_MAX, 'v.max'),
  method: z.literal(GIFT_EXCHANGE_METHODS, 'v.gift.method.required'),
  outletId: idSchema('v.gift.outlet.required'),
  recipient: requiredText('v.gift.recipient.required', 50),
  areaCode: areaCodeField,
  phone: phoneField,
  address: optionalText(GIFT_ADDRESS_MAX),
  remark: optionalText(GIFT_REMARK_MAX, 'v.gift.remark.max'),
  // The notes (need-know gift_exchange_notes) were read to the end: the form sends true only
  // after the member scrolled to their end.
  notesRead: z.literal(true, 'v.gift.notes.required'),
});
export type GiftRedeemBody = z.input<typeof giftRedeemBody>;
export type GiftRedeemInput = z.output<typeof giftRedeemBody>;

export const exchangePageQuery = cursorQuery.extend({
  status: queryNumber(z.literal(GIFT_EXCHANGE_STATUSES)).optional(),
});
export type ExchangePageQuery = z.infer<typeof exchangePageQuery>;

// ---------- member answers ----------

export const giftOutlet = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  method: z.literal(GIFT_EXCHANGE_METHODS),
  // Pickup surcharge in points, added once per redemption.
  pickupPoints: z.number().int(),
});
export type GiftOutlet = z.infer<typeof giftOutlet>;

export const giftItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  points: z.number().int(),
  stock: z.number().int(),
  status: z.literal(GIFT_STATUSES),
});
export type GiftItem = z.infer<typeof giftItem>;
export const giftPage = cursorPage(giftItem);

// One gift with what its form needs: the open outlets and the caller's points.
export const giftDetail = giftItem.extend({ outlets: z.array(giftOutlet), availablePoints: z.number().int() });
export type GiftDetail = z.infer<typeof giftDetail>;

export const expectedDispatchSchema = z.object({ rule: z.enum(['withinWeek', 'nextMonth']), date: z.string() });

export const exchangeItem = z.object({
  id: z.number().int(),
  exchangeNo: z.string(),
  giftId: z.number().int(),
  giftName: z.string(),
  giftImage: z.string().nullable(),
  quantity: z.number().int(),
  unitPoints: z.number().int(),
  outletPoints: z.number().int(),
  totalPoints: z.number().int(),
  method: z.literal(GIFT_EXCHANGE_METHODS),
  outlet: giftOutlet.pick({ id: true, name: true, city: true, address: true, phone: true }),
  recipient: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.literal(GIFT_EXCHANGE_STATUSES),
  expectedDispatch: expectedDispatchSchema,
  courierNo: z.string().nullable(),
  courierCompany: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ExchangeItem = z.infer<typeof exchangeItem>;
export const exchangePage = cursorPage(exchangeItem);

// The redemption's answer: the record and the balance after it.
export const redeemResult = z.object({ exchange: exchangeItem, availablePoints: z.number().int() });
export type RedeemResult = z.infer<typeof redeemResult>;

export const activityDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  giftId: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;
export const activityList = z.array(activityDetail.omit({ content: true }));

// ---------- staff ----------

export const giftSaveBody = z.object({
  // Absent: a new gift.
  id: idSchema().optional(),
  name: localizedNames(100),
  description: localizedTexts(2000),
  images: z.array(imageField).max(GIFT_IMAGES_MAX, 'v.max').default([]),
  points: pointsField.min(1, 'v.min'),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type GiftSaveBody = z.input<typeof giftSaveBody>;

// Stock changes by a signed amount (a delivery in, a count correction); never below zero.
export const giftStockBody = z.object({ id: idSchema(), delta: z.number().int('v.order.integer').min(-GIFT_STOCK_MAX, 'v.min').max(GIFT_STOCK_MAX, 'v.max').refine((v) => v !== 0, 'v.min') });
export const giftStatusBody = z.object({ id: idSchema(), withdrawn: z.boolean() });

// Staff read every language as stored (null: not written), to edit them.
const storedTexts = z.object({ zh_CN: z.string().nullable(), en_US: z.string().nullable(), fr_FR: z.string().nullable() });
export type StoredTexts = z.infer<typeof storedTexts>;

export const staffGiftItem = giftItem.extend({
  nameTexts: z.object({ zh_CN: z.string(), en_US: z.string(), fr_FR: z.string().nullable() }),
  descriptionTexts: storedTexts,
  sort: z.number().int(),
});
export type StaffGiftItem = z.infer<typeof staffGiftItem>;
export const staffGiftPage = cursorPage(staffGiftItem);
export const staffGiftPageQuery = cursorQuery.extend({ status: queryNumber(z.literal(GIFT_STATUSES)).optional() });

export const outletSaveBody = z.object({
  id: idSchema().optional(),
  name: localizedNames(60),
  city: z.string().trim().min(1, 'v.required').max(60, 'v.maxLength'),
  address: z.string().trim().min(1, 'v.required').max(200, 'v.maxLength'),
  phone: z.string().trim().max(30, 'v.maxLength').default(''),
  method: z.literal(GIFT_EXCHANGE_METHODS, 'v.gift.method.required'),
  pickupPoints: pointsField,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type OutletSaveBody = z.input<typeof outletSaveBody>;
export const staffOutlet = giftOutlet.extend({ nameTexts: storedTexts, enabled: z.boolean(), sort: z.number().int() });
export type StaffOutlet = z.infer<typeof staffOutlet>;

export const activitySaveBody = z.object({
  id: idSchema().optional(),
  title: localizedNames(100),
  content: localizedTexts(5000),
  image: z.preprocess(blankToUndefined, imageField.optional()),
  giftId: idSchema().nullable().optional(),
  startDate: z.iso.date().nullable().optional(),
  endDate: z.iso.date().nullable().optional(),
  enabled: z.boolean().default(true),
});

export type ActivitySaveBody = z.input<typeof activitySaveBody>;
export const staffActivity = activityDetail.extend({ titleTexts: storedTexts, contentTexts: storedTexts, enabled: z.boolean() });
export type StaffActivity = z.infer<typeof staffActivity>;

// The redemptions desk's search; every filter optional, newest first.
export const staffExchangePageQuery = exchangePageQuery.extend({
  memberId: z.preprocess(blankToUndefined, idSchema().optional()),
  // A redemption number ("GE…", whole, any case), the member's mobile (digits, with or
  // without the area code) or the recipient's name (any part, any case).
  keyword: optionalText(50),
  giftId: z.preprocess(blankToUndefined, idSchema().optional()),
  // Redeemed on these UTC days, both included.
  dateFrom: optionalDay,
  dateTo: optionalDay,
});
export type StaffExchangePageQuery = z.infer<typeof staffExchangePageQuery>;
export const staffExchangeItem = exchangeItem.extend({ memberId: z.number().int(), memberMobile: z.string() });
export type StaffExchangeItem = z.infer<typeof staffExchangeItem>;
export const staffExchangePage = cursorPage(staffExchangeItem);

// Every gift by name, withdrawn ones too, for the redemptions desk's gift filter.
export const giftChoice = z.object({ id: z.number().int(), name: z.string(), status: z.literal(GIFT_STATUSES) });
export type GiftChoice = z.infer<typeof giftChoice>;
export const giftChoices = z.array(giftChoice);

// A staff step on a redemption; dispatch carries the courier and the delivery date.
export const exchangeStepBody = z
  .object({
    id: idSchema(),
    step: z.enum(GIFT_EXCHANGE_STEP_NAMES),
    courierNo: optionalText(50),
    courierCompany: optionalText(50),
    deliveryDate: optionalDay,
  })
  .superRefine((value, ctx) => {
    if (value.step !== 'dispatch') return;
    if (!value.courierNo) ctx.addIssue({ code: 'custom', path: ['courierNo'], message: 'v.gift.courier.required' });
    if (!value.courierCompany) ctx.addIssue({ code: 'custom', path: ['courierCompany'], message: 'v.gift.courier.required' });
  });
export type ExchangeStepBody = z.input<typeof exchangeStepBody>;
