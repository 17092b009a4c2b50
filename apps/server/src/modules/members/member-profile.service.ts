import { createHash } from 'node:crypto';
import type { MemberProfile } from '@portal/contracts/auth';
import type { LegacyLink } from '@portal/contracts/client-config';
import { SHIPPING_AREA_CODE } from '@portal/contracts/constants';
import type { Locale } from '@portal/contracts/locale';
import { ENTERPRISE_STATUSES, REAL_NAME_STATUSES, statusIn } from '@portal/contracts/statuses';
import type { Config } from '../../config.js';
import type { ReadCache } from '../../db/read-cache.js';
import { toCount, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { memberSystemView } from '../system/member-system.service.js';
import type { SystemRepository } from '../system/system.repository.js';
import type { MemberRepository } from './member.repository.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

// The old-orders backend checks code = md5(md5(areaCode + mobile + secret) + secret), in
// lower-case hex (docs/decisions.md, "Sign-in and codes").
export function legacyCode(areaCode: string, mobile: string, secret: string): string {
  return md5(md5(`${areaCode}${mobile}${secret}`) + secret);
}

export class MemberProfileService {
  constructor(
    private readonly members: MemberRepository,
    private readonly system: SystemRepository,
    private readonly config: Config,
    private readonly cache: ReadCache,
  ) {}

  private async member(memberId: number) {
    const member = await this.members.findById(memberId);
    // The session outlived its member (deleted by staff): sign in again.
    if (!member) throw new AppError('TOKEN_INVALID');
    return member;
  }

  // Every page load asks for it, so the answer is kept while the database is unchanged.
  profile(memberId: number, locale: Locale): Promise<MemberProfile> {
    return this.cache.read(`profile:${memberId}:${locale}`, () => this.readProfile(memberId, locale));
  }

  private async readProfile(memberId: number, locale: Locale): Promise<MemberProfile> {
    const m = await this.members.findWithVerification(memberId);
    if (!m) throw new AppError('TOKEN_INVALID');
    const memberSystem = await memberSystemView(this.system, m.area_code, locale, toCount(m.point_total));
    return {
      id: m.id,
      nickname: m.nickname,
      avatar: m.avatar,
      areaCode: m.area_code,
      mobile: m.mobile,
      email: m.email,
      referralCode: m.referral_code,
      realNameStatus: m.real_name_status === null ? null : statusIn(REAL_NAME_STATUSES, m.real_name_status),
      enterpriseStatus: m.enterprise_status === null ? null : statusIn(ENTERPRISE_STATUSES, m.enterprise_status),
      levelName: memberSystem.levelName,
      showMemberSystem: memberSystem.show,
      canShip: m.area_code === SHIPPING_AREA_CODE,
      roles: ['member'],
      createTime: toIso(m.created_at),
      // The name to greet with: the nickname (every member has one from registration on).
      name: m.nickname,
      introduction: null,
      loginUser: { id: m.id, userType: 'member', nickname: m.nickname, areaCode: m.area_code, mobile: m.mobile },
      userScoreLevelInfo: { levelName: memberSystem.levelName },
    };
  }

  async legacyLink(memberId: number): Promise<LegacyLink> {
    const { legacyBackendUrl, legacyBackendSecret } = this.config.links;
    if (!legacyBackendUrl || !legacyBackendSecret) throw new AppError('NOT_FOUND');
    const m = await this.member(memberId);
    const url = new URL(legacyBackendUrl);
    url.searchParams.set('phone', m.mobile);
    url.searchParams.set('areaCode', m.area_code);
    url.searchParams.set('code', legacyCode(m.area_code, m.mobile, legacyBackendSecret));
    return { url: url.toString() };
  }
}
