import { expect, it } from 'vitest';
import type { CursorPage } from '@portal/contracts/cursor';
import { ERRORS } from '@portal/contracts/errors';
import type { BannerDetail, BannerItem, NoticeDetail, NoticeItem, StaffBanner, StaffNotice } from '@portal/contracts/notices';
import { NOTICE_STATUS } from '@portal/contracts/statuses';
import { call, memberToken, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';

const texts = (prefix: string) => ({ zh_CN: `${prefix} 中文`, en_US: `${prefix} English`, fr_FR: `${prefix} français` });

async function createNotice(t: TestApp, token: string, prefix: string) {
  return call<StaffNotice>(t.app, 'POST', '/admin-api/system/notice/create', { token, body: { title: texts(prefix), content: texts(`${prefix} body`) } });
}

describeEachDb('notices', (ctx) => {
  it('shows members published notices only, in their language; drafts and withdrawn ones answer like missing ones', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const member = await memberToken(t);

    const created = await createNotice(t, service, 'Quay closure');
    expect(created.data).toMatchObject({ status: NOTICE_STATUS.draft, publishTime: null });
    const id = String(created.data.id);

    const draft = await call(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id } });
    const missing = await call(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id: '999999999' } });
    expect({ status: draft.status, code: draft.code }).toEqual({ status: 404, code: ERRORS.NOTICE_NOT_FOUND.code });
    expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: ERRORS.NOTICE_NOT_FOUND.code });
    const listed = async () => (await call<CursorPage<NoticeItem>>(t.app, 'GET', '/app-api/system/notice/page', { token: member, locale: 'fr_FR' })).data.list;
    expect((await listed()).map((n) => n.id)).not.toContain(created.data.id);

    const published = await call<StaffNotice>(t.app, 'POST', '/admin-api/system/notice/publish', { token: service, body: { id: created.data.id } });
    expect(published.data.status).toBe(NOTICE_STATUS.published);
    const first = (await listed())[0]!;
    expect(first).toMatchObject({ id: created.data.id, title: 'Quay closure français', summary: 'Quay closure body français' });
    const detail = await call<NoticeDetail>(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id }, locale: 'en_US' });
    expect(detail.data).toMatchObject({ title: 'Quay closure English', content: 'Quay closure body English' });

    // Publishing twice: the second is refused, not recorded again.
    const twice = await call(t.app, 'POST', '/admin-api/system/notice/publish', { token: service, body: { id: created.data.id } });
    expect({ status: twice.status, code: twice.code }).toEqual({ status: 409, code: ERRORS.NOTICE_STATUS_CHANGED.code });

    await call(t.app, 'POST', '/admin-api/system/notice/withdraw', { token: service, body: { id: created.data.id } });
    const withdrawn = await call(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id } });
    expect(withdrawn.code).toBe(ERRORS.NOTICE_NOT_FOUND.code);
    expect((await listed()).map((n) => n.id)).not.toContain(created.data.id);
  });

  it('shows staff edits of a published notice at once, and lists notices for staff by status', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const member = await memberToken(t);
    const created = await createNotice(t, service, 'Typo');
    await call(t.app, 'POST', '/admin-api/system/notice/publish', { token: service, body: { id: created.data.id } });
    const updated = await call<StaffNotice>(t.app, 'POST', '/admin-api/system/notice/update', {
      token: service,
      body: { id: created.data.id, title: texts('Fixed'), content: texts('Fixed body') },
    });
    expect(updated.data).toMatchObject({ status: NOTICE_STATUS.published, title: texts('Fixed') });
    const detail = await call<NoticeDetail>(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id: String(created.data.id) }, locale: 'en_US' });
    expect(detail.data.title).toBe('Fixed English');

    const drafts = await call<CursorPage<StaffNotice>>(t.app, 'GET', '/admin-api/system/notice/page', { token: service, query: { status: String(NOTICE_STATUS.draft) } });
    expect(drafts.data.list.every((n) => n.status === NOTICE_STATUS.draft)).toBe(true);
    expect(drafts.data.list.map((n) => n.id)).not.toContain(created.data.id);
    const missing = await call(t.app, 'POST', '/admin-api/system/notice/update', { token: service, body: { id: 999_999_999, title: texts('x'), content: texts('x') } });
    expect({ status: missing.status, code: missing.code }).toEqual({ status: 404, code: ERRORS.NOTICE_NOT_FOUND.code });
  });

  it('keeps HTML in a notice as text: what staff typed comes back unchanged, to be shown as text', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const member = await memberToken(t);
    const body = '<img src=x onerror="alert(1)"> Line one\nLine two';
    const created = await call<StaffNotice>(t.app, 'POST', '/admin-api/system/notice/create', {
      token: admin,
      body: { title: texts('Markup'), content: { zh_CN: body, en_US: body, fr_FR: body } },
    });
    await call(t.app, 'POST', '/admin-api/system/notice/publish', { token: admin, body: { id: created.data.id } });
    const detail = await call<NoticeDetail>(t.app, 'GET', '/app-api/system/notice/get', { token: member, query: { id: String(created.data.id) } });
    expect(detail.data.content).toBe(body);
  });

  it('refuses a notice missing a language, naming the field in the caller’s language', async () => {
    const t = ctx();
    const service = await staffToken(t, 'service', 'service1234');
    const answer = await call(t.app, 'POST', '/admin-api/system/notice/create', {
      token: service,
      locale: 'fr_FR',
      body: { title: { zh_CN: '标题', en_US: 'Title', fr_FR: '  ' }, content: texts('x') },
    });
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain('title.fr_FR');
    expect(answer.msg).toContain('Remplissez les trois langues');
  });

  it('lets service and administrators write notices, not other roles', async () => {
    const t = ctx();
    for (const [username, password, status] of [
      ['operator', 'operator1234', 403],
      ['finance', 'finance1234', 403],
      ['reviewer', 'reviewer1234', 403],
      ['service', 'service1234', 200],
    ] as const) {
      const answer = await createNotice(t, await staffToken(t, username, password), username);
      expect([username, answer.status]).toEqual([username, status]);
    }
  });

  it('seeds published notices for the demo member', async () => {
    const t = ctx();
    const page = await call<CursorPage<NoticeItem>>(t.app, 'GET', '/app-api/system/notice/page', { token: await memberToken(t), locale: 'en_US' });
    expect(page.data.list.length).toBeGreaterThanOrEqual(3);
    expect(page.data.list.some((n) => n.title.includes('Draft'))).toBe(false);
  });
});

