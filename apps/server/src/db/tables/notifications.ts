import type { Generated } from 'kysely';
import type { Locale } from '@portal/contracts/locale';
import type { DeliveryState, NotificationChannel, NotificationType } from '@portal/contracts/statuses';

// The notification outbox and members' channel choices (migration 20261124130000_notifications;
// docs/jobs-and-notifications.md).

export interface NotificationTable {
  id: Generated<number>;
  member_id: number;
  type: NotificationType;
  // stored as member_message stores it (encodeMessage in modules/messages)
  template: string;
  params: string;
  created_at: string;
}


export interface NotificationDeliveryTable {
  id: Generated<number>;
  notification_id: number;
  channel: NotificationChannel;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  // the provider's id of the text (SMS), which its delivery report names
  provider_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MemberNotificationSettingTable {
  member_id: number;
  // the language e-mails and texts are written in
  locale: Locale;
  // JSON Record<NotificationType, { email: boolean; sms: boolean }>
  channels: string;
  updated_at: string;
}

export interface NotificationTables {
  notification: NotificationTable;
  notification_delivery: NotificationDeliveryTable;
  member_notification_setting: MemberNotificationSettingTable;
}
