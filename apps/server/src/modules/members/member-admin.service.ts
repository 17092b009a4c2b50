import type { Kysely } from 'kysely';
import type { MemberSearchItem, MemberSearchQuery, MemberStatusBody } from '@portal/contracts/members';
import { inTransaction } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/sql.js';
import { ACCOUNT_ACTIVE } from '../../db/tables/identity.js';
import { writeAudit } from '../audit/audit.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionService } from '../sessions/session.service.js';
import type { MemberRepository } from './member.repository.js';

// Members as staff find them, and as administrators disable and enable them (docs/staff-roles.md,
// "Members"). A disabled member's sessions end in the same transaction: the next call with
// their token answers TOKEN_REVOKED, and signing in answers AUTH_ACCOUNT_DISABLED.
export class MemberAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly members: MemberRepository,
    private readonly deps: { sessions: SessionService },
  ) {}

  async search(query: MemberSearchQuery): Promise<{ list: MemberSearchItem[]; total: number }> {
    const { rows, total } = await this.members.search(query);
    const list = rows.map((r) => ({
      id: r.id,
      areaCode: r.area_code,
      mobile: r.mobile,
      nickname: r.nickname,
      realName: r.real_name ?? null,
      companyName: r.company_name ?? null,
      status: r.status === ACCOUNT_ACTIVE ? ('active' as const) : ('disabled' as const),
      disabledReason: r.disabled_reason,
      disabledTime: r.disabled_at ? toIso(r.disabled_at) : null,
      createTime: toIso(r.created_at),
    }));
    return { list, total };
  }

  async disable(staffId: number, body: MemberStatusBody): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const member = await this.members.findById(body.id, tx);
      if (!member) throw new AppError('NOT_FOUND');
      if (!(await this.members.disable(body.id, { reason: body.reason, by: staffId, now: nowIso() }, tx))) throw new AppError('MEMBER_ALREADY_DISABLED');
      await this.deps.sessions.revokeAllFor('member', body.id, 'disabled', undefined, tx);
      await writeAudit(tx, { staffId, action: 'disable', entity: 'member', entityId: body.id, before: { status: 'active' }, after: { status: 'disabled' }, reason: body.reason });
    });
  }

  async enable(staffId: number, id: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const member = await this.members.findById(id, tx);
      if (!member) throw new AppError('NOT_FOUND');
      if (!(await this.members.enable(id, nowIso(), tx))) throw new AppError('MEMBER_ALREADY_ACTIVE');
      await writeAudit(tx, { staffId, action: 'enable', entity: 'member', entityId: id, before: { status: 'disabled' }, after: { status: 'active' } });
    });
  }
}
