import type { MemberProfile } from '@portal/contracts/auth';
import type { EnterpriseInfo, KycReviewItem, KycStatus, RealNameInfo } from '@portal/contracts/kyc';
import type { MessageItem } from '@portal/contracts/messages';
import { expect, it, vi } from 'vitest';
import { call, memberToken, registerMember, staffToken } from '../../test/auth-helpers.js';
import { image, pdf } from '../../test/file-fixtures.js';
import { getFile, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

// 11010519491231002X: a well-formed mainland ID (GB 11643 check character X).
const ID_NUMBER = '11010519491231002X';

async function upload(t: TestApp, token: string, purpose: string, kind: 'image' | 'pdf' = 'image') {
  const body = kind === 'image' ? await image('jpeg') : pdf();
  const res = await uploadFile(t, token, purpose, { name: kind === 'image' ? 'photo.jpg' : 'licence.pdf', body });
  expect(res.code).toBe(0);
  return res.data.url;
}

async function realNameBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Zhang San',
    cardType: 'mainland_id',
    cardNumber: ID_NUMBER.toLowerCase(),
    img1: await upload(t, token, 'id-card'),
    img2: await upload(t, token, 'id-card'),
    ...overrides,
  };
}

type Fields = { fields: { field: string; rule: string }[] };

// The decision wakes the delivery job at once; this bounds the wait, it is not a delay.
const DELIVERED_WITHIN = { timeout: 10_000, interval: 50 };

