import { ERRORS } from '@portal/contracts/errors';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';

type FieldName = string | (string | number)[];

// The dialogs call the server silently and put what it refuses where the member looks: a
// refusal about one input under that input, validation texts under theirs (FormModal does
// that), anything else in a toast.
export function showRefusal(form: FormInstance, error: unknown, fieldByCode: ReadonlyMap<number, FieldName>): void {
  if (!(error instanceof ApiError)) return;
  const field = error.code === null ? undefined : fieldByCode.get(error.code);
  if (field !== undefined) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return;
  }
  if (error.fieldErrors.length === 0) feedback.error(error.message);
}

// A wrong, expired or worn-out SMS code belongs to the code input.
export const CODE_REFUSALS = [ERRORS.SMS_CODE_INCORRECT, ERRORS.SMS_CODE_EXPIRED, ERRORS.SMS_CODE_MISSING, ERRORS.SMS_CODE_TOO_MANY_TRIES].map(
  (entry) => [entry.code, 'code'] as const,
);
