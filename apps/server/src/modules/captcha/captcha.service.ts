import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CaptchaChallenge, CaptchaCheckBody } from '@portal/contracts/captcha';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { isoAfter, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../sessions/session.service.js';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image.js';
import { proofOfWorkHolds } from '../../lib/proof-of-work.js';
import { issuePuzzleWork } from './captcha-pow.js';
import { judgeTrack } from './captcha-track.js';
import { CaptchaRepository } from './captcha.repository.js';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_VERIFICATION_TTL_MS = 5 * 60_000;
// How far (px) the dropped piece may be from the gap.
export const CAPTCHA_TOLERANCE = 6;

// The slider check (docs/captcha.md): one check per puzzle, judged on the drop's x, the drag's
// track and the proof of work; a passed check yields a one-time token that sending a code
// spends. All state is in the database.
export class CaptchaService {
  private readonly repo: CaptchaRepository;

  constructor(
    db: Kysely<DB>,
    private readonly config: Config,
  ) {
    this.repo = new CaptchaRepository(db);
  }

  get enabled(): boolean {
    return this.config.captchaEnabled;
  }

  async issue(): Promise<CaptchaChallenge | null> {
    if (!this.enabled) return null;
    const now = new Date();
    const expiresAt = isoAfter(CAPTCHA_TTL_MS, now);
    const [picture, pow] = await Promise.all([drawCaptcha(), issuePuzzleWork(new Date(expiresAt))]);
    const captchaId = randomBytes(16).toString('base64url');
    await this.repo.insert({
      publicId: captchaId,
      targetX: picture.targetX,
      powChallenge: pow.stored,
      powSecret: pow.secret,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return {
      captchaId,
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      pieceSize: CAPTCHA_PIECE,
      pieceY: picture.pieceY,
      background: picture.background,
      piece: picture.piece,
      pow: pow.sent,
      expiresAt,
    };
  }

  // A failed check spends the puzzle too: the client fetches a new one. Which rule refused
  // it is kept on the puzzle's row, never told to the client.
  async check(body: CaptchaCheckBody): Promise<string> {
    const now = new Date();
    if (!(await this.repo.claimCheck(body.captchaId, now.toISOString()))) throw new AppError('CAPTCHA_FAILED');
    const puzzle = await this.repo.find(body.captchaId);
    if (!puzzle) throw new AppError('CAPTCHA_FAILED');
    const refusal =
      judgeTrack({
        track: body.track,
        input: body.input,
        x: body.x,
        maxX: CAPTCHA_WIDTH - CAPTCHA_PIECE,
        puzzleAgeMs: now.getTime() - Date.parse(toIso(puzzle.created_at)),
      }) ??
      (Math.abs(body.x - puzzle.target_x) > CAPTCHA_TOLERANCE ? 'wrong-x' : null) ??
      ((await proofOfWorkHolds(puzzle.pow_challenge, puzzle.pow_secret, body.pow)) ? null : 'proof-of-work');
    if (refusal) {
      await this.repo.markRefused(body.captchaId, refusal);
      throw new AppError('CAPTCHA_FAILED');
    }
    const token = randomBytes(32).toString('base64url');
    await this.repo.markVerified(body.captchaId, hashToken(token), now.toISOString());
    return token;
  }

  // Spends the token from a passed check; a missing, used or stale token asks for a new check.
  async consume(token: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!token) throw new AppError('CAPTCHA_REQUIRED');
    const now = new Date();
    const verifiedAfter = new Date(now.getTime() - CAPTCHA_VERIFICATION_TTL_MS).toISOString();
    if (!(await this.repo.consumeVerification(hashToken(token), verifiedAfter, now.toISOString()))) {
      throw new AppError('CAPTCHA_REQUIRED');
    }
  }

  sweep(before: string) {
    return this.repo.deleteExpiredBefore(before);
  }
}
