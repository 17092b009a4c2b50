import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { EmailScene } from '@portal/contracts/codes';
import type { Locale, Localized } from '@portal/contracts/locale';
import { format } from '@portal/contracts/locale';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toCount } from '../../db/sql.js';
import type { OutboxFilter } from './sms-log.repository.js';

export interface OutgoingMail {
  address: string;
  scene: string;
  subject: string;
  text: string;
  // The language the mail is written in (the HTML part's lang).
  locale?: Locale;
  // A verification code inside the text: a provider's record of the mail keeps it masked
  // (docs/verification-codes.md, "Where codes go").
  secret?: string;
}

export type MailLogStatus = 'outbox' | 'sent' | 'failed';

// The text with its secret hidden, for records staff can read.
export function maskedText(message: { text: string; secret?: string | undefined }): string {
  return message.secret ? message.text.split(message.secret).join('•'.repeat(message.secret.length)) : message.text;
}

// Where e-mail goes. A provider (SMTP, SES, …) implements this; the default writes the
// mail_log outbox, like SMS, so a local install works end to end (docs/verification-codes.md).
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

const CODE_SUBJECT: Localized = {
  zh_CN: '【捷道物流】邮箱验证码',
  en_US: '[Jiedao Logistics] Your e-mail verification code',
  fr_FR: '[Jiedao Logistics] Votre code de vérification',
};

// One text per e-mail scene: a new scene cannot go out without its own words.
const CODE_TEXT: Record<EmailScene, Localized> = {
  'bind-email': {
    zh_CN: '您正在绑定邮箱，验证码为 {code}，5分钟内有效。如非本人操作，请忽略本邮件。',
    en_US: 'You are binding this e-mail address to your account. Your code is {code}, valid for 5 minutes. If this was not you, ignore this e-mail.',
    fr_FR: "Vous associez cette adresse e-mail à votre compte. Votre code est {code}, valable 5 minutes. Si ce n'est pas vous, ignorez ce message.",
  },
};

export function codeMail(scene: EmailScene, code: string, locale: Locale): { subject: string; text: string } {
  return { subject: CODE_SUBJECT[locale], text: format(CODE_TEXT[scene][locale], { code }) };
}

// 'a***@example.com': never log a whole address.
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export class MailLogRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // A local install's outbox keeps the text as written (its codes are read there); a record of
  // a mail a provider took or refused, and any outbox in production, keep the code masked.
  async insert(mail: OutgoingMail, tx: Executor, status: MailLogStatus, options: { readable: boolean }) {
    const content = options.readable ? mail.text : maskedText(mail);
    await tx.insertInto('mail_log').values({ address: mail.address, scene: mail.scene, subject: mail.subject, content, status, created_at: nowIso() }).execute();
  }

  // Newest first; `address` matches any part of it; the rest as the SMS outbox's page.
  async page(filter: OutboxFilter & { address?: string | undefined; status?: MailLogStatus | undefined }) {
    let query = this.db.selectFrom('mail_log');
    if (filter.address) query = query.where('address', 'like', `%${filter.address.toLowerCase().replace(/[\\%_]/g, '')}%`);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(total.n) };
  }
}

export class OutboxMailSender implements MailSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly logs: MailLogRepository,
    private readonly log: FastifyBaseLogger,
    // Codes readable in the outbox: a local install only, never production.
    private readonly options: { readable: boolean },
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.logs.insert(mail, this.db, 'outbox', this.options);
    // The text carries the code: it stays in the outbox, never in the log.
    this.log.info({ to: maskEmail(mail.address), scene: mail.scene }, 'mail written to outbox');
  }
}
