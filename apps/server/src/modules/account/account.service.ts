import type { Kysely } from 'kysely';
import type {
  AngleMark,
  BindEmailBody,
  CompanyInfo,
  ControlPasswordState,
  ResetControlPasswordBody,
  SendEmailCodeBody,
  SendOwnSmsCodeBody,
  UpdateMobileBody,
  UpdatePasswordBody,
} from '@portal/contracts/account';
import type { companyInfoBody } from '@portal/contracts/account';
import type { SendSmsCodeResult } from '@portal/contracts/auth';
import type { z } from 'zod';
import type { DB } from '../../db/schema.js';
import { isUniqueViolation, nowIso, toIso } from '../../db/sql.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import type { Client } from '../../lib/client.js';
import type { LoginThrottle } from '../sessions/login-throttle.js';
import { memberSessionKey } from '../sessions/login-throttle.js';
import type { MemberRepository } from '../members/member.repository.js';
import { nationalPhone, requireNationalMobile } from '../../lib/phone.js';
import type { CargoControlService } from '../cargo-control/cargo-control.service.js';
import type { VerificationCodeService } from '../codes/verification-code.service.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { MessageService } from '../messages/message.service.js';
import type { SessionService } from '../sessions/session.service.js';
import type { AccountRepository } from './account.repository.js';

type CompanyInfoInput = z.output<typeof companyInfoBody>;

// Who is asking: the member and the session the request came with (kept when a change
// ends the member's other sessions).
export interface Caller {
  memberId: number;
  sessionId: number;
  client: Client;
}

