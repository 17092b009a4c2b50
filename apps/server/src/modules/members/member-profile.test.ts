import { createHash } from 'node:crypto';
import type { MemberProfile } from '@portal/contracts/auth';
import type { ClientConfig } from '@portal/contracts/client-config';
import { expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../config.js';
import { call, memberToken, registerMember } from '../../test/auth-helpers.js';
import { describeEachDb } from '../../test/harness.js';
import { memberSystemView } from '../system/member-system.service.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describeEachDb('member profile', (ctx) => {
  it('answers the signed-in member own fields', async () => {
    const token = await memberToken(ctx());
    const res = await call<MemberProfile>(ctx().app, 'GET', '/app-api/member/user/get', { token, locale: 'en_US' });
    const row = await ctx().database.db.selectFrom('member_user').selectAll().where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirstOrThrow();
    // The level follows the points earned in all (the demo member is seeded Silver).
    const { total } = await ctx().services.pointLedger.balance(ctx().database.db, row.id);
    const memberSystem = await memberSystemView(ctx().services.repos.system, '86', 'en_US', total);
    expect(memberSystem.levelName).toBe('Silver');
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect(res.data).toEqual({
      id: row.id,
      nickname: 'Demo member',
      avatar: null,
      areaCode: '86',
      mobile: DEMO_MEMBER.mobile,
      email: null,
      referralCode: row.referral_code,
      // The demo member is seeded real-name certified (db/seed/orders.seed.ts).
      realNameStatus: 2,
      enterpriseStatus: null,
      levelName: memberSystem.levelName,
      showMemberSystem: memberSystem.show,
      canShip: true,
      roles: ['member'],
      createTime: new Date(row.created_at).toISOString(),
      name: 'Demo member',
      introduction: null,
      loginUser: { id: row.id, userType: 'member', nickname: 'Demo member', areaCode: '86', mobile: DEMO_MEMBER.mobile },
      userScoreLevelInfo: { levelName: 'Silver' },
    });
  });

  it('answers no level in userScoreLevelInfo while points are hidden from the member\'s area code', async () => {
    const { token } = await registerMember(ctx(), { areaCode: '44', mobile: '7412345678' });
    const res = await call<MemberProfile>(ctx().app, 'GET', '/app-api/member/user/get', { token, locale: 'fr_FR' });
    const view = await memberSystemView(ctx().services.repos.system, '44', 'fr_FR');
    expect(view.show).toBe(false);
    expect(res.data).toMatchObject({ showMemberSystem: false, levelName: null, userScoreLevelInfo: { levelName: null }, loginUser: { areaCode: '44', mobile: '7412345678' } });
  });

  it('lets only area code 86 ship', async () => {
    const { token } = await registerMember(ctx(), { areaCode: '33', mobile: '698765432' });
    const res = await call<MemberProfile>(ctx().app, 'GET', '/app-api/member/user/get', { token });
    expect(res.data).toMatchObject({ areaCode: '33', mobile: '698765432', canShip: false });
  });

  it('has no legacy link when no legacy backend is configured', async () => {
    const token = await memberToken(ctx());
    expect(await call(ctx().app, 'GET', '/app-api/member/user/legacy-link', { token })).toMatchObject({ status: 404, code: 404 });
  });

  it('tells the web app what this installation offers', async () => {
    const res = await call<ClientConfig>(ctx().app, 'GET', '/app-api/system/client-config');
    expect(res.data).toEqual({
      companySiteUrl: null,
      legacyBackendEnabled: false,
      captchaEnabled: false,
      priceCheckEnabled: true,
      serviceHours: 'Mon-Sat 09:00-18:00',
      serviceContact: { phone: null, whatsapp: null, email: null },
      onlineChatUrl: null,
    });
  });
});

describeEachDb(
  'legacy backend link',
  (ctx) => {
    it('carries the phone, the area code and the double-hashed code', async () => {
      const token = await memberToken(ctx());
      const res = await call<{ url: string }>(ctx().app, 'GET', '/app-api/member/user/legacy-link', { token });
      const url = new URL(res.data.url);
      expect(url.origin + url.pathname).toBe('https://old.example.com/login');
      expect(url.searchParams.get('from')).toBe('portal');
      expect(url.searchParams.get('phone')).toBe(DEMO_MEMBER.mobile);
      expect(url.searchParams.get('areaCode')).toBe('86');
      expect(url.searchParams.get('code')).toBe(md5(md5(`86${DEMO_MEMBER.mobile}s3cret`) + 's3cret'));
    });

    it('is announced in the client config, with the service desk shown on /myInfo', async () => {
      const res = await call<ClientConfig>(ctx().app, 'GET', '/app-api/system/client-config');
      expect(res.data).toMatchObject({
        companySiteUrl: 'https://www.example.com',
        legacyBackendEnabled: true,
        serviceContact: { phone: '+86 20 8888 0000', whatsapp: null, email: 'service@example.com' },
      });
    });
  },
  {
    links: { companySiteUrl: 'https://www.example.com', legacyBackendUrl: 'https://old.example.com/login?from=portal', legacyBackendSecret: 's3cret' },
    serviceContact: { phone: '+86 20 8888 0000', whatsapp: null, email: 'service@example.com' },
  },
);
