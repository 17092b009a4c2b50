import { z } from 'zod';
import { OPEN_REFUND_STATUSES, REFUND_STATUSES, type RefundStatus } from './statuses.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { FILE_RULES, fileUrlField } from './files.js';
import { idSchema } from './id.js';

// Warehouse refunds (docs/money.md, "Warehouse refunds"): the shipper asks to take the goods
// back while they are in the warehouse and not yet loaded; finance approves or rejects; after an
// approval the warehouse records the goods handed back (returned), which ends the order as
// "returned to shipper".

// The statuses live in statuses.ts (zod-free: the order detail reads them), re-exported here.
export { OPEN_REFUND_STATUSES, REFUND_STATUSES, type RefundStatus };

export const REFUND_REASON_MAX = 200;
export const REFUND_IMAGES_MAX = FILE_RULES.refund.maxFiles;

// A required text: blank answers `key`, too long the common max-length rule.
const requiredText = (key: 'v.refund.reason.required' | 'v.refund.returnNote.required', max: number) =>
  z.string(key).trim().min(1, { error: key, abort: true }).max(max, 'v.maxLength');

export const refundCreateBody = z.object({
  orderId: idSchema(),
  reason: requiredText('v.refund.reason.required', REFUND_REASON_MAX),
  images: z.array(fileUrlField).max(REFUND_IMAGES_MAX, 'v.file.tooMany').default([]),
});
export type RefundCreateBody = z.input<typeof refundCreateBody>;

export const refundPageQuery = cursorQuery.extend({
  orderId: idSchema().optional(),
  status: z.enum(REFUND_STATUSES).optional(),
});
export type RefundPageQuery = z.infer<typeof refundPageQuery>;

export const refundItem = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  reason: z.string(),
  images: z.array(z.string()),
  status: z.enum(REFUND_STATUSES),
  answer: z.string().nullable(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
  // When the goods were handed back and what the warehouse noted (who collected); null before.
  returnTime: z.string().nullable(),
  returnNote: z.string().nullable(),
});
export type RefundItem = z.infer<typeof refundItem>;

export const refundPage = cursorPage(refundItem);

// Staff: a decision. Rejecting says why; approving may add instructions (where to collect).
export const refundApproveBody = z.object({ id: idSchema(), answer: z.string().trim().max(200, 'v.maxLength').optional() });
export const refundRejectBody = z.object({
  id: idSchema(),
  answer: z.string('v.refund.answer.required').trim().min(1, 'v.refund.answer.required').max(200, 'v.maxLength'),
});

// Staff (warehouse): the goods of an approved application were handed back to the shipper. The
// note says who collected them (kept with the refund, not on the public tracking); the time
// defaults to now.
export const REFUND_RETURN_NOTE_MAX = 200;
export const refundReturnBody = z.object({
  id: idSchema(),
  note: requiredText('v.refund.returnNote.required', REFUND_RETURN_NOTE_MAX),
  time: z.iso.datetime({ offset: true, error: 'v.format' }).optional(),
});
export type RefundReturnBody = z.input<typeof refundReturnBody>;

// Staff list: every member's refunds, newest first.
// Who decided (approved or rejected; `decideTime` says when) and who recorded the goods handed
// back (`returnTime`): staff id and name, null before the step (or for an account since removed).
export const refundStaffItem = refundItem.extend({
  memberId: z.number().int(),
  marks: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  returnedBy: z.number().int().nullable(),
  returnedByName: z.string().nullable(),
});
export type RefundStaffItem = z.infer<typeof refundStaffItem>;
export const refundStaffPage = cursorPage(refundStaffItem);
