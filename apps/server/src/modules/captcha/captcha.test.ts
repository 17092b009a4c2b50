import type { CaptchaChallenge } from '@portal/contracts/captcha';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { call, newIp, newMobile } from '../../test/auth-helpers.js';
import {
  agePuzzle,
  answerOf,
  checkPuzzle,
  dropAt,
  getPuzzle,
  humanTrack,
  passCaptcha,
  refusalOf,
  solvePow,
  type Track,
} from '../../test/captcha-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const sendCode = (t: TestApp, captchaVerification?: string) =>
  call(t.app, 'POST', '/app-api/member/send-sms-code', {
    body: { areaCode: '86', mobile: newMobile(), scene: 'register', ...(captchaVerification ? { captchaVerification } : {}) },
    ip: newIp(),
    locale: 'en_US',
  });

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

async function puzzle(t: TestApp): Promise<CaptchaChallenge> {
  const c = (await getPuzzle(t)).data;
  if (!c) throw new Error('no puzzle');
  return c;
}

// An aged puzzle, so a drag of a few hundred ms fits in the time it has been on screen.
async function agedPuzzle(t: TestApp): Promise<CaptchaChallenge> {
  const c = await puzzle(t);
  await agePuzzle(t, c.captchaId);
  return c;
}

// Where the answer could hide in what is served: the pictures read as text, and every number.
function readTheAnswer(c: CaptchaChallenge): number | undefined {
  const gap = /id="gap"[^>]*\sx="(\d+)/.exec(bytesOf(c.background).toString('latin1'))?.[1];
  const view = /viewBox="(\d+)/.exec(bytesOf(c.piece).toString('latin1'))?.[1];
  if (gap ?? view) return Number(gap ?? view);
  const numbers = Object.entries(c).filter(([key, value]) => typeof value === 'number' && !['width', 'height', 'pieceSize'].includes(key));
  return numbers.map(([, value]) => Number(value)).find((n) => n >= c.pieceSize + 20 && n <= c.width - c.pieceSize - 10);
}

