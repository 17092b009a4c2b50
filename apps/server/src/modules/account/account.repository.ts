import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MemberCompanyInfoTable } from '../../db/tables/account.js';
import type { MemberUserTable } from '../../db/tables/identity.js';
import type { Executor } from '../../db/executor.js';

type MemberChanges = Pick<Updateable<MemberUserTable>, 'nickname' | 'avatar' | 'email' | 'area_code' | 'mobile' | 'control_password_hash' | 'control_password_set_at'>;
export type CompanyInfoColumns = Omit<Insertable<MemberCompanyInfoTable>, 'id' | 'member_id' | 'created_at' | 'updated_at'>;

// The member's own account rows: profile fields and company information.
export class AccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async updateMember(memberId: number, changes: MemberChanges, now: string, tx: Executor) {
    await tx
      .updateTable('member_user')
      .set({ ...changes, updated_at: now })
      .where('id', '=', memberId)
      .execute();
  }

  memberIdByEmail(email: string) {
    return this.db.selectFrom('member_user').select('id').where('email', '=', email).executeTakeFirst();
  }

  companyInfo(memberId: number) {
    return this.db.selectFrom('member_company_info').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  }

  async insertCompanyInfo(memberId: number, info: CompanyInfoColumns, now: string, tx: Executor) {
    await tx
      .insertInto('member_company_info')
      .values({ ...info, member_id: memberId, created_at: now, updated_at: now })
      .execute();
  }

  // false when the member has no company information yet.
  async updateCompanyInfo(memberId: number, info: CompanyInfoColumns, now: string, tx: Executor): Promise<boolean> {
    const result = await tx
      .updateTable('member_company_info')
      .set({ ...info, updated_at: now })
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
