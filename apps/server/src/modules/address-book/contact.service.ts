import type { ContactBody, ContactExportBody, ContactItem, ContactPageQuery, ContactUpdateBody } from '@portal/contracts/address-book';
import type { Locale } from '@portal/contracts/locale';
import { isForeignKeyViolation, nowIso, toIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { ContactRepository, ContactScope } from './contact.repository.js';
import { answerRefusal, requirePhone } from './field-checks.js';
import type { GroupRepository } from './group.repository.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type ContactRow = NonNullable<Awaited<ReturnType<ContactRepository['find']>>>;

export function toContactItem(row: ContactRow): ContactItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    nameEn: row.name_en,
    company: row.company,
    companyEn: row.company_en,
    areaCode: row.area_code,
    phone: row.phone,
    marks: row.marks,
    email: row.email,
    address: row.address,
    groupId: row.group_id,
    groupTitle: row.group_title,
    createTime: toIso(row.created_at),
  };
}

// The columns of a contact from a checked body (the group is checked separately).
export function contactValues(body: Omit<ContactBody, 'groupId'>, phone: string) {
  return {
    name: body.name,
    name_en: body.nameEn ?? null,
    company: body.company,
    company_en: body.companyEn ?? null,
    area_code: body.areaCode,
    phone,
    marks: body.marks ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
  };
}

export interface OrderPartyContact {
  name: string;
  nameEn?: string | undefined;
  company?: string | undefined;
  areaCode: string;
  phone: string;
  email?: string | undefined;
  marks?: string | undefined;
}

// Customers and suppliers: the same calls, each kind on its own routes.
export class ContactService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly contacts: ContactRepository,
    private readonly groups: GroupRepository,
  ) {}

  private async existing(scope: ContactScope, id: number): Promise<ContactRow> {
    const row = await this.contacts.find(scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  // Another member's group is as missing as a deleted one (also when it is deleted between
  // this check and the write: the database refuses the write).
  private async checked(scope: ContactScope, body: ContactBody, locale: Locale) {
    const phone = requirePhone(body.areaCode, body.phone, locale);
    const groupId = body.groupId ?? null;
    if (groupId !== null && !(await this.groups.find(scope.memberId, groupId))) throw new AppError('NOT_FOUND');
    return { ...contactValues(body, phone), group_id: groupId };
  }

  async page(scope: ContactScope, query: ContactPageQuery) {
    const { pageNo, pageSize, ...filter } = query;
    const { rows, total } = await this.contacts.page(scope, filter, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map(toContactItem), total };
  }

  async get(scope: ContactScope, id: number): Promise<ContactItem> {
    return toContactItem(await this.existing(scope, id));
  }

  async create(scope: ContactScope, body: ContactBody, locale: Locale): Promise<ContactItem> {
    const values = await this.checked(scope, body, locale);
    const now = nowIso();
    const id = await answerRefusal(isForeignKeyViolation, 'NOT_FOUND', () => this.contacts.insert({ ...values, member_id: scope.memberId, kind: scope.kind, created_at: now, updated_at: now }, this.db));
    return this.get(scope, id);
  }

  // "Save to address book" of the shipping form: a consignor or consignee typed there becomes a
  // contact, in the order's transaction, unless the book has the number already. The phone
  // is checked by the caller (national form).
  async saveParty(scope: ContactScope, party: OrderPartyContact, tx: Executor): Promise<void> {
    if (await this.contacts.hasPhone(scope, party.areaCode, party.phone, tx)) return;
    const now = nowIso();
    await this.contacts.insert(
      {
        ...contactValues({ ...party, company: party.company ?? party.name }, party.phone),
        member_id: scope.memberId,
        kind: scope.kind,
        group_id: null,
        created_at: now,
        updated_at: now,
      },
      tx,
    );
  }

  async update(scope: ContactScope, body: ContactUpdateBody, locale: Locale): Promise<ContactItem> {
    await this.existing(scope, body.id);
    const values = await this.checked(scope, body, locale);
    await answerRefusal(isForeignKeyViolation, 'NOT_FOUND', () => this.contacts.update(scope, body.id, { ...values, updated_at: nowIso() }, this.db));
    return this.get(scope, body.id);
  }

  async delete(scope: ContactScope, id: number): Promise<void> {
    if (!(await this.contacts.delete(scope, id, this.db))) throw new AppError('NOT_FOUND');
  }

  // docs/product/address-book.md: 'Please select at least one record', 'No data available for export'.
  async exportRows(scope: ContactScope, body: ContactExportBody): Promise<ContactItem[]> {
    const { ids, ...filter } = body;
    if (ids && ids.length === 0) throw new AppError('EXPORT_NONE_SELECTED');
    const rows = await this.contacts.all(scope, filter, ids);
    if (rows.length === 0) throw new AppError('EXPORT_EMPTY');
    return rows.map(toContactItem);
  }
}
