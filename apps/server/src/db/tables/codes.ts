import type { Generated } from 'kysely';
import type { CodeChannel } from '@portal/contracts/codes';

// One-time verification codes of every channel (modules/codes).
export interface VerificationCodeTable {
  id: Generated<number>;
  channel: CodeChannel;
  // '+86 13800138000' for SMS, the lower-case address for e-mail
  recipient: string;
  scene: string;
  // the code is stored only as sha256(salt:code)
  code_salt: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  failed_attempts: Generated<number>;
  ip: string;
  // the client's network: IPv4 /24 or IPv6 /64 (lib/network.ts); '' for codes sent before
  network: Generated<string>;
  // 1: asked for from a browser the member signed in from before (not counted by the
  // per-recipient ceiling, docs/sign-in-abuse.md)
  known_device: Generated<number>;
}

export interface CodeTables {
  verification_code: VerificationCodeTable;
}
