import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { NotificationChannel, NotificationType } from '@portal/contracts/notifications';
import type { MemberMessageAudience } from '@portal/contracts/outbox';
import type { DeliveryState } from '@portal/contracts/statuses';
import { newestFirstByIds, type Keyset } from '../../db/keyset.js';
import { containsPattern, likePattern } from '../../db/sql.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import type { DB } from '../../db/schema.js';
import type { MemberNotificationSettingTable, NotificationDeliveryTable, NotificationTable } from '../../db/tables/notifications.js';
import type { Executor } from '../../db/executor.js';

export type DeliveryRow = Selectable<NotificationDeliveryTable>;

// The outbox desk's queue: which deliveries (docs/jobs-and-notifications.md, "The queue").
export interface QueueFilter {
  states?: readonly DeliveryState[] | undefined;
  channel?: NotificationChannel | undefined;
  // the member's mobile, any part of it
  mobile?: string | undefined;
  // recorded from (inclusive) and before (exclusive), UTC ISO
  from?: string | undefined;
  to?: string | undefined;
}

const QUEUE_COLUMNS = [
  'd.id',
  'd.channel',
  'd.state',
  'd.attempts',
  'd.next_attempt_at',
  'd.last_error',
  'd.sent_at',
  'd.created_at',
  'n.member_id',
  'n.type',
  'm.area_code',
  'm.mobile',
  'm.nickname',
] as const;

// Rows per insert statement: well under both drivers' limits on bound parameters.
const INSERT_CHUNK = 500;

