import path from 'node:path';
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Database from 'better-sqlite3';
import { transitionsEnded } from './transitions';

// The slider check in the journeys. Where the gap is, a person sees in the picture; the
// journeys read it from the server's database instead (the e2e server runs on SQLite in
// E2E_DATA_DIR with SQLITE_EXCLUSIVE=false), the way they read SMS codes from the outbox.
// No API tells it. The drag itself goes through the real slider like a hand's.

interface Puzzle {
  captchaId: string;
  pow: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
}

function answerOf(captchaId: string): number {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys read slider answers from the server database');
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select target_x from captcha_challenge where public_id = ?').get(captchaId) as { target_x: number } | undefined;
    if (!row) throw new Error(`no puzzle ${captchaId}`);
    return row.target_x;
  } finally {
    db.close();
  }
}

// The puzzle the page is about to fetch; start waiting before the click that opens the check.
export function nextPuzzle(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().endsWith('/app-api/system/captcha/get'));
}

// Drags the piece onto the gap in the open "Security verification" dialog: a slow start, a
// fast middle and a careful approach, drifting a few pixels down, then small corrections
// until the drag has lasted as long as a hand's does.
export async function passSlider(page: Page, puzzle: Promise<Response>): Promise<void> {
  const { captchaId } = ((await (await puzzle).json()) as { data: Puzzle }).data;
  const gapX = answerOf(captchaId);
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole('slider');
  // The dialog zooms in when it opens: measure the handle once it has landed. (hover() alone
  // waits for two still frames, which a busy machine can show mid-zoom.)
  await transitionsEnded(page);
  await slider.hover();
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider handle is not visible');
  // On a narrow screen the puzzle is drawn smaller; the handle is one piece (44 px) wide.
  const scale = box.width / 44;
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  const clock = () => page.evaluate(() => performance.now());

  await page.mouse.move(startX, y);
  const pressedAt = await clock();
  await page.mouse.down();
  const legs: [share: number, drift: number, steps: number][] = [
    [0.15, 1, 10],
    [0.75, 3, 6],
    [0.96, 4, 12],
    [1, 3, 10],
  ];
  for (const [share, drift, steps] of legs) await page.mouse.move(startX + gapX * scale * share, y + drift * scale, { steps });
  let pointerX = startX + gapX * scale;
  for (let nudge = 1; (await clock()) - pressedAt < 400; nudge = -nudge) {
    await page.mouse.move(pointerX + nudge, y + 2 * scale, { steps: 3 });
  }
  await page.mouse.move(pointerX, y + 2 * scale, { steps: 3 });
  for (let i = 0; i < 3; i += 1) {
    const at = Number(await slider.getAttribute('aria-valuenow'));
    if (Math.abs(at - gapX) < 1) break;
    pointerX += (gapX - at) * scale;
    await page.mouse.move(pointerX, y + 2 * scale, { steps: 3 });
  }
  await page.mouse.up();
  await expect(dialog).toBeHidden();
}

// Moves the piece with the keyboard only: ten pixels per Shift+Arrow, then single steps, a
// look back and forth until the keys have taken as long as a person's do, and Enter.
export async function passSliderWithKeys(page: Page, puzzle: Promise<Response>): Promise<void> {
  const { captchaId } = ((await (await puzzle).json()) as { data: Puzzle }).data;
  const gapX = answerOf(captchaId);
  const dialog = page.getByRole('dialog', { name: 'Security verification' });
  const slider = dialog.getByRole('slider');
  await expect(dialog).toBeVisible();
  // A keyboard user tabs to the handle; focus() stands for that.
  await slider.focus();
  await expect(slider).toBeFocused();
  const startedAt = await page.evaluate(() => performance.now());
  for (let i = 0; i < Math.floor(gapX / 10); i += 1) await slider.press('Shift+ArrowRight');
  for (let i = 0; i < gapX % 10; i += 1) await slider.press('ArrowRight');
  while ((await page.evaluate(() => performance.now())) - startedAt < 700) {
    await slider.press('ArrowRight');
    await slider.press('ArrowLeft');
  }
  await expect(slider).toHaveAttribute('aria-valuenow', String(gapX));
  await slider.press('Enter');
  await expect(dialog).toBeHidden();
}

const HUMAN_DRAG_MS = 600;

// A pass through the API, for journeys that start from an existing account: the drag a hand
// makes, sent once the puzzle has been up as long as that drag takes.
export async function passSliderByApi(request: APIRequestContext): Promise<string | undefined> {
  const puzzle = ((await (await request.get('/app-api/system/captcha/get')).json()) as { data: Puzzle | null }).data;
  // Timed from the answer: the server dates the puzzle while answering, and refuses a drag
  // longer than the puzzle's age (timing from before the request fails when it is slow).
  const fetchedAt = Date.now();
  if (!puzzle) return undefined;
  const x = answerOf(puzzle.captchaId);
  const solution = await solveChallenge({ challenge: { parameters: puzzle.pow }, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  const frames = HUMAN_DRAG_MS / 20;
  const track = Array.from({ length: frames + 1 }, (_, i) => {
    const p = i / frames;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    return [i * 20, Math.round(x * eased), Math.round(Math.sin(p * 4) * 3)];
  });
  const wait = HUMAN_DRAG_MS - (Date.now() - fetchedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const check = await request.post('/app-api/system/captcha/check', {
    data: { captchaId: puzzle.captchaId, x, track, input: 'pointer', pow: { counter: solution.counter, derivedKey: solution.derivedKey } },
  });
  const body = (await check.json()) as { code: number; data: { captchaVerification: string } };
  expect(body.code).toBe(0);
  return body.data.captchaVerification;
}
