import type { Localized } from '../locale.js';

// Validation texts and errors of abnormal (exception) items (1_010_xxx). validation.ts and errors.ts
// spread them into their one table; keys and codes must not clash with any other area.

export const ABNORMAL_VALIDATION = {} as const satisfies Record<string, Localized>;

export const ABNORMAL_ERRORS = {} as const satisfies Record<string, { code: number; http: number; msg: Localized }>;
