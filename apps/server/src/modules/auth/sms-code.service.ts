import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SendSmsCodeResult,
  type SmsScene,
} from '@portal/contracts/auth';
import type { Locale } from '@portal/contracts/locale';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { isoAfter } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../sessions/session.repository.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { checkCode, hashCode, newCode } from './codes.js';
import type { MemberRepository } from './member.repository.js';
import { lockKey } from './key-lock.js';
import { requireNationalMobile } from './phone.js';
import { SmsCodeRepository } from './sms-code.repository.js';
import { codeText, type SmsSender } from './sms-sender.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

// Scenes a caller may ask for on the public send-sms-code route. The others send to a number
// the server knows (an order's controller), from their own routes through `issue`.
const PUBLIC_SCENES: readonly SmsScene[] = ['register', 'login', 'reset-password', 'update-mobile'];
// Scenes whose number must not belong to a member yet.
const NEW_NUMBER_SCENES: readonly SmsScene[] = ['register', 'update-mobile'];

export interface SmsNumber {
  areaCode: string;
  mobile: string;
  scene: SmsScene;
}

// SMS codes (DESIGN.md §3): 6 random digits, 5 minutes, single use, 5 wrong tries, 60 s
// between sends per number and scene, a daily cap per number and an hourly cap per IP —
// all counted in the database, so every server process sees the same counts.
export class SmsCodeService {
  private readonly repo: SmsCodeRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly deps: { captcha: CaptchaService; sender: SmsSender; members: MemberRepository; log: FastifyBaseLogger },
  ) {
    this.repo = new SmsCodeRepository(db);
  }

  // POST /app-api/member/send-sms-code. Login and reset codes for a number without an
  // account are counted like any other but not sent: the answer is the same either way.
  async sendForSignIn(input: {
    areaCode: string;
    mobile: string;
    scene: SmsScene;
    captchaVerification?: string | undefined;
    ip: string;
    locale: Locale;
  }): Promise<SendSmsCodeResult> {
    if (!PUBLIC_SCENES.includes(input.scene)) throw new AppError('SMS_SCENE_NOT_ALLOWED');
    const mobile = requireNationalMobile(input.areaCode, input.mobile, input.locale);
    await this.deps.captcha.consume(input.captchaVerification);
    const member = await this.deps.members.findByAreaMobile(input.areaCode, mobile);
    const forNewNumber = NEW_NUMBER_SCENES.includes(input.scene);
    if (forNewNumber && member) throw new AppError('MOBILE_REGISTERED');
    const deliver = forNewNumber || member !== undefined;
    return this.issue({ areaCode: input.areaCode, mobile, scene: input.scene }, { ip: input.ip, locale: input.locale, deliver });
  }

  // A code a signed-in member asks for their own number (the caller gives the number from
  // the session, never from the request).
  async sendToMember(number: SmsNumber, input: { captchaVerification?: string | undefined; ip: string; locale: Locale }) {
    await this.deps.captcha.consume(input.captchaVerification);
    return this.issue(number, { ip: input.ip, locale: input.locale });
  }

  // Creates a code for a number (national form), enforces the limits, and sends it.
  async issue(number: SmsNumber, options: { ip: string; locale: Locale; deliver?: boolean }): Promise<SendSmsCodeResult> {
    const code = newCode();
    const codeSalt = randomBytes(16).toString('hex');
    await this.db.transaction().execute(async (tx) => {
      await lockKey(tx, `sms:${number.areaCode}:${number.mobile}`);
      const now = new Date();
      await this.enforceLimits(number, options.ip, now, tx);
      await this.repo.insert(
        {
          ...number,
          codeSalt,
          codeHash: hashCode(codeSalt, code),
          createdAt: now.toISOString(),
          expiresAt: isoAfter(SMS_CODE_TTL_SECONDS * SECOND, now),
          ip: options.ip,
        },
        tx,
      );
    });
    if (options.deliver ?? true) {
      await this.deps.sender.send({ ...number, text: codeText(code, options.locale) });
    } else {
      this.deps.log.debug({ scene: number.scene }, 'sms code not sent: no account for this number');
    }
    return { resendSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
  }

  // Runs under the number's lock, so the counts cannot change before the new code is written.
  // The IP count is not locked: parallel requests from one IP may pass it by a few.
  private async enforceLimits(number: SmsNumber, ip: string, now: Date, tx: Executor) {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const previous = await this.repo.latestSince(number, ago(SMS_RESEND_SECONDS * SECOND), tx);
    if (previous) {
      const seconds = Math.max(1, Math.ceil((Date.parse(previous) + SMS_RESEND_SECONDS * SECOND - now.getTime()) / SECOND));
      throw new AppError('SMS_TOO_SOON', { seconds }, { seconds });
    }
    if ((await this.repo.countForIpSince(ip, ago(HOUR), tx)) >= this.config.sms.hourlyPerIp) throw new AppError('SMS_IP_LIMIT');
    if ((await this.repo.countForNumberSince(number.areaCode, number.mobile, ago(24 * HOUR), tx)) >= this.config.sms.dailyPerNumber) {
      throw new AppError('SMS_DAILY_LIMIT');
    }
  }

  // Checks a code without spending it (the caller spends it with `consume`, inside its own
  // transaction). A wrong code uses up one of its tries; the last wrong try kills it.
  async verify(number: SmsNumber, code: string): Promise<number> {
    return checkCode(await this.repo.latest(number.areaCode, number.mobile, number.scene), code, (id, maxTries) => this.repo.addFailure(id, maxTries));
  }

  async consume(codeId: number, tx?: Executor): Promise<void> {
    if (!(await this.repo.markUsed(codeId, new Date().toISOString(), SMS_CODE_MAX_TRIES, tx))) {
      throw new AppError('SMS_CODE_EXPIRED');
    }
  }

  sweep(before: string) {
    return this.repo.deleteCreatedBefore(before);
  }
}
