import { randomBytes, randomInt } from 'node:crypto';
import type { SignInWorkProof } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import type { Executor } from '../../db/executor.js';
import { toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { issueProofOfWork, proofOfWorkHolds } from '../../lib/proof-of-work.js';
import type { SignInChallengeRepository } from './sign-in-challenge.repository.js';

// The cost curve of sign-in (docs/sign-in-abuse.md, "Proof of work"). Failures count over
// the last WORK_WINDOW_MS: the account's since its last success, the client network's (IPv4
// /24, IPv6 /64) whatever the account. Each account failure past the first
// WORK_FREE_ACCOUNT_FAILURES raises the level by one, and so does each
// WORK_NETWORK_FAILURES_PER_LEVEL network failures past the first WORK_FREE_NETWORK_FAILURES.
// Level 0 costs nothing; level n costs `unit` × 2^(n-1) key derivations of `rounds` PBKDF2
// rounds on average, up to WORK_MAX_LEVEL (config.signInWork: by default 1,000 derivations of
// 1,000 rounds, about a quarter of a second at level 1).
export const WORK_WINDOW_MS = 60 * 60_000;
export const WORK_FREE_ACCOUNT_FAILURES = 2;
export const WORK_FREE_NETWORK_FAILURES = 10;
export const WORK_NETWORK_FAILURES_PER_LEVEL = 3;
export const WORK_MAX_LEVEL = 10;
// A challenge holds for this long, plus a millisecond per derivation of its longest solve
// (twice the average): about four times what a phone needs.
const WORK_TTL_MS = 2 * 60_000;

export function workLevel(accountFailures: number, networkFailures: number): number {
  const account = Math.max(0, accountFailures - WORK_FREE_ACCOUNT_FAILURES);
  const network = Math.floor(Math.max(0, networkFailures - WORK_FREE_NETWORK_FAILURES) / WORK_NETWORK_FAILURES_PER_LEVEL);
  return Math.min(WORK_MAX_LEVEL, account + network);
}

// Key derivations a solve takes on average at a level.
export function workAt(level: number, unit: number): number {
  return level === 0 ? 0 : unit * 2 ** (level - 1);
}

// What a try must pay: the account and network it is for, and their level now.
export interface WorkNeeded {
  accountKey: string;
  network: string;
  level: number;
}

// Issues and spends the challenges (one row each in sign_in_challenge): a challenge is for one
// account and client network at one level, single-use, and expires. The levels themselves are
// counted by LoginThrottle, which spends the proof in the same transaction that records the try.
export class SignInWork {
  constructor(
    private readonly repo: SignInChallengeRepository,
    private readonly options: { enabled: boolean; unit: number; rounds: number; clock: () => Date },
  ) {}

  get enabled(): boolean {
    return this.options.enabled;
  }

  // A challenge for a try; null when the try costs nothing (level 0, or the work switched off).
  async issue(need: WorkNeeded): Promise<Omit<SignInWorkChallenge, 'checkRequired'> | null> {
    if (!this.options.enabled || need.level === 0) return null;
    const work = workAt(need.level, this.options.unit);
    const now = this.options.clock();
    const expiresAt = new Date(now.getTime() + WORK_TTL_MS + 2 * work);
    // The answer is drawn from [0, 2 × work): on average `work` derivations from 0, and no
    // counter a solver could skip to.
    const pow = await issueProofOfWork({ rounds: this.options.rounds, counter: randomInt(0, 2 * work), expiresAt });
    const challengeId = randomBytes(16).toString('base64url');
    await this.repo.insert({
      public_id: challengeId,
      account_key: need.accountKey,
      network: need.network,
      level: need.level,
      challenge: pow.stored,
      secret: pow.secret,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    return { challengeId, pow: pow.sent, work, expiresAt: expiresAt.toISOString() };
  }

  // In the transaction that records the try: spends the proof, or throws AUTH_WORK_REQUIRED
  // (the transaction rolls back, so a refused try is not counted and spends nothing).
  async spend(proof: SignInWorkProof | undefined, need: WorkNeeded, tx: Executor): Promise<void> {
    if (!this.options.enabled || need.level === 0) return;
    if (!proof) throw new AppError('AUTH_WORK_REQUIRED');
    const row = await this.repo.find(proof.challengeId, tx);
    const now = this.options.clock().toISOString();
    const refuse = () => new AppError('AUTH_WORK_REQUIRED');
    if (!row || row.used_at !== null || row.account_key !== need.accountKey || row.network !== need.network) throw refuse();
    if (row.level < need.level || toIso(row.expires_at) <= now) throw refuse();
    if (!(await proofOfWorkHolds(row.challenge, row.secret, { counter: proof.counter, derivedKey: proof.derivedKey }))) throw refuse();
    if (!(await this.repo.markUsed(row.id, now, tx))) throw refuse();
  }

  sweep(before: string) {
    return this.repo.deleteExpiredBefore(before);
  }
}
