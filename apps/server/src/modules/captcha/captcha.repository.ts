import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface NewChallenge {
  publicId: string;
  targetX: number;
  powChallenge: string;
  powSecret: string;
  createdAt: string;
  expiresAt: string;
}

export class CaptchaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(c: NewChallenge) {
    await this.db
      .insertInto('captcha_challenge')
      .values({
        public_id: c.publicId,
        target_x: c.targetX,
        pow_challenge: c.powChallenge,
        pow_secret: c.powSecret,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
      })
      .execute();
  }

  // Takes the challenge's only check; false when it was already checked or has expired.
  async claimCheck(publicId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('captcha_challenge')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('public_id', '=', publicId)
      .where('attempts', '=', 0)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async find(publicId: string) {
    return this.db
      .selectFrom('captcha_challenge')
      .select(['target_x', 'created_at', 'pow_challenge', 'pow_secret'])
      .where('public_id', '=', publicId)
      .executeTakeFirst();
  }

  async markRefused(publicId: string, reason: string) {
    await this.db.updateTable('captcha_challenge').set({ refused_for: reason }).where('public_id', '=', publicId).execute();
  }

  async markVerified(publicId: string, verificationHash: string, now: string) {
    await this.db
      .updateTable('captcha_challenge')
      .set({ verification_hash: verificationHash, verified_at: now })
      .where('public_id', '=', publicId)
      .execute();
  }

  // Spends a verification token; false when it is unknown, used, or verified before `verifiedAfter`.
  async consumeVerification(verificationHash: string, verifiedAfter: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('captcha_challenge')
      .set({ used_at: now })
      .where('verification_hash', '=', verificationHash)
      .where('used_at', 'is', null)
      .where('verified_at', '>', verifiedAfter)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteExpiredBefore(before: string) {
    await this.db.deleteFrom('captcha_challenge').where('expires_at', '<', before).execute();
  }
}
