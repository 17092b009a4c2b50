import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import Database from 'better-sqlite3';

// Sign-in through the API as the web signs in (docs/sign-in-abuse.md, "Proof of work"): ask
// what the try costs, solve the proof of work the server asks for (none on a quiet account and
// network), send it with the try.

interface Challenge {
  challengeId: string;
  pow: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function paidWork(request: APIRequestContext, url: string, body: object, headers: Record<string, string> = {}): Promise<{ work?: { challengeId: string; counter: number; derivedKey: string } }> {
  const asked = (await (await request.post(url, { data: body, headers })).json()) as Envelope<Challenge | null>;
  expect(asked.code, asked.msg).toBe(0);
  if (!asked.data) return {};
  const solution = await solveChallenge({ challenge: { parameters: asked.data.pow }, deriveKey });
  if (!solution) throw new Error('proof of work not solved');
  return { work: { challengeId: asked.data.challengeId, counter: solution.counter, derivedKey: solution.derivedKey } };
}

// A member's password try, from the journeys' usual browser (below) unless `fromUsualBrowser`
// is false; answers the envelope.
export async function memberLoginByApi<T = { token: string }>(
  request: APIRequestContext,
  body: { mobile: string; password: string; areaCode?: string },
  { fromUsualBrowser = true } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = fromUsualBrowser ? { cookie: `portal-device=${USUAL_DEVICE}` } : {};
  const paid = await paidWork(request, '/app-api/member/sign-in-work', { method: 'password', mobile: body.mobile, areaCode: body.areaCode }, headers);
  return (await (await request.post('/app-api/member/login', { data: { ...body, ...paid }, headers })).json()) as Envelope<T>;
}

export async function staffLoginByApi(request: APIRequestContext, body: { username: string; password: string }): Promise<Envelope<{ token: string }>> {
  const paid = await paidWork(request, '/admin-api/system/auth/sign-in-work', { username: body.username });
  return (await (await request.post('/admin-api/system/auth/login', { data: { ...body, ...paid } })).json()) as Envelope<{ token: string }>;
}

// The browser the journeys' members usually sign in from: one `portal-device` token for the
// run. The support steps that sign members in for journeys about something else present it, so
// that a sign-in in one journey is not a new device to the member, whose message about it
// would land among the messages another journey counts (the demo member's, above all).
export const USUAL_DEVICE = 'e2e-journeys-usual-browser-0000000000000000';

export async function useUsualBrowser(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'portal-device', value: USUAL_DEVICE, url: new URL('/app-api/member/', baseURL).href, httpOnly: true, sameSite: 'Lax' }]);
}

// The newest proof of work the server issued for an account key ('member:<mobile>'), read from
// the e2e server's database (e2e/README.md): its level and whether a try spent it.
export function newestChallengeOf(accountKey: string): { level: number; spent: boolean } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys read the server database');
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select level, used_at from sign_in_challenge where account_key = ? order by id desc limit 1').get(accountKey) as { level: number; used_at: string | null } | undefined;
    if (!row) throw new Error(`no proof of work for ${accountKey}`);
    return { level: row.level, spent: row.used_at !== null };
  } finally {
    db.close();
  }
}
