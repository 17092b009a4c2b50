import type { UploadedFile } from '@portal/contracts/files';
import Fastify from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { FieldsError } from '../../lib/app-error.js';
import { errorsPlugin } from '../../plugins/errors.js';
import { i18nPlugin } from '../../plugins/i18n.js';
import { registerMember, staffToken } from '../../test/auth-helpers.js';
import { image, pdf } from '../../test/file-fixtures.js';
import { getFile, memberIdOf, storedCounts, uploadFile } from '../../test/file-helpers.js';
import { describeEachDb } from '../../test/harness.js';

const MISSING_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

// The answer the error handler gives for what a service threw, in en_US.
async function answerFor(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  app.get('/x', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-language': 'en_US' } });
  await app.close();
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: unknown }) };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describeEachDb('file access', (ctx) => {
  let alice = { token: '', id: 0 };
  let bob = { token: '', id: 0 };
  let photo: UploadedFile;
  let licence: UploadedFile;

  beforeAll(async () => {
    for (const who of ['alice', 'bob'] as const) {
      const { token } = await registerMember(ctx());
      const member = { token, id: await memberIdOf(ctx(), token) };
      if (who === 'alice') alice = member;
      else bob = member;
    }
    photo = (await uploadFile(ctx(), alice.token, 'id-card', { name: 'front.png', body: await image('png') }, { route: 'org-name/up' })).data;
    licence = (await uploadFile(ctx(), alice.token, 'enterprise-cert', { name: '营业执照 <2026>.pdf', body: pdf() }, { route: 'org-name/up' })).data;
  });

  it('serves the owner her file with safe headers', async () => {
    const image = await getFile(ctx(), alice.token, photo.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(photo.size),
      'content-disposition': `inline; filename="front.png"; filename*=UTF-8''front.png`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-cache',
    });
    const document = await getFile(ctx(), alice.token, licence.url);
    expect(licence.name).toBe('营业执照 2026.pdf');
    expect(document.headers['content-disposition']).toBe(
      `attachment; filename="____ 2026.pdf"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%202026.pdf`,
    );
    expect(document.rawPayload.equals(pdf())).toBe(true);
  });

  it("answers another member's file exactly like a missing one", async () => {
    const others = await getFile(ctx(), bob.token, photo.url);
    const missing = await getFile(ctx(), bob.token, `/app-api/file/get/${MISSING_ID}`);
    const nonsense = await getFile(ctx(), bob.token, '/app-api/file/get/1');
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ code: 1_002_004, msg: 'File not found', data: null });
    expect(missing.json()).toEqual(others.json());
    expect(nonsense.json()).toEqual(others.json());
    const deleteOthers = await ctx().app.inject({ method: 'DELETE', url: `/app-api/file/delete/${photo.id}`, headers: { authorization: `Bearer ${bob.token}` } });
    expect([deleteOthers.statusCode, deleteOthers.json<{ code: number }>().code]).toEqual([404, 1_002_004]);
  });

  it('lets staff read any file, and refuses member tokens on the staff route', async () => {
    const staff = await staffToken(ctx());
    const res = await getFile(ctx(), staff, photo.url, 'admin-api');
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await getFile(ctx(), staff, `/app-api/file/get/${MISSING_ID}`, 'admin-api')).statusCode).toBe(404);
    const member = await getFile(ctx(), alice.token, photo.url, 'admin-api');
    expect([member.statusCode, member.json<{ code: number }>().code]).toEqual([403, 403]);
    expect(await ctx().services.files.find(photo.url)).toMatchObject({ owner_id: alice.id, purpose: 'id-card' });
  });

  it("reads a member's identity papers for reviewers only, other files for the roles that handle them", async () => {
    const t = ctx();
    const avatar = (await uploadFile(t, alice.token, 'avatar', { name: 'me.png', body: await image('png') })).data;
    const status = async (username: string, url: string) => {
      const res = await getFile(t, await staffToken(t, username, `${username}1234`), url, 'admin-api');
      return [username, res.statusCode, res.statusCode === 200 ? 0 : res.json<{ code: number }>().code];
    };
    expect(await status('reviewer', photo.url)).toEqual(['reviewer', 200, 0]);
    expect(await status('reviewer', licence.url)).toEqual(['reviewer', 200, 0]);
    for (const username of ['operator', 'service']) {
      expect(await status(username, photo.url)).toEqual([username, 403, 1_009_001]);
      expect(await status(username, licence.url)).toEqual([username, 403, 1_009_001]);
      expect(await status(username, avatar.url)).toEqual([username, 200, 0]);
    }
    // Finance handles no member files at all: refused by the route's own roles.
    expect(await status('finance', avatar.url)).toEqual(['finance', 403, 1_009_001]);
  });

  it('requireOwned resolves the own file of an allowed purpose, by url or id', async () => {
    const files = ctx().services.files;
    expect(await files.requireOwned(alice.id, photo.url, { field: 'img1', purposes: ['id-card'] })).toMatchObject({ public_id: photo.id });
    expect(await files.requireOwned(alice.id, photo.id, { field: 'img1', purposes: ['id-card', 'avatar'] })).toMatchObject({ public_id: photo.id });
  });

  it("requireOwned answers a missing, another member's or a wrong-purpose file alike: 400 naming the field", async () => {
    const files = ctx().services.files;
    const attempts = [
      files.requireOwned(bob.id, photo.url, { field: 'img1', purposes: ['id-card'] }),
      files.requireOwned(alice.id, `/app-api/file/get/${MISSING_ID}`, { field: 'img1', purposes: ['id-card'] }),
      files.requireOwned(alice.id, photo.url, { field: 'img1', purposes: ['avatar'] }),
    ];
    const answers = await Promise.all(attempts.map(async (attempt) => answerFor(await thrown(attempt))));
    const expected = {
      status: 400,
      code: 400,
      msg: 'Invalid request: img1: File not found or not accepted here, please upload it again',
      data: { fields: [{ field: 'img1', rule: 'v.file.unknown', message: 'File not found or not accepted here, please upload it again' }] },
    };
    expect(answers).toEqual([expected, expected, expected]);
    const malformed = await thrown(files.requireOwned(alice.id, 'https://evil.test/x.png', { field: 'img2', purposes: ['id-card'] }));
    expect((malformed as FieldsError).problems).toEqual([{ field: 'img2', rule: 'v.file.url' }]);
  });

  it('requireOwnedMany keeps the order, drops repeats, names bad entries and caps the count', async () => {
    const files = ctx().services.files;
    const second = (await uploadFile(ctx(), alice.token, 'id-card', { name: 'back.png', body: await image('png') })).data;
    const rows = await files.requireOwnedMany(alice.id, [second.url, photo.url, second.id], { field: 'images', purposes: ['id-card'] });
    expect(rows.map((r) => r.public_id)).toEqual([second.id, photo.id]);
    const bad = await thrown(files.requireOwnedMany(alice.id, [photo.url, licence.url], { field: 'images', purposes: ['id-card'] }));
    expect((bad as FieldsError).problems).toEqual([{ field: 'images.1', rule: 'v.file.unknown' }]);
    const tooMany = await thrown(files.requireOwnedMany(alice.id, [photo.url, second.url], { field: 'images', purposes: ['id-card'], max: 1 }));
    expect(await answerFor(tooMany)).toMatchObject({ status: 400, data: { fields: [{ field: 'images', rule: 'v.file.tooMany', message: 'at most 1 files' }] } });
  });

  it('deletes the own unused file, bytes included; a used one stays', async () => {
    const t = ctx();
    const doomed = (await uploadFile(t, alice.token, 'attachment', { name: 'x.pdf', body: pdf() })).data;
    const before = await storedCounts(t);
    const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/app-api/file/delete/${id}`, headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'en_US' } });
    expect((await del(doomed.id)).json()).toEqual({ code: 0, msg: '', data: null });
    expect(await storedCounts(t)).toEqual({ files: before.files - 1, rows: before.rows });
    expect((await getFile(t, alice.token, doomed.url)).statusCode).toBe(404);
    expect((await del(doomed.id)).statusCode).toBe(404);
    await expect(t.services.files.requireOwned(alice.id, doomed.url, { field: 'f', purposes: ['attachment'] })).rejects.toBeInstanceOf(FieldsError);

    await t.services.files.markUsed([await t.services.files.requireOwned(alice.id, photo.url, { field: 'img1', purposes: ['id-card'] })]);
    const refused = await del(photo.id);
    expect([refused.statusCode, refused.json<{ code: number }>().code]).toEqual([409, 1_002_006]);
    expect((await getFile(t, alice.token, photo.url)).statusCode).toBe(200);
  });
});
