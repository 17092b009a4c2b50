import type { Kysely } from 'kysely';
import type { LoginBody, RegisterBody, ResetPasswordBody, SendSmsCodeBody, SendSmsCodeResult, SmsLoginBody, TokenResult } from '@portal/contracts/auth';
import type { SmsScene } from '@portal/contracts/codes';
import type { DB } from '../../db/schema.js';
import { newReferralCode } from '../../db/seed/seed.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Client } from '../../lib/client.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { Executor } from '../../db/executor.js';
import type { SessionService } from '../sessions/session.service.js';
import { memberAccountKey, type LoginThrottle } from '../sessions/login-throttle.js';
import type { MemberRepository } from './member.repository.js';
import { nationalMobile, requireNationalMobile } from '../../lib/phone.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { VerificationCodeService } from '../codes/verification-code.service.js';

// Scenes anyone may ask a code for on the public send-sms-code route. The others go to a
// number the server knows (the member's own, an order's controller), from their own routes.
const SIGN_IN_SCENES: readonly string[] = ['register', 'login', 'reset-password', 'update-mobile'] satisfies SmsScene[];
// Scenes whose number must not belong to a member yet.
const NEW_NUMBER_SCENES: readonly string[] = ['register', 'update-mobile'] satisfies SmsScene[];

function isSignInScene(scene: string): scene is SmsScene {
  return SIGN_IN_SCENES.includes(scene);
}

// Member sign-in: password, SMS code, registration, password reset, and the codes they need.
export class MemberAuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      sessions: SessionService;
      members: MemberRepository;
      codes: VerificationCodeService;
      captcha: CaptchaService;
      throttle: LoginThrottle;
    },
  ) {}

  // POST /app-api/member/send-sms-code. Login and reset codes for a number without an
  // account are counted like any other but not sent: the answer is the same either way.
  async sendSignInCode(body: SendSmsCodeBody, client: Client): Promise<SendSmsCodeResult> {
    const { scene } = body;
    if (!isSignInScene(scene)) throw new AppError('SMS_SCENE_NOT_ALLOWED');
    const mobile = requireNationalMobile(body.areaCode, body.mobile, client.locale);
    await this.deps.captcha.consume(body.captchaVerification);
    const member = await this.deps.members.findByAreaMobile(body.areaCode, mobile);
    const forNewNumber = NEW_NUMBER_SCENES.includes(scene);
    if (forNewNumber && member) throw new AppError('MOBILE_REGISTERED');
    const deliver = forNewNumber || member !== undefined;
    return this.deps.codes.issue({ channel: 'sms', areaCode: body.areaCode, mobile, scene }, { ip: client.ip, locale: client.locale, deliver });
  }

  // An unknown mobile is checked against a dummy hash and answered exactly like a wrong
  // password, and counted by the lock the same way.
  async login(body: LoginBody, client: Client): Promise<TokenResult> {
    const typed = body.mobile.trim();
    const { areaCode } = body;
    const mobile = areaCode ? (nationalMobile(areaCode, typed) ?? typed) : typed;
    const candidates = areaCode ? [mobile] : [...new Set([typed, typed.replace(/^0+/, '')])].filter(Boolean);
    const found = await this.deps.members.findByMobiles(candidates, areaCode);
    if (found.length > 1) throw new AppError('AUTH_AREA_CODE_NEEDED');
    const member = found[0];

    const attempt = await this.deps.throttle.begin(memberAccountKey(mobile), client.ip);
    const passwordOk = await verifyPassword(member?.password_hash ?? (await dummyPasswordHash()), body.password);
    if (!member || !passwordOk) throw new AppError('AUTH_BAD_CREDENTIALS');
    await this.deps.throttle.succeeded(attempt);
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.signIn(member.id, client);
  }

  async smsLogin(body: SmsLoginBody, client: Client): Promise<TokenResult> {
    const mobile = requireNationalMobile(body.areaCode, body.mobile, client.locale);
    const codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'login' }, body.code);
    const member = await this.memberWithCode(body.areaCode, mobile, codeId);
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.db.transaction().execute(async (tx) => {
      await this.deps.codes.consume(codeId, tx);
      return this.signIn(member.id, client, tx);
    });
  }

  async register(body: RegisterBody, client: Client): Promise<TokenResult> {
    const { areaCode } = body;
    const mobile = requireNationalMobile(areaCode, body.mobile, client.locale);
    const referral = body.referralCode?.trim().toUpperCase();
    let referrerId: number | null = null;
    if (referral) {
      referrerId = (await this.deps.members.idByReferralCode(referral)) ?? null;
      if (referrerId === null) throw new AppError('REFERRAL_NOT_FOUND');
    }
    if (await this.deps.members.findByAreaMobile(areaCode, mobile)) throw new AppError('MOBILE_REGISTERED');
    const codeId = await this.deps.codes.verify({ channel: 'sms', areaCode, mobile, scene: 'register' }, body.code);
    const passwordHash = await hashPassword(body.password);

    // A unique violation is either the mobile (registered meanwhile) or, very rarely, the
    // random referral code: then try again with another one.
    for (let tries = 1; ; tries++) {
      try {
        return await this.db.transaction().execute(async (tx) => {
          await this.deps.codes.consume(codeId, tx);
          const now = nowIso();
          const id = await this.deps.members.insert(
            {
              area_code: areaCode,
              mobile,
              password_hash: passwordHash,
              nickname: `user${mobile.slice(-4)}`,
              status: ACCOUNT_ACTIVE,
              referral_code: newReferralCode(),
              referrer_id: referrerId,
              register_ip: client.ip,
              password_changed_at: now,
              created_at: now,
              updated_at: now,
            },
            tx,
          );
          return this.signIn(id, client, tx);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await this.deps.members.findByAreaMobile(areaCode, mobile)) throw new AppError('MOBILE_REGISTERED');
        if (tries >= 3) throw error;
      }
    }
  }

  // Sets the new password, ends every session of the member, and lifts the password lock.
  async resetPassword(body: ResetPasswordBody, client: Client): Promise<void> {
    const mobile = requireNationalMobile(body.areaCode, body.mobile, client.locale);
    const codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'reset-password' }, body.code);
    const member = await this.memberWithCode(body.areaCode, mobile, codeId);
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction().execute(async (tx) => {
      await this.deps.codes.consume(codeId, tx);
      await this.deps.members.updatePassword(member.id, passwordHash, nowIso(), tx);
      await this.deps.sessions.revokeAllFor('member', member.id, 'password_reset', undefined, tx);
    });
    await this.deps.throttle.reset(memberAccountKey(mobile), client.ip);
  }

  // Codes for numbers without an account are never sent, so a right code for one cannot
  // happen; should it, it is answered like a wrong code.
  private async memberWithCode(areaCode: string, mobile: string, codeId: number) {
    const member = await this.deps.members.findByAreaMobile(areaCode, mobile);
    if (member) return member;
    await this.deps.codes.consume(codeId);
    throw new AppError('SMS_CODE_INCORRECT', { remaining: 0 }, { remaining: 0 });
  }

  private async signIn(memberId: number, client: Client, tx: Executor = this.db): Promise<TokenResult> {
    await this.deps.members.recordLogin(memberId, client.ip, nowIso(), tx);
    return this.deps.sessions.create('member', memberId, { ip: client.ip, userAgent: client.userAgent }, tx);
  }
}
