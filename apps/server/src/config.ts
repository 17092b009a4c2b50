import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/staff';
import { isTimeZone } from '@portal/contracts/time-zone';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  // Absent: embedded SQLite under dataDir. Present: PostgreSQL.
  databaseUrl: string | null;
  dataDir: string;
  // Embedded SQLite: the server holds the file alone (faster reads; docs/decisions.md). False
  // lets other processes open it while the server runs (e.g. the sqlite3 shell).
  sqliteExclusive: boolean;
  // Where `npm run backup` writes its backups when given no directory (docs/deploy.md, "Backups").
  backupDir: string;
  redisUrl: string | null;
  captchaEnabled: boolean;
  // The proof of work of sign-in (docs/sign-in-abuse.md, "Proof of work"): off only where
  // nothing can be guessed at (tests that are about something else). `unit`: key derivations a
  // solve takes on average at level 1 (doubling per level), of `rounds` PBKDF2 rounds each.
  signInWork: { enabled: boolean; unit: number; rounds: number };
  // The price check (sidebar Price query button, /jiedao/jd-price and its calculation call).
  priceCheckEnabled: boolean;
  logLevel: string;
  trustProxy: boolean;
  // On SIGTERM the process answers GET /health/ready with 503 at once, then keeps serving for
  // this long so that load balancers stop sending it work before it stops listening
  // (lib/shutdown.ts, docs/deploy.md "Stopping and health checks").
  shutdownDrainMs: number;
  webDistDir: string | null;
  // Member sessions: the default limits, and the longer ones of "Keep me signed in"
  // (docs/decisions.md, "Sessions").
  session: {
    memberIdleMinutes: number;
    memberAbsoluteHours: number;
    keptIdleMinutes: number;
    keptAbsoluteHours: number;
    staffIdleMinutes: number;
    staffAbsoluteHours: number;
  };
  // Seeded accounts; see docs/decisions.md (production refuses the defaults).
  demo: { seedMember: boolean; adminUsername: string; adminPassword: string };
  links: { companySiteUrl: string | null; legacyBackendUrl: string | null; legacyBackendSecret: string | null };
  // Where the portal is reached from outside, e.g. https://portal.example.com: printed
  // documents' QR codes open its public tracking page. Null: the address the request came to.
  publicBaseUrl: string | null;
  // The company's IANA time zone: printed documents' times when the client names none.
  companyTimeZone: string;
  // The customer-service desk shown to everyone (public /myInfo page, contact widgets).
  serviceContact: { phone: string | null; whatsapp: string | null; email: string | null };
  // The installation's online chat (a web page); null hides the shell's Online chat widget.
  onlineChatUrl: string | null;
  // Request limits per client network (IPv4 /24, IPv6 /64; per minute; @fastify/rate-limit,
  // shared through Redis when REDIS_URL is set): the sign-in routes' own, and `defaultPerMinute`
  // for every other route. Tests run with high limits unless they test them.
  rateLimits: { signInPerMinute: number; smsPerMinute: number; captchaPerMinute: number; trackPerMinute: number; defaultPerMinute: number };
  // Back-pressure (@fastify/under-pressure): past these the server answers 503 with
  // Retry-After at once instead of queueing; 0 turns a measure off.
  pressure: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; retryAfterSeconds: number };
  // SMS code caps, counted in the database (docs/sign-in-abuse.md): per number, scene and
  // client network per rolling 24 h; per number in all (sends from a known device of the
  // member not counted); per IP per hour (lifted in tests too).
  sms: { dailyPerNumberNetwork: number; dailyPerNumber: number; hourlyPerIp: number };
  // Uploaded files: the local storage directory (outside any static root) and how many files
  // one member may upload per rolling 24 h, so one account cannot fill the disk. With s3 (set
  // by S3_BUCKET), files live in that bucket instead of the directory (docs/deploy.md).
  uploads: { dir: string; dailyPerMember: number; s3: S3Settings | null };
  // E-mail: through this SMTP server (SMTP_URL, smtp:// or smtps:// with user and password)
  // from MAIL_FROM; with no SMTP_URL, mails go to the mail_log outbox (a local install).
  mail: { smtpUrl: string | null; from: string };
  // Text messages: through Twilio or Aliyun SMS when SMS_PROVIDER names one (credentials from
  // their own variables, docs/deploy.md "SMS"); null writes them to the sms_log outbox.
  smsProvider: SmsProviderSettings | null;
  // DELIVERY=outbox: an installation that means to keep e-mails and texts in the outboxes
  // (staff send them by other means). Production refuses to start without a mail server and
  // an SMS provider unless this says so.
  deliveryOutbox: boolean;
  // GET /metrics (Prometheus): answered to a caller presenting METRICS_TOKEN as a bearer token,
  // or calling from one of METRICS_ALLOW (comma-separated addresses); refused otherwise.
  metrics: { token: string | null; allow: string[] };
  // Address-book imports: how many one member may start per minute (@fastify/rate-limit, like
  // the limits above), and how many worker threads read uploaded workbooks (the rest wait).
  imports: { perMinute: number; workers: number };
  // Order documents as PDF: how many one member may fetch per minute (each takes some 35–60 ms of CPU).
  documents: { perMinute: number };
  // Client error reports one address may send per minute (docs/client-errors.md).
  clientErrors: { perMinute: number };
}