// The outbox's queries. Every change of a delivery row is conditional on the state (and try
// count) it was read in, so two runs of the delivery job never both act on one row.
export class NotificationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Notifications, each with a delivery row per channel `channelsOf` gives its member and type.
  // Rows go in by the hundred (bound parameters per statement are limited); RETURNING order
  // is not guaranteed, so deliveries are keyed by what each returned row says.
  async insertMany(
    notifications: readonly Insertable<NotificationTable>[],
    channelsOf: (memberId: number, type: NotificationType) => readonly NotificationChannel[],
    now: string,
    tx: Executor,
  ): Promise<void> {
    for (let start = 0; start < notifications.length; start += INSERT_CHUNK) {
      const inserted = await tx
        .insertInto('notification')
        .values(notifications.slice(start, start + INSERT_CHUNK))
        .returning(['id', 'member_id', 'type'])
        .execute();
      const deliveries = inserted.flatMap((n) =>
        channelsOf(n.member_id, n.type).map((channel) => ({
          notification_id: n.id,
          channel,
          state: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
      );
      for (let at = 0; at < deliveries.length; at += INSERT_CHUNK) {
        await tx.insertInto('notification_delivery').values(deliveries.slice(at, at + INSERT_CHUNK)).execute();
      }
    }
  }

  async hasTemplateSince(memberId: number, template: string, since: string, tx: Executor): Promise<boolean> {
    const row = await tx
      .selectFrom('notification')
      .select('id')
      .where('member_id', '=', memberId)
      .where('template', '=', template)
      .where('created_at', '>', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // Members' channel choices and bound e-mail addresses, one query for all of them.
  reach(memberIds: readonly number[], tx: Executor = this.db) {
    if (!memberIds.length) return Promise.resolve([]);
    return tx
      .selectFrom('member_user as m')
      .leftJoin('member_notification_setting as s', 's.member_id', 'm.id')
      .select(['m.id', 'm.email', 's.channels'])
      .where('m.id', 'in', memberIds)
      .execute();
  }

  // The active members a staff message reaches (docs/jobs-and-notifications.md, "Messages
  // from staff"), by id.
  async audience(audience: MemberMessageAudience, tx: Executor = this.db): Promise<number[]> {
    let query = tx.selectFrom('member_user as m').select('m.id').where('m.status', '=', ACCOUNT_ACTIVE);
    switch (audience.to) {
      case 'member':
        query = query.where('m.area_code', '=', audience.areaCode).where('m.mobile', '=', audience.mobile);
        break;
      case 'area':
        query = query.where('m.area_code', '=', audience.areaCode);
        break;
      case 'level':
        query = query.where('m.id', 'in', tx.selectFrom('member_point_account').select('member_id').where('level', '=', audience.level));
        break;
      case 'container':
        query = query.where('m.id', 'in', tx.selectFrom('ship_order as o').innerJoin('shipment as s', 's.id', 'o.shipment_id').select('o.member_id').where('s.number', '=', audience.containerNo));
        break;
    }
    const rows = await query.orderBy('m.id').execute();
    return rows.map((row) => row.id);
  }

  settings(memberId: number, tx: Executor = this.db) {
    return tx.selectFrom('member_notification_setting').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  // The member's bound e-mail address, or null.
  async emailOf(memberId: number, tx: Executor = this.db): Promise<string | null> {
    const member = await tx.selectFrom('member_user').select('email').where('id', '=', memberId).executeTakeFirst();
    return member?.email ?? null;
  }

  async saveSettings(row: Selectable<MemberNotificationSettingTable>, tx: Executor) {
    await tx
      .insertInto('member_notification_setting')
      .values(row)
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ locale: row.locale, channels: row.channels, updated_at: row.updated_at }))
      .execute();
  }

  // Pending rows whose time has come, and sending rows whose claim lapsed (the process that
  // claimed them died), oldest first.
  due(now: string, limit: number) {
    return this.db
      .selectFrom('notification_delivery')
      .selectAll()
      .where('state', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  // What a delivery needs: the notification and where the member can be reached now.
  target(notificationId: number, tx: Executor = this.db) {
    return tx
      .selectFrom('notification as n')
      .innerJoin('member_user as m', 'm.id', 'n.member_id')
      .leftJoin('member_notification_setting as s', 's.member_id', 'n.member_id')
      .select(['n.id', 'n.member_id', 'n.type', 'n.template', 'n.params', 'n.created_at', 'm.email', 'm.area_code', 'm.mobile', 's.locale'])
      .where('n.id', '=', notificationId)
      .executeTakeFirst();
  }

  // Moves a row read as `seen` on: true when this call did it.
  async advance(
    seen: Pick<DeliveryRow, 'id' | 'state' | 'attempts'>,
    change: Partial<Pick<DeliveryRow, 'state' | 'attempts' | 'next_attempt_at' | 'last_error' | 'sent_at' | 'provider_id'>> & { updated_at: string },
    tx: Executor,
  ): Promise<boolean> {
    const result = await tx
      .updateTable('notification_delivery')
      .set(change)
      .where('id', '=', seen.id)
      .where('state', '=', seen.state)
      .where('attempts', '=', seen.attempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // A provider's delivery report of the SMS it took as `providerId`: the delivery row it was
  // sent for (if a notification's) turns delivered, or failed with the provider's reason.
  async reportSms(providerId: string, state: 'delivered' | 'failed', error: string | null, at: string, tx: Executor): Promise<void> {
    await tx
      .updateTable('notification_delivery')
      .set({ state, last_error: error, updated_at: at })
      .where('provider_id', '=', providerId)
      .where('channel', '=', 'sms')
      .where('state', 'in', ['sent', 'delivered', 'failed'])
      .execute();
  }

  // Newest first by (created_at, id), keyset paged (docs/lists.md): the page's ids from the
  // delivery table alone (its indexes on (created_at, id) and (state, created_at, id)), then
  // those rows with their notification and member. Never the notification's text.
  queuePage(filter: QueueFilter, pageSize: number, after: Keyset | null) {
    let query = this.db.selectFrom('notification_delivery as d');
    if (filter.states) query = query.where('d.state', 'in', filter.states);
    if (filter.channel) query = query.where('d.channel', '=', filter.channel);
    if (filter.from) query = query.where('d.created_at', '>=', filter.from);
    if (filter.to) query = query.where('d.created_at', '<', filter.to);
    if (filter.mobile) {
      const pattern = containsPattern(filter.mobile);
      query = query.where('d.notification_id', 'in', (eb) =>
        eb.selectFrom('notification as n').innerJoin('member_user as m', 'm.id', 'n.member_id').select('n.id').where(likePattern(sql.ref('m.mobile'), pattern)),
      );
    }
    return newestFirstByIds(query, 'd', (ids) => this.queueRows(this.db).where('d.id', 'in', ids).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute(), pageSize, after);
  }

  queueItem(id: number, tx: Executor = this.db) {
    return this.queueRows(tx).where('d.id', '=', id).executeTakeFirst();
  }

  private queueRows(tx: Executor) {
    return tx
      .selectFrom('notification_delivery as d')
      .innerJoin('notification as n', 'n.id', 'd.notification_id')
      .innerJoin('member_user as m', 'm.id', 'n.member_id')
      .select(QUEUE_COLUMNS);
  }

  // A failed delivery due again at `at`, its tries kept: true when this call did it (the row
  // was failed), so of two staff asking at once one moves it.
  async retryFailed(id: number, at: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('notification_delivery')
      .set({ state: 'pending', next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  deliveries(notificationId: number) {
    return this.db.selectFrom('notification_delivery').selectAll().where('notification_id', '=', notificationId).orderBy('id').execute();
  }
}
