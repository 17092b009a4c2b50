import { FILE_RULES, MEMBER_FILE_PURPOSES, type FileKind } from '@portal/contracts/files';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { registerMember } from '../../test/auth-helpers.js';
import { compoundFile, docx, hasGpsTag, image, jpegWithGps, multipart, pdf, xlsx, zip } from '../../test/file-fixtures.js';
import { getFile, storedCounts, uploadFile, type FileToSend } from '../../test/file-helpers.js';
import { describeEachDb } from '../../test/harness.js';

const MB = 1024 * 1024;

async function sample(kind: FileKind): Promise<FileToSend> {
  switch (kind) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return { name: `photo.${kind}`, body: await image(kind) };
    case 'pdf':
      return { name: 'licence.pdf', body: pdf() };
    case 'xlsx':
      return { name: 'packing.xlsx', body: xlsx() };
    case 'docx':
      return { name: 'invoice.docx', body: docx() };
    case 'xls':
      return { name: 'packing.xls', body: compoundFile() };
    case 'doc':
      return { name: 'invoice.doc', body: compoundFile() };
    case 'zip':
      return { name: 'photos.zip', body: zip({ 'a.txt': 'hello' }) };
  }
}

describeEachDb('file upload', (ctx) => {
  let token = '';
  beforeAll(async () => {
    token = (await registerMember(ctx())).token;
  });

  it('takes every allowed kind of every purpose, typed by content', async () => {
    for (const purpose of MEMBER_FILE_PURPOSES) {
      for (const kind of FILE_RULES[purpose].kinds) {
        const file = await sample(kind);
        const res = await uploadFile(ctx(), token, purpose, file, { route: 'org-name/up' });
        expect([purpose, kind, res.status, res.code]).toEqual([purpose, kind, 200, 0]);
        expect(res.data).toMatchObject({ purpose, name: file.name, url: `/app-api/file/get/${res.data.id}` });
        expect(res.data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }
    }
  });

  it('refuses an HTML page named .jpg, and a PDF where only images go, leaving nothing behind', async () => {
    const before = await storedCounts(ctx());
    const html = await uploadFile(ctx(), token, 'id-card', { name: 'photo.jpg', body: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg' });
    expect(html).toMatchObject({ status: 400, code: 1_002_002, msg: 'Invalid format, accepted: JPG, PNG, WEBP, GIF', data: { rule: 'type' } });
    const pdfAsIdCard = await uploadFile(ctx(), token, 'id-card', { name: 'card.pdf', body: pdf() });
    expect(pdfAsIdCard.code).toBe(1_002_002);
    // A compound file that says neither .doc nor .xls (an Outlook .msg, say) is not taken.
    expect((await uploadFile(ctx(), token, 'attachment', { name: 'mail.msg', body: compoundFile() })).code).toBe(1_002_002);
    expect(await storedCounts(ctx())).toEqual(before);
  });

  it('stores a PNG named .pdf as a PNG', async () => {
    const res = await uploadFile(ctx(), token, 'packing-list', { name: 'scan.pdf', body: await image('png'), type: 'application/pdf' }, { route: 'org-name/up' });
    expect(res.data).toMatchObject({ contentType: 'image/png', name: 'scan.png' });
    const served = await getFile(ctx(), token, res.data.url);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file over the purpose limit with the limit in the message, and keeps nothing', async () => {
    const before = await storedCounts(ctx());
    const res = await uploadFile(ctx(), token, 'packing-list', { name: 'big.pdf', body: Buffer.concat([pdf(), Buffer.alloc(5 * MB)]) });
    expect(res).toMatchObject({ status: 413, code: 1_002_003, msg: 'Exceeds 5MB limit', data: { rule: 'size', maxBytes: 5 * MB } });
    expect(await storedCounts(ctx())).toEqual(before);
  });

  it('takes a file of exactly the limit, and 10 MB where the purpose allows it', async () => {
    const body = pdf();
    const exact = Buffer.concat([body, Buffer.alloc(5 * MB - body.length)]);
    expect((await uploadFile(ctx(), token, 'packing-list', { name: 'exact.pdf', body: exact })).code).toBe(0);
    const large = Buffer.concat([body, Buffer.alloc(9 * MB)]);
    expect((await uploadFile(ctx(), token, 'attachment', { name: 'large.pdf', body: large })).code).toBe(0);
  });

  it('rewrites photos: orientation applied, EXIF and GPS gone', async () => {
    const original = await jpegWithGps();
    const meta = await sharp(original).metadata();
    expect([hasGpsTag(meta.exif), meta.orientation, meta.width]).toEqual([true, 6, 40]);
    const res = await uploadFile(ctx(), token, 'id-card', { name: 'IMG_0001.jpg', body: original });
    const served = await getFile(ctx(), token, res.data.url);
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(res.data.size).toBe(served.rawPayload.length);
  });

  it('scales very large images down to 4096 px', async () => {
    const res = await uploadFile(ctx(), token, 'attachment', { name: 'wide.png', body: await image('png', 5000, 100) });
    const after = await sharp((await getFile(ctx(), token, res.data.url)).rawPayload).metadata();
    expect([after.width, after.height]).toEqual([4096, 82]);
  });

  it('refuses a damaged image whose header looks right', async () => {
    const broken = (await image('jpeg')).subarray(0, 120);
    expect(await uploadFile(ctx(), token, 'avatar', { name: 'a.jpg', body: broken })).toMatchObject({ status: 400, code: 1_002_007 });
  });

  it('names files made up on upload and keeps the member name on org-name/up', async () => {
    const body = await image('jpeg');
    const plain = await uploadFile(ctx(), token, 'id-card', { name: 'C:\\Users\\me\\front side.jpg', body });
    expect(plain.data.name).toMatch(/^id-card-\d{8}-[0-9a-f]{6}\.jpg$/);
    const kept = await uploadFile(ctx(), token, 'id-card', { name: 'C:\\Users\\me\\front side.jpg', body }, { route: 'org-name/up' });
    expect(kept.data.name).toBe('front side.jpg');
    const hostile = await uploadFile(ctx(), token, 'attachment', { name: '../../etc/\u202Egpj.exe', body }, { route: 'org-name/up' });
    expect(hostile.data.name).toBe('gpj.exe.jpg');
  });

  it('answers bad requests with a 4xx, never a 500', async () => {
    const t = ctx();
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en_US' };
    const url = '/app-api/file/upload?purpose=attachment';
    const png = await image('png');
    const twoFiles = await multipart([
      { name: 'a.png', body: png },
      { name: 'b.png', body: png },
    ]);
    const otherField = await multipart([{ field: 'upload', name: 'a.png', body: png }]);
    const fieldOnly = await multipart([], { purpose: 'attachment' });
    const empty = await multipart([{ name: 'a.png', body: Buffer.alloc(0) }]);
    const cases: { name: string; url?: string; headers?: Record<string, string>; payload?: string | Buffer; code: number }[] = [
      { name: 'json body', headers: { 'content-type': 'application/json' }, payload: '{}', code: 1_002_001 },
      { name: 'no body', code: 1_002_001 },
      { name: 'text body', headers: { 'content-type': 'text/plain' }, payload: 'hello', code: 1_002_001 },
      { name: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'garbage', code: 1_002_001 },
      { name: 'broken multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', code: 1_002_001 },
      { name: 'two files', headers: twoFiles.headers, payload: twoFiles.payload, code: 1_002_008 },
      { name: 'file under another field', headers: otherField.headers, payload: otherField.payload, code: 1_002_001 },
      { name: 'fields only', headers: fieldOnly.headers, payload: fieldOnly.payload, code: 1_002_001 },
      { name: 'empty file', headers: empty.headers, payload: empty.payload, code: 1_002_001 },
      { name: 'unknown purpose', url: '/app-api/file/upload?purpose=script', headers: otherField.headers, payload: otherField.payload, code: 400 },
      { name: 'no purpose', url: '/app-api/file/upload', headers: otherField.headers, payload: otherField.payload, code: 400 },
    ];
    const before = await storedCounts(t);
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: c.url ?? url, headers: { ...auth, ...c.headers }, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
      const body = res.json() as { code: number };
      expect([c.name, res.statusCode < 500, body.code]).toEqual([c.name, true, c.code]);
    }
    expect(await storedCounts(t)).toEqual(before);
  });
});

describeEachDb(
  'file upload daily cap',
  (ctx) => {
    it('stops a member after the daily number of uploads, deletes included', async () => {
      const { token } = await registerMember(ctx());
      const file = { name: 'a.png', body: await image('png') };
      const first = await uploadFile(ctx(), token, 'attachment', file);
      await ctx().app.inject({ method: 'DELETE', url: `/app-api/file/delete/${first.data.id}`, headers: { authorization: `Bearer ${token}` } });
      expect((await uploadFile(ctx(), token, 'attachment', file)).code).toBe(0);
      expect(await uploadFile(ctx(), token, 'attachment', file)).toMatchObject({ status: 429, code: 1_002_005 });
      const other = await registerMember(ctx());
      expect((await uploadFile(ctx(), other.token, 'attachment', file)).code).toBe(0);
    });
  },
  { uploads: { dir: `/tmp/portal-test-uploads-cap-${process.pid}-${Date.now()}`, dailyPerMember: 2, s3: null } },
);
