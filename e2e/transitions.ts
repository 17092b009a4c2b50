import type { Page } from '@playwright/test';

// Resolves once no finite animation runs on the page (a dialog zooming in, a button fading
// back from its loading state): positions and colours read halfway through one are not the
// page's. Looping animations (spinners) do not count.
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
