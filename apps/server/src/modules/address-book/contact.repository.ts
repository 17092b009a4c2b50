import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ContactFilter, ContactKind } from '@portal/contracts/address-book';
import type { DB } from '../../db/schema.js';
import type { MemberContactTable } from '../../db/tables/address-book.js';
import { containsInsensitive, toCount } from '../../db/sql.js';
import type { Executor } from '../../db/executor.js';

// Rows per insert statement: far below SQLite's and PostgreSQL's parameter limits.
const INSERT_CHUNK = 500;

// The first digit string greater than every string that starts with `prefix` ('139' →
// '14'; null for '999'). A range on the phone column uses the (member_id, kind, phone) index on
// both databases, where `like '139%'` would not.
export function phonePrefixEnd(prefix: string): string | null {
  const trimmed = prefix.replace(/9+$/, '');
  if (!trimmed) return null;
  return trimmed.slice(0, -1) + String(Number(trimmed.slice(-1)) + 1);
}

export type ContactScope = { memberId: number; kind: ContactKind };

// What the keyword search looks in (docs/product/address-book.md: name, company, phone or marks).
const KEYWORD_COLUMNS = ['c.name', 'c.name_en', 'c.company', 'c.company_en', 'c.phone', 'c.marks'] as const;

// Queries on member_contact (customers and suppliers), always scoped to a member and a kind:
// another member's id, or a supplier's id on the customer routes, finds nothing.
export class ContactRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(scope: ContactScope, filter: ContactFilter, tx: Executor = this.db) {
    let query = tx
      .selectFrom('member_contact as c')
      .where('c.member_id', '=', scope.memberId)
      .where('c.kind', '=', scope.kind);
    if (filter.phone) {
      const end = phonePrefixEnd(filter.phone);
      query = query.where('c.phone', '>=', filter.phone);
      if (end) query = query.where('c.phone', '<', end);
    }
    if (filter.groupId === 0) query = query.where('c.group_id', 'is', null);
    else if (filter.groupId !== undefined) query = query.where('c.group_id', '=', filter.groupId);
    const keyword = filter.keyword;
    if (keyword) {
      query = query.where((eb) => eb.or(KEYWORD_COLUMNS.map((column) => containsInsensitive(eb.ref(column), keyword))));
    }
    return query;
  }

  private withGroup(scope: ContactScope, filter: ContactFilter, tx: Executor = this.db) {
    return this.filtered(scope, filter, tx).leftJoin('member_contact_group as g', 'g.id', 'c.group_id').selectAll('c').select('g.title as group_title');
  }

  // Newest first.
  async page(scope: ContactScope, filter: ContactFilter, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      this.withGroup(scope, filter).orderBy('c.id', 'desc').offset(offset).limit(limit).execute(),
      this.filtered(scope, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: toCount(count?.n) };
  }

  // Everything matching the filter (or only these ids), newest first: the export.
  all(scope: ContactScope, filter: ContactFilter, ids?: readonly number[]) {
    let query = this.withGroup(scope, filter);
    if (ids) query = query.where('c.id', 'in', ids);
    return query.orderBy('c.id', 'desc').execute();
  }

  find(scope: ContactScope, id: number) {
    return this.withGroup(scope, {}).where('c.id', '=', id).executeTakeFirst();
  }

  async insert(values: Insertable<MemberContactTable>, tx: Executor): Promise<number> {
    const row = await tx.insertInto('member_contact').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  // Whether the member's book of this kind holds the number (national form) under the area code.
  async hasPhone(scope: ContactScope, areaCode: string, phone: string, tx: Executor = this.db): Promise<boolean> {
    const row = await tx
      .selectFrom('member_contact')
      .select('id')
      .where('member_id', '=', scope.memberId)
      .where('kind', '=', scope.kind)
      .where('phone', '=', phone)
      .where('area_code', '=', areaCode)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertMany(rows: Insertable<MemberContactTable>[], tx: Executor) {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insertInto('member_contact').values(rows.slice(i, i + INSERT_CHUNK)).execute();
    }
  }

  async update(scope: ContactScope, id: number, values: Updateable<MemberContactTable>, tx: Executor) {
    await tx.updateTable('member_contact').set(values).where('member_id', '=', scope.memberId).where('kind', '=', scope.kind).where('id', '=', id).execute();
  }

  // Whether a row was deleted.
  async delete(scope: ContactScope, id: number, tx: Executor): Promise<boolean> {
    const result = await tx
      .deleteFrom('member_contact')
      .where('member_id', '=', scope.memberId)
      .where('kind', '=', scope.kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
