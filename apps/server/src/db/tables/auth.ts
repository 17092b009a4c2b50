import type { Generated } from 'kysely';

// Sign-in state (docs/product/identity.md): the SMS outbox, slider checks, password attempts.

// 'delivered' and a later 'failed': a provider's delivery report (Twilio's StatusCallback).
export type SmsLogStatus = 'outbox' | 'sent' | 'delivered' | 'failed';

export interface SmsLogTable {
  id: Generated<number>;
  area_code: string;
  mobile: string;
  scene: string;
  content: string;
  status: SmsLogStatus;
  // The provider's id of the message (Twilio SID, Aliyun BizId), and why it refused one.
  provider_id: string | null;
  error: string | null;
  created_at: string;
}

export interface CaptchaChallengeTable {
  id: Generated<number>;
  // what the client holds; the row id is never shown
  public_id: string;
  target_x: number;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  // sha256 of the one-time verification token handed out after a passed check
  verification_hash: string | null;
  verified_at: string | null;
  used_at: string | null;
  // the proof-of-work challenge handed out with the puzzle (JSON) and its signing secret
  pow_challenge: string | null;
  pow_secret: string | null;
  // the rule a refused check broke (docs/captcha.md)
  refused_for: string | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  // 'member:<mobile>' (password), 'member-sms:<mobile>' (SMS code) or 'staff:<username>'; the
  // keys of a signed-in member's own secrets (login-throttle.ts) too
  account_key: string;
  ip: string | null;
  // The client network of `ip` (lib/network.ts); null when no address was recorded.
  network: string | null;
  // 0 failed (or still being checked), 1 succeeded
  success: number;
  created_at: string;
}

// A proof of work handed out for one sign-in try (docs/sign-in-abuse.md, "Proof of work").
export interface SignInChallengeTable {
  id: Generated<number>;
  // what the client holds; the row id is never shown
  public_id: string;
  // the account (login_attempt.account_key) and client network it was issued for
  account_key: string;
  network: string;
  // the cost level it was issued at: a try needs at least the level its account and network are at then
  level: number;
  // the signed ALTCHA challenge (JSON) and its signing secret
  challenge: string;
  secret: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthTables {
  sms_log: SmsLogTable;
  captcha_challenge: CaptchaChallengeTable;
  login_attempt: LoginAttemptTable;
  sign_in_challenge: SignInChallengeTable;
}
