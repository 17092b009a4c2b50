import { z } from 'zod';
import { areaCodeField, mobileField, outboxTime } from './auth.js';
import { cursorPage, cursorQuery } from './cursor.js';
import { idSchema } from './id.js';
import { DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './statuses.js';

// Customer service's messages to members through the notification outbox
// (docs/jobs-and-notifications.md, "Messages from staff"): to one member, or to a group.
export const MEMBER_MESSAGE_TITLE_MAX = 60;
export const MEMBER_MESSAGE_CONTENT_MAX = 500;

export const memberMessageAudience = z.discriminatedUnion('to', [
  // one member, by their mobile
  z.object({ to: z.literal('member'), areaCode: areaCodeField, mobile: mobileField }),
  // every active member registered with this area code
  z.object({ to: z.literal('area'), areaCode: areaCodeField }),
  // every active member whose level (member_point_account.level) is this one
  z.object({ to: z.literal('level'), level: z.string('v.required').trim().min(1, 'v.required').max(32) }),
  // every member with an order in this container or air shipment (its number)
  z.object({ to: z.literal('container'), containerNo: z.string('v.required').trim().min(1, 'v.required').max(40) }),
]);
export type MemberMessageAudience = z.infer<typeof memberMessageAudience>;

export const memberMessageBody = z.object({
  audience: memberMessageAudience,
  // the member's channel choice for this type decides e-mail and SMS; the portal always
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string('v.required').trim().min(1, 'v.required').max(MEMBER_MESSAGE_TITLE_MAX, 'v.maxLength'),
  content: z.string('v.required').trim().min(1, 'v.required').max(MEMBER_MESSAGE_CONTENT_MAX, 'v.maxLength'),
});
export type MemberMessageBody = z.infer<typeof memberMessageBody>;

// How many members an audience reaches (the preview), or reached (the send).
export const memberMessageCount = z.object({ members: z.number().int() });
export type MemberMessageCount = z.infer<typeof memberMessageCount>;

// The notification outbox's queue (docs/jobs-and-notifications.md, "Delivery states"): each
// delivery of a notification on one channel, newest first, a cursor page at a time
// (docs/lists.md). `state` is one state, `unfinished` (the default: pending, sending and
// failed, UNFINISHED_DELIVERY_STATES) or `all`.
export const DELIVERY_STATE_FILTERS = ['unfinished', 'all', ...DELIVERY_STATES] as const;
export type DeliveryStateFilter = (typeof DELIVERY_STATE_FILTERS)[number];

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// GET /admin-api/system/notification-delivery/page
export const notificationDeliveryQuery = cursorQuery.extend({
  channel: z.preprocess(blank, z.enum(NOTIFICATION_CHANNELS, 'v.oneOf').optional()),
  state: z.preprocess(blank, z.enum(DELIVERY_STATE_FILTERS, 'v.oneOf').default('unfinished')),
  // the member's mobile, any part of it (digits)
  mobile: z.preprocess(blank, z.string().trim().max(20, 'v.maxLength').regex(/^\d+$/, 'v.format').optional()),
  // recorded from (inclusive) and before (exclusive), any offset, compared in UTC
  from: outboxTime,
  to: outboxTime,
});
export type NotificationDeliveryQuery = z.infer<typeof notificationDeliveryQuery>;

// No text of the notification: staff see where it stands, never what it says (what a channel
// took is in the SMS and e-mail outboxes, codes masked as written there).
export const notificationDeliveryItem = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  areaCode: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  state: z.enum(DELIVERY_STATES),
  // tries made so far
  attempts: z.number().int(),
  // when a pending row is due, or a sending row's claim lapses; null in the other states
  nextAttemptTime: z.string().nullable(),
  // the last failed try's reason (a provider's answer for SMS)
  lastError: z.string().nullable(),
  sentTime: z.string().nullable(),
  createTime: z.string(),
});
export type NotificationDeliveryItem = z.infer<typeof notificationDeliveryItem>;
export const notificationDeliveryPage = cursorPage(notificationDeliveryItem);

// POST /admin-api/system/notification-delivery/retry: a failed delivery tried again now.
export const notificationDeliveryRetryBody = z.object({ id: idSchema() });
