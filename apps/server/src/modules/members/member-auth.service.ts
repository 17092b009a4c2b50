import type { Kysely } from 'kysely';
import type { LoginBody, MemberSignInWorkBody, RegisterBody, ResetPasswordBody, SendSmsCodeBody, SendSmsCodeResult, SmsLoginBody, TokenResult } from '@portal/contracts/auth';
import type { SignInWorkChallenge } from '@portal/contracts/sign-in-work';
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
import { WORK_WAIVED, memberAccountKey, memberCodeKey, type LoginThrottle } from '../sessions/login-throttle.js';
import type { KnownDevices } from '../sessions/known-devices.js';
import type { MemberRepository } from './member.repository.js';
import { nationalMobile, requireNationalMobile } from '../../lib/phone.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { VerificationCodeService } from '../codes/verification-code.service.js';
import type { SignInNotices } from './sign-in-notices.js';

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
      notices: SignInNotices;
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

  // POST /app-api/member/sign-in-work: the proof of work the next try on this account must
  // bring from this client (docs/sign-in-abuse.md, "Proof of work"); null when it costs
  // nothing, which a browser the member signed in from before always does.
  async signInWork(body: MemberSignInWorkBody, client: Client): Promise<SignInWorkChallenge | null> {
    const { accountKey, members } =
      body.method === 'password' ? await this.passwordAccount(body.mobile, body.areaCode) : await this.codeAccount(body.areaCode, body.mobile, client);
    const known = await this.deps.devices.knownFor(client.deviceToken, members.map((m) => m.id));
    if (known.size > 0) return null;
    const { challenge, checkNeeded } = await this.deps.throttle.challenge(accountKey, client.ip);
    return challenge && { ...challenge, checkRequired: body.method === 'password' && checkNeeded && this.deps.captcha.enabled };
  }

  // Unknown mobiles, wrong passwords and (while the account needs a slider check) tries
  // without a passed check are answered alike and counted alike (docs/sign-in-abuse.md).
  // Without an area code a mobile may belong to several members: "give the area code" comes
  // only after the password matched one of them. A try pays its proof of work first, unless
  // the browser is a known device of the member.
  async login(body: LoginBody, client: Client): Promise<SignedIn> {
    const { accountKey, members: found } = await this.passwordAccount(body.mobile, body.areaCode);
    const known = await this.deps.devices.knownFor(client.deviceToken, found.map((m) => m.id));
    const attempt = await this.deps.throttle.beginMember(accountKey, client.ip, known.size > 0 ? WORK_WAIVED : body.work);
    const checked = !attempt.checkNeeded || (await this.passedCheck(body.captchaVerification));
    // Without a passed check only a known device of the member may go on, with the right password.
    const matched = await matchPassword(checked ? found : found.filter((m) => known.has(m.id)), body.password);
    if (matched.length === 0) {
      await this.deps.notices.failed(accountKey, found.map((m) => m.id));
      throw new AppError(checked ? 'AUTH_BAD_CREDENTIALS' : 'AUTH_CHECK_REQUIRED');
    }
    await this.deps.throttle.succeeded(attempt.id);
    if (found.length > 1) throw new AppError('AUTH_AREA_CODE_NEEDED');
    const member = matched[0]!;
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    return this.signedIn(await this.signIn(member, client, body.keepSignedIn));
  }

  // The members a password try names: by area code and mobile, or without an area code every
  // member with that mobile (typed with or without its leading zeros).
  private async passwordAccount(typedMobile: string, areaCode: string | undefined) {
    const typed = typedMobile.trim();
    const mobile = areaCode ? (nationalMobile(areaCode, typed) ?? typed) : typed;
    const candidates = areaCode ? [mobile] : [...new Set([typed, typed.replace(/^0+/, '')])].filter(Boolean);
    return { accountKey: memberAccountKey(mobile), members: await this.deps.members.findByMobiles(candidates, areaCode) };
  }

  private async codeAccount(areaCode: string, typedMobile: string, client: Client) {
    const mobile = requireNationalMobile(areaCode, typedMobile, client.locale);
    const member = await this.deps.members.findByAreaMobile(areaCode, mobile);
    return { accountKey: memberCodeKey(mobile), mobile, members: member ? [member] : [] };
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

  // Wrong codes count as failed sign-ins of their own account key (memberCodeKey), so guessing
  // the password does not slow the owner's sign-in by code; the try pays its proof of work
  // like a password try.
  async smsLogin(body: SmsLoginBody, client: Client): Promise<SignedIn> {
    const { accountKey, mobile, members } = await this.codeAccount(body.areaCode, body.mobile, client);
    const member = members[0];
    const known = member !== undefined && (await this.deps.devices.isKnown(client.deviceToken, member.id));
    const attempt = await this.deps.throttle.beginMember(accountKey, client.ip, known ? WORK_WAIVED : body.work);
    const codeId = await this.deps.codes.verifyBlind({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'login' }, body.code).catch(async (error: unknown) => {
      await this.deps.notices.failed(accountKey, members.map((m) => m.id));
      throw error;
    });
    if (!member) return this.refuseCode(codeId);
    await this.deps.throttle.succeeded(attempt.id);
    if (member.status !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    const result = await this.db.transaction().execute(async (tx) => {
      await this.deps.codes.consume(codeId, tx);
      return this.signIn(member, client, body.keepSignedIn, tx);
    });
    return this.signedIn(result);
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
        const result = await this.db.transaction().execute(async (tx) => {
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
        return await this.signedIn(result);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await this.deps.members.findByAreaMobile(areaCode, mobile)) throw new AppError('MOBILE_REGISTERED');
        if (tries >= 3) throw error;
      }
    }
  }

  // Sets the new password, ends every session of the member, and starts the counts of failed
  // sign-ins on the account again.
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
    await this.deps.throttle.reset(memberCodeKey(mobile), client.ip);
  }

  // Codes for numbers without an account are never sent, so a right code for one cannot
  // happen; should it, it is answered like any wrong code.
  private async memberWithCode(areaCode: string, mobile: string, codeId: number) {
    const member = await this.deps.members.findByAreaMobile(areaCode, mobile);
    return member ?? this.refuseCode(codeId);
  }

  private async refuseCode(codeId: number): Promise<never> {
    await this.deps.codes.consume(codeId);
    throw new AppError('SMS_CODE_INVALID');
  }

  // A session, and this browser remembered as a known device of the member (a browser new to
  // them is told of, in the same transaction). An invited member's first sign-in (login_at
  // still empty) credits the inviter in the same transaction.
  private signIn(
    member: { id: number; referrer_id: number | null; login_at: string | null },
    client: Client,
    keepSignedIn: boolean | undefined,
    tx: Executor = this.db,
  ): Promise<SignedIn & { newDevice: boolean }> {
    const inviterId = member.login_at === null ? member.referrer_id : null;
    return inTransaction(tx, async (t) => {
      if (inviterId !== null) await this.deps.points.invitedSignedIn(t, member.id, inviterId);
      await this.deps.members.recordLogin(member.id, client.ip, nowIso(), t);
      const session = await this.deps.sessions.create('member', member.id, { ip: client.ip, userAgent: client.userAgent }, t, { keepSignedIn });
      const device = await this.deps.devices.remember(member.id, client.deviceToken, t);
      if (device.newDevice) await this.deps.notices.newDevice(member.id, client, t);
      return { session, deviceToken: device.token, newDevice: device.newDevice };
    });
  }

  // After the sign-in committed: a new-device notice goes out now rather than at the next round.
  private async signedIn({ session, deviceToken, newDevice }: SignedIn & { newDevice: boolean }): Promise<SignedIn> {
    if (newDevice) await this.deps.notices.sendSoon();
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
