export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A rejected call. `code` is the envelope's code, or null when no envelope came back
// (network failure, timeout, an HTTP error page).
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number | null;
  readonly data: unknown;

  constructor(message: string, code: number | null, data: unknown = null) {
    super(message);
    this.code = code;
    this.data = data;
  }

  // Validation failures (code 400) list each field, the rule it broke and a localised text.
  get fieldErrors(): FieldError[] {
    if (!isRecord(this.data) || !Array.isArray(this.data.fields)) return [];
    return this.data.fields.filter(
      (item): item is FieldError => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
    );
  }
}
