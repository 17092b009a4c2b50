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
import type { CursorPage } from '@portal/contracts/cursor';
import { UNFINISHED_DELIVERY_STATES } from '@portal/contracts/statuses';
import { decodeCursor } from '../../db/keyset.js';
import type { DB } from '../../db/schema.js';
import { fromJson, nowIso, toIso, toJson } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import type { MessageTemplate } from '@portal/contracts/messages';
import { encodeMessage, type MessageContent } from '../messages/message.service.js';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { MemberMessageAudience, MemberMessageBody, NotificationDeliveryItem, NotificationDeliveryQuery } from '@portal/contracts/outbox';
import type { NotificationRepository } from './notification.repository.js';

export type NewNotification = MessageContent & { type: NotificationType };

// A member's stored choice, with the defaults for types not chosen yet.
export function channelsOf(stored: string | null | undefined): Record<NotificationType, ChannelChoice> {
  const saved = fromJson<Partial<Record<NotificationType, Partial<ChannelChoice>>>>(stored, {});
  const entries = NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_CHANNELS, ...saved[type] }] as const);
  return Object.fromEntries(entries) as Record<NotificationType, ChannelChoice>;
}

type QueueRow = NonNullable<Awaited<ReturnType<NotificationRepository['queueItem']>>>;

// A row of the queue as staff read it: where it stands, never what it says.
function queueItem(row: QueueRow): NotificationDeliveryItem {
  const due = row.state === 'pending' || row.state === 'sending';
  return {
    id: row.id,
    memberId: row.member_id,
    areaCode: row.area_code,
    mobile: row.mobile,
    nickname: row.nickname,
    type: row.type,
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    nextAttemptTime: due ? toIso(row.next_attempt_at) : null,
    lastError: row.last_error,
    sentTime: row.sent_at === null ? null : toIso(row.sent_at),
    createTime: toIso(row.created_at),
  };
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
    private readonly clock: () => Date = () => new Date(),
  ) {}

  // In the caller's transaction: the notification exists exactly when the change does.
  async record(memberId: number, notification: NewNotification, tx: Executor = this.db): Promise<void> {
    await this.recordMany([{ ...notification, memberId }], tx);
  }

  // Many at once (a batch of orders moved): one read of the members' choices and addresses,
  // then the notifications and their deliveries inserted by the hundred, whatever the count.
  async recordMany(notifications: readonly (NewNotification & { memberId: number })[], tx: Executor = this.db): Promise<void> {
    await this.insert(notifications, { emailWhenBound: false }, tx);
  }

  // A notice about the member's own account (a sign-in from a new device, failed sign-ins;
  // docs/sign-in-abuse.md): by e-mail as well whenever an address is bound, whatever the member
  // chose for the type, since it may be the only way they hear of it.
  async recordSecurity(memberId: number, notification: NewNotification, tx: Executor = this.db): Promise<void> {
    await this.insert([{ ...notification, memberId }], { emailWhenBound: true }, tx);
  }

  // Whether the member was sent a notice of this template since a time (ISO).
  sentSince(memberId: number, template: MessageTemplate, since: string, tx: Executor = this.db): Promise<boolean> {
    return this.repo.hasTemplateSince(memberId, template, since, tx);
  }

  private async insert(notifications: readonly (NewNotification & { memberId: number })[], options: { emailWhenBound: boolean }, tx: Executor): Promise<void> {
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
        if ((choice?.email || options.emailWhenBound) && member?.email) channels.push('email');
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

  // The outbox desk's queue (docs/jobs-and-notifications.md, "The queue"): unfinished
  // deliveries unless another state is asked for.
  async queue(query: NotificationDeliveryQuery): Promise<CursorPage<NotificationDeliveryItem>> {
    const { pageSize, cursor, state, ...filter } = query;
    const states = state === 'all' ? undefined : state === 'unfinished' ? UNFINISHED_DELIVERY_STATES : [state];
    const { rows, nextCursor, count } = await this.repo.queuePage({ ...filter, states }, pageSize, decodeCursor(cursor));
    return { list: rows.map(queueItem), nextCursor, total: count?.total ?? null, totalCapped: count?.totalCapped ?? false };
  }

  // A failed delivery tried once more, now: back to pending, due at once, its tries and last
  // error kept (a failing try marks it failed again). One conditional update from failed, with
  // its audit row; of two staff asking at once, the second is told it is no longer failed.
  async retry(staffId: number, id: number): Promise<NotificationDeliveryItem> {
    const at = this.clock().toISOString();
    const retried = await inTransaction(this.db, async (tx) => {
      const row = await this.repo.queueItem(id, tx);
      if (!row) throw new AppError('NOTIFICATION_DELIVERY_NOT_FOUND');
      if (!(await this.repo.retryFailed(id, at, tx))) return false;
      const before = { state: row.state, attempts: row.attempts, lastError: row.last_error };
      await writeAudit(tx, { staffId, action: 'retry', entity: 'notificationDelivery', entityId: id, before, after: { state: 'pending', nextAttemptAt: at }, at });
      return true;
    });
    if (!retried) throw new AppError('NOTIFICATION_DELIVERY_NOT_FAILED');
    await this.deliverSoon();
    const row = await this.repo.queueItem(id);
    if (!row) throw new AppError('NOTIFICATION_DELIVERY_NOT_FOUND');
    return queueItem(row);
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
