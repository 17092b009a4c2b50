import { randomInt } from 'node:crypto';
import { issueProofOfWork, type IssuedProofOfWork } from '../../lib/proof-of-work.js';

// The proof of work that comes with each puzzle (lib/proof-of-work.ts), solved while the
// member drags. The answer's counter is drawn from POW_COUNTER, so a solve costs about 600
// derivations of POW_COST rounds each: a fraction of a second on a phone, and every try a
// script makes costs the same. Figures and reasons: docs/captcha.md.
export const POW_COST = 100;
export const POW_COUNTER = { min: 300, max: 900 } as const;

export function issuePuzzleWork(expiresAt: Date): Promise<IssuedProofOfWork> {
  return issueProofOfWork({ rounds: POW_COST, counter: randomInt(POW_COUNTER.min, POW_COUNTER.max + 1), expiresAt });
}
