import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SendSmsCodeResult } from '@portal/contracts/auth';
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, type CodeChannel, type EmailScene, type SmsScene } from '@portal/contracts/codes';
import type { Locale } from '@portal/contracts/locale';
import type { Config } from '../../config.js';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { isoAfter } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { lockKey } from '../../lib/key-lock.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import { hashCode, newCode, sameHash } from './code-hash.js';
import { codeMail, type MailSender } from './mail-sender.js';
import { codeText, type SmsSender } from './sms-sender.js';
import { networkOf } from '../../lib/network.js';
import { smsRecipient, type CodeKey, type CodeSource, type VerificationCodeRepository } from './verification-code.repository.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
// What `verify` answers about a typed code; `verifyBlind` answers them all alike.
const CODE_REFUSALS: ReadonlySet<string> = new Set(['SMS_CODE_MISSING', 'SMS_CODE_EXPIRED', 'SMS_CODE_TOO_MANY_TRIES', 'SMS_CODE_INCORRECT']);

// Where a code goes: a number (national form) or an e-mail address, and what it is for.
export type CodeTarget =
  | { channel: 'sms'; areaCode: string; mobile: string; scene: SmsScene }
  | { channel: 'email'; address: string; scene: EmailScene };

// The caps of one channel, counted in the database so every server process sees the same
// counts (docs/sign-in-abuse.md): codes per recipient, scene and client network in a rolling
// 24 h; codes per recipient in a rolling 24 h (all scenes; sends from a known device of the
// member left out); codes per client IP per hour.
export interface ChannelLimits {
  dailyPerRecipientNetwork: number;
  dailyPerRecipient: number;
  hourlyPerIp: number;
  dailyLimitError: 'SMS_DAILY_LIMIT' | 'EMAIL_DAILY_LIMIT';
}

// SMS caps come from config (SMS_DAILY_PER_NUMBER_NETWORK, SMS_DAILY_PER_NUMBER,
// SMS_HOURLY_PER_IP); e-mail allows 5 per address, scene and network and 10 per address a
// day, and shares the per-IP cap.
export function channelLimits(config: Config): Record<CodeChannel, ChannelLimits> {
  const { sms } = config;
  return {
    sms: { dailyPerRecipientNetwork: sms.dailyPerNumberNetwork, dailyPerRecipient: sms.dailyPerNumber, hourlyPerIp: sms.hourlyPerIp, dailyLimitError: 'SMS_DAILY_LIMIT' },
    email: { dailyPerRecipientNetwork: 5, dailyPerRecipient: 10, hourlyPerIp: sms.hourlyPerIp, dailyLimitError: 'EMAIL_DAILY_LIMIT' },
  };
}

// Who asks for a code: the client address, the language of the text, and whether the
// request comes from a browser the member signed in from before.
export interface CodeRequester {
  ip: string;
  locale: Locale;
  knownDevice?: boolean;
}

function keyOf(target: CodeTarget): CodeKey {
  const recipient = target.channel === 'sms' ? smsRecipient(target.areaCode, target.mobile) : target.address;
  return { channel: target.channel, recipient, scene: target.scene };
}

