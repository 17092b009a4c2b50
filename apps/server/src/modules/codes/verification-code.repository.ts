import type { Kysely } from 'kysely';
import type { CodeChannel } from '@portal/contracts/codes';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/sql.js';

// Whom a code was sent to and what for.
export interface CodeKey {
  channel: CodeChannel;
  recipient: string;
  scene: string;
}

// Where a request for a code came from: the address, its network (lib/network.ts), and
// whether from a browser the member signed in from before.
export interface CodeSource {
  ip: string;
  network: string;
  knownDevice: boolean;
}

export interface NewCode extends CodeKey, CodeSource {
  codeSalt: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
}

// The stored form of an SMS recipient: area code and national number.
export function smsRecipient(areaCode: string, mobile: string): string {
  return `+${areaCode} ${mobile}`;
}

export class VerificationCodeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(c: NewCode, tx: Executor): Promise<number> {
    const row = await tx
      .insertInto('verification_code')
      .values({
        channel: c.channel,
        recipient: c.recipient,
        scene: c.scene,
        code_salt: c.codeSalt,
        code_hash: c.codeHash,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
        ip: c.ip,
        network: c.network,
        known_device: c.knownDevice ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  // When the newest code for this recipient and scene was created, if after `since`.
  async latestSince(key: CodeKey, since: string, tx: Executor = this.db): Promise<string | undefined> {
    const row = await tx
      .selectFrom('verification_code')
      .select('created_at')
      .where('channel', '=', key.channel)
      .where('recipient', '=', key.recipient)
      .where('scene', '=', key.scene)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row?.created_at;
  }

  // Codes for this recipient and scene asked for from one network since a time.
  async countForNetworkSince(key: CodeKey, network: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', '=', key.channel)
      .where('recipient', '=', key.recipient)
      .where('scene', '=', key.scene)
      .where('network', '=', network)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // Codes of every scene sent to a recipient since a time, leaving out those asked for from
  // a known device of the member.
  async countForRecipientSince(channel: CodeChannel, recipient: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', '=', channel)
      .where('recipient', '=', recipient)
      .where('known_device', '=', 0)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  // Codes of a channel sent from one client network, to any recipient.
  async countFromNetworkSince(channel: CodeChannel, network: string, since: string, tx: Executor = this.db): Promise<number> {
    const row = await tx
      .selectFrom('verification_code')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('channel', '=', channel)
      .where('network', '=', network)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  latest(key: CodeKey) {
    return this.db
      .selectFrom('verification_code')
      .selectAll()
      .where('channel', '=', key.channel)
      .where('recipient', '=', key.recipient)
      .where('scene', '=', key.scene)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  // Counts a wrong try; the tries used so far, or undefined when none were left.
  async addFailure(id: number, maxTries: number, tx: Executor): Promise<number | undefined> {
    const row = await tx
      .updateTable('verification_code')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('failed_attempts', '<', maxTries)
      .where('used_at', 'is', null)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row?.failed_attempts;
  }

  // Spends the code; false when it was spent, ran out of tries or expired meanwhile.
  async markUsed(id: number, now: string, maxTries: number, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('verification_code')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', maxTries)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // A code that could not be sent: gone, so that it neither waits out the resend time nor counts.
  async delete(id: number, tx: Executor = this.db) {
    await tx.deleteFrom('verification_code').where('id', '=', id).execute();
  }

  async deleteCreatedBefore(before: string, tx: Executor) {
    await tx.deleteFrom('verification_code').where('created_at', '<', before).execute();
  }
}
