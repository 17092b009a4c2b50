import { expect, it } from 'vitest';
import { canonicalQuery, percentEncode, rpcSignature, stringToSign } from './aliyun-signature.js';

// Alibaba Cloud's published example of the RPC signature ("API 签名机制 — 示例", the ECS API
// reference, mirrored at https://developer.aliyun.com/ask/210168; the same Signature value,
// CT9X0VtwR86fNWSnsc6v8YGOjuE%3D, heads every product's "Signature mechanism" page, e.g.
// https://help.aliyun.com/document_detail/154849.html):
//   "以 DescribeRegions 为例，假设使用的 Access Key Id 为 testid，Access Key Secret 为 testsecret。
//    那么签名前的请求 URL 为：http://ecs.aliyuncs.com/?TimeStamp=2016-02-23T12:46:24Z&Format=XML
//    &AccessKeyId=testid&Action=DescribeRegions&SignatureMethod=HMAC-SHA1
//    &SignatureNonce=3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf&Version=2014-05-26&SignatureVersion=1.0
//    … 用于计算 HMAC 的 Key 为 testsecret&，计算得到的签名值为：CT9X0VtwR86fNWSnsc6v8YGOjuE="
// The page prints its StringToSign with the parameters' own & separators left bare; the
// signature it gives is that of the string with them encoded as %26 (the rule it states:
// percentEncode of the whole canonical query), which is what is checked here.
const PUBLISHED = {
  TimeStamp: '2016-02-23T12:46:24Z',
  Format: 'XML',
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  Version: '2014-05-26',
  SignatureVersion: '1.0',
};

it('signs Alibaba Cloud’s published example to its published signature', () => {
  expect(canonicalQuery(PUBLISHED)).toBe(
    'AccessKeyId=testid&Action=DescribeRegions&Format=XML&SignatureMethod=HMAC-SHA1&SignatureNonce=3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf&SignatureVersion=1.0&TimeStamp=2016-02-23T12%3A46%3A24Z&Version=2014-05-26',
  );
  expect(stringToSign('GET', PUBLISHED)).toBe(
    'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
  );
  expect(rpcSignature('GET', PUBLISHED, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  // The Signature parameter itself is never signed.
  expect(rpcSignature('GET', { ...PUBLISHED, Signature: 'anything' }, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
  expect(rpcSignature('GET', PUBLISHED, 'othersecret')).not.toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=');
});

it('percent-encodes as the signature rules say, not as a form does', () => {
  expect(percentEncode('a b*c~d')).toBe('a%20b%2Ac~d');
  expect(percentEncode("!'()")).toBe('%21%27%28%29');
  expect(percentEncode('-_.~AZaz09')).toBe('-_.~AZaz09');
  expect(percentEncode('捷道')).toBe('%E6%8D%B7%E9%81%93');
  expect(percentEncode('{"code":"123456"}')).toBe('%7B%22code%22%3A%22123456%22%7D');
});