// The member's own account: nickname, avatar, password, mobile, e-mail, control password,
// company information and the sidebar badges (docs/product/identity.md).
export class AccountService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: AccountRepository,
    private readonly deps: {
      members: MemberRepository;
      throttle: LoginThrottle;
      sessions: SessionService;
      codes: VerificationCodeService;
      messages: MessageService;
      cargoControl: CargoControlService;
      coupons: Pick<CouponService, 'usableCount'>;
    },
  ) {}

  private async member(memberId: number) {
    const member = await this.deps.members.findById(memberId);
    if (!member) throw new AppError('TOKEN_INVALID');
    return member;
  }

  async updateNickname(memberId: number, nickname: string) {
    await this.repo.updateMember(memberId, { nickname }, nowIso(), this.db);
  }

  // `avatar` is the url of a file the member uploaded for that purpose (checked by the caller).
  async updateAvatar(memberId: number, avatar: string) {
    await this.repo.updateMember(memberId, { avatar }, nowIso(), this.db);
  }

  // Proven by the current password (its own lock, `memberSessionKey`: no faster to guess here
  // than at sign-in, and out of strangers' reach) or by an SMS code to the member's number. Ends every other session.
  async updatePassword(caller: Caller, body: UpdatePasswordBody) {
    const member = await this.member(caller.memberId);
    refuseCommonPassword(body.password);
    let codeId: number | undefined;
    if (body.code) {
      codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: 'reset-password' }, body.code);
    } else {
      const attempt = await this.deps.throttle.begin(memberSessionKey(member.id), caller.client.ip);
      if (!(await verifyPassword(member.password_hash, body.oldPassword ?? ''))) throw new AppError('OLD_PASSWORD_INCORRECT');
      await this.deps.throttle.succeeded(attempt);
    }
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction().execute(async (tx) => {
      if (codeId !== undefined) await this.deps.codes.consume(codeId, tx);
      await this.deps.members.updatePassword(member.id, passwordHash, nowIso(), tx);
      await this.deps.sessions.revokeAllFor('member', member.id, 'password_changed', caller.sessionId, tx);
    });
  }

  async sendOwnSmsCode(caller: Caller, body: SendOwnSmsCodeBody): Promise<SendSmsCodeResult> {
    const member = await this.member(caller.memberId);
    return this.deps.codes.send(
      { channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: body.scene },
      { captchaVerification: body.captchaVerification, ip: caller.client.ip, locale: caller.client.locale },
    );
  }

  // Needs a code sent to the current number and one sent to the new number (scene
  // update-mobile both); ends every other session, as the sign-in name changed.
  async updateMobile(caller: Caller, body: UpdateMobileBody) {
    const member = await this.member(caller.memberId);
    const mobile = requireNationalMobile(body.areaCode, body.mobile, caller.client.locale);
    if (body.areaCode === member.area_code && mobile === member.mobile) throw new AppError('MOBILE_UNCHANGED');
    const oldCodeId = await this.deps.codes.verify({ channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: 'update-mobile' }, body.oldCode);
    const newCodeId = await this.deps.codes.verify({ channel: 'sms', areaCode: body.areaCode, mobile, scene: 'update-mobile' }, body.code);
    // Said only once the new number's code is proven, so it tells nothing about strangers' numbers.
    if (await this.deps.members.findByAreaMobile(body.areaCode, mobile)) throw new AppError('MOBILE_REGISTERED');
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.deps.codes.consume(oldCodeId, tx);
        await this.deps.codes.consume(newCodeId, tx);
        await this.repo.updateMember(member.id, { area_code: body.areaCode, mobile }, nowIso(), tx);
        await this.deps.sessions.revokeAllFor('member', member.id, 'mobile_changed', caller.sessionId, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('MOBILE_REGISTERED');
      throw error;
    }
  }

  private async requireEmailFree(memberId: number, email: string) {
    const owner = await this.repo.memberIdByEmail(email);
    if (owner && owner.id !== memberId) throw new AppError('EMAIL_TAKEN');
  }

  async sendEmailCode(caller: Caller, body: SendEmailCodeBody): Promise<SendSmsCodeResult> {
    await this.requireEmailFree(caller.memberId, body.email);
    return this.deps.codes.send({ channel: 'email', address: body.email, scene: 'bind-email' }, {
      captchaVerification: body.captchaVerification,
      ip: caller.client.ip,
      locale: caller.client.locale,
    });
  }

  async bindEmail(memberId: number, body: BindEmailBody) {
    await this.requireEmailFree(memberId, body.email);
    const codeId = await this.deps.codes.verify({ channel: 'email', address: body.email, scene: 'bind-email' }, body.code);
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.deps.codes.consume(codeId, tx);
        await this.repo.updateMember(memberId, { email: body.email }, nowIso(), tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
      throw error;
    }
  }

  async resetControlPassword(memberId: number, body: ResetControlPasswordBody) {
    const member = await this.member(memberId);
    const codeId = await this.deps.codes.verify({ channel: 'sms', areaCode: member.area_code, mobile: member.mobile, scene: 'control-password' }, body.code);
    const hash = await hashPassword(body.password);
    await this.db.transaction().execute(async (tx) => {
      await this.deps.codes.consume(codeId, tx);
      const now = nowIso();
      await this.repo.updateMember(memberId, { control_password_hash: hash, control_password_set_at: now }, now, tx);
    });
  }

  // `id` is a member id: only the caller's own answers, any other behaves as missing.
  async controlPasswordState(memberId: number, id: number): Promise<ControlPasswordState> {
    if (id !== memberId) throw new AppError('NOT_FOUND');
    const member = await this.member(memberId);
    return {
      set: member.control_password_hash !== null,
      updateTime: member.control_password_set_at ? toIso(member.control_password_set_at) : null,
    };
  }

  async companyInfo(memberId: number): Promise<CompanyInfo | null> {
    const row = await this.repo.companyInfo(memberId);
    if (!row) return null;
    return {
      companyName: row.company_name,
      companyNameEn: row.company_name_en,
      taxNumber: row.tax_number,
      contactName: row.contact_name,
      contactAreaCode: row.contact_area_code,
      contactPhone: row.contact_phone,
      email: row.email,
      address: row.address,
      updateTime: toIso(row.updated_at),
    };
  }

  async createCompanyInfo(memberId: number, body: CompanyInfoInput) {
    const columns = this.companyColumns(body);
    try {
      await this.repo.insertCompanyInfo(memberId, columns, nowIso(), this.db);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('COMPANY_INFO_EXISTS');
      throw error;
    }
  }

  async updateCompanyInfo(memberId: number, body: CompanyInfoInput) {
    if (!(await this.repo.updateCompanyInfo(memberId, this.companyColumns(body), nowIso(), this.db))) {
      throw new AppError('COMPANY_INFO_MISSING');
    }
  }

  // The contact phone may be a landline, but it must be a real number under its area code.
  private companyColumns(body: CompanyInfoInput) {
    let contactPhone = body.contactPhone;
    if (contactPhone && body.contactAreaCode) {
      contactPhone = nationalPhone(body.contactAreaCode, contactPhone);
      if (contactPhone === null) throw new FieldsError([{ field: 'contactPhone', rule: 'v.mobile.format' }]);
    }
    return {
      company_name: body.companyName,
      company_name_en: body.companyNameEn,
      tax_number: body.taxNumber,
      contact_name: body.contactName,
      contact_area_code: body.contactAreaCode,
      contact_phone: contactPhone,
      email: body.email,
      address: body.address,
    };
  }

  // Orders whose cargo the member controls and still holds, unread messages; coupons come with their issue.
  async angleMark(memberId: number): Promise<AngleMark> {
    const [cargoControlAllNum, unreadMessageNum, couponNum] = await Promise.all([
      this.deps.cargoControl.heldCount(memberId),
      this.deps.messages.unreadCount(memberId),
      this.deps.coupons.usableCount(memberId),
    ]);
    return { cargoControlAllNum, unreadMessageNum, couponNum };
  }
}
