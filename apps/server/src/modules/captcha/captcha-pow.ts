import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaCheckBody, CaptchaProofOfWork } from '@portal/contracts/captcha';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// The proof of work that comes with each puzzle (ALTCHA's altcha-lib): the browser derives
// PBKDF2 keys for counters 0, 1, 2, … until one starts with the challenge's prefix, while the
// member drags. The answer's counter is drawn from POW_COUNTER, so a solve costs about 600
// derivations of POW_COST rounds each: a fraction of a second on a phone, and every try a
// script makes costs the same. Figures and reasons: docs/captcha.md.
export const POW_ALGORITHM = 'PBKDF2/SHA-256';
export const POW_COST = 100;
export const POW_COUNTER = { min: 300, max: 900 } as const;

export interface IssuedProofOfWork {
  // kept with the puzzle: the signed challenge (JSON) and the secret it is signed with
  stored: string;
  secret: string;
  // what the browser needs to solve it
  sent: CaptchaProofOfWork;
}

export async function issueProofOfWork(expiresAt: Date): Promise<IssuedProofOfWork> {
  // One secret per puzzle, kept in its row: any server process can check any puzzle.
  const secret = randomBytes(32).toString('base64url');
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: POW_COST,
    counter: randomInt(POW_COUNTER.min, POW_COUNTER.max + 1),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secret,
  });
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  return { stored: JSON.stringify(challenge), secret, sent: { algorithm, nonce, salt, cost, keyLength, keyPrefix } };
}

// True when the solution solves the puzzle's own challenge before it expires.
export async function proofOfWorkHolds(stored: string | null, secret: string | null, solution: CaptchaCheckBody['pow']): Promise<boolean> {
  if (!stored || !secret) return false;
  const result = await verifySolution({ challenge: JSON.parse(stored) as Challenge, solution, deriveKey, hmacSignatureSecret: secret });
  return result.verified;
}
