import { writeAudit } from '../audit/audit.js';
import type { Kysely } from 'kysely';
import { isLocale, type Locale, DEFAULT_LOCALE } from '@portal/contracts/locale';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_TYPES,
  type ChannelChoice,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationType,
} from '@portal/contracts/notifications';
import type { DB } from '../../db/schema.js';
import { fromJson, nowIso, toJson } from '../../db/sql.js';
import { FieldsError } from '../../lib/app-error.js';
import { encodeMessage, type MessageContent } from '../messages/message.service.js';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { MemberMessageAudience, MemberMessageBody } from '@portal/contracts/outbox';
import type { NotificationRepository } from './notification.repository.js';

export type NewNotification = MessageContent & { type: NotificationType };

// A member's stored choice, with the defaults for types not chosen yet.
export function channelsOf(stored: string | null | undefined): Record<NotificationType, ChannelChoice> {
  const saved = fromJson<Partial<Record<NotificationType, Partial<ChannelChoice>>>>(stored, {});
  const entries = NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_CHANNELS, ...saved[type] }] as const);
  return Object.fromEntries(entries) as Record<NotificationType, ChannelChoice>;
}

export function localeOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

// "Tell member M about X" (docs/jobs-and-notifications.md). A module records a notification
// in its own transaction; the delivery job sends it on each channel the member chose when it
// was recorded. The member's channel settings are here too.
export class NotificationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: NotificationRepository,
    // Asks the delivery job to run soon (after the recording transaction committed).
    private readonly wake: () => Promise<void>,
  ) {}

  // In the caller's transaction: the notification exists exactly when the change does.
  async record(memberId: number, notification: NewNotification, tx: Executor = this.db): Promise<void> {
    await this.recordMany([{ ...notification, memberId }], tx);
  }

  // Many at once (a batch of orders moved): one read of the members' choices and addresses,
  // then the notifications and their deliveries inserted by the hundred, whatever the count.
  async recordMany(notifications: readonly (NewNotification & { memberId: number })[], tx: Executor = this.db): Promise<void> {
    if (!notifications.length) return;
    const now = nowIso();
    const members = await this.repo.reach([...new Set(notifications.map((n) => n.memberId))], tx);
    const reach = new Map(members.map((m) => [m.id, { choices: channelsOf(m.channels), email: m.email }]));
    await this.repo.insertMany(
      notifications.map((n) => ({ member_id: n.memberId, type: n.type, ...encodeMessage(n), created_at: now })),
      (memberId, type) => {
        const member = reach.get(memberId);
        const choice = member?.choices[type];
        const channels: NotificationChannel[] = ['portal'];
        if (choice?.email && member?.email) channels.push('email');
        if (choice?.sms) channels.push('sms');
        return channels;
      },
      now,
      tx,
    );
  }

  // A staff message (docs/jobs-and-notifications.md, "Messages from staff"): one notification
  // per member the audience reaches, in one transaction, each on the channels that member chose
  // for the type; the delivery job sends them. Answers how many members it reached.
  // One audit row for the send (docs/audit.md): the audience and how many it reached, on
  // entity id 0 (a send has no row of its own), not one per member; a send that reaches nobody
  // changes nothing and logs nothing.
  async sendFromStaff(staffId: number, body: MemberMessageBody): Promise<number> {
    const text = { zh_CN: body.title, en_US: body.title, fr_FR: body.title };
    const content = { zh_CN: body.content, en_US: body.content, fr_FR: body.content };
    const members = await inTransaction(this.db, async (tx) => {
      const ids = await this.repo.audience(body.audience, tx);
      await this.recordMany(ids.map((memberId) => ({ memberId, type: body.type, title: text, content })), tx);
      if (ids.length) await writeAudit(tx, { staffId, action: 'send', entity: 'memberMessage', entityId: 0, after: { audience: body.audience, type: body.type, title: body.title, members: ids.length } });
      return ids.length;
    });
    if (members > 0) await this.deliverSoon();
    return members;
  }

  // How many members an audience reaches now, before the message goes.
  async audienceSize(audience: MemberMessageAudience): Promise<number> {
    return (await this.repo.audience(audience)).length;
  }

  // Call after the recording transaction committed; the schedule delivers anyway, later.
  deliverSoon(): Promise<void> {
    return this.wake();
  }

  async settings(memberId: number): Promise<NotificationSettings> {
    const [row, emailBound] = await Promise.all([this.repo.settings(memberId), this.emailBound(memberId)]);
    return { emailBound, channels: channelsOf(row?.channels) };
  }

  // The language of the request becomes the language of the member's e-mails and texts.
  async saveSettings(memberId: number, body: NotificationSettingsBody, locale: Locale): Promise<NotificationSettings> {
    const emailBound = await this.emailBound(memberId);
    if (!emailBound) {
      const problems = NOTIFICATION_TYPES.filter((type) => body[type].email).map((type) => ({ field: `${type}.email`, rule: 'v.notifications.email.unbound' as const }));
      if (problems.length) throw new FieldsError(problems);
    }
    await this.repo.saveSettings({ member_id: memberId, locale, channels: toJson(body), updated_at: nowIso() }, this.db);
    return { emailBound, channels: channelsOf(toJson(body)) };
  }

  private async emailBound(memberId: number): Promise<boolean> {
    return Boolean(await this.repo.emailOf(memberId));
  }
}
