import type { CaptchaCheckBody, CaptchaProofOfWork } from '@portal/contracts/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// Solves the slider check's proof-of-work challenge with Web Crypto (docs/captcha.md); it
// runs while the member drags. Rejects when aborted or when no answer is found.
export async function solveProofOfWork(pow: CaptchaProofOfWork, controller: AbortController): Promise<CaptchaCheckBody['pow']> {
  const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('proof of work not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}
