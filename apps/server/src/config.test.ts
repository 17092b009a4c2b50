import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems, sqliteFile } from './config.js';

describe('configuration', () => {
  it('keeps the embedded database in ./data of the directory npm was run from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'var/db' }).dataDir).toBe('/srv/portal/var/db');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/mnt/db' }).dataDir).toBe('/mnt/db');
  });

  it('keeps uploads under the data directory unless UPLOAD_DIR says otherwise', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).uploads).toEqual({ dir: '/srv/portal/data/uploads', dailyPerMember: 300, s3: null });
    expect(loadConfig({ INIT_CWD: '/srv/portal', UPLOAD_DIR: '/mnt/files', UPLOAD_DAILY_PER_MEMBER: '50' }).uploads).toEqual({ dir: '/mnt/files', dailyPerMember: 50, s3: null });
  });

  it('keeps uploads in an S3 bucket when S3_BUCKET is set', () => {
    // The other S3_* settings alone change nothing.
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1' }).uploads.s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: ' portal-files ' }).uploads.s3).toEqual({ endpoint: null, bucket: 'portal-files', region: 'us-east-1', credentials: null, forcePathStyle: false });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).uploads.s3,
    ).toEqual({ endpoint: 'http://minio:9000', bucket: 'portal-files', region: 'eu-west-1', credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' }, forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
  });

  it('holds the SQLite file alone unless SQLITE_EXCLUSIVE says otherwise', () => {
    expect(loadConfig({}).sqliteExclusive).toBe(true);
    expect(loadConfig({ SQLITE_EXCLUSIVE: 'false' }).sqliteExclusive).toBe(false);
  });

  it('drains for a few seconds on SIGTERM in production only, unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(5000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '-1' }).shutdownDrainMs).toBe(0);
  });

  it('writes backups to ./backups unless BACKUP_DIR or the command says otherwise', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' }).backupDir).toBe('/srv/portal/backups');
    expect(loadConfig({ INIT_CWD: '/srv/portal', BACKUP_DIR: '/mnt/backups' }).backupDir).toBe('/mnt/backups');
  });

  it('names the SQLite file: portal.sqlite in DATA_DIR, a DATABASE_URL path, none for PostgreSQL', () => {
    expect(sqliteFile(loadConfig({ INIT_CWD: '/srv/portal' }))).toBe('/srv/portal/data/portal.sqlite');
    expect(sqliteFile(loadConfig({ DATABASE_URL: '/mnt/db/portal.db' }))).toBe('/mnt/db/portal.db');
    expect(sqliteFile(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' }))).toBeNull();
    expect(sqliteFile(loadConfig({ DATABASE_URL: 'postgresql://portal@db/portal' }))).toBeNull();
  });

  it('refuses the demo defaults in production', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' }))).not.toEqual([]);
    const admin = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-2026', ADMIN_USERNAME: 'ops-lead' };
    expect(productionProblems(loadConfig({ ...admin, ADMIN_USERNAME: undefined, DELIVERY: 'outbox' }))).toEqual([
      'ADMIN_USERNAME must be set to something other than "admin" (the administrator\'s username on a new database)',
    ]);
    // Mail and texts go somewhere real, or the installation says they stay in the outboxes.
    expect(productionProblems(loadConfig(admin))).toEqual([
      'SMTP_URL must name a mail server (or DELIVERY=outbox must say e-mails stay in the outbox)',
      'SMS_PROVIDER must name an SMS provider (or DELIVERY=outbox must say texts stay in the outbox)',
    ]);
    expect(productionProblems(loadConfig({ ...admin, DELIVERY: 'outbox' }))).toEqual([]);
    const providers = { SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'Portal <no-reply@example.com>', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' };
    expect(productionProblems(loadConfig({ ...admin, ...providers }))).toEqual([]);
    expect(() => loadConfig({ DELIVERY: 'none' })).toThrow(/DELIVERY/);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
