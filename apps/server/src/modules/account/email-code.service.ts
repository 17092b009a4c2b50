import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type SendSmsCodeResult } from '@portal/contracts/auth';
import type { Locale } from '@portal/contracts/locale';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { isoAfter } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { checkCode, hashCode, newCode } from '../auth/codes.js';
import { lockKey } from '../auth/key-lock.js';
import type { Executor } from '../sessions/session.repository.js';
import { EmailCodeRepository } from './email-code.repository.js';
import { codeMail, type MailSender } from './mail-sender.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
// The same rules as SMS codes (DESIGN.md §3), counted per address.
const DAILY_PER_ADDRESS = 10;

export type EmailScene = 'bind-email';

export class EmailCodeService {
  private readonly repo: EmailCodeRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly deps: { captcha: CaptchaService; sender: MailSender; log: FastifyBaseLogger },
  ) {
    this.repo = new EmailCodeRepository(db);
  }

  async send(
    address: string,
    scene: EmailScene,
    input: { captchaVerification?: string | undefined; ip: string; locale: Locale },
  ): Promise<SendSmsCodeResult> {
    await this.deps.captcha.consume(input.captchaVerification);
    const code = newCode();
    const codeSalt = randomBytes(16).toString('hex');
    await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `mail:${address}`);
      const now = new Date();
      await this.enforceLimits(address, scene, input.ip, now, tx);
      await this.repo.insert(
        {
          address,
          scene,
          codeSalt,
          codeHash: hashCode(codeSalt, code),
          createdAt: now.toISOString(),
          expiresAt: isoAfter(SMS_CODE_TTL_SECONDS * SECOND, now),
          ip: input.ip,
        },
        tx,
      );
    });
    await this.deps.sender.send({ address, scene, ...codeMail(code, input.locale) });
    return { resendSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
  }

  private async enforceLimits(address: string, scene: EmailScene, ip: string, now: Date, tx: Executor) {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const sent = await this.repo.sentSince(address, ago(24 * HOUR), tx);
    const previous = sent.find((row) => row.scene === scene && row.created_at > ago(SMS_RESEND_SECONDS * SECOND));
    if (previous) {
      const seconds = Math.max(1, Math.ceil((Date.parse(previous.created_at) + SMS_RESEND_SECONDS * SECOND - now.getTime()) / SECOND));
      throw new AppError('SMS_TOO_SOON', { seconds }, { seconds });
    }
    if ((await this.repo.countForIpSince(ip, ago(HOUR), tx)) >= this.config.sms.hourlyPerIp) throw new AppError('SMS_IP_LIMIT');
    if (sent.length >= DAILY_PER_ADDRESS) throw new AppError('EMAIL_DAILY_LIMIT');
  }

  // Checks a code without spending it; `consume` spends it inside the caller's transaction.
  async verify(address: string, scene: EmailScene, code: string): Promise<number> {
    return checkCode(await this.repo.latest(address, scene), code, (id, maxTries) => this.repo.addFailure(id, maxTries));
  }

  async consume(codeId: number, tx?: Executor): Promise<void> {
    if (!(await this.repo.markUsed(codeId, new Date().toISOString(), SMS_CODE_MAX_TRIES, tx))) throw new AppError('SMS_CODE_EXPIRED');
  }

  sweep(before: string) {
    return this.repo.deleteCreatedBefore(before);
  }
}
