import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { lockKey } from '../../lib/key-lock.js';
import { networkOf } from '../../lib/network.js';
import type { SignInWorkProof } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import type { Executor } from '../../db/executor.js';
import type { LoginAttemptRepository } from './login-attempt.repository.js';
import { WORK_WINDOW_MS, workLevel, type SignInWork } from './sign-in-work.js';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
// Members (docs/sign-in-abuse.md): from this many failures of one account in the window, its
// password sign-in needs a slider check; from this many failures from one client network
// (IPv4 /24, IPv6 /64) in the window, that network is refused.
export const LOGIN_CHECK_AFTER = 5;
export const LOGIN_MAX_FAILURES_PER_NETWORK = 30;

// A member's password attempt, recorded as failed until `succeeded`; `checkNeeded`: the
// account saw LOGIN_CHECK_AFTER failures lately, so this try needs a slider check.
export interface MemberAttempt {
  id: number;
  checkNeeded: boolean;
}

// What a sign-in try pays (docs/sign-in-abuse.md, "Proof of work"): the proof the client
// solved (or none), or WORK_WAIVED when the browser is a known device of the member.
export const WORK_WAIVED = 'waived';
export type WorkPayment = SignInWorkProof | undefined | typeof WORK_WAIVED;

// One lock counter per mobile, whichever area code was typed (or none), so switching the
// spelling of the number does not buy more tries.
export function memberAccountKey(mobile: string): string {
  return `member:${mobile.replace(/^0+/, '')}`;
}

// SMS-code sign-in counts apart from passwords: a stranger guessing the password does not
// make the owner's sign-in by code cost more (their network's failures still count).
export function memberCodeKey(mobile: string): string {
  return `member-sms:${mobile.replace(/^0+/, '')}`;
}

// A signed-in member's own tries of the current password (changing the password): counted
// apart from sign-in, so strangers' wrong sign-ins cannot block the owner's change, and held
// to the staff-style lock, so a stolen session cannot guess the password faster than sign-in.
export function memberSessionKey(memberId: number): string {
  return `member-session:${memberId}`;
}

// A signed-in member's control password tries (releasing controlled cargo): a lock of its own.
export function memberControlKey(memberId: number): string {
  return `member-control:${memberId}`;
}

