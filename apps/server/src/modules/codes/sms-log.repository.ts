import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { SmsLogStatus } from '../../db/tables/auth.js';
import { toCount } from '../../db/sql.js';

// The outboxes' page: a time window and the rows wanted.
export interface OutboxFilter {
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

export interface NewSmsLog {
  areaCode: string;
  mobile: string;
  scene: string;
  content: string;
  status: SmsLogStatus;
  providerId?: string | null;
  error?: string | null;
  createdAt: string;
}

export class SmsLogRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(log: NewSmsLog, tx: Executor) {
    await tx
      .insertInto('sms_log')
      .values({
        area_code: log.areaCode,
        mobile: log.mobile,
        scene: log.scene,
        content: log.content,
        status: log.status,
        provider_id: log.providerId ?? null,
        error: log.error?.slice(0, 500) ?? null,
        created_at: log.createdAt,
      })
      .execute();
  }

  // A provider's delivery report of the text it took as `providerId`.
  async report(providerId: string, status: 'delivered' | 'failed', error: string | null, tx: Executor) {
    await tx.updateTable('sms_log').set({ status, error }).where('provider_id', '=', providerId).execute();
  }

  // Texts a provider took since `since` (ISO) and before `before`, with no report yet: the ones
  // whose state is asked of a provider that is not told to report (Aliyun), oldest first.
  awaitingReport(since: string, before: string, limit: number) {
    return this.db
      .selectFrom('sms_log')
      .select(['area_code', 'mobile', 'provider_id', 'created_at'])
      .where('status', '=', 'sent')
      .where('provider_id', 'is not', null)
      .where('created_at', '>=', since)
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  // Newest first; `mobile` matches any part of the number; `from` (inclusive) and `to`
  // (exclusive) are UTC ISO times.
  async page(filter: OutboxFilter & { mobile?: string | undefined; status?: SmsLogStatus | undefined }) {
    let query = this.db.selectFrom('sms_log');
    if (filter.mobile) query = query.where('mobile', 'like', `%${filter.mobile.replace(/[\\%_]/g, '')}%`);
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
