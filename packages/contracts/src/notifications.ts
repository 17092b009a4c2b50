import { z } from 'zod';
import type { MESSAGE_TYPES } from './statuses.js';

// What members are told about, and through which channels (docs/jobs-and-notifications.md).
// The types are the message types of the member's message list; the in-portal message is
// always sent, e-mail and SMS only when the member chose them for that type.
export const NOTIFICATION_TYPES = ['order', 'delivery', 'reminder'] as const satisfies readonly (keyof typeof MESSAGE_TYPES)[];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// Channels a member may turn on; 'portal' (the message list) cannot be turned off.
export const OPTIONAL_CHANNELS = ['email', 'sms'] as const;
export type OptionalChannel = (typeof OPTIONAL_CHANNELS)[number];
export const NOTIFICATION_CHANNELS = ['portal', ...OPTIONAL_CHANNELS] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelChoice = z.object({ email: z.boolean('v.type'), sms: z.boolean('v.type') }).strict();
export type ChannelChoice = z.infer<typeof channelChoice>;

// Every type once; e-mail only when the member has a bound address (checked by the server,
// which names the field: `order.email`).
export const notificationSettingsBody = z
  .object({ order: channelChoice, delivery: channelChoice, reminder: channelChoice })
  .strict() satisfies z.ZodType<Record<NotificationType, ChannelChoice>>;
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export const notificationSettings = z.object({
  // False: e-mail cannot be chosen until the member binds an address.
  emailBound: z.boolean(),
  channels: notificationSettingsBody,
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

// New members hear through the portal only until they choose more.
export const DEFAULT_CHANNELS: ChannelChoice = { email: false, sms: false };
