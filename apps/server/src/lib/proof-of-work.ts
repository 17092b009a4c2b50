import { randomBytes } from 'node:crypto';
import type { CaptchaProofOfWork } from '@portal/contracts/captcha';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// ALTCHA's proof of work (altcha-lib), as the slider check and sign-in use it: the server picks
// the answer, a counter; the client derives PBKDF2/SHA-256 keys for counters 0, 1, 2, … until
// one starts with the challenge's key prefix, so solving costs about counter + 1 derivations of
// `rounds` rounds each, and checking a solution costs one. Each challenge is signed (HMAC) with
// a random secret of its own, kept with it in the database, so any server process can check it.
// Reasons and figures: docs/captcha.md, docs/sign-in-abuse.md.
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

export interface IssuedProofOfWork {
  // kept by the server: the signed challenge (JSON) and the secret it is signed with
  stored: string;
  secret: string;
  // what the client needs to solve it
  sent: CaptchaProofOfWork;
}

export type ProofOfWorkSolution = { counter: number; derivedKey: string };

export async function issueProofOfWork(work: { rounds: number; counter: number; expiresAt: Date }): Promise<IssuedProofOfWork> {
  const secret = randomBytes(32).toString('base64url');
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: work.rounds,
    counter: work.counter,
    deriveKey,
    expiresAt: work.expiresAt,
    hmacSignatureSecret: secret,
  });
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  return { stored: JSON.stringify(challenge), secret, sent: { algorithm, nonce, salt, cost, keyLength, keyPrefix } };
}

// True when the solution solves this stored challenge, signed with this secret, before it expires.
export async function proofOfWorkHolds(stored: string | null, secret: string | null, solution: ProofOfWorkSolution): Promise<boolean> {
  if (!stored || !secret) return false;
  const result = await verifySolution({ challenge: JSON.parse(stored) as Challenge, solution, deriveKey, hmacSignatureSecret: secret });
  return result.verified;
}