// One-time codes of every channel (docs/verification-codes.md): 6 random digits, 5 minutes,
// single use, 5 wrong tries, 60 s between sends per recipient and scene, and the channel's caps.
export class VerificationCodeService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: VerificationCodeRepository,
    private readonly deps: {
      limits: Record<CodeChannel, ChannelLimits>;
      senders: { sms: SmsSender; email: MailSender };
      captcha: CaptchaService;
      log: FastifyBaseLogger;
    },
  ) {}

  // A code the caller asked for: after a passed slider check.
  async send(target: CodeTarget, request: CodeRequester & { captchaVerification?: string | undefined }): Promise<SendSmsCodeResult> {
    const { captchaVerification, ...requester } = request;
    await this.deps.captcha.consume(captchaVerification);
    return this.issue(target, requester);
  }

  // Creates a code, enforces the limits, and sends it. `deliver: false` counts the code
  // without sending it (sign-in codes for numbers without an account).
  async issue(target: CodeTarget, options: CodeRequester & { deliver?: boolean }): Promise<SendSmsCodeResult> {
    const key = keyOf(target);
    const code = newCode();
    const codeSalt = randomBytes(16).toString('hex');
    const from: CodeSource = { ip: options.ip, network: networkOf(options.ip), knownDevice: options.knownDevice ?? false };
    const id = await inTransaction(this.db, async (tx) => {
      await lockKey(tx, `code:${key.channel}:${key.recipient}`);
      const now = new Date();
      await this.enforceLimits(key, from, now, tx);
      return this.repo.insert(
        { ...key, ...from, codeSalt, codeHash: hashCode(codeSalt, code), createdAt: now.toISOString(), expiresAt: isoAfter(CODE_TTL_SECONDS * SECOND, now) },
        tx,
      );
    });
    if (options.deliver ?? true) {
      try {
        await this.deliver(target, code, options.locale);
      } catch (error) {
        // The provider refused or was out of reach: the member may ask again at once.
        await this.repo.delete(id);
        this.deps.log.warn({ err: error, channel: target.channel, scene: target.scene }, 'code not delivered');
        throw new AppError('CODE_NOT_DELIVERED');
      }
    }
    else this.deps.log.debug({ scene: target.scene }, `${target.channel} code not sent: no account for this recipient`);
    return { resendSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  }

  private async deliver(target: CodeTarget, code: string, locale: Locale) {
    if (target.channel === 'sms') {
      await this.deps.senders.sms.send({ areaCode: target.areaCode, mobile: target.mobile, scene: target.scene, text: codeText(code, locale), secret: code });
    } else {
      await this.deps.senders.email.send({ address: target.address, scene: target.scene, ...codeMail(target.scene, code, locale), locale, secret: code });
    }
  }

  // Runs under the recipient's lock, so the counts cannot change before the new code is
  // written. The network count is not locked: parallel requests from one network may pass it by
  // a few.
  // A stranger spends only the allowance of their own network, and the overall ceiling,
  // which the member's known devices do not need (docs/sign-in-abuse.md).
  private async enforceLimits(key: CodeKey, from: CodeSource, now: Date, tx: Executor) {
    const limits = this.deps.limits[key.channel];
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const previous = await this.repo.latestSince(key, ago(CODE_RESEND_SECONDS * SECOND), tx);
    if (previous) {
      const seconds = Math.max(1, Math.ceil((Date.parse(previous) + CODE_RESEND_SECONDS * SECOND - now.getTime()) / SECOND));
      throw new AppError('SMS_TOO_SOON', { seconds }, { seconds });
    }
    if ((await this.repo.countFromNetworkSince(key.channel, from.network, ago(HOUR), tx)) >= limits.hourlyPerIp) throw new AppError('SMS_IP_LIMIT');
    const day = ago(24 * HOUR);
    if ((await this.repo.countForNetworkSince(key, from.network, day, tx)) >= limits.dailyPerRecipientNetwork) throw new AppError(limits.dailyLimitError);
    if (!from.knownDevice && (await this.repo.countForRecipientSince(key.channel, key.recipient, day, tx)) >= limits.dailyPerRecipient) {
      throw new AppError(limits.dailyLimitError);
    }
  }

  // Checks a typed code against the newest one for the target without spending it (the
  // caller spends it with `consume`, inside its own transaction). A wrong code uses up one
  // of its tries; the last wrong try kills it. Answers the code's id.
  async verify(target: CodeTarget, code: string): Promise<number> {
    const row = await this.repo.latest(keyOf(target));
    if (!row) throw new AppError('SMS_CODE_MISSING');
    if (row.used_at || Date.parse(row.expires_at) <= Date.now()) throw new AppError('SMS_CODE_EXPIRED');
    if (row.failed_attempts >= CODE_MAX_TRIES) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
    if (sameHash(hashCode(row.code_salt, code), row.code_hash)) return row.id;
    const used = await this.repo.addFailure(row.id, CODE_MAX_TRIES, this.db);
    const remaining = used === undefined ? 0 : CODE_MAX_TRIES - used;
    if (remaining <= 0) throw new AppError('SMS_CODE_TOO_MANY_TRIES');
    throw new AppError('SMS_CODE_INCORRECT', { remaining }, { remaining });
  }

  // `verify` for the public sign-in routes (registration, SMS sign-in, password reset), where
  // the caller has not proven they hold the number: every refusal is the same SMS_CODE_INVALID.
  // "Get a code first", "expired or used" and the tries left would tell a stranger whether
  // someone asked for a code for this number lately, and so whether it has an account. A wrong
  // try still counts against the code.
  async verifyBlind(target: CodeTarget, code: string): Promise<number> {
    try {
      return await this.verify(target, code);
    } catch (error) {
      if (error instanceof AppError && CODE_REFUSALS.has(error.errorName)) throw new AppError('SMS_CODE_INVALID');
      throw error;
    }
  }

  async consume(codeId: number, tx: Executor = this.db): Promise<void> {
    if (!(await this.repo.markUsed(codeId, new Date().toISOString(), CODE_MAX_TRIES, tx))) throw new AppError('SMS_CODE_EXPIRED');
  }

  sweep(before: string) {
    return this.repo.deleteCreatedBefore(before, this.db);
  }
}
