import { ERRORS, type ErrorName } from '@portal/contracts/errors';

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