// An S3-compatible bucket for uploaded files. endpoint null: Amazon S3 of the region. Without
// credentials the AWS SDK finds its own (AWS_* variables, an instance or task role).
export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  // Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most
  // self-hosted stores want this.
  forcePathStyle: boolean;
}

// An SMS provider and what it needs. `apiUrl` / `endpoint` are the provider's own address unless
// overridden (TWILIO_API_URL, ALIYUN_SMS_ENDPOINT: a regional endpoint, or a test's server).
export type SmsProviderSettings =
  | {
      provider: 'twilio';
      apiUrl: string;
      accountSid: string;
      authToken: string;
      // One of the two: a sending number (or alphanumeric sender), or a messaging service.
      from: string | null;
      messagingServiceSid: string | null;
    }
  | {
      provider: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      // Approved templates: codes fill ${code}; notifications fill ${content}. Without a
      // notification template, notifications by SMS are refused (recorded as failed).
      templateCode: string;
      notificationTemplateCode: string | null;
    };

export const DEFAULT_ADMIN_PASSWORD = 'admin1234';
// The administrator's username on a new database: a guessable one is half a password.
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEMO_MEMBER = { areaCode: '86', mobile: '13800138000', password: 'demo1234' } as const;
// The demo member's control password: releases the cargo it controls (db/seed/cargo-control.seed.ts).
export const DEMO_CONTROL_PASSWORD = 'control1234';
// Ships the demo member's received orders (db/seed/orders.seed.ts).
export const DEMO_SHIPPER = { areaCode: '86', mobile: '13700137000', password: 'demo1234' } as const;

export interface DemoStaff {
  username: string;
  password: string;
  role: StaffRole;
}

