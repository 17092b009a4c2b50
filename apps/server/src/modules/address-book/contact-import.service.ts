import type { Kysely, Transaction } from 'kysely';
import type { ImportMode, ImportResult } from '@portal/contracts/address-book';
import type { Locale } from '@portal/contracts/locale';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import type { CheckedRows, GoodRow } from './contact-import-rows.js';
import type { ContactRepository, ContactScope } from './contact.repository.js';
import type { GroupRepository } from './group.repository.js';

// Reads and checks an uploaded file: on an import worker in the app (lib/import-workers.ts).
export type ContactFileChecker = (file: Buffer, locale: Locale) => Promise<CheckedRows>;

// Imports customers or suppliers from the template. With mode 'all' a file with any bad row
// imports nothing (IMPORT_ROWS_INVALID lists them); with 'valid' the good rows go in and the
// bad ones are reported. Groups named in the file are created when missing. All rows go in
// one transaction, in multi-row inserts.
export class ContactImportService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly contacts: ContactRepository,
    private readonly groups: GroupRepository,
    private readonly checkFile: ContactFileChecker,
  ) {}

  async import(scope: ContactScope, file: Buffer, mode: ImportMode, locale: Locale): Promise<ImportResult> {
    const { total, good, errors } = await this.checkFile(file, locale);
    if (errors.length > 0 && mode === 'all') {
      const count = new Set(errors.map((error) => error.line)).size;
      throw new AppError('IMPORT_ROWS_INVALID', { count }, { total, valid: good.length, errors });
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
    return { total, imported: good.length, createdGroups, errors };
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
