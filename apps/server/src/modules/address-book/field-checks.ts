import type { ErrorName } from '@portal/contracts/errors';
import type { Locale } from '@portal/contracts/locale';
import { VALIDATION_MESSAGES, type ValidationKey } from '@portal/contracts/validation';
import { AppError } from '../../lib/app-error.js';
import { nationalPhone } from '../../lib/phone.js';

// A rule the schema cannot check (it needs the database or phone metadata), answered like a
// validation failure: code 400, data.fields naming the field and the rule.
export function fieldError(field: string, rule: ValidationKey, locale: Locale): AppError {
  const message = VALIDATION_MESSAGES[rule][locale];
  return new AppError('BAD_REQUEST', { detail: `${field}: ${message}` }, { fields: [{ field, rule, message }] });
}

// Contacts and addresses take any real number under its dial code, landlines included (a
// consignee is often reached at an office), stored in national form like members' mobiles.
export function requirePhone(areaCode: string, phone: string, locale: Locale, field = 'phone'): string {
  const national = nationalPhone(areaCode, phone);
  if (national === null) throw fieldError(field, 'v.phone.format', locale);
  return national;
}

// Runs a write and answers `name` when the database refuses it for the reason `refused`
// recognises (a unique title taken, a referenced group gone meanwhile).
export async function answerRefusal<T>(refused: (error: unknown) => boolean, name: ErrorName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (refused(error)) throw new AppError(name);
    throw error;
  }
}