// One staff account per role besides the administrator, in demo databases only.
export const DEMO_STAFF: readonly DemoStaff[] = STAFF_ROLES.filter((role) => role !== 'administrator').map((role) => ({
  username: role,
  password: `${role}1234`,
  role,
}));

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function str(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  const uploadDir = str(env.UPLOAD_DIR);
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port: int(env.PORT, 8080),
    databaseUrl: str(env.DATABASE_URL),
    // ./data of the directory npm was run from (npm start runs the server inside apps/server).
    dataDir,
    sqliteExclusive: bool(env.SQLITE_EXCLUSIVE, true),
    backupDir: path.resolve(cwd, env.BACKUP_DIR ?? 'backups'),
    redisUrl: str(env.REDIS_URL),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true),
    signInWork: {
      enabled: bool(env.SIGN_IN_WORK, true),
      unit: Math.max(1, int(env.SIGN_IN_WORK_UNIT, 1000)),
      rounds: Math.max(1, int(env.SIGN_IN_WORK_ROUNDS, 1000)),
    },
    priceCheckEnabled: bool(env.PRICE_CHECK_ENABLED, true),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: bool(env.TRUST_PROXY, false),
    // Outside production no load balancer waits on the process, and `npm run dev` restarts it
    // on every saved file.
    shutdownDrainMs: Math.max(0, int(env.SHUTDOWN_DRAIN_MS, nodeEnv === 'production' ? 5000 : 0)),
    webDistDir: str(env.WEB_DIST_DIR),
    session: {
      memberIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
      memberAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
      keptIdleMinutes: int(env.SESSION_KEPT_IDLE_MINUTES, 7 * 24 * 60),
      keptAbsoluteHours: int(env.SESSION_KEPT_ABSOLUTE_HOURS, 30 * 24),
      staffIdleMinutes: int(env.STAFF_SESSION_IDLE_MINUTES, 120),
      staffAbsoluteHours: int(env.STAFF_SESSION_ABSOLUTE_HOURS, 12),
    },
    demo: {
      seedMember: bool(env.SEED_DEMO_MEMBER, nodeEnv !== 'production'),
      adminUsername: env.ADMIN_USERNAME?.trim() || DEFAULT_ADMIN_USERNAME,
      adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    },
    links: {
      companySiteUrl: str(env.COMPANY_SITE_URL),
      legacyBackendUrl: str(env.LEGACY_BACKEND_URL),
      legacyBackendSecret: str(env.LEGACY_BACKEND_SECRET),
    },
    publicBaseUrl: str(env.PUBLIC_BASE_URL)?.replace(/\/+$/, '') ?? null,
    companyTimeZone: timeZone(env.COMPANY_TIME_ZONE),
    serviceContact: {
      phone: str(env.SERVICE_PHONE),
      whatsapp: str(env.SERVICE_WHATSAPP),
      email: str(env.SERVICE_EMAIL),
    },
    onlineChatUrl: str(env.ONLINE_CHAT_URL),
    rateLimits: {
      signInPerMinute: int(env.RATE_LIMIT_SIGN_IN_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 20),
      smsPerMinute: int(env.RATE_LIMIT_SMS_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 10),
      captchaPerMinute: int(env.RATE_LIMIT_CAPTCHA_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 30),
      // The public order lookup: a person typing numbers, not a script walking them.
      trackPerMinute: int(env.RATE_LIMIT_TRACK_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 30),
      // Every route without a limit of its own: a page load makes ~30 requests.
      defaultPerMinute: int(env.RATE_LIMIT_DEFAULT_PER_MINUTE, nodeEnv === 'test' ? 1_000_000 : 1200),
    },
    pressure: {
      maxEventLoopDelayMs: int(env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS, nodeEnv === 'test' ? 0 : 1000),
      maxHeapUsedBytes: int(env.PRESSURE_MAX_HEAP_MB, 0) * 1024 * 1024,
      retryAfterSeconds: int(env.PRESSURE_RETRY_AFTER_SECONDS, 10),
    },
    sms: {
      dailyPerNumberNetwork: int(env.SMS_DAILY_PER_NUMBER_NETWORK, 5),
      dailyPerNumber: int(env.SMS_DAILY_PER_NUMBER, 20),
      // Browser journeys and tests all come from one address.
      hourlyPerIp: int(env.SMS_HOURLY_PER_IP, nodeEnv === 'test' ? 10_000 : 30),
    },
    metrics: {
      token: str(env.METRICS_TOKEN),
      allow: (env.METRICS_ALLOW ?? '').split(',').map((address) => address.trim()).filter(Boolean),
    },
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: str(env.MAIL_FROM) ?? 'Jiedao Logistics <no-reply@localhost>',
    },
    smsProvider: smsProvider(env),
    deliveryOutbox: deliveryOutbox(env.DELIVERY),
    uploads: {
      dir: uploadDir ? path.resolve(cwd, uploadDir) : path.join(dataDir, 'uploads'),
      dailyPerMember: int(env.UPLOAD_DAILY_PER_MEMBER, 300),
      s3: s3Settings(env),
    },
    imports: {
      perMinute: int(env.IMPORT_RATE_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 5),
      workers: Math.max(1, int(env.IMPORT_WORKERS, 1)),
    },
    documents: {
      perMinute: int(env.DOCUMENTS_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 60),
    },
    clientErrors: {
      perMinute: int(env.CLIENT_ERRORS_PER_MINUTE, nodeEnv === 'test' ? 10_000 : 10),
    },
  };
}

