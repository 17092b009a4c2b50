import { ERRORS, type ErrorName } from '@portal/contracts/errors';
import type { ValidationKey } from '@portal/contracts/validation';

// The one error type services throw; the error handler turns it into the envelope with the
// message in the caller's language.
export class AppError extends Error {
  readonly code: number;
  readonly http: number;

  constructor(
    readonly errorName: ErrorName,
    readonly params?: Record<string, string | number>,
    readonly data: unknown = null,
  ) {
    super(errorName);
    this.name = 'AppError';
    this.code = ERRORS[errorName].code;
    this.http = ERRORS[errorName].http;
  }
}

export interface FieldProblem {
  field: string;
  rule: ValidationKey;
  params?: Record<string, string | number>;
}

// A bad field found by a service after the route's schema passed (e.g. a file url the caller
// does not own). Answered exactly like a schema validation error: 400 with data.fields, each
// text in the caller's language.
export class FieldsError extends AppError {
  constructor(readonly problems: readonly FieldProblem[]) {
    super('BAD_REQUEST');
  }
}