describeEachDb('real-name verification', (ctx) => {
  it('submits, shows pending, and is approved by staff; the member sees certified and a message', async () => {
    const { token } = await registerMember(ctx());
    const before = await call<RealNameInfo>(ctx().app, 'GET', '/app-api/member/user/get-auth-idcard-info', { token });
    expect(before.data).toMatchObject({ status: null, name: null, img1: null, extraImgs: [] });

    const body = await realNameBody(ctx(), token);
    const submitted = await call<RealNameInfo>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body });
    expect(submitted).toMatchObject({ code: 0, data: { status: 0, name: 'Zhang San', cardNumber: ID_NUMBER, img1: body.img1, img2: body.img2 } });
    expect((await call<KycStatus>(ctx().app, 'GET', '/app-api/my/order/getKycStatus', { token })).data).toEqual({
      realNameStatus: 0,
      enterpriseStatus: null,
      realNameCertified: false,
      enterpriseVerified: false,
    });

    const staff = await staffToken(ctx());
    const page = await call<{ list: KycReviewItem[]; total: number }>(ctx().app, 'GET', '/admin-api/member/kyc/real-name/page', {
      token: staff,
      query: { status: '0', pageSize: '100' },
    });
    const item = page.data.list.find((entry) => entry.details.cardNumber === ID_NUMBER);
    expect(item).toBeDefined();
    // Staff open the images through their own route.
    const img1 = String(item!.details.img1);
    expect(img1.startsWith('/admin-api/')).toBe(true);
    expect((await getFile(ctx(), staff, img1, 'admin-api')).statusCode).toBe(200);

    expect(await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${item!.id}/start-review`, { token: staff })).toMatchObject({ code: 0 });
    expect((await call<RealNameInfo>(ctx().app, 'GET', '/app-api/member/user/get-auth-idcard-info', { token })).data.status).toBe(1);
    expect(await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${item!.id}/approve`, { token: staff })).toMatchObject({ code: 0 });

    const profile = await call<MemberProfile>(ctx().app, 'GET', '/app-api/member/user/get', { token });
    expect(profile.data.realNameStatus).toBe(2);
    expect((await call<KycStatus>(ctx().app, 'GET', '/app-api/my/order/getKycStatus', { token })).data.realNameCertified).toBe(true);
    // The decision's notification reaches the message list through the delivery job.
    await vi.waitFor(async () => {
      const messages = await call<{ list: MessageItem[] }>(ctx().app, 'GET', '/app-api/member/message/page', { token, locale: 'fr_FR' });
      expect(messages.data.list[0]).toMatchObject({ title: "Vérification d'identité approuvée", read: false, type: '3' });
    }, DELIVERED_WITHIN);

    // Decided once: a second decision is a conflict, and a certified member cannot resubmit.
    const again = await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${item!.id}/reject`, { token: staff, body: { reason: 'late' } });
    expect(again).toMatchObject({ status: 409, code: 1_003_011 });
    const resubmit = await call(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body: await realNameBody(ctx(), token) });
    expect(resubmit).toMatchObject({ status: 409, code: 1_003_010 });
  });

  it('allows a new submission only after a rejection, and tells the member why', async () => {
    const { token } = await registerMember(ctx());
    const first = await call(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body: await realNameBody(ctx(), token) });
    expect(first.code).toBe(0);
    const pending = await call(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body: await realNameBody(ctx(), token) });
    expect(pending).toMatchObject({ status: 409, code: 1_003_010 });

    const staff = await staffToken(ctx());
    const id = (await ctx().database.db.selectFrom('member_real_name').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const noReason = await call<Fields>(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${id}/reject`, { token: staff, body: { reason: ' ' } });
    expect(noReason.data.fields[0]).toMatchObject({ field: 'reason', rule: 'v.kyc.reason.required' });
    expect(await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${id}/reject`, { token: staff, body: { reason: 'Photo is blurred' } })).toMatchObject({
      code: 0,
    });

    const info = await call<RealNameInfo>(ctx().app, 'GET', '/app-api/member/user/get-auth-idcard-info', { token });
    expect(info.data).toMatchObject({ status: 3, rejectReason: 'Photo is blurred' });
    await vi.waitFor(async () => {
      const messages = await call<{ list: MessageItem[] }>(ctx().app, 'GET', '/app-api/member/message/page', { token, locale: 'en_US' });
      expect(messages.data.list[0]?.content).toContain('Reason: Photo is blurred');
    }, DELIVERED_WITHIN);

    const second = await call<RealNameInfo>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body: await realNameBody(ctx(), token, { name: 'Zhang Sanfeng' }) });
    expect(second).toMatchObject({ code: 0, data: { status: 0, name: 'Zhang Sanfeng', rejectReason: null } });
  });

  it("lists the reviewers' queue oldest first with who took each, and two reviewers decide one submission once", async () => {
    const staff = (name: string) => staffToken(ctx(), name, `${name}1234`);
    const [reviewer, admin] = [await staff('reviewer'), await staffToken(ctx())];
    const submit = async () => {
      const { token } = await registerMember(ctx());
      expect((await call(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token, body: await realNameBody(ctx(), token) })).code).toBe(0);
      const row = await ctx().database.db.selectFrom('member_real_name').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      return row.id;
    };
    const [first, second, third] = [await submit(), await submit(), await submit()];
    const queue = async (open: 'true' | 'false') => {
      const page = await call<{ list: KycReviewItem[] }>(ctx().app, 'GET', '/admin-api/member/kyc/real-name/page', { token: reviewer, query: { open, pageSize: '100' } });
      expect(page.code).toBe(0);
      return page.data.list.filter((item) => [first, second, third].includes(item.id));
    };

    expect(await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${second}/start-review`, { token: reviewer })).toMatchObject({ code: 0 });
    expect((await queue('true')).map((item) => [item.id, item.status, item.reviewerName])).toEqual([
      [first, 0, null],
      [second, 1, 'Demo reviewer'],
      [third, 0, null],
    ]);
    // Taken by one reviewer, it cannot be taken again.
    expect(await call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${second}/start-review`, { token: admin })).toMatchObject({ status: 409, code: 1_003_011 });

    // Two reviewers decide the same submission at once: one decision stands, the other is told.
    const answers = await Promise.all([
      call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${first}/approve`, { token: reviewer }),
      call(ctx().app, 'POST', `/admin-api/member/kyc/real-name/${first}/reject`, { token: admin, body: { reason: 'Blurred' } }),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 1_003_011]);
    expect((await queue('true')).map((item) => item.id)).toEqual([second, third]);
    const decided = await queue('false');
    expect(decided.map((item) => item.id)).toEqual([first]);
    expect(decided[0]!.reviewerName).not.toBeNull();
  });

  it('checks the card number by card type and names each missing field', async () => {
    const { token } = await registerMember(ctx());
    const badChecksum = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', {
      token,
      locale: 'en_US',
      body: await realNameBody(ctx(), token, { cardNumber: '110105194912310021' }),
    });
    expect(badChecksum.status).toBe(400);
    expect(badChecksum.data.fields).toEqual([expect.objectContaining({ field: 'cardNumber', rule: 'v.kyc.cardNumber.format' })]);
    const passport = await call(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', {
      token,
      body: await realNameBody(ctx(), token, { cardType: 'passport', cardNumber: 'E12345678' }),
    });
    expect(passport.code).toBe(0);

    const other = await registerMember(ctx());
    const empty = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token: other.token, body: {} });
    expect(empty.data.fields.map((f) => [f.field, f.rule])).toEqual(
      expect.arrayContaining([
        ['name', 'v.kyc.name.required'],
        ['cardType', 'v.kyc.cardType.required'],
        ['cardNumber', 'v.kyc.cardNumber.required'],
        ['img1', 'v.kyc.img1.required'],
        ['img2', 'v.kyc.img2.required'],
      ]),
    );
  });

  it('accepts only images the member uploaded for identity: another member file behaves as missing', async () => {
    const a = await registerMember(ctx());
    const b = await registerMember(ctx());
    const foreign = await upload(ctx(), b.token, 'id-card');
    const res = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token: a.token, body: await realNameBody(ctx(), a.token, { img2: foreign }) });
    expect(res.status).toBe(400);
    expect(res.data.fields[0]?.field).toBe('img2');
    const missing = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', {
      token: a.token,
      body: await realNameBody(ctx(), a.token, { img2: foreign.replace(/[^/]+$/, 'a'.repeat(foreign.split('/').pop()!.length)) }),
    });
    expect(missing.data.fields).toEqual(res.data.fields);
    const avatar = await upload(ctx(), a.token, 'avatar');
    const wrongPurpose = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-idcard', { token: a.token, body: await realNameBody(ctx(), a.token, { img1: avatar }) });
    expect(wrongPurpose.data.fields[0]?.field).toBe('img1');
    expect((await call<RealNameInfo>(ctx().app, 'GET', '/app-api/member/user/get-auth-idcard-info', { token: a.token })).data.status).toBeNull();
  });

  it('keeps staff review to staff', async () => {
    const member = await memberToken(ctx());
    expect((await call(ctx().app, 'GET', '/admin-api/member/kyc/real-name/page', { token: member })).status).toBe(403);
    const staff = await staffToken(ctx());
    expect(await call(ctx().app, 'POST', '/admin-api/member/kyc/real-name/99999999/approve', { token: staff })).toMatchObject({ status: 404 });
  });
}, {}, { startJobs: true });

