import type { CaptchaChallenge } from '@portal/contracts/auth';
import { expect, it } from 'vitest';
import { call, newIp, newMobile } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const getChallenge = (t: TestApp) => call<CaptchaChallenge | null>(t.app, 'GET', '/app-api/system/captcha/get');
const check = (t: TestApp, body: object, locale = 'en_US') =>
  call<{ captchaVerification: string }>(t.app, 'POST', '/app-api/system/captcha/check', { body, locale });
const sendCode = (t: TestApp, captchaVerification?: string) =>
  call(t.app, 'POST', '/app-api/member/send-sms-code', {
    body: { areaCode: '86', mobile: newMobile(), scene: 'register', ...(captchaVerification ? { captchaVerification } : {}) },
    ip: newIp(),
    locale: 'en_US',
  });

function svg(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64').toString('utf8');
}

// What a person sees: where the gap is in the picture.
function gapOf(challenge: CaptchaChallenge): { x: number; y: number } {
  const match = /<rect id="gap" x="(\d+)" y="(\d+)"/.exec(svg(challenge.background));
  if (!match) throw new Error('no gap in the picture');
  return { x: Number(match[1]), y: Number(match[2]) };
}

async function pass(t: TestApp): Promise<string> {
  const challenge = (await getChallenge(t)).data!;
  const res = await check(t, { captchaId: challenge.captchaId, x: gapOf(challenge).x + 3, track: [[0, 0], [300, 120]] });
  expect(res.code).toBe(0);
  return res.data.captchaVerification;
}

describeEachDb(
  'slider check on',
  (ctx) => {
    it('draws a puzzle: a 300x150 picture with a gap, and the piece that fits it', async () => {
      const res = await getChallenge(ctx());
      expect(res.code).toBe(0);
      const c = res.data!;
      expect(c).toMatchObject({ width: 300, height: 150, pieceSize: 44, captchaId: expect.any(String) });
      const gap = gapOf(c);
      expect(gap.y).toBe(c.pieceY);
      expect(gap.x).toBeGreaterThanOrEqual(c.pieceSize);
      expect(gap.x + c.pieceSize).toBeLessThanOrEqual(c.width);
      expect(svg(c.background)).toMatch(/^<svg [^>]*width="300" height="150"/);
      expect(svg(c.piece)).toMatch(new RegExp(`^<svg [^>]*width="44" height="44" viewBox="${gap.x} ${gap.y} 44 44"`));
      const ttl = Date.parse(c.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(100_000);
      expect(ttl).toBeLessThanOrEqual(120_000);
      // Each puzzle is new.
      expect((await getChallenge(ctx())).data!.captchaId).not.toBe(c.captchaId);
    });

    it('fails a wrong position, and the failed puzzle cannot be tried again', async () => {
      const c = (await getChallenge(ctx())).data!;
      const { x } = gapOf(c);
      const wrongX = x > 150 ? x - 7 : x + 7;
      expect(await check(ctx(), { captchaId: c.captchaId, x: wrongX })).toMatchObject({ status: 400, code: 1_001_020, msg: 'Verification failed' });
      expect((await check(ctx(), { captchaId: c.captchaId, x })).code).toBe(1_001_020);
      expect((await check(ctx(), { captchaId: 'no-such-puzzle', x }, 'zh_CN')).msg).toBe('验证失败');
      expect((await check(ctx(), { captchaId: 'no-such-puzzle', x }, 'fr_FR')).msg).toBe('La vérification a échoué');
    });

    it('passes within 6 px of the gap, once', async () => {
      const c = (await getChallenge(ctx())).data!;
      const res = await check(ctx(), { captchaId: c.captchaId, x: gapOf(c).x - 6 });
      expect(res).toMatchObject({ status: 200, code: 0, data: { captchaVerification: expect.any(String) } });
      expect((await check(ctx(), { captchaId: c.captchaId, x: gapOf(c).x })).code).toBe(1_001_020);
    });

    it('refuses an expired puzzle', async () => {
      const c = (await getChallenge(ctx())).data!;
      await ctx().database.db.updateTable('captcha_challenge').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('public_id', '=', c.captchaId).execute();
      expect((await check(ctx(), { captchaId: c.captchaId, x: gapOf(c).x })).code).toBe(1_001_020);
    });

    it('asks for the check before sending a code, and takes each pass once', async () => {
      expect(await sendCode(ctx())).toMatchObject({ status: 400, code: 1_001_021, msg: 'Please complete the security verification' });
      expect((await sendCode(ctx(), 'made-up-token')).code).toBe(1_001_021);
      const token = await pass(ctx());
      expect((await sendCode(ctx(), token)).code).toBe(0);
      expect((await sendCode(ctx(), token)).code).toBe(1_001_021);
      expect((await sendCode(ctx(), await pass(ctx()))).code).toBe(0);
    });

    it('lets a pass go stale after 5 minutes', async () => {
      const token = await pass(ctx());
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
    expect(await getChallenge(ctx())).toEqual({ status: 200, code: 0, msg: '', data: null });
    expect((await sendCode(ctx())).code).toBe(0);
    const res = await call<{ captchaEnabled: boolean }>(ctx().app, 'GET', '/app-api/system/client-config');
    expect(res.data.captchaEnabled).toBe(false);
  });
});
