import type { Kysely } from 'kysely';
import { inTransaction, type Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import type { SmsLogRepository } from './sms-log.repository.js';

// The delivery rows of notifications (modules/notifications), as far as a report touches them.
export interface SmsDeliveryRows {
  reportSms(providerId: string, state: 'delivered' | 'failed', error: string | null, at: string, tx: Executor): Promise<void>;
}

// A provider's final word on a text it took (Twilio's status callback, Aliyun's
// QuerySendDetails): the SMS log row staff read and, for a notification, its SMS delivery row
// say the same, in one transaction. `error` is the provider's reason, e.g. "twilio undelivered 30003".
export class SmsReports {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly smsLogs: SmsLogRepository,
    private readonly deliveries: SmsDeliveryRows,
  ) {}

  async report(providerId: string, state: 'delivered' | 'failed', error: string | null): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      await this.smsLogs.report(providerId, state, error, tx);
      await this.deliveries.reportSms(providerId, state, error, nowIso(), tx);
    });
  }
}
