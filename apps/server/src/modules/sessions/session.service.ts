import { hash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@portal/contracts/staff';
import type { Config } from '../../config.js';
import type { ReadCache } from '../../db/read-cache.js';
import { ACCOUNT_ACTIVE, parseStaffRoles, type SessionSubject } from '../../db/tables/identity.js';
import { isoAfter, nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';
import type { SessionRepository } from './session.repository.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface ResolvedSession {
  id: number;
  subjectType: SessionSubject;
  subjectId: number;
  // A staff member's roles as they stand now (empty for members); read with the session.
  roles: readonly StaffRole[];
}

interface SessionState {
  session: ResolvedSession;
  kept: boolean;
  subjectStatus: number | null;
  revoked: boolean;
  expiresAt: number;
  idleExpiresAt: number;
  lastSeenAt: number;
}

// last_seen_at is written at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 60_000;
// Members' sessions, on every call: one shared empty list.
const NO_ROLES: readonly StaffRole[] = Object.freeze([]);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

// Opaque bearer tokens (256 random bits) stored only as their hash, with idle and absolute
// expiry and revocation (docs/decisions.md, "Sessions").
export class SessionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repo: SessionRepository,
    private readonly config: Config,
    private readonly cache: ReadCache,
  ) {}

  // A member who ticked "Keep me signed in" gets the longer limits; staff never do.
  private limits(subject: SessionSubject, kept: boolean) {
    const s = this.config.session;
    if (subject === 'staff') return { idleMs: s.staffIdleMinutes * MINUTE, absoluteMs: s.staffAbsoluteHours * HOUR };
    return kept
      ? { idleMs: s.keptIdleMinutes * MINUTE, absoluteMs: s.keptAbsoluteHours * HOUR }
      : { idleMs: s.memberIdleMinutes * MINUTE, absoluteMs: s.memberAbsoluteHours * HOUR };
  }

  async create(
    subjectType: SessionSubject,
    subjectId: number,
    client: { ip: string | null; userAgent: string | null },
    tx: Executor = this.db,
    options: { keepSignedIn?: boolean | undefined } = {},
  ): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const kept = subjectType === 'member' && options.keepSignedIn === true;
    const { idleMs, absoluteMs } = this.limits(subjectType, kept);
    const now = new Date();
    const expiresAt = isoAfter(absoluteMs, now);
    await this.repo.insert(
      {
        tokenHash: hashToken(token),
        subjectType,
        subjectId,
        now: now.toISOString(),
        idleExpiresAt: isoAfter(Math.min(idleMs, absoluteMs), now),
        expiresAt,
        kept,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
      },
      tx,
    );
    return { token, expiresAt };
  }

  // Throws TOKEN_INVALID (unknown, or its member or staff user is gone), TOKEN_REVOKED
  // (logged out, password changed), TOKEN_EXPIRED (idle or absolute limit passed) or
  // AUTH_ACCOUNT_DISABLED (staff disabled the account since it signed in).
  async resolve(token: string): Promise<ResolvedSession> {
    const tokenHash = hashToken(token);
    // Kept while the database is unchanged: a logout, password change or disabled account is
    // a write, so the next call reads it (db/read-cache.ts). The clock is checked every call.
    const state = await this.cache.read(`session:${tokenHash}`, () => this.readState(tokenHash));
    if (!state || state.subjectStatus === null) throw new AppError('TOKEN_INVALID');
    if (state.revoked) throw new AppError('TOKEN_REVOKED');
    const now = Date.now();
    if (state.expiresAt <= now || state.idleExpiresAt <= now) throw new AppError('TOKEN_EXPIRED');
    if (state.subjectStatus !== ACCOUNT_ACTIVE) throw new AppError('AUTH_ACCOUNT_DISABLED');
    if (now - state.lastSeenAt > TOUCH_INTERVAL_MS) {
      const { idleMs } = this.limits(state.session.subjectType, state.kept);
      const idleExpiresAt = new Date(Math.min(now + idleMs, state.expiresAt)).toISOString();
      await this.repo.touch(state.session.id, new Date(now).toISOString(), idleExpiresAt, this.db);
    }
    return state.session;
  }

  // The stored session with its times as epoch milliseconds, parsed once per read.
  private async readState(tokenHash: string): Promise<SessionState | undefined> {
    const row = await this.repo.findByHash(tokenHash);
    if (!row) return undefined;
    return {
      session: Object.freeze({ id: row.id, subjectType: row.subject_type, subjectId: row.subject_id, roles: row.staff_roles === null ? NO_ROLES : Object.freeze(parseStaffRoles(row.staff_roles)) }),
      kept: row.keep_signed_in === 1,
      subjectStatus: row.subject_status,
      revoked: row.revoked_at !== null,
      expiresAt: Date.parse(row.expires_at),
      idleExpiresAt: Date.parse(row.idle_expires_at),
      lastSeenAt: Date.parse(row.last_seen_at),
    };
  }

  revoke(sessionId: number, reason: string) {
    return this.repo.revoke(sessionId, nowIso(), reason, this.db);
  }

  // E.g. after a password change: every other session of the subject ends.
  revokeAllFor(subjectType: SessionSubject, subjectId: number, reason: string, exceptSessionId?: number, tx: Executor = this.db) {
    return this.repo.revokeAllFor(subjectType, subjectId, nowIso(), reason, exceptSessionId, tx);
  }
}
