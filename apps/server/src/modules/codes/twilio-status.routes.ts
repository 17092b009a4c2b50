import type { App } from '../../lib/http.js';
import type { SmsReports } from './sms-reports.js';
import { validTwilioSignature } from './twilio-signature.js';

export const TWILIO_STATUS_PATH = '/app-api/sms/twilio/status';

// Where Twilio reports what became of a text (its StatusCallback), when SMS_PROVIDER=twilio
// and PUBLIC_BASE_URL is set (Twilio must reach the portal from outside). Only a request
// carrying Twilio's X-Twilio-Signature over that URL and its parameters is read; any other is
// answered 403 and changes nothing. 'delivered' marks the text's sms_log row (and its
// notification's SMS delivery row) delivered; 'undelivered' and 'failed' mark them failed with
// Twilio's error code. Other states (queued, sent, …) only say it is on its way.
export async function twilioStatusRoutes(app: App, { reports, authToken, url }: { reports: SmsReports; authToken: string; url: string }) {
  // Twilio posts a form; this scope alone reads one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(TWILIO_STATUS_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    const signature = request.headers['x-twilio-signature'];
    // The URL as configured, not as this request arrived: behind a proxy the host and scheme
    // seen here differ from those Twilio signed.
    if (!validTwilioSignature(authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
      request.log.warn('twilio status callback with a wrong signature');
      return reply.code(403).send();
    }
    const { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode } = params;
    if (sid && status === 'delivered') await reports.report(sid, 'delivered', null);
    else if (sid && (status === 'undelivered' || status === 'failed')) await reports.report(sid, 'failed', `twilio ${status}${errorCode ? ` ${errorCode}` : ''}`);
    return reply.code(204).send();
  });
}
