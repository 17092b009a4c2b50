import type { FastifyBaseLogger } from 'fastify';
import type { SmsScene } from '@portal/contracts/codes';
import type { Locale, Localized } from '@portal/contracts/locale';
import type { NotificationType } from '@portal/contracts/notifications';
import { format } from '@portal/contracts/locale';
import { nowIso } from '../../db/sql.js';
import { maskMobile } from '../../lib/phone.js';
import { maskedText } from './mail-sender.js';
import type { SmsLogRepository } from './sms-log.repository.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface OutgoingSms {
  areaCode: string;
  mobile: string;
  // A code's scene, or the type of a notification (modules/notifications).
  scene: SmsScene | `notification-${NotificationType}`;
  text: string;
  // A verification code inside the text, masked in any record staff can read in production.
  secret?: string;
}

// Where text messages go. A provider (Twilio, Aliyun, …) implements this; the default
// writes to the sms_log outbox so a local install works end to end (docs/verification-codes.md).
// `send` answers the provider's id of the text (null in the outbox), which its delivery report
// names.
export interface SmsSender {
  send(sms: OutgoingSms): Promise<{ providerId: string | null }>;
}

const CODE_TEXT: Localized = {
  zh_CN: '【捷道物流】您的验证码为{code}，5分钟内有效。',
  en_US: '[Jiedao Logistics] Your verification code is {code}, valid for 5 minutes.',
  fr_FR: '[Jiedao Logistics] Votre code de vérification est {code}, valable 5 minutes.',
};

export function codeText(code: string, locale: Locale): string {
  return format(CODE_TEXT[locale], { code });
}

export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly logs: SmsLogRepository,
    private readonly log: FastifyBaseLogger,
    // Codes readable in the outbox: a local install only, never production.
    private readonly options: { readable: boolean },
  ) {}

  async send(sms: OutgoingSms): Promise<{ providerId: null }> {
    const { areaCode, mobile, scene } = sms;
    const content = this.options.readable ? sms.text : maskedText(sms);
    await this.logs.insert({ areaCode, mobile, scene, content, status: 'outbox', createdAt: nowIso() }, this.db);
    // The text carries the code: it stays in the outbox, never in the log.
    this.log.info({ to: maskMobile(sms.areaCode, sms.mobile), scene: sms.scene }, 'sms written to outbox');
    return { providerId: null };
  }
}
