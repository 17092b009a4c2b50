import type { SmsProviderSettings } from '../../config.js';
import { providerFetch, SmsRefused, SmsUnavailable, withoutNumbers, type SmsTransport } from './sms-provider.js';
import type { OutgoingSms } from './sms-sender.js';

export type TwilioSettings = Extract<SmsProviderSettings, { provider: 'twilio' }>;

// Twilio's Programmable Messaging: POST {api}/2010-04-01/Accounts/{AccountSid}/Messages.json
// with HTTP Basic auth (account SID and auth token) and a form body of To (E.164), From or
// MessagingServiceSid, and Body. No SDK: one request, through Node's fetch.
//
// A 400 is Twilio refusing this message (21211 invalid To, 21614 not a mobile, 21610 the
// member replied STOP, …): sending it again gets the same answer, so it is SmsRefused. Every
// other failure (401/403 credentials, 429 too many requests, 5xx, the network) may pass and is
// SmsUnavailable: the notification job tries again.
export class TwilioSms implements SmsTransport {
  readonly name = 'twilio';

  constructor(
    private readonly settings: TwilioSettings,
    // Where Twilio reports delivery (twilio-status.routes.ts); null asks for no reports.
    private readonly statusCallback: string | null = null,
  ) {}

  async send(sms: OutgoingSms): Promise<{ id: string | null }> {
    const { apiUrl, accountSid, authToken, from, messagingServiceSid } = this.settings;
    const body = new URLSearchParams({ To: `+${sms.areaCode}${sms.mobile}`, Body: sms.text });
    // A messaging service picks the sender itself (and its number pool); it wins when both are set.
    if (messagingServiceSid) body.set('MessagingServiceSid', messagingServiceSid);
    else if (from) body.set('From', from);
    if (this.statusCallback) body.set('StatusCallback', this.statusCallback);
    const response = await providerFetch(this.name, `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
    });
    const answer = (await response.json().catch(() => null)) as { sid?: string; code?: number; message?: string } | null;
    if (response.ok) return { id: answer?.sid ?? null };
    const reason = `twilio ${response.status}${answer?.code ? ` ${answer.code}` : ''}: ${withoutNumbers(answer?.message ?? response.statusText)}`;
    if (response.status === 400) throw new SmsRefused(reason);
    throw new SmsUnavailable(reason);
  }
}
