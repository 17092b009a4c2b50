import { expect, it } from 'vitest';
import { twilioSignature, validTwilioSignature } from './twilio-signature.js';

// The worked example of Twilio's "Security" page (https://www.twilio.com/docs/usage/security,
// "Validating requests"; also in twilio-php's docs/usage/validation.rst): auth token 12345, the
// URL https://mycompany.com/myapp.php?foo=1&bar=2 and the POST parameters CallSid=CA1234567890ABCDE,
// Caller=+12349013030, Digits=1234, From=+12349013030, To=+18005551212 give the signature
// 0/KCTR6DLpKmkAf8muzZqo1nDgQ=.
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
// Out of order on purpose: the signature sorts them.
const PARAMS = { To: '+18005551212', Digits: '1234', CallSid: 'CA1234567890ABCDE', From: '+12349013030', Caller: '+12349013030' };
const PUBLISHED = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';

it('signs Twilio’s published example to its published signature', () => {
  expect(twilioSignature('12345', URL, PARAMS)).toBe(PUBLISHED);
});

it('accepts only that signature for those parameters, that URL and that token', () => {
  expect(validTwilioSignature('12345', URL, PARAMS, PUBLISHED)).toBe(true);
  expect(validTwilioSignature('12345', URL, { ...PARAMS, Digits: '9999' }, PUBLISHED)).toBe(false);
  expect(validTwilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=3', PARAMS, PUBLISHED)).toBe(false);
  expect(validTwilioSignature('54321', URL, PARAMS, PUBLISHED)).toBe(false);
  expect(validTwilioSignature('12345', URL, PARAMS, PUBLISHED.slice(0, -1))).toBe(false);
  expect(validTwilioSignature('12345', URL, PARAMS, undefined)).toBe(false);
});
