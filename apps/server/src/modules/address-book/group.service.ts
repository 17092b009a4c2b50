import type { Kysely } from 'kysely';
import type { GroupBody, GroupDeleteQuery, GroupItem, GroupUpdateBody } from '@portal/contracts/address-book';
import type { DB } from '../../db/schema.js';
import { isForeignKeyViolation, isUniqueViolation, nowIso, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { answerRefusal } from './field-checks.js';
import type { GroupRepository } from './group.repository.js';

// Customer groups (shared by customers and suppliers). A group that still has contacts is
// deleted only with an explicit choice: move them to another group, or leave them ungrouped.
export class GroupService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly groups: GroupRepository,
  ) {}

  async list(memberId: number, onlyId?: number): Promise<GroupItem[]> {
    const rows = await this.groups.list(memberId, onlyId);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      remark: row.remark,
      sort: row.sort,
      contactCount: row.contact_count,
      createTime: toIso(row.created_at),
    }));
  }

  private async item(memberId: number, id: number): Promise<GroupItem> {
    const [found] = await this.list(memberId, id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async create(memberId: number, body: GroupBody): Promise<GroupItem> {
    const now = nowIso();
    const id = await answerRefusal(isUniqueViolation, 'GROUP_TITLE_TAKEN', () =>
      this.groups.insert({ member_id: memberId, title: body.title, remark: body.remark ?? null, sort: body.sort, created_at: now, updated_at: now }, this.db),
    );
    return this.item(memberId, id);
  }

  async update(memberId: number, body: GroupUpdateBody): Promise<GroupItem> {
    if (!(await this.groups.find(memberId, body.id))) throw new AppError('NOT_FOUND');
    await answerRefusal(isUniqueViolation, 'GROUP_TITLE_TAKEN', () => this.groups.update(memberId, body.id, { title: body.title, remark: body.remark ?? null, sort: body.sort, updated_at: nowIso() }, this.db));
    return this.item(memberId, body.id);
  }

  async delete(memberId: number, query: GroupDeleteQuery): Promise<void> {
    try {
      await this.db.transaction().execute(async (tx) => {
        if (!(await this.groups.find(memberId, query.id, tx))) throw new AppError('NOT_FOUND');
        const contactCount = await this.groups.contactCount(memberId, query.id, tx);
        if (contactCount > 0) {
          if (!query.contacts) throw new AppError('GROUP_NOT_EMPTY', { count: contactCount }, { contactCount });
          let target: number | null = null;
          if (query.contacts === 'move') {
            target = query.targetGroupId ?? null;
            if (target === null || !(await this.groups.find(memberId, target, tx))) throw new AppError('NOT_FOUND');
          }
          await this.groups.moveContacts(memberId, query.id, target, nowIso(), tx);
        }
        await this.groups.delete(memberId, query.id, tx);
      });
    } catch (error) {
      // A contact joined the group while it was being emptied: ask again.
      if (isForeignKeyViolation(error)) throw new AppError('GROUP_NOT_EMPTY', { count: 1 }, { contactCount: 1 });
      throw error;
    }
  }
}
