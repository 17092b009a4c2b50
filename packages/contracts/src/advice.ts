import { z } from 'zod';
import { queryNumber } from './query-number.js';
import {
  ADVICE_AUTHORS,
  ADVICE_KINDS,
  COMPLAINT_STATUS,
  CONSULT_STATUS,
  type AdviceKind,
} from './advice-status.js';
import { acrossFields } from './across-fields.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { FILE_RULES, fileUrlField } from './files.js';
import { idSchema } from './id.js';

// Consultations, suggestions and complaints (docs/advice.md): the member's form and thread, the
// staff's answers, and the member's assigned customer-service contact. Each rule is written
// once here for the web form and the server route.

// ---------- constants ----------

export const ADVICE_TITLE_MAX = 100;
export const ADVICE_CONTACT_MAX = 50;
export const ADVICE_CONTENT_MAX = 2000;
export const ADVICE_ORDER_NO_MAX = 30;
export const ADVICE_RATING_COMMENT_MAX = 200;
export const ADVICE_FILES_MAX = FILE_RULES.attachment.maxFiles;
export const ADVICE_RATING_MAX = 5;

// The complaint_type dictionary's values.
export const COMPLAINT_TYPES = ['1', '2', '3', '4', '5', '6'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

// The page's kind and statuses (advice-status.ts, zod-free for the list page).
export { adviceKindOf, adviceStatusesOf } from './advice-status.js';

// Replied (consultations, suggestions) and processed (complaints) share the value 3: staff gave
// their answer and it is the member's turn to rate it, follow up or leave it.
export const ANSWERED_STATUS = 3;
const AWAITING = 1;
const IN_PROGRESS = 2;

// What each side may do with a thread, as the buttons show it and the server checks it.
export function memberMayFollowUp(t: { status: number; closed: boolean }): boolean {
  return !t.closed && t.status !== COMPLAINT_STATUS.cancelled;
}
export function staffMayReply(t: { status: number; closed: boolean }): boolean {
  return !t.closed && (t.status === AWAITING || t.status === IN_PROGRESS);
}
export function memberMayCancel(t: { kind: AdviceKind; status: number; closed: boolean }): boolean {
  return t.kind === 'complaint' && !t.closed && (t.status === COMPLAINT_STATUS.pending || t.status === COMPLAINT_STATUS.processing);
}
export function memberMayRate(t: { status: number; rating: number | null }): boolean {
  return t.status === ANSWERED_STATUS && t.rating === null;
}
export function staffMayPublish(t: { kind: AdviceKind; status: number }): boolean {
  return t.kind !== 'complaint' && t.status === CONSULT_STATUS.replied;
}

// The status after a staff reply: an answer that settles it (`done`) moves it to replied /
// processed, any other to replying / processing.
export function statusAfterStaffReply(done: boolean): number {
  return done ? ANSWERED_STATUS : IN_PROGRESS;
}
// A member's follow-up on an answered thread hands it back to staff.
export function statusAfterMemberReply(status: number): number {
  return status === ANSWERED_STATUS ? IN_PROGRESS : status;
}

// Staff hours: Monday to Saturday 9:00-18:00, China time (UTC+8, no daylight saving).
export const STAFF_HOURS = { firstDay: 1, lastDay: 6, start: 9, end: 18, utcOffsetHours: 8 } as const;
// The reply each kind is promised within, in staff working hours (docs/advice.md).
export const REPLY_PROMISE_WORKING_HOURS: Record<AdviceKind, number> = { consult: 9, suggestion: 18, complaint: 24 };

const HOUR_MS = 3_600_000;

// `from` plus `hours` of staff working time: time outside staff hours does not count.
export function addWorkingHours(from: Date, hours: number): Date {
  const offset = STAFF_HOURS.utcOffsetHours * HOUR_MS;
  // Work on "local" time shifted into UTC fields, then shift back.
  let local = new Date(from.getTime() + offset);
  let left = hours * HOUR_MS;
  for (let guard = 0; left > 0 && guard < 1000; guard += 1) {
    const day = local.getUTCDay();
    const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const open = dayStart + STAFF_HOURS.start * HOUR_MS;
    const close = dayStart + STAFF_HOURS.end * HOUR_MS;
    const workday = day >= STAFF_HOURS.firstDay && day <= STAFF_HOURS.lastDay;
    if (!workday || local.getTime() >= close) {
      local = new Date(dayStart + 24 * HOUR_MS + STAFF_HOURS.start * HOUR_MS);
      continue;
    }
    const at = Math.max(local.getTime(), open);
    const take = Math.min(left, close - at);
    left -= take;
    local = new Date(at + take);
  }
  return new Date(local.getTime() - offset);
}

// The staff working time between two instants, in milliseconds (0 when `to` is not after
// `from`): the reverse of addWorkingHours, for the care desk's reply timer.
export function workingMsBetween(from: Date, to: Date): number {
  const offset = STAFF_HOURS.utcOffsetHours * HOUR_MS;
  const end = to.getTime() + offset;
  let at = from.getTime() + offset;
  let total = 0;
  while (at < end) {
    const local = new Date(at);
    const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const day = local.getUTCDay();
    if (day >= STAFF_HOURS.firstDay && day <= STAFF_HOURS.lastDay) {
      const open = Math.max(at, dayStart + STAFF_HOURS.start * HOUR_MS);
      const close = Math.min(end, dayStart + STAFF_HOURS.end * HOUR_MS);
      if (close > open) total += close - open;
    }
    at = dayStart + 24 * HOUR_MS;
  }
  return total;
}

// Where a thread stands against its promised reply, in staff working minutes: the time left
// while within the promise, the time past it once overdue; null when it waits for nobody on the
// staff side (answered, closed or cancelled).
export type ReplyClock = { state: 'within' | 'overdue'; minutes: number };
export function replyClock(t: { status: number; closed: boolean; replyDueAt: string }, now: Date): ReplyClock | null {
  if (!staffMayReply(t)) return null;
  const due = new Date(t.replyDueAt);
  if (now.getTime() < due.getTime()) return { state: 'within', minutes: Math.ceil(workingMsBetween(now, due) / 60_000) };
  return { state: 'overdue', minutes: Math.floor(workingMsBetween(due, now) / 60_000) };
}

// A phone of a thread: the national number, digits only. Under China's code (86) it is a mobile
// (11 digits starting with 1) or a landline with its area code (0 then 9 to 11 digits, as
// 02012345678); a 7- or 8-digit number is a landline without its area code. Elsewhere 6 to 15
// digits.
export type AdvicePhoneProblem = 'v.advice.phone.required' | 'v.advice.phone.digits' | 'v.advice.phone.landline' | 'v.advice.phone.format';
export function advicePhoneProblem(areaCode: string | undefined, phone: string): AdvicePhoneProblem | null {
  const value = phone.trim();
  if (!value) return 'v.advice.phone.required';
  if (!/^\d+$/.test(value)) return 'v.advice.phone.digits';
  if (areaCode === '86') {
    if (/^1\d{10}$/.test(value) || /^0\d{9,11}$/.test(value)) return null;
    return value.length <= 8 ? 'v.advice.phone.landline' : 'v.advice.phone.format';
  }
  return value.length >= 6 && value.length <= 15 ? null : 'v.advice.phone.format';
}

// ---------- requests ----------

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

// No `abort` on the required check: an aborted field would hold back the rules across fields.
const requiredText = (key: 'v.advice.title.required' | 'v.advice.contact.required' | 'v.advice.content.required' | 'v.advice.orderNo.required', max: number) =>
  z.string(key).trim().min(1, key).max(max, 'v.maxLength');

// auth.ts's area code without its abort (see requiredText).
const areaCode = z.string('v.areaCode.required').trim().min(1, 'v.areaCode.required').regex(/^(\d{1,4})?$/, 'v.format');

const attachments = z.array(fileUrlField).max(ADVICE_FILES_MAX, 'v.advice.files.max').default([]);

// The phone rule needs the area code when it is valid; the complaint type only binds complaints.
// Both show as soon as their own fields parse, beside the other fields' problems.
export const adviceCreateBody = acrossFields(
  acrossFields(
    z.object({
      kind: z.enum(ADVICE_KINDS, 'v.advice.kind.required'),
      title: requiredText('v.advice.title.required', ADVICE_TITLE_MAX),
      contact: requiredText('v.advice.contact.required', ADVICE_CONTACT_MAX),
      // complaint_type; complaints only (ignored for the other kinds).
      type: z.preprocess(blankToUndefined, z.enum(COMPLAINT_TYPES, 'v.advice.type.required').optional()),
      areaCode: areaCode,
      phone: z.string('v.advice.phone.required').trim(),
      orderNo: requiredText('v.advice.orderNo.required', ADVICE_ORDER_NO_MAX).regex(/^[A-Za-z0-9-]*$/, 'v.advice.orderNo.format'),
      content: requiredText('v.advice.content.required', ADVICE_CONTENT_MAX),
      files: attachments,
    }),
    ['phone'],
    (value, ctx) => {
      const areaCode = typeof value.areaCode === 'string' ? value.areaCode.trim() : undefined;
      const phone = advicePhoneProblem(areaCode, value.phone);
      if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
    },
  ),
  ['kind', 'type'],
  (value, ctx) => {
    if (value.kind === 'complaint' && !value.type) ctx.addIssue({ code: 'custom', path: ['type'], message: 'v.advice.type.required' });
  },
);
export type AdviceCreateBody = z.input<typeof adviceCreateBody>;

export const advicePageQuery = cursorQuery.extend({
  kind: z.enum(ADVICE_KINDS, 'v.advice.kind.required'),
  status: queryNumber(z.number().int().min(1).max(4)).optional(),
});
export type AdvicePageQuery = z.infer<typeof advicePageQuery>;

export const staffAdvicePageQuery = cursorQuery.extend({
  kind: z.enum(ADVICE_KINDS).optional(),
  status: queryNumber(z.number().int().min(1).max(4)).optional(),
});
export type StaffAdvicePageQuery = z.infer<typeof staffAdvicePageQuery>;

export const adviceIdQuery = z.object({ id: idSchema() });

// A message in the thread (either side).
export const adviceReplyBody = z.object({
  id: idSchema(),
  content: requiredText('v.advice.content.required', ADVICE_CONTENT_MAX),
  files: attachments,
});
export type AdviceReplyBody = z.input<typeof adviceReplyBody>;

// Staff: `done` settles it (replied / processed); otherwise replying / processing.
export const staffAdviceReplyBody = adviceReplyBody.extend({ done: z.boolean().default(true) });
export type StaffAdviceReplyBody = z.input<typeof staffAdviceReplyBody>;

export const adviceRateBody = z.object({
  id: idSchema(),
  rating: z.number('v.advice.rating.range').int('v.advice.rating.range').min(1, 'v.advice.rating.range').max(ADVICE_RATING_MAX, 'v.advice.rating.range'),
  comment: z.preprocess(blankToUndefined, z.string().trim().max(ADVICE_RATING_COMMENT_MAX, 'v.maxLength').optional()),
});
export type AdviceRateBody = z.input<typeof adviceRateBody>;

export const advicePublishBody = z.object({ id: idSchema(), public: z.boolean().default(true) });

// ---------- answers ----------

export const adviceFile = z.object({ url: z.string(), name: z.string(), size: z.number().int(), image: z.boolean() });
export type AdviceFile = z.infer<typeof adviceFile>;

export const adviceMessage = z.object({
  id: z.number().int(),
  author: z.enum(ADVICE_AUTHORS),
  // Staff name for staff messages; null for the member's own.
  authorName: z.string().nullable(),
  content: z.string(),
  files: z.array(adviceFile),
  time: z.string(),
});
export type AdviceMessage = z.infer<typeof adviceMessage>;

export const adviceItem = z.object({
  id: z.number().int(),
  kind: z.enum(ADVICE_KINDS),
  // complaint_type (complaints)
  type: z.string().nullable(),
  title: z.string(),
  contact: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  orderNo: z.string(),
  content: z.string(),
  // CONSULT_STATUS or COMPLAINT_STATUS by kind.
  status: z.number().int(),
  replyContent: z.string().nullable(),
  replyTime: z.string().nullable(),
  // The reply promised by (docs/advice.md).
  replyDueAt: z.string(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  isPublic: z.boolean(),
  closed: z.boolean(),
  createTime: z.string(),
});
export type AdviceItem = z.infer<typeof adviceItem>;
export const advicePage = cursorPage(adviceItem);

export const adviceDetail = adviceItem.extend({ files: z.array(adviceFile), messages: z.array(adviceMessage) });
export type AdviceDetail = z.infer<typeof adviceDetail>;

export const staffAdviceItem = adviceItem.extend({ memberId: z.number().int(), memberMobile: z.string() });
export const staffAdvicePage = cursorPage(staffAdviceItem);
export const staffAdviceDetail = adviceDetail.extend({ memberId: z.number().int(), memberMobile: z.string() });

// GET /app-api/member/user/getContact: the member's assigned customer-service contact; null when
// none is assigned (the screens then show the service desk of the client config).
export const serviceContact = z.object({
  avatar: z.string().nullable(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  mobileAreaCode: z.string().nullable(),
  whatsapp: z.string().nullable(),
  whatsappAreaCode: z.string().nullable(),
  email: z.string().nullable(),
});
export type ServiceContact = z.infer<typeof serviceContact>;