// The embedded database's file: DATABASE_URL when it is not a PostgreSQL address (a path, as
// SQLite opens it), else portal.sqlite in DATA_DIR. Null with PostgreSQL (or in memory).
export function sqliteFile(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | null {
  if (!config.databaseUrl) return path.join(config.dataDir, 'portal.sqlite');
  if (config.databaseUrl === ':memory:' || /^postgres(ql)?:\/\//.test(config.databaseUrl)) return null;
  return path.resolve(config.databaseUrl);
}

// SMTP_URL: smtp:// or smtps://, with a host; anything else stops the start.
function smtpUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL: not a URL (smtp://user:password@host:587 or smtps://…:465)');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) throw new Error('SMTP_URL: use smtp://user:password@host:587 or smtps://user:password@host:465');
  return url;
}

// An http(s) address without a trailing slash; anything else stops the start.
function httpUrl(name: string, value: string | null, fallback: string): string {
  const url = value ?? fallback;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw new Error(`${name}: use http(s)://host[:port], e.g. ${fallback}`);
  return url.replace(/\/+$/, '');
}

// SMS_PROVIDER: twilio or aliyun with all of its credentials, or unset (the outbox). A provider
// named without what it needs stops the start, naming every missing variable.
function smsProvider(env: NodeJS.ProcessEnv): SmsProviderSettings | null {
  const name = str(env.SMS_PROVIDER)?.toLowerCase();
  if (!name) return null;
  const need = (names: string[]) => {
    const missing = names.filter((n) => !str(env[n]));
    if (missing.length) throw new Error(`SMS_PROVIDER=${name} needs ${missing.join(', ')}`);
  };
  if (name === 'twilio') {
    need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
    const from = str(env.TWILIO_FROM);
    const messagingServiceSid = str(env.TWILIO_MESSAGING_SERVICE_SID);
    if (!from && !messagingServiceSid) throw new Error('SMS_PROVIDER=twilio needs TWILIO_FROM (a sending number) or TWILIO_MESSAGING_SERVICE_SID');
    return {
      provider: 'twilio',
      apiUrl: httpUrl('TWILIO_API_URL', str(env.TWILIO_API_URL), 'https://api.twilio.com'),
      accountSid: str(env.TWILIO_ACCOUNT_SID)!,
      authToken: str(env.TWILIO_AUTH_TOKEN)!,
      from,
      messagingServiceSid,
    };
  }
  if (name === 'aliyun') {
    need(['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE']);
    return {
      provider: 'aliyun',
      endpoint: httpUrl('ALIYUN_SMS_ENDPOINT', str(env.ALIYUN_SMS_ENDPOINT), 'https://dysmsapi.aliyuncs.com'),
      accessKeyId: str(env.ALIYUN_ACCESS_KEY_ID)!,
      accessKeySecret: str(env.ALIYUN_ACCESS_KEY_SECRET)!,
      signName: str(env.ALIYUN_SMS_SIGN_NAME)!,
      templateCode: str(env.ALIYUN_SMS_TEMPLATE_CODE)!,
      notificationTemplateCode: str(env.ALIYUN_SMS_NOTIFICATION_TEMPLATE_CODE),
    };
  }
  throw new Error(`SMS_PROVIDER: "${name}" is not a provider here; use twilio or aliyun, or leave it unset for the sms_log outbox`);
}

// S3_*: a bucket when S3_BUCKET is set; a bad endpoint or half a key pair stops the start.
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = str(env.S3_BUCKET);
  if (!bucket) return null;
  const endpoint = str(env.S3_ENDPOINT);
  if (endpoint) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) throw new Error('S3_ENDPOINT: use http(s)://host[:port], e.g. https://s3.example.com or http://127.0.0.1:9000');
  }
  const accessKeyId = str(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = str(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK\'s own credentials');
  return {
    endpoint,
    bucket,
    region: str(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
  };
}

// COMPANY_TIME_ZONE: an IANA zone ("Asia/Shanghai", the default); anything else stops the start.
function timeZone(value: string | undefined): string {
  const zone = value?.trim() || 'Asia/Shanghai';
  if (!isTimeZone(zone)) throw new Error(`COMPANY_TIME_ZONE: "${zone}" is not an IANA time zone`);
  return zone;
}

// Production must not run with the published demo credentials.
export function productionProblems(config: Config): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (config.demo.adminPassword === DEFAULT_ADMIN_PASSWORD) {
    problems.push('ADMIN_PASSWORD must be set to something other than the demo default');
  }
  if (config.demo.adminUsername === DEFAULT_ADMIN_USERNAME) {
    problems.push(`ADMIN_USERNAME must be set to something other than "${DEFAULT_ADMIN_USERNAME}" (the administrator's username on a new database)`);
  }
  if (config.demo.seedMember) problems.push('SEED_DEMO_MEMBER must not be true in production');
  if (config.mail.smtpUrl && /@localhost>?$/.test(config.mail.from)) problems.push('MAIL_FROM must be set to an address of your domain when SMTP_URL is set');
  if (!config.deliveryOutbox) {
    if (!config.mail.smtpUrl) problems.push('SMTP_URL must name a mail server (or DELIVERY=outbox must say e-mails stay in the outbox)');
    if (!config.smsProvider) problems.push('SMS_PROVIDER must name an SMS provider (or DELIVERY=outbox must say texts stay in the outbox)');
  }
  return problems;
}

function deliveryOutbox(value: string | undefined): boolean {
  const chosen = value?.trim();
  if (!chosen) return false;
  if (chosen !== 'outbox') throw new Error(`DELIVERY: only "outbox" is understood (leave it unset to send through SMTP_URL and SMS_PROVIDER), not "${chosen}"`);
  return true;
}
