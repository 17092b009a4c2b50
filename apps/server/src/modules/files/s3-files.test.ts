import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, staffToken } from '../../test/auth-helpers.js';
import { pdf } from '../../test/file-fixtures.js';
import { getFile, storedCounts, uploadFile } from '../../test/file-helpers.js';
import { createTestApp, DB_TARGETS, testConfig, type TestApp } from '../../test/harness.js';
import { startS3, type TestS3 } from '../../test/s3-server.js';
import { S3FileStorage } from './s3-file-storage.js';

const MB = 1024 * 1024;

// The upload and download routes with S3_BUCKET set: the bytes go to a real S3-compatible
// server (s3rver) and come back from it through the server's own access checks.
for (const target of DB_TARGETS) {
  describe(`files in an S3 bucket [${target}]`, () => {
    let s3: TestS3;
    let t: TestApp;
    let bucket: S3FileStorage;

    beforeAll(async () => {
      s3 = await startS3();
      t = await createTestApp(target, { uploads: { ...testConfig().uploads, s3: s3.settings } });
      bucket = new S3FileStorage(s3.settings);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await bucket?.close();
      await s3?.close();
    });

    it('stores a 5 MB packing list in the bucket and serves it back through the routes', async () => {
      const { token } = await registerMember(t);
      const body = Buffer.concat([pdf(), randomBytes(5 * MB - pdf().length)]);
      const uploaded = await uploadFile(t, token, 'packing-list', { name: 'packing list.pdf', body }, { route: 'org-name/up' });
      expect([uploaded.status, uploaded.code, uploaded.data.size]).toEqual([200, 0, 5 * MB]);

      const row = await t.services.files.find(uploaded.data.id);
      expect(row?.storage_key).toMatch(/^packing-list\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
      // In the bucket under the server-made key, written by one PutObject…
      expect(await bucket.size(row!.storage_key)).toBe(5 * MB);
      expect(s3.events.filter((e) => e.key === row!.storage_key).map((e) => e.name)).toEqual(['ObjectCreated:Put']);
      // …and nothing in the local directory (the demo files seeded at start went to the bucket too).
      expect((await storedCounts(t)).files).toBe(0);

      const before = s3.traffic.down;
      const res = await getFile(t, token, uploaded.data.url);
      expect([res.statusCode, res.headers['content-type'], res.headers['content-length']]).toEqual([200, 'application/pdf', String(5 * MB)]);
      expect(res.rawPayload.equals(body)).toBe(true);
      // The answer's bytes came from the bucket at this request.
      expect(s3.traffic.down - before).toBeGreaterThanOrEqual(5 * MB);
    }, 60_000);

    it("keeps the access checks: another member's file answers like a missing one", async () => {
      const alice = await registerMember(t);
      const bob = await registerMember(t);
      const file = (await uploadFile(t, alice.token, 'packing-list', { name: 'list.pdf', body: pdf() })).data;
      const others = await getFile(t, bob.token, file.url);
      expect([others.statusCode, others.json<{ code: number }>().code]).toEqual([404, 1_002_004]);
      const operator = await getFile(t, await staffToken(t, 'operator', 'operator1234'), file.url, 'admin-api');
      expect([operator.statusCode, operator.rawPayload.equals(pdf())]).toEqual([200, true]);
    });

    it('deletes the object with the file, and answers 404 for a row whose object is gone', async () => {
      const { token } = await registerMember(t);
      const doomed = (await uploadFile(t, token, 'attachment', { name: 'x.pdf', body: pdf() })).data;
      const key = (await t.services.files.find(doomed.id))!.storage_key;
      expect(await bucket.exists(key)).toBe(true);
      const del = await t.app.inject({ method: 'DELETE', url: `/app-api/file/delete/${doomed.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(del.json()).toEqual({ code: 0, msg: '', data: null });
      expect(await bucket.exists(key)).toBe(false);
      expect(s3.events.filter((e) => e.key === key).map((e) => e.name)).toEqual(['ObjectCreated:Put', 'ObjectRemoved:Delete']);

      const lost = (await uploadFile(t, token, 'attachment', { name: 'y.pdf', body: pdf() })).data;
      await bucket.delete((await t.services.files.find(lost.id))!.storage_key);
      const res = await getFile(t, token, lost.url);
      expect([res.statusCode, res.json<{ code: number }>().code]).toEqual([404, 1_002_004]);
    });
  });
}