// The darkest piece-wide window in the piece's row band of the background picture.
async function darkestColumn(c: CaptchaChallenge): Promise<number> {
  const { data, info } = await sharp(bytesOf(c.background)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let best = 0;
  let bestSum = Infinity;
  for (let x = 0; x + c.pieceSize <= info.width; x += 1) {
    let sum = 0;
    for (let y = c.pieceY; y < c.pieceY + c.pieceSize; y += 1) {
      for (let dx = 0; dx < c.pieceSize; dx += 1) {
        const o = (y * info.width + x + dx) * info.channels;
        sum += data[o]! + data[o + 1]! + data[o + 2]!;
      }
    }
    if (sum < bestSum) [best, bestSum] = [x, sum];
  }
  return best;
}

// How many of `tries` puzzles a solver passes, given a perfect drag and proof of work.
async function passesOf(t: TestApp, tries: number, solve: (c: CaptchaChallenge) => Promise<number | undefined>): Promise<number> {
  let passed = 0;
  for (let i = 0; i < tries; i += 1) {
    const c = await agedPuzzle(t);
    const x = await solve(c);
    if (x !== undefined && (await dropAt(t, c, x)).code === 0) passed += 1;
  }
  return passed;
}

const even = (x: number, points: number, ms: number, wobble: boolean): Track =>
  Array.from({ length: points }, (_, i) => [Math.round((i * ms) / (points - 1)), (i * x) / (points - 1), wobble ? i % 3 : 0]);

describeEachDb(
  'slider check on',
  (ctx) => {
    it('serves two WebP pictures, the piece always 44x44, and nothing else that holds the answer', async () => {
      const c = await puzzle(ctx());
      expect(c).toMatchObject({ width: 300, height: 150, pieceSize: 44, captchaId: expect.any(String) });
      expect(c.background).toMatch(/^data:image\/webp;base64,/);
      expect(c.piece).toMatch(/^data:image\/webp;base64,/);
      const background = await sharp(bytesOf(c.background)).metadata();
      expect(background).toMatchObject({ format: 'webp', width: 300, height: 150 });
      expect(background.exif ?? background.xmp).toBeUndefined();
      for (let i = 0; i < 5; i += 1) {
        const piece = await sharp(bytesOf((await puzzle(ctx())).piece)).metadata();
        expect(piece).toMatchObject({ format: 'webp', width: 44, height: 44, hasAlpha: true });
      }
      expect(c.pow).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: expect.any(Number), keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) });
      const ttl = Date.parse(c.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(100_000);
      expect(ttl).toBeLessThanOrEqual(120_000);
      expect((await puzzle(ctx())).captchaId).not.toBe(c.captchaId);
    });

    it('is not solved by reading coordinates out of what is served', async () => {
      expect(await passesOf(ctx(), 10, async (c) => readTheAnswer(c))).toBeLessThanOrEqual(3);
    });

    it('is not solved by looking for the darkest patch in the gap row', async () => {
      expect(await passesOf(ctx(), 20, darkestColumn)).toBeLessThanOrEqual(8);
    });

    it('passes a human drag to the gap with the proof of work, once', async () => {
      const c = await agedPuzzle(ctx());
      const x = (await answerOf(ctx(), c.captchaId)) - 5;
      expect(await dropAt(ctx(), c, x)).toMatchObject({ status: 200, code: 0, data: { captchaVerification: expect.any(String) } });
      expect((await dropAt(ctx(), c, x)).code).toBe(1_001_020);
    });

    it('fails a wrong position, and the failed puzzle cannot be tried again', async () => {
      const c = await agedPuzzle(ctx());
      const x = await answerOf(ctx(), c.captchaId);
      expect(await dropAt(ctx(), c, x > 150 ? x - 7 : x + 7)).toMatchObject({ status: 400, code: 1_001_020, msg: 'Verification failed' });
      expect(await refusalOf(ctx(), c.captchaId)).toBe('wrong-x');
      expect((await dropAt(ctx(), c, x)).code).toBe(1_001_020);
      const body = { captchaId: 'no-such-puzzle', x, track: humanTrack(x), input: 'pointer', pow: { counter: 1, derivedKey: '00' } };
      expect((await checkPuzzle(ctx(), body, 'zh_CN')).msg).toBe('验证失败');
      expect((await checkPuzzle(ctx(), body, 'fr_FR')).msg).toBe('La vérification a échoué');
    });

    it('refuses tracks a script makes, naming the rule on the puzzle only', async () => {
      // Drops the piece on the gap after the track `draw` makes to it.
      const refused = async (draw: (x: number) => Track, input: 'pointer' | 'keys' = 'pointer', age = true) => {
        const c = age ? await agedPuzzle(ctx()) : await puzzle(ctx());
        const x = await answerOf(ctx(), c.captchaId);
        const res = await checkPuzzle(ctx(), { captchaId: c.captchaId, x, track: draw(x), input, pow: await solvePow(c.pow) });
        expect(res).toMatchObject({ status: 400, code: 1_001_020, msg: 'Verification failed' });
        return refusalOf(ctx(), c.captchaId);
      };
      expect(await refused((x) => [[0, 0, 0], [0, x, 0]])).toBe('too-few-points');
      expect(await refused((x) => even(x, 12, 120, true))).toBe('too-fast');
      expect(await refused((x) => even(x, 30, 600, false))).toBe('level');
      expect(await refused((x) => even(x, 30, 600, true))).toBe('even-speed');
      expect(await refused((x) => humanTrack(x), 'pointer', false)).toBe('longer-than-puzzle');
      expect(await refused(() => humanTrack(40))).toBe('wrong-end');
      expect(await refused((x) => [[0, 0, 0], [200, 10, 0], [300, x, 0]], 'keys')).toBe('too-fast');
    });

    it('judges a key track on time and count', async () => {
      const c = await agedPuzzle(ctx());
      const x = await answerOf(ctx(), c.captchaId);
      const steps = Math.floor(x / 10);
      const track: Track = [[0, 0, 0], ...Array.from({ length: steps }, (_, i): [number, number, number] => [150 * (i + 1), 10 * (i + 1), 0]), [150 * (steps + 1), x, 0]];
      const res = await checkPuzzle(ctx(), { captchaId: c.captchaId, x, track, input: 'keys', pow: await solvePow(c.pow) });
      expect(res.code).toBe(0);
    });

    it('refuses a check without the proof of work, with a wrong one, or with another puzzle’s', async () => {
      const c = await agedPuzzle(ctx());
      const x = await answerOf(ctx(), c.captchaId);
      const missing = await checkPuzzle(ctx(), { captchaId: c.captchaId, x, track: humanTrack(x), input: 'pointer' });
      expect(missing).toMatchObject({ status: 400 });
      expect(JSON.stringify(missing.data)).toContain('pow');

      const solved = await solvePow(c.pow);
      const wrong = { counter: solved.counter + 1, derivedKey: solved.derivedKey };
      expect((await checkPuzzle(ctx(), { captchaId: c.captchaId, x, track: humanTrack(x), input: 'pointer', pow: wrong })).code).toBe(1_001_020);
      expect(await refusalOf(ctx(), c.captchaId)).toBe('proof-of-work');

      const first = await agedPuzzle(ctx());
      const pow = await solvePow(first.pow);
      const firstX = await answerOf(ctx(), first.captchaId);
      expect((await checkPuzzle(ctx(), { captchaId: first.captchaId, x: firstX, track: humanTrack(firstX), input: 'pointer', pow })).code).toBe(0);
      const second = await agedPuzzle(ctx());
      const secondX = await answerOf(ctx(), second.captchaId);
      expect((await checkPuzzle(ctx(), { captchaId: second.captchaId, x: secondX, track: humanTrack(secondX), input: 'pointer', pow })).code).toBe(1_001_020);
      expect(await refusalOf(ctx(), second.captchaId)).toBe('proof-of-work');
    });

    it('refuses an expired puzzle', async () => {
      const c = await agedPuzzle(ctx());
      await ctx().database.db.updateTable('captcha_challenge').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('public_id', '=', c.captchaId).execute();
      expect((await dropAt(ctx(), c, await answerOf(ctx(), c.captchaId))).code).toBe(1_001_020);
    });

    it('asks for the check before sending a code, and takes each pass once', async () => {
      expect(await sendCode(ctx())).toMatchObject({ status: 400, code: 1_001_021, msg: 'Please complete the security verification' });
      expect((await sendCode(ctx(), 'made-up-token')).code).toBe(1_001_021);
      const token = await passCaptcha(ctx());
      expect((await sendCode(ctx(), token)).code).toBe(0);
      expect((await sendCode(ctx(), token)).code).toBe(1_001_021);
      expect((await sendCode(ctx(), await passCaptcha(ctx()))).code).toBe(0);
    });

    it('lets a pass go stale after 5 minutes', async () => {
      const token = await passCaptcha(ctx());
      await ctx()
        .database.db.updateTable('captcha_challenge')
        .set({ verified_at: new Date(Date.now() - 5 * 60_000 - 1000).toISOString() })
        .where('verification_hash', 'is not', null)
        .where('used_at', 'is', null)
        .execute();
      expect((await sendCode(ctx(), token)).code).toBe(1_001_021);
    });

    it('tells the web app the check is on', async () => {
      const res = await call<{ captchaEnabled: boolean }>(ctx().app, 'GET', '/app-api/system/client-config');
      expect(res.data.captchaEnabled).toBe(true);
    });
  },
  { captchaEnabled: true },
);

describeEachDb('slider check off', (ctx) => {
  it('answers no puzzle and sends codes without a pass', async () => {
    expect(await getPuzzle(ctx())).toEqual({ status: 200, code: 0, msg: '', data: null });
    expect((await sendCode(ctx())).code).toBe(0);
    const res = await call<{ captchaEnabled: boolean }>(ctx().app, 'GET', '/app-api/system/client-config');
    expect(res.data.captchaEnabled).toBe(false);
  });
});
