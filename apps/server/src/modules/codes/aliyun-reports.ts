import type { FastifyBaseLogger } from 'fastify';
import { toIso } from '../../db/sql.js';
import type { AliyunSms } from './aliyun-sms.js';
import type { SmsLogRepository } from './sms-log.repository.js';
import type { SmsReports } from './sms-reports.js';

const MINUTE_MS = 60_000;
// A text is asked about from a minute after it went (carriers take seconds to report) until
// two days later, when a text still waiting for its receipt is left as sent.
const FIRST_ASK_MS = MINUTE_MS;
const LAST_ASK_MS = 48 * 60 * MINUTE_MS;
// Texts asked about per run: QuerySendDetails is one call per text.
const PER_RUN = 200;

// Aliyun does not call the portal back (its SmsReport goes through its message service), so
// the portal asks: each run reads the texts Aliyun took that have no report yet and asks
// QuerySendDetails about each. A final answer moves the SMS log row and the notification's
// delivery row (SmsReports); a text still waiting is asked again on the next run.
export class AliyunReports {
  constructor(
    private readonly aliyun: AliyunSms,
    private readonly smsLogs: SmsLogRepository,
    private readonly reports: SmsReports,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Answers how many texts got their final state.
  async readReports(now: Date = new Date()): Promise<number> {
    const rows = await this.smsLogs.awaitingReport(new Date(now.getTime() - LAST_ASK_MS).toISOString(), new Date(now.getTime() - FIRST_ASK_MS).toISOString(), PER_RUN);
    let reported = 0;
    for (const row of rows) {
      const providerId = row.provider_id!;
      const report = await this.aliyun
        .report({ areaCode: row.area_code, mobile: row.mobile, providerId, sentAt: toIso(row.created_at) })
        // Aliyun out of reach or refusing: the text is asked about again next run.
        .catch((error: unknown) => {
          this.log.warn({ err: error, providerId }, 'aliyun delivery report not read');
          return null;
        });
      if (!report) continue;
      await this.reports.report(providerId, report.state, report.error);
      reported += 1;
    }
    return reported;
  }
}