describeEachDb('company verification', (ctx) => {
  it('submits with a PDF certificate and attachments, is rejected, resubmitted and verified', async () => {
    const { token } = await registerMember(ctx());
    const body = {
      name: 'Sahel Import SARL',
      legalPerson: 'Awa Diop',
      cardNumber: 'SN-DKR-2024-B-123',
      certificateImg: await upload(ctx(), token, 'enterprise-cert', 'pdf'),
      attachments: [await upload(ctx(), token, 'attachment')],
    };
    const submitted = await call<EnterpriseInfo>(ctx().app, 'PUT', '/app-api/member/user/auth-enterprise', { token, body });
    expect(submitted).toMatchObject({ code: 0, data: { status: 0, name: 'Sahel Import SARL', attachments: body.attachments } });
    expect(await call(ctx().app, 'PUT', '/app-api/member/user/auth-enterprise', { token, body })).toMatchObject({ status: 409, code: 1_003_010 });

    const staff = await staffToken(ctx());
    const page = await call<{ list: KycReviewItem[] }>(ctx().app, 'GET', '/admin-api/member/kyc/enterprise/page', { token: staff, query: { status: '0', pageSize: '100' } });
    const item = page.data.list.find((entry) => entry.details.cardNumber === body.cardNumber)!;
    // Company verification has no separate "under review" step.
    expect((await call(ctx().app, 'POST', `/admin-api/member/kyc/enterprise/${item.id}/start-review`, { token: staff })).status).toBe(404);
    await call(ctx().app, 'POST', `/admin-api/member/kyc/enterprise/${item.id}/reject`, { token: staff, body: { reason: 'Certificate expired' } });
    expect((await call<EnterpriseInfo>(ctx().app, 'GET', '/app-api/member/user/get-auth-enterprise-info', { token })).data).toMatchObject({
      status: 2,
      rejectReason: 'Certificate expired',
    });

    expect((await call(ctx().app, 'PUT', '/app-api/member/user/auth-enterprise', { token, body })).code).toBe(0);
    await call(ctx().app, 'POST', `/admin-api/member/kyc/enterprise/${item.id}/approve`, { token: staff });
    const profile = await call<MemberProfile>(ctx().app, 'GET', '/app-api/member/user/get', { token });
    expect(profile.data).toMatchObject({ enterpriseStatus: 1, realNameStatus: null });
  });

  it('names the required fields and checks the attachments count', async () => {
    const { token } = await registerMember(ctx());
    const empty = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-enterprise', { token, body: { attachments: [] } });
    expect(empty.data.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['name', 'legalPerson', 'cardNumber', 'certificateImg']));
    const url = await upload(ctx(), token, 'attachment');
    const tooMany = await call<Fields>(ctx().app, 'PUT', '/app-api/member/user/auth-enterprise', {
      token,
      body: { name: 'X', legalPerson: 'Y', cardNumber: 'Z1', certificateImg: url, attachments: Array.from({ length: 11 }, () => url) },
    });
    expect(tooMany.data.fields[0]?.field).toBe('attachments');
  });
});
