import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { Client } from '../../lib/client.js';
import { lockKey } from '../../lib/key-lock.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { LoginThrottle } from '../sessions/login-throttle.js';

// Failed sign-ins of an account within the last hour (since its last success) from which its
// members are told, and how often at most.
export const FAILURE_NOTICE_AFTER = 5;
export const FAILURE_NOTICE_EVERY_MS = 24 * 3_600_000;

// What a member is told about sign-ins to their account (docs/sign-in-abuse.md, "What the
// member is told"), through the notification outbox: in the portal, and by e-mail whenever an
// address is bound.
export class SignInNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: { notifications: NotificationService; throttle: LoginThrottle; clock: () => Date },
  ) {}

  // In the sign-in's transaction: the member signed in from a browser new to them.
  newDevice(memberId: number, client: Client, tx: Executor): Promise<void> {
    const params = { device: describeUserAgent(client.userAgent), ip: client.ip };
    return this.deps.notifications.recordSecurity(memberId, { type: 'reminder', template: 'signIn.newDevice', params }, tx);
  }

  // After the transaction that recorded a notice committed.
  sendSoon(): Promise<void> {
    return this.deps.notifications.deliverSoon();
  }

  // After a failed try on an account key: once it has FAILURE_NOTICE_AFTER failures in the
  // hour, each member it names is told, at most once every FAILURE_NOTICE_EVERY_MS. The count is
  // read whether or not the number has an account, so the time taken tells nothing.
  async failed(accountKey: string, memberIds: readonly number[]): Promise<void> {
    const failures = await this.deps.throttle.accountFailures(accountKey);
    if (failures < FAILURE_NOTICE_AFTER || memberIds.length === 0) return;
    const since = new Date(this.deps.clock().getTime() - FAILURE_NOTICE_EVERY_MS).toISOString();
    let told = false;
    for (const memberId of memberIds) {
      const sent = await this.db.transaction().execute(async (tx) => {
        await lockKey(tx, `sign-in-notice:${memberId}`);
        if (await this.deps.notifications.sentSince(memberId, 'signIn.failures', since, tx)) return false;
        await this.deps.notifications.recordSecurity(memberId, { type: 'reminder', template: 'signIn.failures', params: { count: failures } }, tx);
        return true;
      });
      told ||= sent;
    }
    if (told) await this.deps.notifications.deliverSoon();
  }
}
