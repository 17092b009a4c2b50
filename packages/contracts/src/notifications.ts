import { z } from 'zod';
import type { NotificationType } from './statuses.js';

// The types and channels live in statuses.ts (no zod: the settings page draws them before any
// form loads zod).
export {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  OPTIONAL_CHANNELS,
  type NotificationChannel,
  type NotificationType,
  type OptionalChannel,
} from './statuses.js';

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
