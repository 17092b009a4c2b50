import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGE_TYPES } from '@portal/contracts/statuses';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { isoAfter } from '../../db/sql.js';
import type { MailSender } from '../codes/mail-sender.js';
import type { SmsSender } from '../codes/sms-sender.js';
import { SmsRefused } from '../codes/sms-provider.js';
import { renderMessage, type MessageService } from '../messages/message.service.js';
import { localeOf } from './notification.service.js';
import type { DeliveryRow, NotificationRepository } from './notification.repository.js';

export interface RetryPolicy {
  // Tries per delivery before it is marked failed.
  maxTries: number;
  // Wait after the first failed try; doubled after each later one, up to maxDelaySeconds.
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  // How long a claimed e-mail or SMS may stay in 'sending' before another run takes it over
  // (the process that claimed it died).
  claimSeconds: number;
}

// 30 s, 1, 2, 4, 8, 16 and 32 min: about an hour of a provider being down before a send fails.
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxTries: 8, firstDelaySeconds: 30, maxDelaySeconds: 3600, claimSeconds: 300 };

const BATCH = 50;
const MAX_BATCHES = 20;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'taken';

export function retryDelayMs(policy: RetryPolicy, tries: number): number {
  return Math.min(policy.firstDelaySeconds * 2 ** (tries - 1), policy.maxDelaySeconds) * 1000;
}

// Works through the outbox: each due delivery row is sent on its channel and marked, once.
// - portal: the member_message insert and the mark are one transaction, conditional on the
//   row being as read; a second run (or a crash before commit) cannot add a second message.
// - e-mail, SMS: the row is claimed first (conditional update), then sent, then marked sent.
//   Two runs never send one row; a crash between the send and the mark sends it again after
//   the claim lapses (external senders are at-least-once; the outbox senders are tables).
export class NotificationDelivery {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: NotificationRepository,
    private readonly deps: { messages: MessageService; mail: MailSender; sms: SmsSender; log: FastifyBaseLogger },
    private readonly policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  ) {}

  // Every delivery due at `now`; answers what became of each.
  async deliverDue(now: Date = new Date()): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await this.repo.due(now.toISOString(), BATCH);
      for (const row of rows) outcomes.push(await this.deliver(row, now));
      if (rows.length < BATCH) break;
    }
    return outcomes;
  }

  private async deliver(row: DeliveryRow, now: Date): Promise<DeliveryOutcome> {
    const at = now.toISOString();
    const tries = row.attempts + 1;
    try {
      if (row.channel === 'portal') return await this.deliverToPortal(row, at);
      const target = await this.repo.target(row.notification_id);
      if (!target) return 'skipped';
      const address = row.channel === 'email' ? target.email : target.mobile;
      if (!address) {
        return (await this.repo.advance(row, { state: 'skipped', attempts: tries, updated_at: at }, this.db)) ? 'skipped' : 'taken';
      }
      const claim = { id: row.id, state: 'sending' as const, attempts: tries };
      if (!(await this.repo.advance(row, { ...claim, next_attempt_at: isoAfter(this.policy.claimSeconds * 1000, now), updated_at: at }, this.db))) return 'taken';
      const { title, content } = renderMessage({ ...target, title: null, content: null }, localeOf(target.locale));
      let providerId: string | null = null;
      if (row.channel === 'email') {
        await this.deps.mail.send({ address, scene: `notification-${target.type}`, subject: title, text: content, locale: localeOf(target.locale) });
      } else {
        ({ providerId } = await this.deps.sms.send({ areaCode: target.area_code, mobile: address, scene: `notification-${target.type}`, text: `${title}: ${content}` }));
      }
      await this.repo.advance(claim, { state: 'sent', sent_at: at, last_error: null, provider_id: providerId, updated_at: at }, this.db);
      return 'sent';
    } catch (error) {
      return this.failed(row, tries, now, error);
    }
  }

  private async deliverToPortal(row: DeliveryRow, at: string): Promise<DeliveryOutcome> {
    return inTransaction(this.db, async (tx) => {
      if (!(await this.repo.advance(row, { state: 'sent', attempts: row.attempts + 1, sent_at: at, last_error: null, updated_at: at }, tx))) return 'taken';
      const target = await this.repo.target(row.notification_id, tx);
      if (!target) return 'skipped';
      await this.deps.messages.sendStored(target.member_id, { type: MESSAGE_TYPES[target.type], template: target.template, params: target.params, createdAt: target.created_at }, tx);
      return 'sent';
    });
  }

  // A failed try: again later, or failed for good after the last one, or at once when the
  // provider refused the message itself (SmsRefused: an invalid number, an opted-out member),
  // which no later try would change. The row is matched as it stands after the claim
  // (e-mail, SMS) or as read (portal, whose claim rolled back).
  private async failed(row: DeliveryRow, tries: number, now: Date, error: unknown): Promise<DeliveryOutcome> {
    const last = tries >= this.policy.maxTries || error instanceof SmsRefused;
    const message = error instanceof Error ? error.message : String(error);
    this.deps.log.warn({ err: error, delivery: row.id, channel: row.channel, tries, last }, 'notification delivery failed');
    const seen = row.channel === 'portal' ? row : { id: row.id, state: 'sending' as const, attempts: tries };
    await this.repo.advance(seen, {
      state: last ? 'failed' : 'pending',
      attempts: tries,
      next_attempt_at: isoAfter(retryDelayMs(this.policy, tries), now),
      last_error: message.slice(0, 500),
      updated_at: now.toISOString(),
    }, this.db);
    return last ? 'failed' : 'retry';
  }
}
