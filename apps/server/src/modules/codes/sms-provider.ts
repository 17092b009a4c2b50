import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { maskMobile } from '../../lib/phone.js';
import { maskedText } from './mail-sender.js';
import type { SmsLogRepository } from './sms-log.repository.js';
import type { OutgoingSms, SmsSender } from './sms-sender.js';

// A provider's answer that sending again cannot change (an invalid or unsubscribed number, a
// text its template cannot carry): the notification job marks the delivery failed at once
// instead of trying for an hour (notification-delivery.ts).
export class SmsRefused extends Error {
  readonly permanent = true;
}

// The provider was out of reach, busy (throttling, 429, 5xx) or refused for a reason that may
// pass (its balance, its credentials): the job tries again with its back-off.
export class SmsUnavailable extends Error {}

// One provider's API: sends one text and answers the provider's id of it, or throws one of
// the two errors above.
export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms): Promise<{ id: string | null }>;
}

// A provider's message with any phone number in it shortened ("+86139****0001"): reasons go
// to the log and to the notification job's last_error, where no whole number belongs.
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d{7,}/g, (number) => `${number.slice(0, -4).slice(0, 6)}****${number.slice(-4)}`);
}

// How long one provider call may take: a code request waits for it, and a hung call must not
// hold the notification job.
export const PROVIDER_TIMEOUT_MS = 10_000;

// Text messages through a provider. Each sent or refused text is recorded in sms_log with any
// code masked (staff see that it went and why it did not, never the code), with the provider's
// message id and its reason for a refusal. A failure throws: the code service answers
// CODE_NOT_DELIVERED, the notification job retries (SmsUnavailable) or stops (SmsRefused).
export class ProviderSmsSender implements SmsSender {
  constructor(
    private readonly transport: SmsTransport,
    private readonly db: Kysely<DB>,
    private readonly logs: SmsLogRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(sms: OutgoingSms): Promise<{ providerId: string | null }> {
    const { areaCode, mobile, scene } = sms;
    const record = { areaCode, mobile, scene, content: maskedText(sms) };
    const to = maskMobile(areaCode, mobile);
    let id: string | null;
    try {
      ({ id } = await this.transport.send(sms));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.logs.insert({ ...record, status: 'failed', error: reason, createdAt: nowIso() }, this.db);
      const permanent = error instanceof SmsRefused;
      this.log.warn({ to, scene, provider: this.transport.name, permanent, err: { message: reason } }, 'sms not accepted by the provider');
      throw error;
    }
    await this.logs.insert({ ...record, status: 'sent', providerId: id, createdAt: nowIso() }, this.db);
    this.log.info({ to, scene, provider: this.transport.name }, 'sms sent');
    return { providerId: id };
  }
}

// A fetch that turns network failures and timeouts into SmsUnavailable.
export async function providerFetch(provider: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SmsUnavailable(`${provider} out of reach: ${(error as Error).message}`);
  }
}
