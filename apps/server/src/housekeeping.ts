import type { App } from './lib/http.js';
import type { Services } from './services.js';

const HOUR = 3_600_000;
// Sign-in rows older than this serve no limit any more (the longest window is 24 h).
const KEEP_MS = 48 * HOUR;

// Old codes, puzzles and sign-in attempts are deleted hourly; the outboxes are kept.
export function housekeeping(app: App, { captcha, codes, throttle }: Services) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const before = new Date(Date.now() - KEEP_MS).toISOString();
      Promise.all([captcha.sweep(before), codes.sweep(before), throttle.sweep(before)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'sign-in housekeeping failed'),
      );
    }, HOUR);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
