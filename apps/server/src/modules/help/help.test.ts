import type { CursorPage } from '@portal/contracts/cursor';
import type { HelpArticle, HelpArticleItem, HelpCategory, HelpSearchAnswer, StaffHelpArticle, StaffHelpCategory } from '@portal/contracts/help';
import { expect, it } from 'vitest';
import { call, staffToken } from '../../test/auth-helpers.js';
import { describeEachDb, type TestApp } from '../../test/harness.js';
import { newMember } from '../../test/order-helpers.js';
import { HELP_SEED } from '../../db/seed/help.seed.js';

const service = (t: TestApp) => staffToken(t, 'service', 'service1234');
const search = (t: TestApp, q: string, locale = 'zh_CN') => call<HelpSearchAnswer>(t.app, 'GET', '/app-api/system/help/search', { query: { q }, locale });

const article = (categoryId: number, title: string, published: boolean) => ({
  categoryId,
  title: { zh_CN: `${title} 中文`, en_US: title, fr_FR: `${title} fr` },
  body: { zh_CN: '正文', en_US: `About ${title}.\n\n- one\n- two`, fr_FR: `À propos de ${title}.` },
  sort: 5,
  published,
});

async function insertAdvice(t: TestApp, memberId: number, values: { title: string; reply: string | null; isPublic: number }) {
  const now = new Date().toISOString();
  const row = await t.database.db
    .insertInto('member_advice')
    .values({
      member_id: memberId,
      kind: 'consult',
      title: values.title,
      contact: 'Li',
      phone_area_code: '86',
      phone: '13800000000',
      order_no: '',
      content: `${values.title}？`,
      status: values.reply ? 3 : 1,
      reply_content: values.reply,
      reply_time: values.reply ? now : null,
      reply_due_at: now,
      is_public: values.isPublic,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDb('help centre', (ctx) => {
  it('shows the seeded categories and published articles in the reader language, and opens one', async () => {
    const t = ctx();
    const categories = await call<HelpCategory[]>(t.app, 'GET', '/app-api/system/help/category/list', { locale: 'fr_FR' });
    expect(categories.data.map((c) => c.name)).toEqual(HELP_SEED.map((c) => c.name.fr_FR));
    expect(categories.data.reduce((sum, c) => sum + c.articleCount, 0)).toBeGreaterThanOrEqual(12);

    const first = categories.data[0]!;
    const page = await call<CursorPage<HelpArticleItem>>(t.app, 'GET', '/app-api/system/help/page', { query: { categoryId: String(first.id), pageSize: '2' }, locale: 'en_US' });
    expect(page.data.list.map((a) => a.title)).toEqual(HELP_SEED[0]!.articles.slice(0, 2).map((a) => a.title.en_US));
    expect(page.data.total).toBe(HELP_SEED[0]!.articles.length);
    const next = await call<CursorPage<HelpArticleItem>>(t.app, 'GET', '/app-api/system/help/page', {
      query: { categoryId: String(first.id), pageSize: '2', cursor: page.data.nextCursor! },
      locale: 'en_US',
    });
    expect(next.data.list.map((a) => a.title)).toEqual(HELP_SEED[0]!.articles.slice(2, 4).map((a) => a.title.en_US));

    const opened = await call<HelpArticle>(t.app, 'GET', '/app-api/system/help/get', { query: { id: String(page.data.list[0]!.id) }, locale: 'zh_CN' });
    expect(opened.data).toMatchObject({ title: HELP_SEED[0]!.articles[0]!.title.zh_CN, categoryName: HELP_SEED[0]!.name.zh_CN, body: HELP_SEED[0]!.articles[0]!.body.zh_CN });

    const bad = await call(t.app, 'GET', '/app-api/system/help/page', { query: { categoryId: 'x' }, locale: 'en_US' });
    expect(bad.status).toBe(400);
  });

  it('lets service staff write articles; readers see published ones only; an edit rebuilds the search at once', async () => {
    const t = ctx();
    const staff = await service(t);
    const category = await call<StaffHelpCategory>(t.app, 'POST', '/admin-api/system/help/category/create', {
      token: staff,
      body: { name: { zh_CN: '清关', en_US: 'Customs', fr_FR: 'Douane' }, sort: 99 },
    });
    expect(category.code).toBe(0);
    const draft = await call<StaffHelpArticle>(t.app, 'POST', '/admin-api/system/help/article/create', { token: staff, body: article(category.data.id, 'Zanzibar customs clearance', false) });
    expect(draft.code).toBe(0);

    // Unpublished: not found, not listed, not searched.
    const hidden = await call(t.app, 'GET', '/app-api/system/help/get', { query: { id: String(draft.data.id) }, locale: 'en_US' });
    expect(hidden).toMatchObject({ status: 404, code: 1_015_001 });
    expect((await search(t, 'zanzibar', 'en_US')).data.list).toEqual([]);
    const categories = await call<HelpCategory[]>(t.app, 'GET', '/app-api/system/help/category/list', { locale: 'en_US' });
    expect(categories.data.map((c) => c.id)).not.toContain(category.data.id);

    const builds = t.services.help.indexBuilds;
    await search(t, 'zanzibar', 'en_US');
    expect(t.services.help.indexBuilds).toBe(builds);

    // Published: the next search finds it, in the title.
    const published = await call<StaffHelpArticle>(t.app, 'POST', '/admin-api/system/help/article/update', {
      token: staff,
      body: { ...article(category.data.id, 'Zanzibar customs clearance', true), id: draft.data.id },
    });
    expect(published.data.published).toBe(true);
    const found = await search(t, 'zanzibar', 'en_US');
    expect(found.data.list).toEqual([expect.objectContaining({ kind: 'article', id: draft.data.id, matchedIn: 'title' })]);
    expect(t.services.help.indexBuilds).toBe(builds + 1);

    // A category with articles is not deleted; an article delete leaves the search too.
    const notEmpty = await call(t.app, 'POST', '/admin-api/system/help/category/delete', { token: staff, body: { id: category.data.id }, locale: 'en_US' });
    expect(notEmpty).toMatchObject({ status: 409, code: 1_015_003 });
    await call(t.app, 'POST', '/admin-api/system/help/article/delete', { token: staff, body: { id: draft.data.id } });
    expect((await search(t, 'zanzibar', 'en_US')).data.list).toEqual([]);
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/delete', { token: staff, body: { id: category.data.id } })).code).toBe(0);
  });

  it('refuses readers, members and staff without the role on the staff routes, and bad input with the field', async () => {
    const t = ctx();
    const member = await newMember(t);
    const finance = await staffToken(t, 'finance', 'finance1234');
    const body = { name: { zh_CN: '测试', en_US: 'Test', fr_FR: 'Test' } };
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/create', { body })).code).not.toBe(0);
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/create', { token: member.token, body })).status).toBe(403);
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/create', { token: finance, body })).code).toBe(1_009_001);
    const admin = await staffToken(t);
    expect((await call(t.app, 'POST', '/admin-api/system/help/category/create', { token: admin, body })).code).toBe(0);

    const missing = await call(t.app, 'POST', '/admin-api/system/help/article/create', {
      token: admin,
      body: { ...article(1, 'x', true), title: { zh_CN: '', en_US: 'x', fr_FR: 'x' } },
      locale: 'en_US',
    });
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('Enter a title');
    const noCategory = await call(t.app, 'POST', '/admin-api/system/help/article/create', { token: admin, body: article(987654, 'x', true), locale: 'en_US' });
    expect(noCategory).toMatchObject({ status: 404, code: 1_015_002 });
    const empty = await call(t.app, 'GET', '/app-api/system/help/search', { query: { q: ' ' }, locale: 'fr_FR' });
    expect(empty.status).toBe(400);
    expect(empty.msg).toContain('Saisissez ce que vous cherchez');
  });

  it('finds seeded articles by pinyin and initials for Chinese readers and by words for others', async () => {
    const t = ctx();
    const titles = async (q: string, locale: string) => (await search(t, q, locale)).data.list.map((r) => r.title);
    expect((await titles('mima', 'zh_CN'))[0]).toBe('忘记密码或修改登录密码');
    expect(await titles('mm', 'zh_CN')).toContain('设置控货密码');
    expect((await titles('pasword', 'en_US')).slice(0, 2)).toContain('Forgotten or changing your password');
    expect((await titles('entrepôt', 'fr_FR'))[0]).toBe("Qu'est-ce que le bon d'entrée en entrepôt ?");
    expect(await titles('xqzjv', 'en_US')).toEqual([]);
  });

  it('includes a consultation only once it is replied and public', async () => {
    const t = ctx();
    const member = await newMember(t);
    const publicReplied = await insertAdvice(t, member.id, { title: '海运到马赛要多久', reply: '一般 40 天左右到港。', isPublic: 1 });
    await insertAdvice(t, member.id, { title: '马赛仓库地址是哪里', reply: '请查看目的仓。', isPublic: 0 });
    await insertAdvice(t, member.id, { title: '马赛可以自提吗', reply: null, isPublic: 1 });

    const found = await search(t, 'masai');
    expect(found.data.list).toEqual([expect.objectContaining({ kind: 'advice', id: publicReplied, answer: '一般 40 天左右到港。' })]);
    expect((await search(t, '马赛', 'en_US')).data.list.map((r) => r.id)).toEqual([publicReplied]);

    // Made private again (the consultations module's switch): gone from the next search.
    await t.database.db.updateTable('member_advice').set({ is_public: 0, updated_at: new Date(Date.now() + 1000).toISOString() }).where('id', '=', publicReplied).execute();
    expect((await search(t, 'masai')).data.list).toEqual([]);
  });
});
