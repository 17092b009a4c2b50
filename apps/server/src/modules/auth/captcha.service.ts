import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CaptchaChallenge } from '@portal/contracts/auth';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { isoAfter } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../sessions/session.service.js';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image.js';
import { CaptchaRepository } from './captcha.repository.js';

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_VERIFICATION_TTL_MS = 5 * 60_000;
// How far (px) the dropped piece may be from the gap.
export const CAPTCHA_TOLERANCE = 6;

// The slider check (spec point 8): one check per puzzle, and a passed check yields a
// one-time token that sending an SMS code spends. All state is in the database.
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
    const picture = drawCaptcha();
    const now = new Date();
    const captchaId = randomBytes(16).toString('base64url');
    const expiresAt = isoAfter(CAPTCHA_TTL_MS, now);
    await this.repo.insert({ publicId: captchaId, targetX: picture.targetX, createdAt: now.toISOString(), expiresAt });
    return {
      captchaId,
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      pieceSize: CAPTCHA_PIECE,
      pieceY: picture.pieceY,
      background: picture.background,
      piece: picture.piece,
      expiresAt,
    };
  }

  // A failed check spends the puzzle too: the client fetches a new one.
  async check(captchaId: string, x: number): Promise<string> {
    const now = new Date().toISOString();
    if (!(await this.repo.claimCheck(captchaId, now))) throw new AppError('CAPTCHA_FAILED');
    const target = await this.repo.targetX(captchaId);
    if (target === undefined || Math.abs(x - target) > CAPTCHA_TOLERANCE) throw new AppError('CAPTCHA_FAILED');
    const token = randomBytes(32).toString('base64url');
    await this.repo.markVerified(captchaId, hashToken(token), now);
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
