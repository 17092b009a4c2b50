import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { lockKey } from '../../lib/key-lock.js';
import type { LoginAttemptRepository } from './login-attempt.repository.js';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;

// One lock counter per mobile, whichever area code was typed (or none), so switching the
// spelling of the number does not buy more tries.
export function memberAccountKey(mobile: string): string {
  return `member:${mobile.replace(/^0+/, '')}`;
}

// The brute-force lock on password sign-in: after 10 failures for one account key within
// 15 minutes, every try (even a right one) is refused until the oldest counted failure ages
// out. Unknown accounts are counted the same way, so the lock tells nothing about them.
// A success (or a password reset) starts the count again.
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: LoginAttemptRepository,
  ) {}

  // Records the attempt as failed before the password is checked, so parallel tries count
  // against each other; returns its id for `succeeded`, or throws AUTH_LOCKED.
  begin(accountKey: string, ip: string | null): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `login:${accountKey}`);
      const now = Date.now();
      const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
      const since = (await this.repo.lastSuccessSince(accountKey, windowStart, tx)) ?? windowStart;
      const failures = await this.repo.failuresSince(accountKey, since, tx);
      if (failures.length >= LOGIN_MAX_FAILURES) {
        // The lock lifts when fewer than the maximum failures are left in the window.
        const releasing = failures[failures.length - LOGIN_MAX_FAILURES]!;
        const minutes = Math.max(1, Math.ceil((Date.parse(releasing.created_at) + LOGIN_WINDOW_MS - now) / 60_000));
        throw new AppError('AUTH_LOCKED', { minutes }, { minutes });
      }
      return this.repo.insert(accountKey, ip, false, new Date(now).toISOString(), tx);
    });
  }

  succeeded(attemptId: number) {
    return this.repo.markSucceeded(attemptId, this.db);
  }

  // The owner proved who they are another way (SMS code): earlier failures stop counting.
  async reset(accountKey: string, ip: string | null) {
    await this.repo.insert(accountKey, ip, true, new Date().toISOString(), this.db);
  }

  sweep(before: string) {
    return this.repo.deleteCreatedBefore(before, this.db);
  }
}
