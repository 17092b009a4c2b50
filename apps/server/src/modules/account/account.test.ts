import type { AngleMark, CompanyInfo, ControlPasswordState, MailLogItem } from '@portal/contracts/account';
import type { MemberProfile } from '@portal/contracts/auth';
import { expect, it } from 'vitest';
import { call, lastSmsCode, memberToken, newIp, newMobile, registerMember, requestSmsCode, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

async function profile(t: TestApp, token: string) {
  return (await call<MemberProfile>(t.app, 'GET', '/app-api/member/user/get', { token })).data;
}

// Sends a code to the signed-in member's own number and reads it from the outbox.
async function ownCode(t: TestApp, token: string, mobile: string, scene: 'update-mobile' | 'control-password' | 'reset-password') {
  const sent = await call(t.app, 'POST', '/app-api/member/user/send-sms-code', { token, body: { scene }, ip: newIp() });
  expect(sent).toMatchObject({ code: 0 });
  return lastSmsCode(t, mobile);
}

async function lastMailCode(t: TestApp, address: string): Promise<string> {
  const row = await t.database.db.selectFrom('mail_log').select('content').where('address', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\d{6}/.exec(row.content)![0];
}

describeEachDb('account settings', (ctx) => {
  it('changes the nickname, trimmed, and refuses an empty or too long one naming the field', async () => {
    const { token } = await registerMember(ctx());
    expect(await call(ctx().app, 'PUT', '/app-api/member/user/update', { token, body: { nickname: '  Mariam  ' } })).toMatchObject({ code: 0 });
    expect((await profile(ctx(), token)).nickname).toBe('Mariam');

    const long = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'PUT', '/app-api/member/user/update', {
      token,
      locale: 'en_US',
      body: { nickname: 'x'.repeat(51) },
    });
    expect(long).toMatchObject({ status: 400, code: 400 });
    expect(long.data.fields).toEqual([expect.objectContaining({ field: 'nickname', rule: 'v.nickname.max' })]);
    expect(long.msg).toContain('Nickname is at most 50 characters');
    const empty = await call<{ fields: { rule: string }[] }>(ctx().app, 'PUT', '/app-api/member/user/update', { token, body: { nickname: '   ' } });
    expect(empty.data.fields[0]?.rule).toBe('v.nickname.required');
    expect((await profile(ctx(), token)).nickname).toBe('Mariam');
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const member = await registerMember(ctx());
    const other = await memberToken(ctx(), member);
    const res = await call(ctx().app, 'POST', '/app-api/member/update-password', {
      token: member.token,
      body: { oldPassword: member.password, password: 'newPass99', confirmPassword: 'newPass99' },
    });
    expect(res).toMatchObject({ code: 0 });
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get', { token: other })).toMatchObject({ status: 401, code: 50012 });
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get', { token: member.token })).toMatchObject({ code: 0 });
    // The new password signs in, the old one no longer does.
    await memberToken(ctx(), { ...member, password: 'newPass99' });
    const old = await call(ctx().app, 'POST', '/app-api/member/login', { body: { mobile: member.mobile, password: member.password }, ip: newIp() });
    expect(old.code).toBe(1_001_001);
  });

  it('refuses a wrong current password, counts it against its own lock, and changes nothing', async () => {
    const member = await registerMember(ctx());
    const wrong = await call(ctx().app, 'POST', '/app-api/member/update-password', {
      token: member.token,
      locale: 'en_US',
      body: { oldPassword: 'nope1234', password: 'newPass99', confirmPassword: 'newPass99' },
    });
    expect(wrong).toMatchObject({ status: 400, code: 1_003_001, msg: 'The current password is incorrect' });
    const memberId = (await ctx().database.db.selectFrom('member_user').select('id').where('mobile', '=', member.mobile).executeTakeFirstOrThrow()).id;
    const attempts = await ctx().database.db.selectFrom('login_attempt').select('success').where('account_key', '=', `member-session:${memberId}`).execute();
    expect(attempts.filter((a) => a.success === 0)).toHaveLength(1);
    await memberToken(ctx(), member);
  });

  it('lets the owner change the password whatever strangers tried at sign-in', async () => {
    const member = await registerMember(ctx());
    for (let i = 0; i < 12; i++) {
      await call(ctx().app, 'POST', '/app-api/member/login', { body: { mobile: member.mobile, password: `wrong${i}99` }, ip: newIp() });
    }
    const res = await call(ctx().app, 'POST', '/app-api/member/update-password', {
      token: member.token,
      body: { oldPassword: member.password, password: 'newPass99', confirmPassword: 'newPass99' },
    });
    expect(res).toMatchObject({ code: 0 });
  });

  it("locks a session's own guessing of the current password", async () => {
    const member = await registerMember(ctx());
    const change = (oldPassword: string) =>
      call(ctx().app, 'POST', '/app-api/member/update-password', {
        token: member.token,
        body: { oldPassword, password: 'newPass99', confirmPassword: 'newPass99' },
      });
    for (let i = 0; i < 10; i++) expect(await change(`guess${i}99`)).toMatchObject({ code: 1_003_001 });
    // Ten wrong tries from the session: the right one is refused too until they age out.
    expect(await change(member.password)).toMatchObject({ status: 429, code: 1_001_002 });
  });

  it('asks for the current password or a code, and for matching passwords', async () => {
    const { token } = await registerMember(ctx());
    const none = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'POST', '/app-api/member/update-password', {
      token,
      body: { password: 'newPass99', confirmPassword: 'other999' },
    });
    expect(none.status).toBe(400);
    expect(none.data.fields.map((f) => [f.field, f.rule])).toEqual(
      expect.arrayContaining([
        ['confirmPassword', 'v.password.mismatch'],
        ['oldPassword', 'v.password.oldOrCode'],
      ]),
    );
  });

  it('changes the password with an SMS code to the own number', async () => {
    const member = await registerMember(ctx());
    const code = await ownCode(ctx(), member.token, member.mobile, 'reset-password');
    const res = await call(ctx().app, 'POST', '/app-api/member/update-password', {
      token: member.token,
      body: { code, password: 'bySms1234', confirmPassword: 'bySms1234' },
    });
    expect(res).toMatchObject({ code: 0 });
    await memberToken(ctx(), { ...member, password: 'bySms1234' });
    // The code is spent.
    const again = await call(ctx().app, 'POST', '/app-api/member/update-password', {
      token: member.token,
      body: { code, password: 'bySms5678', confirmPassword: 'bySms5678' },
    });
    expect(again.code).toBe(1_001_011);
  });

  it('changes the mobile with codes to the old and the new number', async () => {
    const member = await registerMember(ctx());
    const other = await memberToken(ctx(), member);
    const mobile = newMobile();
    const oldCode = await ownCode(ctx(), member.token, member.mobile, 'update-mobile');
    const code = await requestSmsCode(ctx(), { mobile, scene: 'update-mobile' });

    const wrongOld = await call(ctx().app, 'POST', '/app-api/member/user/update-mobile', {
      token: member.token,
      body: { oldCode: oldCode === '000000' ? '111111' : '000000', areaCode: '86', mobile, code },
    });
    expect(wrongOld.code).toBe(1_001_010);

    const res = await call(ctx().app, 'POST', '/app-api/member/user/update-mobile', { token: member.token, body: { oldCode, areaCode: '86', mobile, code } });
    expect(res).toMatchObject({ code: 0 });
    expect((await profile(ctx(), member.token)).mobile).toBe(mobile);
    expect(await call(ctx().app, 'GET', '/app-api/member/user/get', { token: other })).toMatchObject({ code: 50012 });
    await memberToken(ctx(), { mobile, password: member.password });
  });

  it('refuses a mobile that belongs to another member once both codes are proven, and the same number', async () => {
    const a = await registerMember(ctx());
    const b = await registerMember(ctx());
    // Before the codes are proven, another member's number is answered like a free one.
    const unproven = (mobile: string) =>
      call(ctx().app, 'POST', '/app-api/member/user/update-mobile', { token: a.token, body: { oldCode: '123456', areaCode: '86', mobile, code: '123456' } });
    expect(await unproven(b.mobile)).toEqual(await unproven(newMobile()));
    const oldCode = await ownCode(ctx(), a.token, a.mobile, 'update-mobile');
    const code = await requestSmsCode(ctx(), { mobile: b.mobile, scene: 'update-mobile' });
    const taken = await call(ctx().app, 'POST', '/app-api/member/user/update-mobile', {
      token: a.token,
      body: { oldCode, areaCode: '86', mobile: b.mobile, code },
    });
    expect(taken).toMatchObject({ status: 409, code: 1_001_005 });
    const same = await call(ctx().app, 'POST', '/app-api/member/user/update-mobile', {
      token: a.token,
      body: { oldCode: '123456', areaCode: '86', mobile: a.mobile, code: '123456' },
    });
    expect(same.code).toBe(1_003_002);
    // A landline is not a mobile.
    const landline = await call<{ fields: { field: string }[] }>(ctx().app, 'POST', '/app-api/member/user/update-mobile', {
      token: a.token,
      body: { oldCode: '123456', areaCode: '86', mobile: '01012345678', code: '123456' },
    });
    expect(landline.data.fields[0]?.field).toBe('mobile');
  });

  it('binds an e-mail with a code sent to it, lower-cased, once per mailbox', async () => {
    const a = await registerMember(ctx());
    const b = await registerMember(ctx());
    const address = `Fatou.${a.mobile}@Example.com`;
    const sent = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: a.token, body: { email: address }, ip: newIp() });
    expect(sent).toMatchObject({ code: 0, data: { resendSeconds: 60 } });
    const lower = address.toLowerCase();
    const code = await lastMailCode(ctx(), lower);

    // Staff can read the outbox.
    const staff = await staffToken(ctx());
    const outbox = await call<{ list: MailLogItem[] }>(ctx().app, 'GET', '/admin-api/system/mail-log/page', { token: staff, query: { address: lower } });
    expect(outbox.data.list[0]).toMatchObject({ address: lower, scene: 'bind-email' });

    expect(await call(ctx().app, 'POST', '/app-api/member/user/bind-email', { token: a.token, body: { email: address, code } })).toMatchObject({ code: 0 });
    expect((await profile(ctx(), a.token)).email).toBe(lower);

    const taken = await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token: b.token, body: { email: lower }, ip: newIp() });
    expect(taken).toMatchObject({ status: 409, code: 1_003_003 });
    const badFormat = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'POST', '/app-api/member/send-email-code', {
      token: b.token,
      body: { email: 'not-an-address' },
    });
    expect(badFormat.data.fields[0]).toMatchObject({ field: 'email', rule: 'v.email.format' });
  });

  it('limits e-mail codes like SMS codes: 60 s between sends, 5 wrong tries', async () => {
    const { token } = await registerMember(ctx());
    const address = `limit.${newMobile()}@example.com`;
    expect(await call(ctx().app, 'POST', '/app-api/member/send-email-code', { token, body: { email: address }, ip: newIp() })).toMatchObject({ code: 0 });
    const soon = await call<{ seconds: number }>(ctx().app, 'POST', '/app-api/member/send-email-code', { token, body: { email: address }, ip: newIp() });
    expect(soon).toMatchObject({ status: 429, code: 1_001_014 });
    const code = await lastMailCode(ctx(), address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await call(ctx().app, 'POST', '/app-api/member/user/bind-email', { token, body: { email: address, code: wrong } });
      expect(res.code).toBe(1_001_010);
    }
    const fifth = await call(ctx().app, 'POST', '/app-api/member/user/bind-email', { token, body: { email: address, code: wrong } });
    expect(fifth.code).toBe(1_001_013);
    const right = await call(ctx().app, 'POST', '/app-api/member/user/bind-email', { token, body: { email: address, code } });
    expect(right.code).toBe(1_001_013);
  });

  it('sets the control password with an SMS code and tells only its owner whether one is set', async () => {
    const a = await registerMember(ctx());
    const b = await registerMember(ctx());
    const aId = (await profile(ctx(), a.token)).id;
    const before = await call<ControlPasswordState>(ctx().app, 'GET', `/app-api/order/order-cargo-control/controlPassword/${aId}`, { token: a.token });
    expect(before.data).toEqual({ set: false, updateTime: null });

    const code = await ownCode(ctx(), a.token, a.mobile, 'control-password');
    const res = await call(ctx().app, 'POST', '/app-api/member/reset-control-password', {
      token: a.token,
      body: { code, password: 'hold1234', confirmPassword: 'hold1234' },
    });
    expect(res).toMatchObject({ code: 0 });
    const after = await call<ControlPasswordState>(ctx().app, 'GET', `/app-api/order/order-cargo-control/controlPassword/${aId}`, { token: a.token });
    expect(after.data.set).toBe(true);
    const row = await ctx().database.db.selectFrom('member_user').select('control_password_hash').where('id', '=', aId).executeTakeFirstOrThrow();
    expect(row.control_password_hash).toMatch(/^\$argon2id\$/);

    // Another member's id answers like a missing one.
    const foreign = await call(ctx().app, 'GET', `/app-api/order/order-cargo-control/controlPassword/${aId}`, { token: b.token });
    const missing = await call(ctx().app, 'GET', '/app-api/order/order-cargo-control/controlPassword/99999999', { token: b.token });
    expect(foreign).toEqual(missing);
    expect(foreign.status).toBe(404);
  });

  it('refuses scenes that are not the member own business on the own-number route', async () => {
    const { token } = await registerMember(ctx());
    const res = await call<{ fields: { field: string }[] }>(ctx().app, 'POST', '/app-api/member/user/send-sms-code', { token, body: { scene: 'register' } });
    expect(res.status).toBe(400);
    expect(res.data.fields[0]?.field).toBe('scene');
  });

  it('creates, reads and updates company information, checking the contact phone', async () => {
    const { token } = await registerMember(ctx());
    expect((await call(ctx().app, 'GET', '/app-api/member/user/getCompanyInfo', { token })).data).toBeNull();
    expect(await call(ctx().app, 'PUT', '/app-api/member/user/updateCompanyInfo', { token, body: { companyName: 'X' } })).toMatchObject({
      status: 404,
      code: 1_003_005,
    });

    const body = {
      companyName: 'Sahel Import SARL',
      companyNameEn: 'Sahel Import',
      contactName: 'Awa Diop',
      contactAreaCode: '221',
      contactPhone: '338211234',
      email: 'Contact@Sahel.example',
      address: 'Rue 10, Dakar',
    };
    const created = await call<CompanyInfo>(ctx().app, 'POST', '/app-api/member/user/createCompanyInfo', { token, body });
    expect(created).toMatchObject({ code: 0, data: { companyName: 'Sahel Import SARL', email: 'contact@sahel.example', contactPhone: '338211234', taxNumber: null } });
    expect(await call(ctx().app, 'POST', '/app-api/member/user/createCompanyInfo', { token, body })).toMatchObject({ status: 409, code: 1_003_004 });

    const updated = await call<CompanyInfo>(ctx().app, 'PUT', '/app-api/member/user/updateCompanyInfo', { token, body: { ...body, taxNumber: 'SN-2024-001' } });
    expect(updated.data.taxNumber).toBe('SN-2024-001');

    const badPhone = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'PUT', '/app-api/member/user/updateCompanyInfo', {
      token,
      body: { ...body, contactPhone: '12' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.data.fields[0]).toMatchObject({ field: 'contactPhone', rule: 'v.mobile.format' });
    const noName = await call<{ fields: { field: string; rule: string }[] }>(ctx().app, 'PUT', '/app-api/member/user/updateCompanyInfo', {
      token,
      body: { ...body, companyName: ' ' },
    });
    expect(noName.data.fields[0]).toMatchObject({ field: 'companyName', rule: 'v.company.name.required' });
    expect((await call<CompanyInfo>(ctx().app, 'GET', '/app-api/member/user/getCompanyInfo', { token })).data?.taxNumber).toBe('SN-2024-001');
  });

  it('counts unread messages for the sidebar badge', async () => {
    const { token } = await registerMember(ctx());
    const id = (await profile(ctx(), token)).id;
    const marks = await call<AngleMark>(ctx().app, 'GET', '/app-api/member/user/angle-mark', { token });
    expect(marks.data).toEqual({ cargoControlAllNum: 0, unreadMessageNum: 0, couponNum: 0 });
    await ctx()
      .database.db.insertInto('member_message')
      .values({ member_id: id, type: '3', template: 'kyc.realName.approved', params: '{}', title: null, content: null, read_at: null, created_at: new Date().toISOString() })
      .execute();
    expect((await call<AngleMark>(ctx().app, 'GET', '/app-api/member/user/angle-mark', { token })).data.unreadMessageNum).toBe(1);
    expect(await call(ctx().app, 'PUT', '/app-api/member/message/read', { token, body: {} })).toMatchObject({ code: 0 });
    expect((await call<AngleMark>(ctx().app, 'GET', '/app-api/member/user/angle-mark', { token })).data.unreadMessageNum).toBe(0);
  });
});
