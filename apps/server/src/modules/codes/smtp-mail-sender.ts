import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@portal/contracts/locale';
import type { DB } from '../../db/schema.js';
import { maskEmail, type MailLogRepository, type MailSender, type OutgoingMail } from './mail-sender.js';

// E-mail through an SMTP server (SMTP_URL: smtp://user:pass@host:587 with STARTTLS when the
// server offers it, smtps://…:465 for TLS from the start), from MAIL_FROM. Each mail has a text
// and an HTML part in the member's language. A sent or refused mail is recorded in mail_log
// with any code masked, so staff see that it went, never the code (docs/verification-codes.md).
// A refusal or an unreachable server throws: the code service answers CODE_NOT_DELIVERED, the
// notification job retries with its back-off.

export interface SmtpSettings {
  url: string;
  from: string;
}

const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_US: 'en', fr_FR: 'fr' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// A plain, readable HTML body: the subject as its heading, the text's paragraphs, nothing
// remote (no images or fonts a mail client would fetch).
export function mailHtml(mail: Pick<OutgoingMail, 'subject' | 'text' | 'locale'>): string {
  const paragraphs = mail.text
    .split(/\n{2,}/)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="${HTML_LANG[mail.locale ?? 'en_US']}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font:15px/1.5 -apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f">` +
    `<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(mail.subject)}</h1>${paragraphs}</body></html>`
  );
}

export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(
    settings: SmtpSettings,
    private readonly db: Kysely<DB>,
    private readonly logs: MailLogRepository,
    private readonly log: FastifyBaseLogger,
  ) {
    this.from = settings.from;
    this.transport = nodemailer.createTransport(settings.url, { from: settings.from });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: mail.address, subject: mail.subject, text: mail.text, html: mailHtml(mail) });
    } catch (error) {
      await this.logs.insert(mail, this.db, 'failed', { readable: false });
      this.log.warn({ to: maskEmail(mail.address), scene: mail.scene, err: { message: (error as Error).message } }, 'mail refused by the SMTP server');
      throw error;
    }
    await this.logs.insert(mail, this.db, 'sent', { readable: false });
    this.log.info({ to: maskEmail(mail.address), scene: mail.scene }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}