// The brute-force limits on sign-in (docs/sign-in-abuse.md). `begin` (a signed-in member's own
// password change): after 10 failures for one account key within 15 minutes, every try (even a
// right one) is refused until the oldest counted failure ages out; only a holder of the
// member's session can spend it. Staff (`beginStaff`): the same count, per account and client
// network. Members (`beginMember`): the account is never locked, a stranger could lock the
// owner out that way; its password tries need a slider check instead, and a client network
// with too many failures is refused. Staff and member tries also pay a proof of work whose
// level grows with the recent failures on the account and from the network (sign-in-work.ts),
// which a known device of the member does not pay. Unknown accounts are counted the same way,
// so none of this tells anything about them. A success (or a password reset) starts the
// account's count again.
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: LoginAttemptRepository,
    private readonly work: SignInWork,
  ) {}

  // The proof of work a try on this account from this client must bring (null: none), and
  // whether the account needs the slider check (members' password sign-in).
  async challenge(accountKey: string, ip: string): Promise<{ challenge: Omit<SignInWorkChallenge, 'checkRequired'> | null; checkNeeded: boolean }> {
    const network = networkOf(ip);
    const level = this.work.enabled ? await this.workLevel(accountKey, network, this.db) : 0;
    const [challenge, checkNeeded] = await Promise.all([this.work.issue({ accountKey, network, level }), this.checkNeeded(accountKey, Date.now(), this.db)]);
    return { challenge, checkNeeded };
  }

  // Failures of the account over the proof-of-work window, since its last success.
  async accountFailures(accountKey: string): Promise<number> {
    const windowStart = new Date(Date.now() - WORK_WINDOW_MS).toISOString();
    const since = (await this.repo.lastSuccessSince(accountKey, windowStart)) ?? windowStart;
    return this.repo.countFailuresSince(accountKey, since);
  }

  // Records the attempt as failed before the password is checked, so parallel tries count
  // against each other; returns its id for `succeeded`, or throws AUTH_LOCKED.
  begin(accountKey: string, ip: string | null): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `login:${accountKey}`);
      const now = Date.now();
      const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
      const since = (await this.repo.lastSuccessSince(accountKey, windowStart, tx)) ?? windowStart;
      const failures = await this.repo.failuresSince(accountKey, since, tx);
      refuseFrom(failures, LOGIN_MAX_FAILURES, now);
      return this.repo.insert(accountKey, ip, false, new Date(now).toISOString(), tx);
    });
  }

  // Staff sign-in (docs/sign-in-abuse.md, "Staff sign-in"): the account is never locked as a
  // whole, or ten wrong passwords from ten addresses would lock the real administrator out,
  // renewable for ever. Failures count per account and client network: 10 within the window
  // refuse that account to that network only, so the owner signs in from their own network
  // meanwhile; and a network with LOGIN_MAX_FAILURES_PER_NETWORK failures (any accounts) is
  // refused, as for members. Records the attempt as failed before the password is checked.
  // The try pays its proof of work once it is not refused.
  beginStaff(accountKey: string, ip: string, work: WorkPayment): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const network = await lockTry(tx, accountKey, ip);
      const now = Date.now();
      const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
      refuseFrom(await this.repo.failuresFromNetworkSince(network, windowStart, tx), LOGIN_MAX_FAILURES_PER_NETWORK, now);
      const since = (await this.repo.lastSuccessSince(accountKey, windowStart, tx)) ?? windowStart;
      refuseFrom(await this.repo.accountFailuresFromNetworkSince(accountKey, network, since, tx), LOGIN_MAX_FAILURES, now);
      await this.pay(work, accountKey, network, tx);
      return this.repo.insert(accountKey, ip, false, new Date(now).toISOString(), tx);
    });
  }

  // Records a member's attempt (password or SMS code) as failed before the secret is checked;
  // throws AUTH_LOCKED when the client's network is over its limit, then AUTH_WORK_REQUIRED
  // when the try does not pay its proof of work (neither is counted).
  beginMember(accountKey: string, ip: string, work: WorkPayment): Promise<MemberAttempt> {
    return this.db.transaction().execute(async (tx) => {
      const network = await lockTry(tx, accountKey, ip);
      const now = Date.now();
      const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
      refuseFrom(await this.repo.failuresFromNetworkSince(network, windowStart, tx), LOGIN_MAX_FAILURES_PER_NETWORK, now);
      await this.pay(work, accountKey, network, tx);
      const checkNeeded = await this.checkNeeded(accountKey, now, tx);
      const id = await this.repo.insert(accountKey, ip, false, new Date(now).toISOString(), tx);
      return { id, checkNeeded };
    });
  }

  // The account saw LOGIN_CHECK_AFTER failures in the window since its last success.
  private async checkNeeded(accountKey: string, now: number, tx: Executor): Promise<boolean> {
    const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
    const since = (await this.repo.lastSuccessSince(accountKey, windowStart, tx)) ?? windowStart;
    return (await this.repo.countFailuresSince(accountKey, since, tx)) >= LOGIN_CHECK_AFTER;
  }

  // The proof-of-work level of a try on the account from the network (sign-in-work.ts).
  private async workLevel(accountKey: string, network: string, tx: Executor): Promise<number> {
    const windowStart = new Date(Date.now() - WORK_WINDOW_MS).toISOString();
    const since = (await this.repo.lastSuccessSince(accountKey, windowStart, tx)) ?? windowStart;
    const accountFailures = await this.repo.countFailuresSince(accountKey, since, tx);
    return workLevel(accountFailures, await this.repo.countNetworkFailuresSince(network, windowStart, tx));
  }

  private async pay(work: WorkPayment, accountKey: string, network: string, tx: Executor) {
    if (work === WORK_WAIVED || !this.work.enabled) return;
    await this.work.spend(work, { accountKey, network, level: await this.workLevel(accountKey, network, tx) }, tx);
  }

  // For a second secret of a signed-in member (the control password): refuses while
  // LOGIN_MAX_FAILURES wrong tries sit in the window, without recording this one, so the
  // owner's parallel right tries never lock each other out; `failed` records a wrong one.
  async refuseWhileLocked(accountKey: string) {
    const now = Date.now();
    const windowStart = new Date(now - LOGIN_WINDOW_MS).toISOString();
    const since = (await this.repo.lastSuccessSince(accountKey, windowStart)) ?? windowStart;
    refuseFrom(await this.repo.failuresSince(accountKey, since), LOGIN_MAX_FAILURES, now);
  }

  async failed(accountKey: string, ip: string | null) {
    await this.repo.insert(accountKey, ip, false, new Date().toISOString(), this.db);
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

// Serialises the tries of one client network, then of one account (always in that order),
// so that parallel tries count against each other in both; answers the client's network.
async function lockTry(tx: Transaction<DB>, accountKey: string, ip: string): Promise<string> {
  const network = networkOf(ip);
  await lockKey(tx, `login-network:${network}`);
  await lockKey(tx, `login:${accountKey}`);
  return network;
}

// AUTH_LOCKED when `failures` (oldest first, within the window) reach `max`; the lock lifts
// when fewer than `max` are left in the window.
function refuseFrom(failures: { created_at: string }[], max: number, now: number) {
  if (failures.length < max) return;
  const releasing = failures[failures.length - max]!;
  const minutes = Math.max(1, Math.ceil((Date.parse(releasing.created_at) + LOGIN_WINDOW_MS - now) / 60_000));
  throw new AppError('AUTH_LOCKED', { minutes }, { minutes });
}
