import { createHmac, timingSafeEqual } from 'node:crypto';

// The X-Twilio-Signature of a webhook Twilio sends (a message's StatusCallback): the full URL
// Twilio requested, then each POST parameter's name and value with no separators, sorted by
// name; HMAC-SHA1 with the account's auth token; Base64 (twilio.com/docs/usage/security,
// "Validating requests"). Pure, tested against that page's example (twilio-signature.test.ts).
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const names = Object.keys(params).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const data = names.reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

// Compared in constant time, so the answer's timing tells nothing about a guessed signature.
export function validTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
