import type { CaptchaChallenge, CaptchaCheckBody, CaptchaProofOfWork } from '@portal/contracts/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { call, type Answer } from './auth-helpers.js';
import type { TestApp } from './harness.js';

// The slider check as a member's browser goes through it. Where the gap is, a person sees;
// a test reads it from the puzzle's row instead, the way it reads SMS codes from the outbox.

export type Track = CaptchaCheckBody['track'];

export const getPuzzle = (t: TestApp) => call<CaptchaChallenge | null>(t.app, 'GET', '/app-api/system/captcha/get');

export const checkPuzzle = (t: TestApp, body: object, locale = 'en_US'): Promise<Answer<{ captchaVerification: string }>> =>
  call(t.app, 'POST', '/app-api/system/captcha/check', { body, locale });

export async function answerOf(t: TestApp, captchaId: string): Promise<number> {
  const row = await t.database.db.selectFrom('captcha_challenge').select('target_x').where('public_id', '=', captchaId).executeTakeFirstOrThrow();
  return row.target_x;
}

export async function refusalOf(t: TestApp, captchaId: string): Promise<string | null> {
  const row = await t.database.db.selectFrom('captcha_challenge').select('refused_for').where('public_id', '=', captchaId).executeTakeFirstOrThrow();
  return row.refused_for;
}

// Moves the puzzle's issue time back, as if the member had looked at it for `ms`.
export async function agePuzzle(t: TestApp, captchaId: string, ms = 5_000): Promise<void> {
  const row = await t.database.db.selectFrom('captcha_challenge').select('created_at').where('public_id', '=', captchaId).executeTakeFirstOrThrow();
  const createdAt = new Date(Date.parse(String(row.created_at)) - ms).toISOString();
  await t.database.db.updateTable('captcha_challenge').set({ created_at: createdAt }).where('public_id', '=', captchaId).execute();
}

// A drag as a hand makes it: sampled every ~16 ms, slow-fast-slow, drifting a few pixels up
// and down, over `ms`.
export function humanTrack(x: number, ms = 700): Track {
  const frames = Math.round(ms / 16);
  const track: Track = [];
  for (let i = 0; i <= frames; i += 1) {
    const p = i / frames;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    track.push([Math.round(p * ms), Math.round(x * eased * 10) / 10, Math.round(Math.sin(p * 5) * 3)]);
  }
  return track;
}

export async function solvePow(pow: CaptchaProofOfWork): Promise<CaptchaCheckBody['pow']> {
  const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

// A check as the web sends it: dropped at x after a human drag, with the solved proof of work.
export async function dropAt(t: TestApp, puzzle: CaptchaChallenge, x: number) {
  return checkPuzzle(t, { captchaId: puzzle.captchaId, x, track: humanTrack(x), input: 'pointer', pow: await solvePow(puzzle.pow) });
}

// Passes the check; resolves with the one-time captchaVerification.
export async function passCaptcha(t: TestApp): Promise<string> {
  const puzzle = (await getPuzzle(t)).data;
  if (!puzzle) throw new Error('the slider check is off');
  await agePuzzle(t, puzzle.captchaId);
  const res = await dropAt(t, puzzle, await answerOf(t, puzzle.captchaId));
  if (res.code !== 0) throw new Error(`slider check refused: ${res.msg}`);
  return res.data.captchaVerification;
}