describeEachDb('banners', (ctx) => {
  it('lists shown banners by sort order; a hidden banner answers like a missing one', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    const member = await memberToken(t);
    const created = await call<StaffBanner>(t.app, 'POST', '/admin-api/system/banner/create', {
      token: admin,
      body: { title: texts('Promo'), content: texts('Promo body'), imageUrl: '/banners/air-line.svg', sort: 5 },
    });
    expect(created.data).toMatchObject({ shown: true, sort: 5 });
    const list = await call<BannerItem[]>(t.app, 'GET', '/app-api/system/banner/list', { token: member, locale: 'en_US' });
    // The seeded banners sort 0, 10, 20: sort 5 comes second.
    expect(list.data[1]).toMatchObject({ id: created.data.id, title: 'Promo English', imageUrl: '/banners/air-line.svg' });
    const detail = await call<BannerDetail>(t.app, 'GET', '/app-api/system/banner/get', { token: member, query: { id: String(created.data.id) }, locale: 'fr_FR' });
    expect(detail.data.content).toBe('Promo body français');

    await call(t.app, 'POST', '/admin-api/system/banner/update', {
      token: admin,
      body: { id: created.data.id, title: texts('Promo'), content: texts('Promo body'), imageUrl: '/banners/air-line.svg', sort: 0, shown: false },
    });
    const hidden = await call(t.app, 'GET', '/app-api/system/banner/get', { token: member, query: { id: String(created.data.id) } });
    expect({ status: hidden.status, code: hidden.code }).toEqual({ status: 404, code: ERRORS.BANNER_NOT_FOUND.code });
    const after = await call<BannerItem[]>(t.app, 'GET', '/app-api/system/banner/list', { token: member });
    expect(after.data.map((b) => b.id)).not.toContain(created.data.id);
    expect(after.data.length).toBeGreaterThanOrEqual(3);
  });

  it('takes only images served by the portal itself', async () => {
    const t = ctx();
    const admin = await staffToken(t);
    for (const imageUrl of ['https://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)', '/a b.png']) {
      const answer = await call(t.app, 'POST', '/admin-api/system/banner/create', {
        token: admin,
        locale: 'en_US',
        body: { title: texts('x'), content: texts('x'), imageUrl },
      });
      expect([imageUrl, answer.status]).toEqual([imageUrl, 400]);
      expect(answer.msg).toContain('imageUrl');
    }
  });
});
