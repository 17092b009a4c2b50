import { createHmac } from 'node:crypto';

// Alibaba Cloud's RPC request signature ("signature version 1.0", HMAC-SHA1), as the API
// reference describes it (help.aliyun.com, "Signature mechanism" of the RPC APIs):
// - percent-encode names and values as UTF-8, leaving A–Z a–z 0–9 - _ . ~ as they are and
//   writing a space as %20 (not +), * as %2A, ~ as ~;
// - sort the parameters by name, join them as name=value with &: the canonical query;
// - StringToSign = HTTPMethod & percentEncode('/') & percentEncode(canonical query);
// - Signature = Base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign)).
// Pure functions, tested against the published example (aliyun-signature.test.ts).

export function percentEncode(value: string): string {
  // encodeURIComponent leaves ! ' ( ) * unencoded; Alibaba Cloud wants them encoded.
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

// Sorted by name in code-unit order (what Java's TreeMap, the reference SDK's, does).
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64');
}
