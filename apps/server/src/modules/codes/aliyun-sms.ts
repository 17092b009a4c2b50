import { randomUUID } from 'node:crypto';
import type { SmsProviderSettings } from '../../config.js';
import { percentEncode, rpcSignature } from './aliyun-signature.js';
import { providerFetch, SmsRefused, SmsUnavailable, withoutNumbers, type SmsTransport } from './sms-provider.js';
import type { OutgoingSms } from './sms-sender.js';

export type AliyunSettings = Extract<SmsProviderSettings, { provider: 'aliyun' }>;

// A provider's final word on a text it took.
export interface SmsReport {
  state: 'delivered' | 'failed';
  // the provider's reason for a failure, e.g. "aliyun undelivered MK:0001"
  error: string | null;
}

// QuerySendDetails's answer, as far as it is read: SendStatus 1 waits for the carrier's
// receipt, 2 failed (ErrCode says why), 3 delivered (ErrCode DELIVERED).
interface QuerySendDetailsAnswer {
  Code?: string;
  Message?: string;
  SmsSendDetailDTOs?: { SmsSendDetailDTO?: { SendStatus?: number; ErrCode?: string }[] };
}

// Mainland China as the 11 digits alone, any other with its country code in front and no +.
function aliyunNumber(areaCode: string, mobile: string): string {
  return areaCode === '86' ? mobile : `${areaCode}${mobile}`;
}

// Answers about this number or this text: sending the same again gets the same answer.
// Anything else (Throttling.*, isv.BUSINESS_LIMIT_CONTROL and isv.DAY_LIMIT_CONTROL of the
// per-number flow control, isv.AMOUNT_NOT_ENOUGH, isp.SYSTEM_ERROR, a signature or template
// not approved yet, credentials) may pass, and is tried again.
const PERMANENT_CODES = new Set([
  'isv.MOBILE_NUMBER_ILLEGAL',
  'isv.MOBILE_COUNT_OVER_LIMIT',
  'isv.BLACK_KEY_CONTROL_LIMIT',
  'isv.PARAM_LENGTH_LIMIT',
  'isv.PARAM_NOT_SUPPORT_URL',
  'isv.INVALID_PARAMETERS',
  'isv.INVALID_JSON_PARAM',
  'isv.TEMPLATE_MISSING_PARAMETERS',
  'isv.TEMPLATE_PARAMS_ILLEGAL',
  'isv.DENY_IP_RANGE',
]);

// Aliyun SMS (dysmsapi, SendSms, API version 2017-05-25), an RPC call signed with the
// AccessKey (aliyun-signature.ts) and sent as GET {endpoint}/?…&Signature=….
// Aliyun sends only approved templates under an approved sign name, so texts are not sent
// as written: a code fills ALIYUN_SMS_TEMPLATE_CODE's ${code}; a notification fills
// ALIYUN_SMS_NOTIFICATION_TEMPLATE_CODE's ${content} with its "title: content" text, and is
// refused (recorded, not retried) when no such template is set (docs/deploy.md "SMS").
// Numbers: mainland China as the 11 digits alone, any other with its country code in front
// and no + (Aliyun's PhoneNumbers rule).
export class AliyunSms implements SmsTransport {
  readonly name = 'aliyun';

  constructor(
    private readonly settings: AliyunSettings,
    // Tests fix the clock and nonce; the request's signature depends on both.
    private readonly request: { now: () => Date; nonce: () => string } = { now: () => new Date(), nonce: randomUUID },
  ) {}

  // The signed query of one SendSms call.
  signedQuery(sms: OutgoingSms): string {
    const { signName, templateCode, notificationTemplateCode } = this.settings;
    const notification = sms.scene.startsWith('notification-');
    const template = notification ? notificationTemplateCode : templateCode;
    if (!template) throw new SmsRefused('aliyun: no template for notifications (ALIYUN_SMS_NOTIFICATION_TEMPLATE_CODE)');
    if (!notification && !sms.secret) throw new SmsRefused('aliyun: a code text without its code');
    return this.signed({
      Action: 'SendSms',
      PhoneNumbers: aliyunNumber(sms.areaCode, sms.mobile),
      SignName: signName,
      TemplateCode: template,
      TemplateParam: JSON.stringify(notification ? { content: sms.text } : { code: sms.secret }),
    });
  }

  // An action's parameters with the common ones, signed, as a query string.
  private signed(action: Record<string, string>): string {
    const { accessKeyId, accessKeySecret } = this.settings;
    const params: Record<string, string> = {
      AccessKeyId: accessKeyId,
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.request.nonce(),
      SignatureVersion: '1.0',
      // ISO 8601 in UTC without milliseconds, as the API reference writes it.
      Timestamp: this.request.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      ...action,
    };
    const signature = rpcSignature('GET', params, accessKeySecret);
    return `Signature=${percentEncode(signature)}&${Object.entries(params)
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&')}`;
  }

  // What became of a text Aliyun took (QuerySendDetails by its BizId): delivered, failed with
  // Aliyun's error code, or null while Aliyun waits for the carrier's receipt. Aliyun answers
  // for the day the text was sent in China's time (UTC+8), up to 30 days back.
  async report(sent: { areaCode: string; mobile: string; providerId: string; sentAt: string }): Promise<SmsReport | null> {
    const sendDate = new Date(Date.parse(sent.sentAt) + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const query = this.signed({
      Action: 'QuerySendDetails',
      PhoneNumber: aliyunNumber(sent.areaCode, sent.mobile),
      BizId: sent.providerId,
      SendDate: sendDate,
      PageSize: '10',
      CurrentPage: '1',
    });
    const response = await providerFetch(this.name, `${this.settings.endpoint}/?${query}`, { method: 'GET', headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as QuerySendDetailsAnswer | null;
    if (answer?.Code !== 'OK') {
      throw new SmsUnavailable(`aliyun ${response.status}${answer?.Code ? ` ${answer.Code}` : ''}: ${withoutNumbers(answer?.Message ?? response.statusText)}`);
    }
    const detail = answer.SmsSendDetailDTOs?.SmsSendDetailDTO?.[0];
    if (detail?.SendStatus === 3) return { state: 'delivered', error: null };
    if (detail?.SendStatus === 2) return { state: 'failed', error: `aliyun undelivered ${detail.ErrCode ?? ''}`.trim() };
    return null;
  }

  async send(sms: OutgoingSms): Promise<{ id: string | null }> {
    const response = await providerFetch(this.name, `${this.settings.endpoint}/?${this.signedQuery(sms)}`, { method: 'GET', headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => null)) as { Code?: string; Message?: string; BizId?: string } | null;
    if (answer?.Code === 'OK') return { id: answer.BizId ?? null };
    const reason = `aliyun ${response.status}${answer?.Code ? ` ${answer.Code}` : ''}: ${withoutNumbers(answer?.Message ?? response.statusText)}`;
    if (answer?.Code && PERMANENT_CODES.has(answer.Code)) throw new SmsRefused(reason);
    throw new SmsUnavailable(reason);
  }
}
