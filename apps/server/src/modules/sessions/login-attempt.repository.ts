import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { networkOf } from '../../lib/network.js';
import { toCount } from '../../db/sql.js';

export class LoginAttemptRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(accountKey: string, ip: string | null, success: boolean, now: string, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('login_attempt')
      .values({ account_key: accountKey, ip, network: ip === null ? null : networkOf(ip), success: success ? 1 : 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async markSucceeded(id: number, tx: Executor) {
    await tx.updateTable('login_attempt').set({ success: 1 }).where('id', '=', id).execute();
  }

  async lastSuccessSince(accountKey: string, since: string, tx: Executor = this.db): Promise<string | undefined> {
    const row = await tx
      .selectFrom('login_attempt')
      .select('created_at')
      .where('account_key', '=', accountKey)
      .where('success', '=', 1)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.created_at;
  }

  // Failures (and attempts still being checked) after `since`, oldest first.
  failuresSince(accountKey: string, since: string, tx: Executor = this.db) {
    return tx
      .selectFrom('login_attempt')
      .select(['id', 'created_at'])
      .where('account_key', '=', accountKey)
      .where('success', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  // Failures of one account from one client network after `since`, oldest first.
  accountFailuresFromNetworkSince(accountKey: string, network: string, since: string, tx: Executor = this.db) {
    return tx
      .selectFrom('login_attempt')
      .select('created_at')
      .where('account_key', '=', accountKey)
      .where('network', '=', network)
      .where('success', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
  }

  // Failures from one client network (IPv4 /24, IPv6 /64) after `since`, whatever the account,
  // oldest first.
  failuresFromNetworkSince(network: string, since: string, tx: Executor = this.db) {
    return tx
      .selectFrom('login_attempt')
      .select('created_at')
      .where('network', '=', network)
      .where('success', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
  }

  // How many failures (and attempts still being checked) of one account after `since`.
  countFailuresSince(accountKey: string, since: string, tx: Executor = this.db): Promise<number> {
    return this.countFailures('account_key', accountKey, since, tx);
  }

  // How many failures from one client network after `since`, whatever the account.
  countNetworkFailuresSince(network: string, since: string, tx: Executor = this.db): Promise<number> {
    return this.countFailures('network', network, since, tx);
  }

  private async countFailures(column: 'account_key' | 'network', value: string, since: string, tx: Executor): Promise<number> {
    const row = await tx
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', value)
      .where('success', '=', 0)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  async deleteCreatedBefore(before: string, tx: Executor) {
    await tx.deleteFrom('login_attempt').where('created_at', '<', before).execute();
  }
}
