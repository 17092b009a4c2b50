import type { ErrorName } from '@portal/contracts/errors';

export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A rejected call. `code` is the envelope's code, or null when no envelope came back
// (network failure, timeout, an HTTP error page); `errorName` its name in the contracts' error
// table, which the client loads with a failure only (lib/http.ts).
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number | null;
  readonly data: unknown;
  readonly errorName: ErrorName | undefined;

  constructor(message: string, code: number | null, data: unknown = null, errorName?: ErrorName) {
    super(message);
    this.code = code;
    this.data = data;
    this.errorName = errorName;
  }

  // Whether the API answered this error of the table (`error.is('ORDER_NOT_FOUND')`): a page
  // tells "missing" apart without importing the table, whose texts would join its first load.
  is(name: ErrorName): boolean {
    return this.errorName === name;
  }

  // Validation failures (code 400) list each field, the rule it broke and a localised text.
  get fieldErrors(): FieldError[] {
    if (!isRecord(this.data) || !Array.isArray(this.data.fields)) return [];
    return this.data.fields.filter(
      (item): item is FieldError => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
    );
  }
}
