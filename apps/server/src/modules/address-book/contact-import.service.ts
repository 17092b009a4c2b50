import type { Insertable, Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  CONTACT_COLUMNS,
  contactBody,
  type ImportMode,
  type ImportResult,
  type ImportRowError,
} from '@portal/contracts/address-book';
import type { Locale } from '@portal/contracts/locale';
import { VALIDATION_MESSAGES, issueField, issueText } from '@portal/contracts/validation';
import type { DB } from '../../db/schema.js';
import type { MemberContactTable } from '../../db/tables/address-book.js';
import { nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { nationalPhone } from '../../lib/phone.js';
import type { ContactRepository, ContactScope } from './contact.repository.js';
import { contactValues } from './contact.service.js';
import type { GroupRepository } from './group.repository.js';
import { readContactSheet, type SheetRow } from './contact-sheet.js';

// A sheet row is a contact body whose group is named by its title (created when missing).
const rowSchema = contactBody.omit({ groupId: true }).extend({
  groupTitle: z.string().trim().max(50).optional(),
});

const headerOf = new Map(CONTACT_COLUMNS.map((column) => [column.key as string, column.header]));

interface GoodRow {
  values: Omit<Insertable<MemberContactTable>, 'member_id' | 'kind' | 'group_id' | 'created_at' | 'updated_at'>;
  groupTitle: string | undefined;
}

function rowError(line: number, field: string, text: string, locale: Locale): ImportRowError {
  const header = headerOf.get(field)?.[locale] ?? field;
  return { line, field, message: `${header}: ${text}` };
}

// Every row is checked with the same rules as the form; the phone also against its dial code.
function checkRows(rows: SheetRow[], locale: Locale) {
  const good: GoodRow[] = [];
  const errors: ImportRowError[] = [];
  for (const { line, values } of rows) {
    const parsed = rowSchema.safeParse(values);
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => rowError(line, issueField(issue), issueText(issue, locale), locale)));
      continue;
    }
    const phone = nationalPhone(parsed.data.areaCode, parsed.data.phone);
    if (phone === null) {
      errors.push(rowError(line, 'phone', VALIDATION_MESSAGES['v.phone.format'][locale], locale));
      continue;
    }
    good.push({ values: contactValues(parsed.data, phone), groupTitle: parsed.data.groupTitle || undefined });
  }
  return { good, errors };
}

// Imports customers or suppliers from the template. With mode 'all' a file with any bad row
// imports nothing (IMPORT_ROWS_INVALID lists them); with 'valid' the good rows go in and the
// bad ones are reported. Groups named in the file are created when missing. All rows go in
// one transaction, in multi-row inserts.
export class ContactImportService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly contacts: ContactRepository,
    private readonly groups: GroupRepository,
  ) {}

  async import(scope: ContactScope, file: Buffer, mode: ImportMode, locale: Locale): Promise<ImportResult> {
    const rows = await readContactSheet(file, locale);
    const { good, errors } = checkRows(rows, locale);
    if (errors.length > 0 && mode === 'all') {
      const count = new Set(errors.map((error) => error.line)).size;
      throw new AppError('IMPORT_ROWS_INVALID', { count }, { total: rows.length, valid: good.length, errors });
    }
    const createdGroups = await this.db.transaction().execute(async (tx) => {
      const groupIds = await this.groupIds(scope.memberId, good, tx);
      const now = nowIso();
      await this.contacts.insertMany(
        good.map((row) => ({
          ...row.values,
          member_id: scope.memberId,
          kind: scope.kind,
          group_id: row.groupTitle ? (groupIds.ids.get(row.groupTitle) ?? null) : null,
          created_at: now,
          updated_at: now,
        })),
        tx,
      );
      return groupIds.created;
    });
    return { total: rows.length, imported: good.length, createdGroups, errors };
  }

  // The ids of the groups the rows name, creating the missing ones.
  private async groupIds(memberId: number, rows: GoodRow[], tx: Transaction<DB>) {
    const titles = [...new Set(rows.flatMap((row) => (row.groupTitle ? [row.groupTitle] : [])))];
    const before = new Set((await this.groups.byTitles(memberId, titles, tx)).map((group) => group.title));
    const created = titles.filter((title) => !before.has(title));
    if (created.length > 0) await this.groups.insertTitles(memberId, created, nowIso(), tx);
    const ids = new Map((await this.groups.byTitles(memberId, titles, tx)).map((group) => [group.title, group.id]));
    return { ids, created };
  }
}
