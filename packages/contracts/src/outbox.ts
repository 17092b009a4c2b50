import { z } from 'zod';
import { areaCodeField, mobileField } from './auth.js';
import { NOTIFICATION_TYPES } from './statuses.js';

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
