import type { Kysely } from 'kysely';
import type { LoginBody, RegisterBody, ResetPasswordBody, SendSmsCodeBody, SendSmsCodeResult, SmsLoginBody, TokenResult } from '@portal/contracts/auth';
import type { SmsScene } from '@portal/contracts/codes';
import type { DB } from '../../db/schema.js';
import { newReferralCode } from '../../db/seed/seed.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Client } from '../../lib/client.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { PointsService } from '../points/points.service.js';
import type { SessionService } from '../sessions/session.service.js';
import { memberAccountKey, type LoginThrottle } from '../sessions/login-throttle.js';
import type { KnownDevices } from '../sessions/known-devices.js';
import type { MemberRepository } from './member.repository.js';
import { nationalMobile, requireNationalMobile } from '../../lib/phone.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { VerificationCodeService } from '../codes/verification-code.service.js';

// Scenes anyone may ask a code for on the public send-sms-code route. The others go to a
// number the server knows (the member's own, an order's controller), from their own routes.
const SIGN_IN_SCENES: readonly string[] = ['register', 'login', 'reset-password', 'update-mobile'] satisfies SmsScene[];
// Scenes whose number must not belong to a member yet. Their codes go out whether it does or
// not, so the answer tells nothing; the form that spends the code says "registered", after
// the code is proven (docs/sign-in-abuse.md).
const NEW_NUMBER_SCENES: readonly string[] = ['register', 'update-mobile'] satisfies SmsScene[];

