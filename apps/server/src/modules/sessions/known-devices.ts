import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { DeviceRepository } from './device.repository.js';
import { hashToken } from './session.service.js';

const DAY = 24 * 3_600_000;
// A browser unseen this long is forgotten; the cookie lives as long.
export const DEVICE_TTL_DAYS = 365;
// Browsers remembered per member, most recently seen first.
const DEVICES_PER_MEMBER = 20;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

// Browsers a member signed in from before (docs/sign-in-abuse.md). A browser holds one random
// token in the httpOnly `portal-device` cookie; the server keeps its hash per member. Known
// devices pass the password check without the slider, pay no proof of work at sign-in and are
// not counted by the per-number SMS ceiling, so a stranger who spends those limits does not
// lock the owner out or slow them down.
export class KnownDevices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: DeviceRepository,
  ) {}

  // The members, of those given, that this browser's token was seen signing in as.
  async knownFor(token: string | null, memberIds: number[]): Promise<Set<number>> {
    if (!token || !TOKEN_FORMAT.test(token)) return new Set();
    const since = new Date(Date.now() - DEVICE_TTL_DAYS * DAY).toISOString();
    return new Set(await this.repo.membersSeenSince(hashToken(token), memberIds, since));
  }

  async isKnown(token: string | null, memberId: number): Promise<boolean> {
    return (await this.knownFor(token, [memberId])).has(memberId);
  }

  // At a sign-in: records the browser for the member and answers the token it keeps (its own
  // when it has a well-formed one, else a new one), and whether the browser is new to a member
  // who signed in from others before: a sign-in the member is told about. A member's first
  // browser on record (at registration, or the first sign-in since browsers were recorded) is
  // not news.
  async remember(memberId: number, token: string | null, tx: Executor = this.db): Promise<{ token: string; newDevice: boolean }> {
    const wellFormed = token && TOKEN_FORMAT.test(token) ? token : null;
    const kept = wellFormed ?? randomBytes(32).toString('base64url');
    const hash = hashToken(kept);
    const since = new Date(Date.now() - DEVICE_TTL_DAYS * DAY).toISOString();
    const seen = wellFormed !== null && (await this.repo.membersSeenSince(hash, [memberId], since, tx)).length > 0;
    const newDevice = !seen && (await this.repo.anySeenSince(memberId, since, tx));
    await this.repo.upsert(memberId, hash, new Date().toISOString(), tx);
    await this.repo.trim(memberId, DEVICES_PER_MEMBER, tx);
    return { token: kept, newDevice };
  }
}
