import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { prepared } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';
import type { SessionSubject } from '../../db/tables/identity.js';

export interface NewSession {
  tokenHash: string;
  subjectType: SessionSubject;
  subjectId: number;
  now: string;
  idleExpiresAt: string;
  expiresAt: string;
  // "Keep me signed in": the longer limits apply
  kept: boolean;
  ip: string | null;
  userAgent: string | null;
}

const sessionByHash = prepared((db, slot: <T>(name: 'tokenHash') => T) =>
  db
    .selectFrom('auth_session')
    .leftJoin('member_user', (join) => join.onRef('member_user.id', '=', 'auth_session.subject_id').on('auth_session.subject_type', '=', 'member'))
    .leftJoin('staff_user', (join) => join.onRef('staff_user.id', '=', 'auth_session.subject_id').on('auth_session.subject_type', '=', 'staff'))
    .selectAll('auth_session')
    .select((eb) => eb.fn.coalesce('member_user.status', 'staff_user.status').as('subject_status'))
    .select('staff_user.roles as staff_roles')
    .where('auth_session.token_hash', '=', slot<string>('tokenHash')),
);

export class SessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(s: NewSession, tx: Executor) {
    return tx
      .insertInto('auth_session')
      .values({
        token_hash: s.tokenHash,
        subject_type: s.subjectType,
        subject_id: s.subjectId,
        created_at: s.now,
        last_seen_at: s.now,
        idle_expires_at: s.idleExpiresAt,
        expires_at: s.expiresAt,
        keep_signed_in: s.kept ? 1 : 0,
        ip: s.ip,
        user_agent: s.userAgent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  // The session with its subject's status (null when the member or staff user is gone) and,
  // for staff, their roles: the role guard needs no query of its own.
  // Read by every authenticated call, so compiled once (db/prepared.ts).
  async findByHash(tokenHash: string) {
    return (await sessionByHash(this.db, { tokenHash }))[0];
  }

  async touch(id: number, now: string, idleExpiresAt: string, tx: Executor) {
    await tx
      .updateTable('auth_session')
      .set({ last_seen_at: now, idle_expires_at: idleExpiresAt })
      .where('id', '=', id)
      .execute();
  }

  async revoke(id: number, now: string, reason: string, tx: Executor) {
    await tx
      .updateTable('auth_session')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllFor(subjectType: SessionSubject, subjectId: number, now: string, reason: string, exceptId: number | undefined, tx: Executor) {
    let query = tx
      .updateTable('auth_session')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    await query.execute();
  }
}
