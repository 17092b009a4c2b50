import type { CaptchaChallenge } from '@portal/contracts/captcha';
import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import { getCaptcha } from '../lib/verification-api';

// Loaded when a member first asks for a code.
const SliderCaptchaModal = lazy(() =>
  import('./slider-captcha-modal').then((module) => ({ default: module.SliderCaptchaModal })),
);

// `verify()` resolves with the one-time captchaVerification, with undefined when the server
// has the check switched off, or with null when the member closed the puzzle.
export function useSliderCaptcha(): { verify: () => Promise<string | undefined | null>; modal: ReactNode } {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const pending = useRef<((result: string | undefined | null) => void) | null>(null);

  const settle = useCallback((result: string | undefined | null) => {
    pending.current?.(result);
    pending.current = null;
    setChallenge(null);
  }, []);

  const verify = useCallback(async () => {
    const first = await getCaptcha();
    if (!first) return undefined;
    setChallenge(first);
    return new Promise<string | undefined | null>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  const reload = useCallback(async () => {
    try {
      const next = await getCaptcha();
      if (next) setChallenge(next);
      else settle(undefined);
    } catch {
      settle(null);
    }
  }, [settle]);

  const modal = challenge ? (
    <Suspense fallback={null}>
      <SliderCaptchaModal
        key={challenge.captchaId}
        challenge={challenge}
        onVerified={settle}
        onCancel={() => settle(null)}
        onReload={() => void reload()}
      />
    </Suspense>
  ) : null;

  return { verify, modal };
}
