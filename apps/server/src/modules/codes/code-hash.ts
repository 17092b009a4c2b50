import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@portal/contracts/codes';

// One-time codes are random digits, stored only as sha256(salt:code) with a per-row salt.

export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');
}

export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
