import type { SignInWorkProof } from '@portal/contracts/auth';
import type { CaptchaCheckBody, CaptchaProofOfWork } from '@portal/contracts/captcha';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import { solveChallenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { loadTextsOf } from './i18n';

// Solves the slider check's proof-of-work challenge with Web Crypto (docs/captcha.md); it
// runs while the member drags. Rejects when aborted or when no answer is found.
export async function solveProofOfWork(pow: CaptchaProofOfWork, controller: AbortController): Promise<CaptchaCheckBody['pow']> {
  const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('proof of work not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

// Derivations kept in flight at once: Web Crypto runs them on threads of its own, so a
// device with several cores solves sign-in's longer proofs (docs/sign-in-abuse.md) faster.
const LANES = Math.min(4, Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 1));

// Solves a sign-in proof of work: lane i tries counters i, i + LANES, …; the first answer wins
// and stops the others. `onTried` hears how many counters were tried so far. Rejects when
// `signal` aborts. No time limit: the server says whether the proof came in time.
async function solveInLanes(pow: CaptchaProofOfWork, signal: AbortSignal, onTried: (tried: number) => void): Promise<CaptchaCheckBody['pow']> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  let tried = 0;
  const counted: DeriveKeyFunction = (parameters, salt, password) => {
    tried += 1;
    onTried(tried);
    return deriveKey(parameters, salt, password);
  };
  try {
    const lanes = Array.from({ length: LANES }, async (_, lane) => {
      const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey: counted, controller, counterStart: lane, counterStep: LANES, timeout: 0 });
      if (!solution) throw new Error('proof of work not solved');
      return solution;
    });
    const solution = await Promise.any(lanes);
    return { counter: solution.counter, derivedKey: solution.derivedKey };
  } finally {
    stop();
    signal.removeEventListener('abort', stop);
  }
}

// The sign-in forms' hint shows once a proof has taken this long: most cost nothing or a blink.
const HINT_AFTER_MS = 700;

// Solves a sign-in proof of work (components/use-sign-in-work.tsx). `show` gets, once
// HINT_AFTER_MS have passed, the share of the longest solve done so far: the answer is drawn
// from twice the average, so the bar ends anywhere. The hint's texts load meanwhile.
export async function solveSignInWork(challenge: SignInWorkChallenge, signal: AbortSignal, show: (percent: number) => void): Promise<SignInWorkProof> {
  void loadTextsOf('sign-in-work');
  const startedAt = performance.now();
  const onTried = (tried: number) => {
    if (!signal.aborted && performance.now() - startedAt >= HINT_AFTER_MS) show(Math.min(99, Math.floor((100 * tried) / (2 * challenge.work))));
  };
  const solution = await solveInLanes(challenge.pow, signal, onTried);
  return { challengeId: challenge.challengeId, ...solution };
}
