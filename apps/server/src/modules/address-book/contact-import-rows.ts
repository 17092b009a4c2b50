import type { Insertable } from 'kysely';
import { z } from 'zod';
import { CONTACT_COLUMNS, contactBody, type ImportRowError } from '@portal/contracts/address-book';
import type { Locale } from '@portal/contracts/locale';
import { VALIDATION_MESSAGES, issueField, issueText } from '@portal/contracts/validation';
import type { MemberContactTable } from '../../db/tables/address-book.js';
import { workerTask } from '../../lib/import-workers.js';
import { nationalPhone } from '../../lib/phone.js';
import { contactValues } from './contact.service.js';

// The pure half of an import (no database): the file read into rows and each row checked.
// It runs on an import worker (lib/import-workers.ts), so it takes and answers plain data.

// A sheet row is a contact body whose group is named by its title (created when missing).
const rowSchema = contactBody.omit({ groupId: true }).extend({
  groupTitle: z.string().trim().max(50).optional(),
});

const headerOf = new Map(CONTACT_COLUMNS.map((column) => [column.key as string, column.header]));

export interface GoodRow {
  values: Omit<Insertable<MemberContactTable>, 'member_id' | 'kind' | 'group_id' | 'created_at' | 'updated_at'>;
  groupTitle: string | undefined;
}

export interface CheckedRows {
  total: number;
  good: GoodRow[];
  errors: ImportRowError[];
}

function rowError(line: number, field: string, text: string, locale: Locale): ImportRowError {
  const header = headerOf.get(field)?.[locale] ?? field;
  return { line, field, message: `${header}: ${text}` };
}

// Every row is checked with the same rules as the form; the phone also against its dial code.
export async function checkContactFile({ file, locale }: { file: Uint8Array; locale: Locale }): Promise<CheckedRows> {
  // Loaded here, in the import's worker: the server's main thread never needs exceljs for it.
  const { readContactSheet } = await import('./contact-sheet.js');
  const rows = await readContactSheet(file, locale);
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
  return { total: rows.length, good, errors };
}

export const checkContactFileTask = workerTask(import.meta.url, 'checkContactFile', checkContactFile);
