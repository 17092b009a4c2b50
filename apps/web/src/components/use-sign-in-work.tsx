import type { SignInWorkProof } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

// The solver and the hint load with the first proof a sign-in has to pay: most cost nothing,
// and the sign-in forms ride in the shell every page loads.
const SignInWorkHint = lazy(() => import('./sign-in-work-hint'));

export interface Paid<T> {
  // The solved proof, or undefined when the try costs nothing.
  work: SignInWorkProof | undefined;
  // What `alongside` gave.
  alongside: T | undefined;
}

// The proof of work of sign-in (docs/sign-in-abuse.md, "Proof of work"), paid transparently:
// `pay` asks the server what the try costs, solves it in the browser and answers the proof for
// the try. `alongside` runs while the browser works (the slider check); null from it means the
// member gave up, and so does `pay`'s null, which also comes when the ask failed (the API
// client has said why). `hint` shows the progress once it takes more than a moment, with what
// else a member could do on a member's sign-in form (`note`).
export function useSignInWork(note?: 'password' | 'sms') {
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const pay = useCallback(
    async <T,>(ask: () => Promise<SignInWorkChallenge | null>, alongside?: (challenge: SignInWorkChallenge) => Promise<T | null>): Promise<Paid<T> | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      try {
        const challenge = await ask();
        if (!challenge) return { work: undefined, alongside: undefined };
        const solving = import('../lib/proof-of-work').then((solver) => solver.solveSignInWork(challenge, controller.signal, setPercent));
        solving.catch(() => undefined);
        const extra = alongside ? await alongside(challenge) : undefined;
        if (extra === null) return null;
        return { work: await solving, alongside: extra };
      } catch {
        return null;
      } finally {
        controller.abort();
        if (running.current === controller) {
          running.current = null;
          setBusy(false);
          setPercent(null);
        }
      }
    },
    [],
  );

  const hint: ReactNode =
    percent === null ? null : (
      <Suspense fallback={null}>
        <SignInWorkHint percent={percent} note={note} />
      </Suspense>
    );

  return { pay, busy, hint };
}