// A sign-in: the session, and the token of this browser's `portal-device` cookie.
export interface SignedIn {
  session: TokenResult;
  deviceToken: string;
}

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
      devices: KnownDevices;
      // Earning hooks (docs/points-and-gifts.md): registration and an invited member's first sign-in.
      points: PointsService;
    },
  ) {}

  // POST /app-api/member/send-sms-code. Login and reset codes for a number without an
  // account are counted like any other but not sent; register codes go out whether the
  // number has an account or not: the answer is the same either way. A request from a known
  // device of the number's member is not counted by the per-number ceiling.
  async sendSignInCode(body: SendSmsCodeBody, client: Client): Promise<SendSmsCodeResult> {
    const { scene } = body;
    if (!isSignInScene(scene)) throw new AppError('SMS_SCENE_NOT_ALLOWED');
    const mobile = requireNationalMobile(body.areaCode, body.mobile, client.locale);
    await this.deps.captcha.consume(body.captchaVerification);
    const member = await this.deps.members.findByAreaMobile(body.areaCode, mobile);
    const deliver = NEW_NUMBER_SCENES.includes(scene) || member !== undefined;
    const knownDevice = member !== undefined && (await this.deps.devices.isKnown(client.deviceToken, member.id));
    return this.deps.codes.issue({ channel: 'sms', areaCode: body.areaCode, mobile, scene }, { ip: client.ip, locale: client.locale, deliver, knownDevice });
  }

  // Unknown mobiles, wrong passwords and (while the account needs a slider check) tries
  // without a passed check are answered alike and counted alike (docs/sign-in-abuse.md).
  // Without an area code a mobile may belong to several members: "give the area code" comes
  // only after the password matched one of them.
  async login(body: LoginBody, client: Client): Promise<SignedIn> {
    const typed = body.mobile.trim();
    const { areaCode } = body;
    const mobile = areaCode ? (nationalMobile(areaCode, typed) ?? typed) : typed;
    const candidates = areaCode ? [mobile] : [...new Set([typed, typed.replace(/^0+/, '')])].filter(Boolean);
    const found = await this.deps.members.findByMobiles(candidates, areaCode);

    const attempt = await this.deps.throttle.beginMember(memberAccountKey(mobile), client.ip);
    const checked = !attempt.checkNeeded || (await this.passedCheck(body.captchaVerification));
    // Without a passed check only a known device of the member may go on, with the right password.
    const known = checked ? undefined : await this.deps.devices.knownFor(client.deviceToken, found.map((m) => m.id));
    const matched = await matchPassword(known ? found.filter((m) => known.has(m.id)) : found, body.password);
    if (matched.length === 0) throw new AppError(checked ? 'AUTH_BAD_CREDENTIALS' : 'AUTH_CHECK_REQUIRED');
    await this.deps.throttle.succeeded(attempt.id);
    if (found.length > 1) throw new AppError('AUTH_AREA_CODE_NEEDED');
    const member = matched[0]!;
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.signIn(member, client, body.keepSignedIn);
  }

  // True when the token is a passed slider check, or when the check is switched off.
  private async passedCheck(captchaVerification: string | undefined): Promise<boolean> {
    if (!this.deps.captcha.enabled) return true;
    if (!captchaVerification) return false;
    try {
      await this.deps.captcha.consume(captchaVerification);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'CAPTCHA_REQUIRED') return false;
      throw error;
    }
  }

  async smsLogin(body: SmsLoginBody, client: Client): Promise<SignedIn> {
    const mobile = requireNationalMobile(body.areaCode, body.mobile, client.locale);
    const codeId = await this.deps.codes.verifyBlind({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'login' }, body.code);
    const member = await this.memberWithCode(body.areaCode, mobile, codeId);
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.db.transaction().execute(async (tx) => {
      await this.deps.codes.consume(codeId, tx);
      return this.signIn(member, client, body.keepSignedIn, tx);
    });
  }

  // The code is checked first: until it is proven, a registered number is answered exactly
  // like a new one (a wrong or missing code).
  async register(body: RegisterBody, client: Client): Promise<SignedIn> {
    const { areaCode } = body;
    const mobile = requireNationalMobile(areaCode, body.mobile, client.locale);
    refuseCommonPassword(body.password);
    const referral = body.referralCode?.trim().toUpperCase();
    let referrerId: number | null = null;
    if (referral) {
      referrerId = (await this.deps.members.idByReferralCode(referral)) ?? null;
      if (referrerId === null) throw new AppError('REFERRAL_NOT_FOUND');
    }
    const codeId = await this.deps.codes.verifyBlind({ channel: 'sms', areaCode, mobile, scene: 'register' }, body.code);
    if (await this.deps.members.findByAreaMobile(areaCode, mobile)) {
      await this.deps.codes.consume(codeId);
      throw new AppError('MOBILE_REGISTERED');
    }
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
          await this.deps.points.registered(tx, id);
          return this.signIn({ id, referrer_id: referrerId, login_at: null }, client, false, tx);
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
    refuseCommonPassword(body.password);
    const codeId = await this.deps.codes.verifyBlind({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'reset-password' }, body.code);
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
  // happen; should it, it is answered like any wrong code.
  private async memberWithCode(areaCode: string, mobile: string, codeId: number) {
    const member = await this.deps.members.findByAreaMobile(areaCode, mobile);
    if (member) return member;
    await this.deps.codes.consume(codeId);
    throw new AppError('SMS_CODE_INVALID');
  }

  // A session, and this browser remembered as a known device of the member. An invited member's
  // first sign-in (login_at still empty) credits the inviter in the same transaction.
  private async signIn(
    member: { id: number; referrer_id: number | null; login_at: string | null },
    client: Client,
    keepSignedIn: boolean | undefined,
    tx: Executor = this.db,
  ): Promise<SignedIn> {
    const inviterId = member.login_at === null ? member.referrer_id : null;
    if (inviterId === null) return this.startSession(member.id, client, keepSignedIn, tx);
    return inTransaction(tx, async (t) => {
      await this.deps.points.invitedSignedIn(t, member.id, inviterId);
      return this.startSession(member.id, client, keepSignedIn, t);
    });
  }

  private async startSession(memberId: number, client: Client, keepSignedIn: boolean | undefined, tx: Executor): Promise<SignedIn> {
    await this.deps.members.recordLogin(memberId, client.ip, nowIso(), tx);
    const session = await this.deps.sessions.create('member', memberId, { ip: client.ip, userAgent: client.userAgent }, tx, { keepSignedIn });
    const deviceToken = await this.deps.devices.remember(memberId, client.deviceToken, tx);
    return { session, deviceToken };
  }
}

// The members whose password this is. Every candidate is hashed, at once, and a dummy hash
// stands in for none, so the time taken tells little about how many there are.
async function matchPassword<M extends { password_hash: string }>(candidates: M[], password: string): Promise<M[]> {
  if (candidates.length === 0) {
    await verifyPassword(await dummyPasswordHash(), password);
    return [];
  }
  const results = await Promise.all(candidates.map((m) => verifyPassword(m.password_hash, password)));
  return candidates.filter((_, i) => results[i]);
}
